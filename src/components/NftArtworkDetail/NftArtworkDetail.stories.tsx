import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { nftArtworkSnapshots } from '@/machines/nft-artwork/nft-artwork.fixtures'
import { toNftArtworkView } from '@/machines/nft-artwork/nft-artwork.view'
import { snapshotViews } from '@sb/story-helpers'
import { NftArtworkDetail } from './NftArtworkDetail'

const view = snapshotViews(nftArtworkSnapshots, toNftArtworkView)

const meta = {
  component: NftArtworkDetail,
  parameters: { frame: 'screen' },
  args: {
    ...view('fixed'),
    buyHref: '#/pages/nft/purchase_one?code=NFT01I01',
    bidHref: '#/pages/nft/purchase?code=NFT02I02',
    artistHref: '#/pages/nft/artistDetail?id=101',
    marketHref: '#/pages/nft/nft',
    onRetry: fn(),
    onToggleFavourite: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <NftArtworkDetail {...args} />
    </div>
  ),
} satisfies Meta<typeof NftArtworkDetail>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the NFT')).toBeInTheDocument()
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
    await expect(canvas.getByRole('link', { name: 'Back to the market' })).toHaveAttribute(
      'href',
      '#/pages/nft/nft',
    )
  },
}

/** A fixed price on sale: price, countdown, author, owner, and "Buy now" to purchase_one. */
export const Fixed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Tidal Memory' })).toBeVisible()
    await expect(canvas.getByText('25.0000 USDT')).toBeVisible()
    await expect(canvas.getByText('Ends in 45 days 00:00:00')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Mara Quill' })).toHaveAttribute(
      'href',
      '#/pages/nft/artistDetail?id=101',
    )
    await expect(canvas.getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      '#/pages/nft/purchase_one?code=NFT01I01',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite Tidal Memory' }))
    await expect(args.onToggleFavourite).toHaveBeenCalledOnce()
  },
}

export const Favourite: Story = {
  args: view('favourite'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Favourite Tidal Memory' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const SavingFavourite: Story = {
  args: view('savingFavourite'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Saving favourite Tidal Memory…' }),
    ).toBeVisible()
  },
}

export const FavouriteTooFrequent: Story = {
  args: view('favouriteTooFrequent'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

/** An auction: current bid, increment and deposit read-only, and "Place a bid" to nft/purchase. */
export const Auction: Story = {
  args: view('auction'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Minimum increment')).toBeVisible()
    await expect(canvas.getByText('10.0000 USDT')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Place a bid' })).toHaveAttribute(
      'href',
      '#/pages/nft/purchase?code=NFT02I02',
    )
  },
}

export const NotStarted: Story = {
  args: view('notStarted'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starts in 1 day 02:00:00')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Buy now' })).toBeNull()
  },
}

export const Ended: Story = {
  args: view('ended'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sale ended')).toBeVisible()
  },
}

/** Bought and not put up for sale again: says so, neither "ended" nor a way to buy. */
export const NotOnSale: Story = {
  args: view('notOnSale'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not on sale')).toBeVisible()
    await expect(canvas.getByText('This NFT is not on sale')).toBeVisible()
    await expect(canvas.queryByText('Sale ended')).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Buy now' })).toBeNull()
  },
}

export const EndingSoon: Story = {
  args: view('endingSoon'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ends in 00:01:30')).toBeVisible()
  },
}

export const Audio: Story = { args: view('audio') }

export const Video: Story = {
  args: view('video'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video')).not.toBeNull()
  },
}

export const Mine: Story = {
  args: view('mine'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This NFT is yours.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Favourite/ })).toBeNull()
  },
}

/** A blind box: the odds of each rarity and the commitment, shown before buying. */
export const BlindBox: Story = {
  args: view('blindBox'),
  play: async ({ canvas }) => {
    const odds = within(canvas.getByRole('table'))
    await expect(odds.getByRole('row', { name: 'Super rare 5.00 % 3' })).toBeVisible()
    await expect(canvas.getByTestId('box-commitment')).toHaveTextContent(/^[0-9a-f]{64}$/)
    await expect(canvas.getByRole('link', { name: 'Buy the blind box' })).toBeVisible()
  },
}
