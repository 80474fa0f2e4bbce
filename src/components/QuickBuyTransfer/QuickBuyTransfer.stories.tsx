import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { quickBuyOrderSnapshots } from '@/machines/quick-buy-order/quick-buy-order.fixtures'
import { toQuickBuyOrderView } from '@/machines/quick-buy-order/quick-buy-order.view'
import { snapshotViews } from '@sb/story-helpers'
import { QuickBuyTransfer, clockOf } from './QuickBuyTransfer'

const view = snapshotViews(quickBuyOrderSnapshots, toQuickBuyOrderView)

const meta = {
  component: QuickBuyTransfer,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('waiting'),
    ordersHref: '#/pages/fund/quick_buy?tab=orders',
    buyHref: '#/pages/fund/quick_buy',
    timeZone: 'UTC',
    onRetry: fn(),
    onRefresh: fn(),
    onCancel: fn(),
    onConfirmCancel: fn(),
    onDismissCancel: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <QuickBuyTransfer {...args} />
    </div>
  ),
} satisfies Meta<typeof QuickBuyTransfer>

export default meta
type Story = StoryObj<typeof meta>

const row = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-row="${id}"] dd`) as HTMLElement
const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Cancel this order?' }))

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the order')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order not found')).toBeVisible()
  },
}

/** To be paid: the beneficiary, the reference and 25:00 left. */
export const Waiting: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'To be paid' })).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('Transfer within 25:00')
    await expect(row(canvasElement, 'iban')).toHaveTextContent('XX00 SBOX 0000 0000 0000 0001')
    await expect(row(canvasElement, 'swift')).toHaveTextContent('SBOXXX01')
    await expect(row(canvasElement, 'reference')).toHaveTextContent('QB0000000004')
    await expect(clockOf(3723)).toBe('1:02:03')
    await userEvent.click(canvas.getByRole('button', { name: 'I have paid: check' }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const LastMinute: Story = {
  args: view('lastMinute'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('0:42')
  },
}

export const RefreshFailed: Story = {
  args: view('refreshFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
    await expect(canvas.getByRole('timer')).toBeVisible()
  },
}

export const Refreshing: Story = {
  args: view('refreshing'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /I have paid/ })).toBeDisabled()
  },
}

export const ConfirmingCancel: Story = {
  args: view('confirmingCancel'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('QB0000000004')).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Cancel order' }))
    await expect(args.onConfirmCancel).toHaveBeenCalledOnce()
  },
}

export const CancelFailed: Story = {
  args: view('cancelFailed'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toBeVisible()
  },
}

export const Cancelling: Story = {
  args: view('cancelling'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Cancel order/ })).toBeDisabled()
  },
}

/** Payment successful: credited, no beneficiary or countdown any more. */
export const Paid: Story = {
  args: view('paid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    await expect(canvas.getByText(/The USDT is in your funds account/)).toBeVisible()
    await expect(canvas.queryByRole('timer')).toBeNull()
  },
}

export const Cancelled: Story = {
  args: view('cancelled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cancelled' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull()
  },
}

export const Expired: Story = {
  args: view('expired'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/the transfer was not completed in time/)).toBeVisible()
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toBeVisible()
  },
}
