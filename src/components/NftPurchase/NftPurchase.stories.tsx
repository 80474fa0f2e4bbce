import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { nftPurchaseSnapshots } from '@/machines/nft-purchase/nft-purchase.fixtures'
import { toNftPurchaseView } from '@/machines/nft-purchase/nft-purchase.view'
import { snapshotViews } from '@sb/story-helpers'
import { NftPurchase } from './NftPurchase'

const view = snapshotViews(nftPurchaseSnapshots, toNftPurchaseView)

const meta = {
  component: NftPurchase,
  parameters: { frame: 'screen' },
  args: {
    ...view('fixed'),
    detailHref: '#/pages/nft/artworkDetail?code=NFT01I01',
    myNftsHref: '#/pages/nft/mine',
    marketHref: '#/pages/nft/nft',
    onRetry: fn(),
    onSeedChange: fn(),
    onRegenerateSeed: fn(),
    onBuy: fn(),
    onOpenRetry: fn(),
    onVerify: fn(),
    onVerifyBack: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <NftPurchase {...args} />
    </div>
  ),
} satisfies Meta<typeof NftPurchase>

export default meta
type Story = StoryObj<typeof meta>

const pay = (name: string | RegExp) => ({ name })

export const Loading: Story = { args: view('loading') }

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NotFound: Story = { args: view('notFound') }

/** 25 USDT against 12,500.5 USDT; no fee on the platform's first sale. */
export const Fixed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('12,475.5000 USDT')).toBeVisible()
    await expect(canvas.getByTestId('nft-fee')).toHaveTextContent('no fee')
    await userEvent.click(canvas.getByRole('button', pay('Pay 25.0000 USDT')))
    await expect(args.onBuy).toHaveBeenCalledOnce()
  },
}

/** A resale: the seller's fee and credit disclosed before confirming. */
export const Resale: Story = {
  args: view('resale'),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('nft-fee')).toHaveTextContent(
      'The seller pays the 2.5 % fee (0.6250 USDT) and is credited 24.3750 USDT.',
    )
  },
}

export const Insufficient: Story = {
  args: view('insufficient'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Insufficient balance')).toBeVisible()
    await expect(canvas.getByRole('button', pay(/^Pay/))).toBeDisabled()
  },
}

export const Sold: Story = {
  args: view('sold'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else bought this NFT first')
  },
}

export const NetworkError: Story = { args: view('networkError') }
export const Keying: Story = { args: view('keying') }
export const Submitting: Story = { args: view('submitting') }

export const Bought: Story = {
  args: view('bought'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Purchase complete' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to my NFTs' })).toHaveAttribute(
      'href',
      '#/pages/nft/mine',
    )
  },
}

export const Seeding: Story = { args: view('seeding') }

/** A blind box: odds, commitment and the editable client seed before paying. */
export const Box: Story = {
  args: view('box'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Client seed')).toHaveValue('5d1f0a9c3b7e2468')
    await expect(canvas.getByTestId('box-commitment')).toHaveTextContent(/^[0-9a-f]{64}$/)
    await userEvent.type(canvas.getByLabelText('Client seed'), 'x')
    await expect(args.onSeedChange).toHaveBeenCalledWith('5d1f0a9c3b7e2468x')
    await userEvent.click(canvas.getByRole('button', { name: 'New random seed' }))
    await expect(args.onRegenerateSeed).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByText('How the draw is fair'))
    await expect(canvas.getByText(/HMAC-SHA256/)).toBeVisible()
  },
}

export const SeedInvalid: Story = {
  args: view('seedInvalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Client seed')).toHaveAccessibleDescription(
      'The client seed must be 1 to 64 letters, digits, _ or -',
    )
  },
}

export const BoxSubmitting: Story = { args: view('boxSubmitting') }
export const Opening: Story = { args: view('opening') }

export const OpenFailed: Story = {
  args: view('openFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onOpenRetry).toHaveBeenCalledOnce()
  },
}

/** The drawn work revealed (no animation: the stories' browser asks for reduced motion). */
export const Opened: Story = {
  args: view('opened'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Your box held…' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Verify the draw' }))
    await expect(args.onVerify).toHaveBeenCalledOnce()
  },
}

export const Verified: Story = {
  args: view('verified'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The draw verifies')
  },
}

export const Tampered: Story = {
  args: view('tampered'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/does NOT verify: the commitment/)
  },
}
