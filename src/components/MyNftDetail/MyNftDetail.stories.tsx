import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { nftPicturesLoaded } from '@/components/NftMedia/nft-media.stories-helpers'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { myNftSnapshots } from '@/machines/my-nft/my-nft.fixtures'
import { toMyNftView } from '@/machines/my-nft/my-nft.view'
import { snapshotViews } from '@sb/story-helpers'
import { MyNftDetail } from './MyNftDetail'

const view = snapshotViews(myNftSnapshots, toMyNftView)

const meta = {
  component: MyNftDetail,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('held'),
    mineHref: '#/pages/nft/mine',
    resellHref: '#/pages/nft/resell?id=10',
    publicHref: '#/pages/nft/artworkDetail?code=NFT10I10',
    timeZone: 'UTC',
    onRetry: fn(),
    onCancelSale: fn(),
    onConfirm: fn(),
    onClose: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <MyNftDetail {...args} />
    </div>
  ),
} satisfies Meta<typeof MyNftDetail>

export default meta
type Story = StoryObj<typeof meta>

const standing = (canvas: HTMLElement) =>
  canvas.querySelector('header [data-slot="nft-standing"]') as HTMLElement
const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Cancel this sale?' }))
const settle = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  nftPicturesLoaded(canvasElement)

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the NFT')).toBeInTheDocument()
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
    await expect(canvas.getByText('NFT not found')).toBeVisible()
  },
}

/** Kept: resell is offered, nothing to cancel. */
export const Held: Story = {
  args: view('held'),
  play: async (ctx) => {
    await settle(ctx)
    const { canvas } = ctx
    await expect(canvas.getByText('In your collection')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Resell' })).toHaveAttribute(
      'href',
      '#/pages/nft/resell?id=10',
    )
    await expect(canvas.queryByRole('button', { name: 'Cancel the sale' })).toBeNull()
  },
}

/** On sale at 35 USDT for a week, no bid: it can be taken off sale. */
export const OnSaleFixed: Story = {
  args: view('onSaleFixed'),
  play: async (ctx) => {
    await settle(ctx)
    const { canvas, userEvent, args } = ctx
    await expect(canvas.getByText('On sale at a fixed price')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Resell' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the sale' }))
    await expect(args.onCancelSale).toHaveBeenCalledOnce()
  },
}

export const Upcoming: Story = {
  args: view('upcoming'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByText('Listed, not started')).toBeVisible()
  },
}

export const OnSaleAuction: Story = {
  args: view('onSaleAuction'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByText('On auction')).toBeVisible()
    await expect(ctx.canvas.getByRole('button', { name: 'Cancel the sale' })).toBeEnabled()
  },
}

/** Bids were placed: no cancel, and why. */
export const WithBids: Story = {
  args: view('withBids'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByText(/This auction has bids/)).toBeVisible()
    await expect(ctx.canvas.queryByRole('button', { name: 'Cancel the sale' })).toBeNull()
  },
}

export const Ended: Story = {
  args: view('ended'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByText('Sale ended unsold')).toBeVisible()
    await expect(ctx.canvas.getByRole('link', { name: 'Resell' })).toBeVisible()
  },
}

export const AwaitingPayment: Story = {
  args: view('awaitingPayment'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByText(/has 24 hours to pay/)).toBeVisible()
  },
}

/** Its first sale was bought by another user, who has not listed it again: "Sold", and to whom. */
export const Sold: Story = {
  args: view('sold'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(standing(ctx.canvasElement)).toHaveTextContent('Sold')
    await expect(
      ctx.canvas.getByText('This NFT is not in your collection: it belongs to kestrel.'),
    ).toBeVisible()
    await expect(ctx.canvas.queryByRole('link', { name: 'Resell' })).toBeNull()
  },
}

/** Never the caller's, and on sale by the platform: said as the market says it, never "Sold". */
export const NotMine: Story = {
  args: view('notMine'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(standing(ctx.canvasElement)).toHaveTextContent('On sale at a fixed price')
    await expect(ctx.canvas.getByText(/it belongs to Platform/)).toBeVisible()
    await expect(ctx.canvas.queryByText('Sold')).toBeNull()
    await expect(ctx.canvas.queryByRole('link', { name: 'Resell' })).toBeNull()
  },
}

/** Someone else's, its window passed unsold: "Not on sale", not "Sold". */
export const NotOnSale: Story = {
  args: view('notOnSale'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(standing(ctx.canvasElement)).toHaveTextContent('Not on sale')
    await expect(ctx.canvas.queryByText('Sold')).toBeNull()
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(s.getByText('35.0000 USDT')).toBeVisible()
    await userEvent.click(s.getByRole('button', { name: 'Cancel the sale' }))
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
    await expect(
      sheet(canvasElement).getByRole('button', { name: /Cancel the sale/ }),
    ).toBeDisabled()
  },
}

export const Cancelling: Story = {
  args: view('cancelling'),
  play: async ({ canvasElement }) => {
    await expect(
      sheet(canvasElement).getByRole('button', { name: /Cancel the sale/ }),
    ).toBeDisabled()
  },
}

/** A bid arrived meanwhile: the refusal in words. */
export const Refused: Story = {
  args: view('refused'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByRole('alert')).toHaveTextContent(/already has bids/)
  },
}

export const Cancelled: Story = {
  args: view('cancelled'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByText('In your collection')).toBeVisible()
  },
}
