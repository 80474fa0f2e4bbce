import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { nftAuctionSnapshots } from '@/machines/nft-auction/nft-auction.fixtures'
import { toNftAuctionView } from '@/machines/nft-auction/nft-auction.view'
import { nftPaymentSnapshots } from '@/machines/nft-payment/nft-payment.fixtures'
import { toNftPaymentView } from '@/machines/nft-payment/nft-payment.view'
import { snapshotViews } from '@sb/story-helpers'
import { NftPayOrder } from '../NftPayOrder/NftPayOrder'
import { NftAuction } from './NftAuction'

const view = snapshotViews(nftAuctionSnapshots, toNftAuctionView)
const payView = snapshotViews(nftPaymentSnapshots, toNftPaymentView)
const pay = (state: 'awaitingPayment' | 'paid' | 'expired') => (
  <NftPayOrder {...payView(state)} timeZone="UTC" onPay={fn()} onConfirm={fn()} onCancel={fn()} />
)

const meta = {
  component: NftAuction,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('editing'),
    marketHref: '#/pages/nft/nft',
    timeZone: 'UTC',
    onRetry: fn(),
    onAmountChange: fn(),
    onAmountBlur: fn(),
    onMinimum: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <NftAuction {...args} />
    </div>
  ),
} satisfies Meta<typeof NftAuction>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm your bid' }))
const field = (canvas: HTMLElement) => within(canvas).getByLabelText('Your bid (USDT)')
const row = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-row="${id}"] dd`) as HTMLElement

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the auction')).toBeInTheDocument()
  },
}

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to the marketplace' })).toHaveAttribute(
      'href',
      '#/pages/nft/nft',
    )
  },
}

export const Upcoming: Story = {
  args: view('upcoming'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in 03:00:00')
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** Open: the price, the step, the deposit rule, the countdown, the log. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Tidal Bloom' })).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('Ends in 06:00:00')
    await expect(row(canvasElement, 'price')).toHaveTextContent('120.0000 USDT')
    await expect(row(canvasElement, 'increment')).toHaveTextContent('10.0000 USDT')
    await expect(canvas.getByText('At least 130.0000 USDT')).toBeVisible()
    await userEvent.type(field(canvasElement), '1')
    await expect(args.onAmountChange).toHaveBeenCalledWith('1')
    await userEvent.click(canvas.getByRole('button', { name: 'Minimum' }))
    await expect(args.onMinimum).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Place bid' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveValue('140')
  },
}

export const TooLow: Story = {
  args: view('tooLow'),
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeInvalid()
  },
}

export const InsufficientBalance: Story = {
  args: view('insufficientBalance'),
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toBeInvalid()
  },
}

export const DepositHeld: Story = {
  args: view('depositHeld'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("You hold this round's 5.0000 USDT deposit: more bids hold nothing more."),
    ).toBeVisible()
  },
}

export const Highest: Story = {
  args: view('highest'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Yours is the highest bid/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Place bid' })).toBeNull()
  },
}

export const OwnItem: Story = {
  args: view('ownItem'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/your own item/)).toBeVisible()
  },
}

/** The sheet: 120 now, +20, a bid of 140, the 5 USDT deposit held by this first bid. */
export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('140.0000 USDT')).toBeVisible()
    await expect(s.getByText('20.0000 USDT')).toBeVisible()
    await expect(s.getByText('5.0000 USDT')).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Place bid' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Place bid/ })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Place bid/ })).toBeDisabled()
  },
}

export const Retaking: Story = {
  args: view('retaking'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Place bid/ })).toBeDisabled()
  },
}

/** Another bid took the step: the new price, and the total to confirm again. */
export const Taken: Story = {
  args: view('taken'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('alert')).toHaveTextContent('The price is now 130.0000 USDT')
    await userEvent.click(s.getByRole('button', { name: 'Bid 140.0000 USDT' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Closing: Story = {
  args: view('closing'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closing the auction…')).toBeVisible()
  },
}

export const Refreshing: Story = {
  args: view('refreshing'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="nft-auction"]')).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Won: Story = {
  args: { ...view('won'), payment: pay('awaitingPayment') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You won this auction' })).toBeVisible()
  },
}

export const WonPaid: Story = {
  args: { ...view('wonPaid'), payment: pay('paid') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Paid' })).toBeVisible()
  },
}

export const WonExpired: Story = {
  args: { ...view('wonExpired'), payment: pay('expired') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/was forfeited/)).toBeVisible()
  },
}

export const Lost: Story = {
  args: view('lost'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You were outbid' })).toBeVisible()
    await expect(canvas.getByText(/5.0000 USDT deposit was returned/)).toBeVisible()
  },
}

export const Ended: Story = {
  args: view('ended'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This auction has ended' })).toBeVisible()
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Últimos lances' })).toBeVisible()
  },
}
