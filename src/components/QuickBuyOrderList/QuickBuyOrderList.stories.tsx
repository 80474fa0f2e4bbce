import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { quickBuyOrdersSnapshots } from '@/machines/quick-buy-orders/quick-buy-orders.fixtures'
import { toQuickBuyOrdersView } from '@/machines/quick-buy-orders/quick-buy-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { QuickBuyOrderList } from './QuickBuyOrderList'

const view = snapshotViews(quickBuyOrdersSnapshots, toQuickBuyOrdersView)

const meta = {
  component: QuickBuyOrderList,
  parameters: { frame: 'screen' },
  args: {
    ...view('ready'),
    hrefOf: (id: number) => `#/pages/fund/quick_buy?id=${id}`,
    buyHref: '#/pages/fund/quick_buy',
    timeZone: 'UTC',
    onRetry: fn(),
    onMore: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <QuickBuyOrderList {...args} />
    </div>
  ),
} satisfies Meta<typeof QuickBuyOrderList>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your orders')).toBeInTheDocument()
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
    await expect(canvas.getByText('No quick-buy orders yet')).toBeVisible()
  },
}

/** One order per status; each opens its transfer page. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /QB0000000004/ })).toHaveAttribute(
      'href',
      '#/pages/fund/quick_buy?id=4',
    )
    for (const status of ['To be paid', 'Payment successful', 'Cancelled', 'Expired'])
      await expect(canvas.getByText(status)).toBeVisible()
  },
}

export const HasMore: Story = {
  args: view('hasMore'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onMore).toHaveBeenCalledOnce()
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
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}
