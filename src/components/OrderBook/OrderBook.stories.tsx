import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MockBtcQuote } from '@/api/contract/market.fixtures'
import { orderBookSnapshots } from '@/machines/order-book/order-book.fixtures'
import { toOrderBookView } from '@/machines/order-book/order-book.view'
import { OrderBook } from './OrderBook'

const meta = {
  component: OrderBook,
  args: {
    ...toOrderBookView(orderBookSnapshots.ready),
    base: 'BTC',
    quote: 'USDT',
    lastPrice: String(MockBtcQuote.now_price),
    change: String(MockBtcQuote.change),
    precision: 2,
  },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof OrderBook>

export default meta
type Story = StoryObj<typeof meta>

/** Ten asks above (best at the bottom), the last price and spread, ten bids below (best on top). */
export const Ready: Story = {
  play: async ({ canvas, loaded: { i18n } }) => {
    const asks = within(
      canvas.getByRole('table', { name: i18n.t('symbol:orderBook.asks') }),
    ).getAllByRole('row')
    const bids = within(
      canvas.getByRole('table', { name: i18n.t('symbol:orderBook.bids') }),
    ).getAllByRole('row')
    // header row + ten levels each
    await expect(asks).toHaveLength(11)
    await expect(bids).toHaveLength(11)
    // best ask (41,259.90) is next to the last price; the worst (41,334.15) on top
    await expect(asks[1]).toHaveTextContent(/41.334.15/)
    await expect(asks[10]).toHaveTextContent(/41.259.90/)
    await expect(bids[1]).toHaveTextContent(/41.243.40/)
    // cumulative: 1.25 + 2.25 = 3.5 at the second bid
    await expect(bids[2]).toHaveTextContent(/3.5000$/)
    await expect(canvas.getByText(/16.50/)).toBeVisible()
  },
}

/** A quiet pair: a few levels; bars are shares of the deeper side. */
export const Thin: Story = { args: toOrderBookView(orderBookSnapshots.thin) }

export const Waiting: Story = {
  args: toOrderBookView(orderBookSnapshots.waiting),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('symbol:orderBook.waiting'))
  },
}

export const Unavailable: Story = {
  args: toOrderBookView(orderBookSnapshots.unavailable),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(i18n.t('symbol:orderBook.unavailable'))).toBeVisible()
    await expect(canvas.getByText(i18n.t('errors:pairNotFound'))).toBeVisible()
  },
}

/** The feed is not live: prices dimmed, and said so. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement, loaded: { i18n } }) => {
    await expect(canvasElement.querySelector('[data-slot=order-book]')).toHaveAttribute(
      'data-stale',
      'true',
    )
    await expect(
      within(canvasElement).getByText(i18n.t('symbol:orderBook.stale')),
    ).toBeInTheDocument()
  },
}

export const LightTheme: Story = { globals: { theme: 'light' } }
