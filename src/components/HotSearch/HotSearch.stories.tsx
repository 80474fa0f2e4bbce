import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Quote } from '@/api/contract/market'
import { createQuoteStore } from '@/lib/quote-store'
import { marketListSnapshots, MockMarketQuotes } from '@/machines/market-list/market-list.fixtures'
import { toMarketListView } from '@/machines/market-list/market-list.view'
import { HotSearch } from './HotSearch'

const store = createQuoteStore()
store.applySnapshot(MockMarketQuotes.map((q) => Quote.parse(q)))
store.markStale(false)

/** Links are followed by the app's router; here a tap is only reported, the test page stays. */
const holdLinks: Decorator = (Story) => (
  // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  <div onClick={(e) => e.preventDefault()}>
    <Story />
  </div>
)

const meta = {
  component: HotSearch,
  decorators: [holdLinks],
  args: {
    symbols: toMarketListView(marketListSnapshots.searchIdle).hot,
    store,
    hrefOf: (symbol: string) => `#/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}`,
    onOpen: fn(),
  },
} satisfies Meta<typeof HotSearch>

export default meta
type Story = StoryObj<typeof meta>

/** The eight pairs with the largest 24 h turnover, ranked, each with its live change. */
export const Ranked: Story = {
  play: async ({ args, canvas, userEvent, loaded: { i18n } }) => {
    await expect(
      canvas.getByRole('heading', { name: i18n.t('markets:hotSearch.title') }),
    ).toBeVisible()
    const entries = canvas.getAllByRole('listitem')
    await expect(entries).toHaveLength(8)
    await expect(entries[0]).toHaveTextContent('BTC/USDT')
    await expect(entries[2]).toHaveTextContent('DOGE/USDT')
    await userEvent.click(canvas.getByRole('link', { name: /ETH/ }))
    await expect(args.onOpen).toHaveBeenCalledWith('ETH/USDT')
  },
}

export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/%/)[0]).toHaveAttribute('data-stale', 'true')
  },
}

/** No quotes yet: the section is left out rather than shown empty. */
export const Empty: Story = {
  args: { symbols: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}
