import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { nftPicturesLoaded } from '@/components/NftMedia/nft-media.stories-helpers'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { nftResellSnapshots } from '@/machines/nft-resell/nft-resell.fixtures'
import { toNftResellView } from '@/machines/nft-resell/nft-resell.view'
import { snapshotViews } from '@sb/story-helpers'
import { NftResellForm } from './NftResellForm'

const view = snapshotViews(nftResellSnapshots, toNftResellView)

const meta = {
  component: NftResellForm,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('fixed'),
    mineHref: '#/pages/nft/mine',
    itemHref: '#/pages/nft/myNft?id=10',
    timeZone: 'UTC',
    onRetry: fn(),
    onPayTypeChange: fn(),
    onFieldChange: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <NftResellForm {...args} />
    </div>
  ),
} satisfies Meta<typeof NftResellForm>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm the sale' }))
const field = (canvas: HTMLElement, name: string | RegExp) => within(canvas).getByLabelText(name)

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
    await expect(canvas.getByText('NFT not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'My NFTs' })).toHaveAttribute(
      'href',
      '#/pages/nft/mine',
    )
  },
}

/** Already on sale: no form, the reason in words. */
export const Blocked: Story = {
  args: view('blocked'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This NFT cannot be put on sale now')).toBeVisible()
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** As offered: fixed price, a day from 10 minutes on; no price yet, so no figures. */
export const Editing: Story = {
  args: view('editing'),
  play: async ({ canvasElement, userEvent, args }) => {
    await nftPicturesLoaded(canvasElement)
    await expect(field(canvasElement, 'Starts')).toHaveValue('2025-03-01T12:10')
    await expect(field(canvasElement, /^Ends/)).toHaveValue('2025-03-02T12:10')
    await userEvent.type(field(canvasElement, 'Price (USDT)'), '4')
    await expect(args.onFieldChange).toHaveBeenCalledWith('price', '4')
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Auction' }))
    await expect(args.onPayTypeChange).toHaveBeenCalledWith('auction')
  },
}

/** 40 USDT: 2.5 % fee = 1.0000 USDT, the seller receives 39.0000 USDT. */
export const Fixed: Story = {
  args: view('fixed'),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await nftPicturesLoaded(canvasElement)
    await expect(canvas.getByText('Fee (2.5%)')).toBeVisible()
    await expect(canvas.getByText('1.0000 USDT')).toBeVisible()
    await expect(canvas.getByText('39.0000 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Review the sale' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Auction: Story = {
  args: view('auction'),
  play: async ({ canvas, canvasElement }) => {
    await nftPicturesLoaded(canvasElement)
    await expect(field(canvasElement, 'Starting price (USDT)')).toHaveValue('40')
    await expect(field(canvasElement, 'Minimum increment (USDT)')).toHaveValue('2')
    await expect(canvas.getByText('You receive at the starting price')).toBeVisible()
  },
}

export const Required: Story = {
  args: view('required'),
  play: async ({ canvasElement }) => {
    await nftPicturesLoaded(canvasElement)
    await expect(field(canvasElement, 'Price (USDT)')).toHaveAccessibleDescription('Enter a price')
  },
}

/** A start in the past and an end before it: each said under its field. */
export const BadTimes: Story = {
  args: view('badTimes'),
  play: async ({ canvasElement }) => {
    await nftPicturesLoaded(canvasElement)
    await expect(field(canvasElement, 'Starts')).toHaveAccessibleDescription(
      'The start time cannot be in the past',
    )
    await expect(field(canvasElement, /^Ends/)).toBeInvalid()
  },
}

/** The sandbox refused (listed meanwhile): said over the button, the form kept. */
export const Refused: Story = {
  args: view('refused'),
  play: async ({ canvas, canvasElement }) => {
    await nftPicturesLoaded(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(/already listed/i)
    await expect(field(canvasElement, 'Price (USDT)')).toHaveValue('40')
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('Fixed price')).toBeVisible()
    await expect(s.getByText('Mar 1, 2025, 12:10 PM')).toBeVisible()
    await expect(s.getByText('39.0000 USDT')).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Put on sale' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const ConfirmingAuction: Story = {
  args: view('confirmingAuction'),
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('Minimum increment')).toBeVisible()
    await expect(s.getByText(/can no longer be cancelled/)).toBeVisible()
  },
}

/** The answer was lost: the sheet stays; confirming again retries with the same key. */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const Keying: Story = {
  args: view('keying'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Put on sale/ })).toBeDisabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Put on sale/ })).toBeDisabled()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'On sale' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the NFT' })).toHaveAttribute(
      'href',
      '#/pages/nft/myNft?id=10',
    )
  },
}

/** The default language. */
export const Portuguese: Story = {
  args: view('fixed'),
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await nftPicturesLoaded(canvasElement)
  },
}
