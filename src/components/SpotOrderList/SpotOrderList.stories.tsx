import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { MockBtcPair, spotOrdersSnapshots } from '@/machines/spot-orders/spot-orders.fixtures'
import { toSpotOrdersView } from '@/machines/spot-orders/spot-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { SpotOrderList } from './SpotOrderList'

const view = snapshotViews(spotOrdersSnapshots, toSpotOrdersView)

const meta = {
  component: SpotOrderList,
  args: {
    ...view('open'),
    currentPair: MockBtcPair,
    timeZone: 'UTC',
    onStatusChange: fn(),
    onPairChange: fn(),
    onOpen: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onNoticeDismiss: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof SpotOrderList>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open orders')).toBeVisible()
  },
}

/** All pairs' open orders: green buys, red sells, each with Cancel; tabs and the pair chip. */
export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('article')
    await expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'BTC/USDT Buy Limit',
      'BTC/USDT Sell Limit',
      'ETH/USDT Buy Limit',
    ])
    await expect(within(rows[0]!).getByText('250.0000')).toBeVisible()
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledWith(2)
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /BTC\/USDT/ }))
    await expect(args.onOpen).toHaveBeenCalledWith(1)
    await userEvent.click(canvas.getByRole('tab', { name: 'Filled' }))
    await expect(args.onStatusChange).toHaveBeenCalledWith('filled')
    await userEvent.click(canvas.getByRole('button', { name: 'BTC/USDT' }))
    await expect(args.onPairChange).toHaveBeenCalledWith(MockBtcPair)
  },
}

export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('article')
    await expect(rows).toHaveLength(2)
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull()
    await expect(within(rows[0]!).getByText('Filled')).toBeVisible()
  },
}

export const Cancelled: Story = { args: view('cancelled') }

/** One pair only: its chip is pressed, "All pairs" goes back. */
export const OnePair: Story = {
  args: view('onePair'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'BTC/USDT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'All pairs' }))
    await expect(args.onPairChange).toHaveBeenCalledWith(null)
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more')
  },
}

/** The order to cancel was filled meanwhile: the list was read again and says so. */
export const OrderGone: Story = {
  args: view('orderGone'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }))
    await expect(args.onNoticeDismiss).toHaveBeenCalledOnce()
  },
}

/** The Trade screen's form: one pair's open orders under a heading, a "view all" link. */
export const Compact: Story = {
  args: {
    ...view('onePair'),
    compact: true,
    viewAll: (
      <a href="#/pages/transaction/currency_order" className="text-primary-ink text-sm">
        All orders
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Open orders' })).toBeVisible()
    await expect(canvas.queryByRole('tab')).toBeNull()
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'All orders' })).toBeVisible()
  },
}

export const CompactEmpty: Story = {
  args: { ...view('empty'), compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No open orders for ETH/USDT')).toBeVisible()
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Japanese: Story = { args: view('filled'), globals: { locale: 'ja' } }
