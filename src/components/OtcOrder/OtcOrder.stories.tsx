import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { frontSnapshots } from '@/machines/kyc/kyc-picture.fixtures'
import { otcOrderSnapshots } from '@/machines/otc-order/otc-order.fixtures'
import { toOtcOrderView } from '@/machines/otc-order/otc-order.view'
import { snapshotViews } from '@sb/story-helpers'
import { OtcOrder } from './OtcOrder'

const view = snapshotViews(otcOrderSnapshots, (s) => toOtcOrderView(s))

const meta = {
  component: OtcOrder,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('awaitingBuy'),
    deskHref: '#/pages/otc/otc',
    timeZone: 'UTC',
    onRetry: fn(),
    onRefresh: fn(),
    onStep: fn(),
    onConfirm: fn(),
    onCancelConfirm: fn(),
    onAppeal: fn(),
    onAppealClose: fn(),
    onAppealText: fn(),
    onAppealSubmit: fn(),
    onPicturePick: fn(),
    onPictureRetry: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <OtcOrder {...args} />
    </div>
  ),
} satisfies Meta<typeof OtcOrder>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvas: HTMLElement) => within(within(canvas).getByRole('dialog'))

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
    await expect(canvas.getByRole('link', { name: 'Back to the OTC desk' })).toHaveAttribute(
      'href',
      '#/pages/otc/otc',
    )
  },
}

/** Buying: 11 minutes left, the merchant's account, the merchant's coins in escrow. */
export const AwaitingBuy: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Time left to pay: 11:00')
    await expect(canvas.getByText(/The merchant's 100 USDT are held in escrow/)).toBeVisible()
    await expect(canvas.getByText('SANDBOX-000901')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'I have paid' }))
    await expect(args.onStep).toHaveBeenCalledWith('pay')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }))
    await expect(args.onStep).toHaveBeenCalledWith('cancel')
  },
}

/** Selling: the user's coins are held; the merchant pays to the user's card. */
export const AwaitingSell: Story = {
  args: view('awaitingSell'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your 200 USDT are held in escrow/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'I have paid' })).toBeNull()
  },
}

export const Expiring: Story = {
  args: view('expiring'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('checking the order')
  },
}

export const Overdue: Story = { args: view('overdue') }

export const ConfirmPay: Story = {
  args: view('confirmPay'),
  play: async ({ canvasElement, userEvent, args }) => {
    const d = dialog(canvasElement)
    await expect(d.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible()
    await userEvent.click(d.getByRole('button', { name: 'I have paid' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const PayingFailed: Story = {
  args: view('payingFailed'),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Paying: Story = { args: view('paying') }

export const ConfirmCancel: Story = {
  args: view('confirmCancel'),
  play: async ({ canvasElement }) => {
    await expect(
      dialog(canvasElement).getByRole('heading', { name: 'Cancel this order?' }),
    ).toBeVisible()
  },
}

export const PaidBuy: Story = {
  args: view('paidBuy'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("Waiting for the merchant's release")).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Appeal' }))
    await expect(args.onAppeal).toHaveBeenCalledOnce()
  },
}

export const PaidSell: Story = {
  args: view('paidSell'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Payment received' }))
    await expect(args.onStep).toHaveBeenCalledWith('confirm')
  },
}

export const ConfirmRelease: Story = {
  args: view('confirmRelease'),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByText(/Release only once 1,062.00 BRL/)).toBeVisible()
  },
}

export const Releasing: Story = { args: view('releasing') }

export const Appealing: Story = {
  args: view('appealing'),
  play: async ({ canvasElement, userEvent, args }) => {
    const d = dialog(canvasElement)
    await userEvent.type(d.getByLabelText('What happened'), 'x')
    await expect(args.onAppealText).toHaveBeenCalledWith('x')
    await userEvent.click(d.getByRole('button', { name: 'Send appeal' }))
    await expect(args.onAppealSubmit).toHaveBeenCalledOnce()
  },
}

export const AppealInvalid: Story = {
  args: view('appealInvalid'),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByLabelText('What happened')).toBeInvalid()
  },
}

/** The picture uploaded through the app's upload. */
export const AppealPictureUploaded: Story = {
  args: toOtcOrderView(otcOrderSnapshots.appealing, frontSnapshots.uploaded),
  play: async ({ canvasElement }) => {
    await expect(dialog(canvasElement).getByText('Picture uploaded')).toBeVisible()
  },
}

export const AppealPictureUploading: Story = {
  args: toOtcOrderView(otcOrderSnapshots.appealing, frontSnapshots.uploading),
}

export const AppealPictureFailed: Story = {
  args: toOtcOrderView(otcOrderSnapshots.appealing, frontSnapshots.failed),
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(dialog(canvasElement).getByRole('button', { name: 'Upload again' }))
    await expect(args.onPictureRetry).toHaveBeenCalledOnce()
  },
}

export const AppealSending: Story = {
  args: toOtcOrderView(otcOrderSnapshots.appealSending, frontSnapshots.uploaded),
}

export const InAppeal: Story = {
  args: view('inAppeal'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A reviewer is looking at it')).toBeVisible()
  },
}

export const Completed: Story = {
  args: view('completed'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Escrow released: 50 USDT credited to your funds account.'),
    ).toBeVisible()
  },
}

export const Cancelled: Story = { args: view('cancelled') }

/** The window passed: the merchant's coins went back to them. */
export const TimedOut: Story = {
  args: view('timedOut'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The payment window passed without a payment.')).toBeVisible()
    await expect(canvas.getByText(/Escrow returned/)).toBeVisible()
  },
}

export const Refreshing: Story = { args: view('refreshing') }
