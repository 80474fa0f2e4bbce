import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { nftPaymentSnapshots } from '@/machines/nft-payment/nft-payment.fixtures'
import { toNftPaymentView } from '@/machines/nft-payment/nft-payment.view'
import { snapshotViews } from '@sb/story-helpers'
import { NftPayOrder } from './NftPayOrder'

const view = snapshotViews(nftPaymentSnapshots, toNftPaymentView)

const meta = {
  component: NftPayOrder,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('awaitingPayment'),
    timeZone: 'UTC',
    onPay: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <NftPayOrder {...args} />
    </div>
  ),
} satisfies Meta<typeof NftPayOrder>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Pay for your NFT' }))

/** Won 3 h ago: 21 h left to pay 150 USDT; the deposit comes back on payment. */
export const AwaitingPayment: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'You won this auction' })).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('21:00:00')
    await expect(
      canvas.getByText(
        'Your 5.0000 USDT deposit comes back when you pay. If you do not pay by the deadline, it is forfeited.',
      ),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 150.0000 USDT' }))
    await expect(args.onPay).toHaveBeenCalledOnce()
  },
}

export const InsufficientBalance: Story = {
  args: view('insufficientBalance'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

/** Under two minutes left: the countdown turns red. */
export const LastMinutes: Story = {
  args: view('lastMinutes'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:01:35')
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('Copper Tide')).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Pay now' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The answer was lost: the sheet offers to try again (the same key). */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(s.getByRole('alert')).toBeVisible()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Pay now/ })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Pay now/ })).toBeDisabled()
  },
}

export const Paid: Story = {
  args: view('paid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Paid' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Pay/ })).toBeNull()
  },
}

export const Expired: Story = {
  args: view('expired'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The payment deadline passed: your 5.0000 USDT deposit was forfeited.'),
    ).toBeVisible()
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Você venceu este leilão' })).toBeVisible()
  },
}
