import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { marketListSnapshots } from '@/machines/market-list/market-list.fixtures'
import { toMarketListView } from '@/machines/market-list/market-list.view'
import { RecentViews } from './RecentViews'

/** Links are followed by the app's router; here a tap is only reported, the test page stays. */
const holdLinks: Decorator = (Story) => (
  // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  <div onClick={(e) => e.preventDefault()}>
    <Story />
  </div>
)

const meta = {
  component: RecentViews,
  decorators: [holdLinks],
  args: {
    symbols: toMarketListView(marketListSnapshots.searchIdle).recent,
    hrefOf: (symbol: string) => `#/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}`,
    onOpen: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof RecentViews>

export default meta
type Story = StoryObj<typeof meta>

/** Most recent first; each chip opens its pair, the bin forgets them all. */
export const Listed: Story = {
  play: async ({ args, canvas, userEvent, loaded: { i18n } }) => {
    const chips = canvas.getAllByRole('link')
    await expect(chips.map((c) => c.textContent)).toEqual(['SOL/USDT', 'BTC/USDT', 'LINK/USDT'])
    await expect(chips[0]).toHaveAttribute('href', '#/pages/transaction/index2?symbol=SOL%2FUSDT')
    await userEvent.click(chips[1]!)
    await expect(args.onOpen).toHaveBeenCalledWith('BTC/USDT')
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('markets:recentViews.clear') }))
    await expect(args.onClear).toHaveBeenCalled()
  },
}

/** Nothing opened yet: the section is left out. */
export const Empty: Story = {
  args: { symbols: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}
