import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { optionCheckHref } from '@/app/paths'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import {
  MockOpenRise,
  MockWinRise,
  optionOrdersSnapshots,
} from '@/machines/option-orders/option-orders.fixtures'
import { toOptionOrdersView } from '@/machines/option-orders/option-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { OptionHistoryDetail } from './OptionHistoryDetail'

const view = snapshotViews(optionOrdersSnapshots, toOptionOrdersView)
type DetailKey = 'winDetail' | 'lossDetail' | 'tieDetail' | 'openDetail'
const detailOf = (key: DetailKey) => ({ order: view(key).detail })
const kline = (symbol: string, at: number) =>
  `#/pages/transaction/index2?symbol=${encodeURIComponent(symbol)}&at=${at}`

const meta = {
  component: OptionHistoryDetail,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...detailOf('winDetail'),
    timeZone: 'UTC',
    onClose: fn(),
    klineHref: kline,
    checkHref: optionCheckHref,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof OptionHistoryDetail>

export default meta
type Story = StoryObj<typeof meta>

const sheetOf = (canvas: { getByRole: (r: 'dialog', o: { name: string }) => HTMLElement }) =>
  canvas.getByRole('dialog', { name: 'Option details' })
const figures = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('term')
    .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)

/** A win: every figure, both ticks, the rule, the K-line at the settlement second, the check. */
export const Win: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sheet = sheetOf(canvas)
    await expect(figures(sheet)).toEqual([
      'Order number=10106',
      'Pair=BTC/USDT',
      'Direction=Rise',
      'Duration=30 s',
      'Payout on a win=80%',
      'Stake=100.0000 USDT',
      'Fee=1.0000 USDT',
      'Paid back=180.0000 USDT',
      'Net P/L=+79.0000 USDT',
      'Result=Win',
      'Placed=Mar 1, 2025, 11:58:00 AM',
    ])
    await expect(
      within(sheet).getByText(
        "Opened at 41,200.00 — the engine's price at Mar 1, 2025, 11:58:00 AM",
      ),
    ).toBeVisible()
    await expect(
      within(sheet).getByText(
        "Settled at 41,215.37 — the engine's price at exactly Mar 1, 2025, 11:58:30 AM, its expiry",
      ),
    ).toBeVisible()
    await expect(
      within(sheet).getByText(/^A rise wins if the settlement price is above/),
    ).toBeVisible()
    await expect(
      within(sheet).getByRole('link', { name: 'See this tick on the K-line' }),
    ).toHaveAttribute('href', kline('BTC/USDT', MockWinRise.settleTick / 1000))
    await expect(within(sheet).getByRole('link', { name: 'Check this result' })).toHaveAttribute(
      'href',
      '#/pages/transaction/seconds_check?id=106',
    )
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
    // the picture shows the ticks, the rule and the links
    within(sheet).getByRole('link', { name: 'Check this result' }).scrollIntoView({ block: 'end' })
  },
}

/** A loss: nothing paid back, the stake and the fee lost. */
export const Loss: Story = {
  args: detailOf('lossDetail'),
  play: async ({ canvas }) => {
    const sheet = sheetOf(canvas)
    await expect(figures(sheet)).toEqual(
      expect.arrayContaining(['Paid back=0.0000 USDT', 'Net P/L=-202.0000 USDT', 'Result=Loss']),
    )
  },
}

/** A tie: the stake comes back, the fee does not. */
export const Tie: Story = {
  args: detailOf('tieDetail'),
  play: async ({ canvas }) => {
    const sheet = sheetOf(canvas)
    await expect(figures(sheet)).toEqual(
      expect.arrayContaining(['Paid back=10.0000 USDT', 'Net P/L=-0.1000 USDT', 'Result=Tie']),
    )
    await expect(
      within(sheet).getByText(/^A fall wins if the settlement price is below/),
    ).toBeVisible()
  },
}

/** Still open: the second it settles at, the K-line at its open second, nothing to check yet. */
export const Open: Story = {
  args: detailOf('openDetail'),
  play: async ({ canvas }) => {
    const sheet = sheetOf(canvas)
    await expect(within(sheet).queryByText(/Net P\/L/)).toBeNull()
    await expect(
      within(sheet).getByText(
        "Settles at the engine's price at exactly Mar 1, 2025, 12:00:12 PM, its expiry",
      ),
    ).toBeVisible()
    await expect(
      within(sheet).getByRole('link', { name: 'See this tick on the K-line' }),
    ).toHaveAttribute('href', kline('BTC/USDT', MockOpenRise.openTick / 1000))
    await expect(within(sheet).queryByRole('link', { name: 'Check this result' })).toBeNull()
  },
}

export const WinJapanese: Story = { globals: { locale: 'ja' } }
