import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { contractOrdersSnapshots } from '@/machines/contract-orders/contract-orders.fixtures'
import { toContractOrdersView } from '@/machines/contract-orders/contract-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { LeverHistoryDetail } from './LeverHistoryDetail'

const view = snapshotViews(contractOrdersSnapshots, toContractOrdersView)
type DetailKey = 'takeProfitDetail' | 'liquidationDetail' | 'spreadDetail' | 'copiedDetail'
type OtherKey = 'openDetail' | 'pendingDetail' | 'cancelledDetail' | 'waivedDetail'
const detailOf = (key: DetailKey | OtherKey) => ({
  position: view(key).detail,
})

const meta = {
  component: LeverHistoryDetail,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...detailOf('takeProfitDetail'),
    timeZone: 'UTC',
    onClose: fn(),
    chartHref: (symbol: string) =>
      `#/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}`,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof LeverHistoryDetail>

export default meta
type Story = StoryObj<typeof meta>

const sheetOf = (canvas: { getByRole: (r: 'dialog', o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('dialog', { name: 'Position details' })
const figures = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('term')
    .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)

/** A take-profit: every figure, both engine ticks, and the pair's chart. */
export const TakeProfit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sheet = sheetOf(canvas)
    await expect(figures(sheet)).toEqual([
      'Market price at open=40,000.00 USDT',
      'Spread=0 USDT',
      'Entry price=40,000.00 USDT',
      'Lots=5',
      'Size=0.05 BTC',
      'Leverage=10×',
      'Margin at open=200.0000 USDT',
      'Margin now=199.0000 USDT',
      'Trade fee=2.0000 USDT',
      'Fee rate=0.1%',
      'Overnight fee rate=0.05% a day',
      'Overnight fees charged=1.0000 USDT',
      'Take-profit=41,000.00 USDT',
      'Close price=41,003.20 USDT',
      'Realised P/L=+50.1600 USDT',
      'Placed=Feb 27, 2025, 12:00 PM',
      'Opened=Feb 27, 2025, 12:00 PM',
      'Closed=Mar 1, 2025, 9:00 AM',
    ])
    await expect(
      within(sheet).getByText(
        'Take-profit: closed at 41,003.20 USDT when the market price was 41,003.20 USDT, in the engine tick of Mar 1, 2025, 9:00 AM.',
      ),
    ).toBeVisible()
    await expect(
      within(sheet).getByRole('link', { name: 'Open the BTC/USDT chart' }),
    ).toHaveAttribute('href', '#/pages/transaction/index2?symbol=BTC%2FUSDT')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

/** A liquidation whose loss went beyond the account: what the platform covered, and why. */
export const Liquidation: Story = {
  args: detailOf('liquidationDetail'),
  play: async ({ canvas }) => {
    const sheet = sheetOf(canvas)
    await expect(figures(sheet)).toContain('Covered by the platform=2.0000 USDT')
    await expect(figures(sheet)).toContain('Realised P/L=-23.2000 USDT')
    const note = within(sheet).getByRole('note')
    await expect(note).toHaveTextContent(
      'the platform covered the remaining 2.0000 USDT: you owe nothing.',
    )
    // the picture shows the note and the ticks below it
    within(sheet).getByRole('link').scrollIntoView({ block: 'end' })
  },
}

/** A disclosed spread: the market price and the entry price both shown. */
export const Spread: Story = {
  args: detailOf('spreadDetail'),
  play: async ({ canvas }) => {
    const sheet = sheetOf(canvas)
    await expect(figures(sheet)).toEqual(
      expect.arrayContaining([
        'Market price at open=40,000.00 USDT',
        'Spread=10.50 USDT',
        'Entry price=40,010.50 USDT',
      ]),
    )
  },
}

export const Copied: Story = {
  args: detailOf('copiedDetail'),
  play: async ({ canvas }) => {
    await expect(within(sheetOf(canvas)).getByText(/A copy of a trader's position/)).toBeVisible()
  },
}

/** Still open: its stops, the tick that opened it, no close figures. */
export const Open: Story = {
  args: detailOf('openDetail'),
  play: async ({ canvas }) => {
    const sheet = sheetOf(canvas)
    await expect(figures(sheet)).toContain('Stop-loss=39,500.00 USDT')
    await expect(within(sheet).queryByText(/Realised P\/L/)).toBeNull()
    await expect(within(sheet).getByText(/^Opened at 40,200.00 USDT/)).toBeVisible()
  },
}

/** A pending limit opening: its limit price and the margin it holds; no tick yet. */
export const Pending: Story = {
  args: detailOf('pendingDetail'),
  play: async ({ canvas }) => {
    const sheet = sheetOf(canvas)
    await expect(figures(sheet)).toContain('Limit price=2,100.00 USDT')
    await expect(figures(sheet)).toContain('Margin held=105.0000 USDT')
    await expect(within(sheet).queryByRole('link')).toBeNull()
  },
}

export const Cancelled: Story = {
  args: detailOf('cancelledDetail'),
  play: async ({ canvas }) => {
    await expect(within(sheetOf(canvas)).getByText(/were returned/)).toBeVisible()
  },
}

/** Overnight fees neither the margin nor the balance could pay: what was waived. */
export const OvernightWaived: Story = {
  args: detailOf('waivedDetail'),
  play: async ({ canvas }) => {
    const sheet = sheetOf(canvas)
    await expect(figures(sheet)).toEqual(
      expect.arrayContaining([
        'Margin now=0.0000 USDT',
        'Overnight fees charged=160.8000 USDT',
        'Overnight fees waived=0.8040 USDT',
      ]),
    )
  },
}

export const LiquidationJapanese: Story = {
  args: detailOf('liquidationDetail'),
  globals: { locale: 'ja' },
}
