import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { MockBtcQuote } from '@/api/contract/market.fixtures'
import { orderBookSnapshots } from '@/machines/order-book/order-book.fixtures'
import { toOrderBookView } from '@/machines/order-book/order-book.view'
import { CompactBook } from './CompactBook'

const meta = {
  component: CompactBook,
  args: {
    ...toOrderBookView(orderBookSnapshots.ready),
    base: 'BTC',
    quote: 'USDT',
    lastPrice: String(MockBtcQuote.now_price),
    change: String(MockBtcQuote.change),
    precision: 2,
    onPrice: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[160px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CompactBook>

export default meta
type Story = StoryObj<typeof meta>

/** Six asks above (best at the bottom), the last price, six bids below; a tapped price goes to the ticket. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args, loaded: { i18n } }) => {
    const asks = canvas.getByRole('list', { name: i18n.t('symbol:orderBook.asks') })
    const bids = canvas.getByRole('list', { name: i18n.t('symbol:orderBook.bids') })
    await expect(asks.querySelectorAll('li')).toHaveLength(6)
    await expect(bids.querySelectorAll('li')).toHaveLength(6)
    const bestBid = bids.querySelector('button')!
    await userEvent.click(bestBid)
    const [bid] = toOrderBookView(orderBookSnapshots.ready).bids
    await expect(args.onPrice).toHaveBeenLastCalledWith(bid![0])
    const last = canvasElement.querySelector<HTMLButtonElement>('[data-slot=last-price]')!
    await expect(last).toHaveAccessibleDescription(i18n.t('symbol:compactBook.hint'))
    await userEvent.click(last)
    await expect(args.onPrice).toHaveBeenLastCalledWith(String(MockBtcQuote.now_price))
  },
}

/** A quiet pair: fewer levels than the panel has room for. */
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
  },
}

/** The feed is not live: prices dimmed, and said so. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement, loaded: { i18n } }) => {
    await expect(canvasElement.querySelector('[data-slot=compact-book]')).toHaveAttribute(
      'data-stale',
      'true',
    )
    await expect(canvasElement).toHaveTextContent(i18n.t('symbol:orderBook.stale'))
  },
}
