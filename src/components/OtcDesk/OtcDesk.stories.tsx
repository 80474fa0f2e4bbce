import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { otcAdsSnapshots } from '@/machines/otc-ads/otc-ads.fixtures'
import { otcOrdersSnapshots } from '@/machines/otc-orders/otc-orders.fixtures'
import { toOtcOrdersView } from '@/machines/otc-orders/otc-orders.view'
import { toOtcAdsView } from '@/machines/otc-ads/otc-ads.view'
import { MockBuyAd, otcTakeSnapshots } from '@/machines/otc-take/otc-take.fixtures'
import { toOtcTakeView } from '@/machines/otc-take/otc-take.view'
import { snapshotViews } from '@sb/story-helpers'
import { OtcDesk } from './OtcDesk'

const take = snapshotViews(otcTakeSnapshots, toOtcTakeView)
const ads = snapshotViews(otcAdsSnapshots, toOtcAdsView)
const orders = snapshotViews(otcOrdersSnapshots, toOtcOrdersView)

const meta = {
  component: OtcDesk,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    take: take('idle'),
    ads: ads('ready'),
    orders: orders('ready'),
    zone: 'select',
    orderHref: (id: number) => `#/pages/otc/otc?order=${id}`,
    bankCardHref: '#/pages/setting/bank',
    onSideChange: fn(),
    onFiatChange: fn(),
    onZoneChange: fn(),
    onQuickAmountChange: fn(),
    onQuickSubmit: fn(),
    onTake: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onOrdersRetry: fn(),
    onOrdersMore: fn(),
    onAmountChange: fn(),
    onMax: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto py-4">
      <OtcDesk {...args} />
    </div>
  ),
} satisfies Meta<typeof OtcDesk>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) => within(within(canvas).getByRole('dialog'))

/** The merchants selling USDT for BRL, best price first; taking one, and the other tabs. */
export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('5.42 BRL')).toBeVisible()
    await expect(canvas.getByText('10 – 5,000 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Buy USDT from Rio Câmbio' }))
    await expect(args.onTake).toHaveBeenCalledWith(MockBuyAd)
    await userEvent.click(canvas.getByRole('tab', { name: 'Sell' }))
    await expect(args.onSideChange).toHaveBeenCalledWith('sell')
    await userEvent.click(canvas.getByRole('tab', { name: 'EUR' }))
    await expect(args.onFiatChange).toHaveBeenCalledWith('EUR')
    await userEvent.click(canvas.getByRole('tab', { name: 'Quick' }))
    await expect(args.onZoneChange).toHaveBeenCalledWith('quick')
  },
}

export const SellEur: Story = {
  args: { take: take('idleSell'), ads: ads('sellEur') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sell USDT to Euro Bridge' })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ads: ads('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the ads')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: { ads: ads('failed') },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { ads: ads('empty') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No merchant ad in this currency right now')).toBeVisible()
  },
}

export const HasMore: Story = {
  args: { ads: ads('hasMore') },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /load more/i }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = { args: { ads: ads('loadingMore') } }

export const MoreFailed: Story = { args: { ads: ads('moreFailed') } }

/** The quick zone: an amount, then the best merchant for it. */
export const Quick: Story = {
  args: { zone: 'quick' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Amount (USDT)'), '6')
    await expect(args.onQuickAmountChange).toHaveBeenCalledWith('6')
    await userEvent.click(canvas.getByRole('button', { name: 'Find the best price to buy' }))
    await expect(args.onQuickSubmit).toHaveBeenCalledOnce()
  },
}

export const QuickLooking: Story = { args: { zone: 'quick', take: take('quickLooking') } }

export const QuickNoAd: Story = {
  args: { zone: 'quick', take: take('quickNoAd') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No ad fits this amount right now')).toBeVisible()
  },
}

/** The sheet on an ad, nothing typed: no total yet; Max fills what one order may take. */
export const Editing: Story = {
  args: { take: take('editing') },
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('heading', { name: 'Buy USDT from Rio Câmbio' })).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledOnce()
    await userEvent.type(s.getByLabelText('Amount (USDT)'), '1')
    await expect(args.onAmountChange).toHaveBeenCalledWith('1')
  },
}

/** 100 USDT at 5.42: 542.00 BRL to pay, no fee, the escrow and the window in words. */
export const Filled: Story = {
  args: { take: take('filled') },
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('542.00 BRL')).toBeVisible()
    await expect(s.getByText(/held in escrow as soon as the order opens/)).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Buy USDT' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const BelowMinimum: Story = {
  args: { take: take('belowMinimum') },
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByLabelText('Amount (USDT)')).toBeInvalid()
  },
}

export const Selling: Story = {
  args: { take: take('selling') },
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('1,062.00 BRL')).toBeVisible()
    await expect(s.getByText(/Your USDT are held in escrow/)).toBeVisible()
  },
}

export const InsufficientBalance: Story = { args: { take: take('insufficientBalance') } }

/** 997: the reason, and the way to the bank card page. */
export const PaymentInfoRequired: Story = {
  args: { take: take('paymentInfoRequired') },
  play: async ({ canvasElement }) => {
    await expect(
      sheet(canvasElement).getByRole('link', { name: 'Add a bank card' }),
    ).toHaveAttribute('href', '#/pages/setting/bank')
  },
}

export const NetworkError: Story = {
  args: { take: take('networkError') },
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Keying: Story = { args: { take: take('keying') } }

export const Submitting: Story = {
  args: { take: take('submitting') },
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Buy USDT$/ })).toBeDisabled()
  },
}

/** The order opened: the sheet closes and the screen shows the order. */
export const Done: Story = {
  args: { take: take('done') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** My orders, newest first, each a link to its page. */
export const Orders: Story = {
  args: { zone: 'orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Buy 100 USDT/ })).toHaveAttribute(
      'href',
      '#/pages/otc/otc?order=107',
    )
  },
}

export const OrdersLoading: Story = { args: { zone: 'orders', orders: orders('loading') } }

export const OrdersFailed: Story = {
  args: { zone: 'orders', orders: orders('failed') },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onOrdersRetry).toHaveBeenCalledOnce()
  },
}

export const OrdersEmpty: Story = {
  args: { zone: 'orders', orders: orders('empty') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No OTC order yet')).toBeVisible()
  },
}

export const OrdersHasMore: Story = { args: { zone: 'orders', orders: orders('hasMore') } }

export const OrdersLoadingMore: Story = { args: { zone: 'orders', orders: orders('loadingMore') } }

export const OrdersMoreFailed: Story = { args: { zone: 'orders', orders: orders('moreFailed') } }
