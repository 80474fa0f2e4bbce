import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { symbolHref } from '@/app/paths'
import { dualOrdersSnapshots, MockSettledCall } from '@/machines/dual-orders/dual-orders.fixtures'
import { toDualOrdersView } from '@/machines/dual-orders/dual-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { DualOrderList } from './DualOrderList'

const view = snapshotViews(dualOrdersSnapshots, toDualOrdersView)

const meta = {
  component: DualOrderList,
  args: {
    ...view('holding'),
    timeZone: 'UTC',
    productsHref: '#/pages/invest/invest',
    klineHref: (coin: string, seconds: number) => symbolHref(`${coin}/USDT`, { at: seconds }),
    onFilterChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof DualOrderList>

export default meta
type Story = StoryObj<typeof meta>

/** Each card as "label: state". */
const cards = (root: HTMLElement) =>
  within(root)
    .queryAllByRole('article')
    .map((card) => `${card.getAttribute('aria-label')}: ${card.dataset.state}`)

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Holding' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Nothing holding: the way to the products. */
export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders holding')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See dual products' })).toHaveAttribute(
      'href',
      '#/pages/invest/invest',
    )
  },
}

export const EmptySettled: Story = {
  args: view('emptySettled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Settled' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByText('No settled orders')).toBeVisible()
  },
}

/** Holding orders with both outcomes in numbers; the filters change the list. */
export const Holding: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await expect(cards(canvasElement)).toEqual([
      'ETH · Buy low at 3,300 USDT: holding',
      'BTC · Sell high at 70,000 USDT: holding',
    ])
    const call = within(canvas.getByRole('article', { name: /^BTC/ }))
    await expect(call.getByText('0.2 BTC (2 shares)')).toBeVisible()
    await expect(call.getByText('36.5%')).toBeVisible()
    await expect(call.getByText('3 days')).toBeVisible()
    await expect(call.getByText('Mar 4, 2025, 8:00 AM UTC')).toBeVisible()
    await expect(call.getByText('Below 70,000 USDT: 0.20060000 BTC')).toBeVisible()
    await expect(call.getByText('At or above 70,000 USDT: 14,042.0000 USDT')).toBeVisible()
    const put = within(canvas.getByRole('article', { name: /^ETH/ }))
    await expect(put.getByText('At or below 3,300 USDT: 0.09178082 ETH')).toBeVisible()
    await expect(put.getByText('Above 3,300 USDT: 302.8767 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'ETH' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      status: 'holding',
      coin: 2,
      direction: null,
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Buy low' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      status: 'holding',
      coin: null,
      direction: 'put',
    })
    await userEvent.click(canvas.getByRole('tab', { name: 'Settled' }))
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({
      status: 'settled',
      coin: null,
      direction: null,
    })
  },
}

/** Past its settlement second, not settled yet by the job: Settling. */
export const Settling: Story = {
  args: view('settling'),
  play: async ({ canvasElement, canvas }) => {
    await expect(cards(canvasElement)).toEqual([
      'BTC · Sell high at 69,000 USDT: settling',
      'BTC · Sell high at 70,000 USDT: holding',
    ])
    await expect(canvas.getByText(/being settled at the price of that second/)).toBeVisible()
  },
}

/** The outcome, the price and the second that decided it, and what came back per currency. */
export const Settled: Story = {
  args: view('settled'),
  play: async ({ canvas }) => {
    const call = within(canvas.getAllByRole('article')[0]!)
    await expect(call.getByText('Received 0.30210000 BTC')).toBeVisible()
    await expect(
      call.getByText(
        'Settled at 67,500.25 USDT, below the strike 68,000 USDT: the engine price at Feb 28, 2025, 8:00:00 AM UTC',
      ),
    ).toBeVisible()
    await expect(call.getByRole('link', { name: 'See that second on the K-line' })).toHaveAttribute(
      'href',
      `#/pages/transaction/index2?symbol=BTC%2FUSDT&at=${MockSettledCall.settleTick / 1000}`,
    )
    await expect(call.getByText('+0.00210000 BTC')).toHaveClass('text-up')
    const put = within(canvas.getAllByRole('article')[1]!)
    await expect(put.getByText('Received 201.4000 USDT')).toBeVisible()
    await expect(put.getByText('+1.4000 USDT')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

export const All: Story = {
  args: view('all'),
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toEqual([
      'BTC · Sell high at 70,000 USDT: holding',
      'BTC · Sell high at 68,000 USDT: settled',
      'BTC · Buy low at 66,000 USDT: settled',
    ])
  },
}

export const HasMore: Story = {
  args: view('hasMore'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  args: view('loadingMore'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeDisabled()
  },
}

export const MoreFailed: Story = {
  args: view('moreFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}
