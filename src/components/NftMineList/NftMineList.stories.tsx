import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { nftPicturesLoaded } from '@/components/NftMedia/nft-media.stories-helpers'
import { nftMineSnapshots } from '@/machines/nft-mine/nft-mine.fixtures'
import { toNftMineView } from '@/machines/nft-mine/nft-mine.view'
import { snapshotViews } from '@sb/story-helpers'
import { NftMineList } from './NftMineList'

const view = snapshotViews(nftMineSnapshots, toNftMineView)

const meta = {
  component: NftMineList,
  parameters: { frame: 'screen' },
  args: {
    ...view('ready'),
    itemHref: (id: number) => `#/pages/nft/myNft?id=${id}`,
    bidHref: (code: string) => `#/pages/nft/purchase?code=${code}`,
    marketHref: '#/pages/nft/nft',
    timeZone: 'UTC',
    onTabChange: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftMineList>

export default meta
type Story = StoryObj<typeof meta>

const settle = ({ canvasElement }: { canvasElement: HTMLElement }) =>
  nftPicturesLoaded(canvasElement)

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your NFTs')).toBeInTheDocument()
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
    await expect(canvas.getByText('You have no NFTs yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Browse the marketplace' })).toBeVisible()
  },
}

/** Kept, on sale at a fixed price, on auction: each links to its page. */
export const Ready: Story = {
  args: view('ready'),
  play: async (ctx) => {
    await settle(ctx)
    const { canvas, userEvent, args } = ctx
    await expect(canvas.getByRole('link', { name: /Fern Grammar/ })).toHaveAttribute(
      'href',
      '#/pages/nft/myNft?id=10',
    )
    await expect(canvas.getByText('On sale at a fixed price')).toBeVisible()
    await userEvent.click(canvas.getByRole('tab', { name: 'To pay' }))
    await expect(args.onTabChange).toHaveBeenCalledWith('orders')
  },
}

export const HasMore: Story = {
  args: view('hasMore'),
  play: async (ctx) => {
    await settle(ctx)
    await ctx.userEvent.click(ctx.canvas.getByRole('button', { name: 'Load more' }))
    await expect(ctx.args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  args: view('loadingMore'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByRole('button', { name: /Load more/ })).toBeDisabled()
  },
}

export const MoreFailed: Story = {
  args: view('moreFailed'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByRole('alert')).toHaveTextContent('Could not load more')
  },
}

/** The caller's bids: highest or outbid, each linking to its auction. */
export const Bids: Story = {
  args: view('bids'),
  play: async (ctx) => {
    await settle(ctx)
    const link = ctx.canvas.getAllByRole('link')[0]!
    await expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(/^#\/pages\/nft\/purchase\?code=/),
    )
  },
}

export const BidsHasMore: Story = {
  args: view('bidsHasMore'),
  play: async (ctx) => {
    await settle(ctx)
    await expect(ctx.canvas.getByRole('button', { name: 'Load more' })).toBeVisible()
  },
}

export const BidsEmpty: Story = {
  args: view('bidsEmpty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not bid on any auction yet')).toBeVisible()
  },
}

/** Won auctions: 21 h left to pay (the deposit's fate in words), paid, expired. */
export const Orders: Story = {
  args: view('orders'),
  play: async (ctx) => {
    await settle(ctx)
    const { canvas } = ctx
    const toPay = within(canvas.getByRole('article', { name: 'Copper Tide' }))
    await expect(toPay.getByRole('timer')).toHaveTextContent('21:00:00 left to pay')
    await expect(toPay.getByText(/comes back when you pay/)).toBeVisible()
    await expect(toPay.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '#/pages/nft/purchase?code=NFT-WON-03',
    )
    const expired = within(canvas.getByRole('article', { name: 'Salt Lines' }))
    await expect(expired.getByText(/was forfeited/)).toBeVisible()
    await expect(expired.queryByRole('link')).toBeNull()
  },
}

/** The deadline passed on the server's clock: no countdown and no Pay button any more. */
export const OrdersOverdue: Story = {
  args: view('ordersOverdue'),
  play: async (ctx) => {
    await settle(ctx)
    const toPay = within(ctx.canvas.getByRole('article', { name: 'Copper Tide' }))
    await expect(toPay.getByText('The payment deadline has passed')).toBeVisible()
    await expect(toPay.queryByRole('link', { name: 'Pay now' })).toBeNull()
  },
}

export const OrdersEmpty: Story = {
  args: view('ordersEmpty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No won auctions to pay')).toBeVisible()
  },
}
