import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { mockCards, picturesDrawn } from '@/components/NftCard/nft-card.stories-helpers'
import { nftCardsSnapshots } from '@/machines/nft-cards/nft-cards.fixtures'
import { toNftCard, toNftCardsView } from '@/machines/nft-cards/nft-cards.view'
import { nftMarketSnapshots } from '@/machines/nft-market/nft-market.fixtures'
import { toNftMarketView } from '@/machines/nft-market/nft-market.view'
import { snapshotViews } from '@sb/story-helpers'
import { NftGrid } from './NftGrid'

const idle = toNftCardsView(nftCardsSnapshots.idle)
/** The grid's props of a market fixture, its rows as cards. */
const grid = snapshotViews(nftMarketSnapshots, (s) => {
  const v = toNftMarketView(s)
  return {
    status: v.status,
    cards: v.rows.map((r) => toNftCard(r, idle)),
    error: v.error,
    hasMore: v.hasMore,
    isLoadingMore: v.isLoadingMore,
    moreError: v.moreError,
  }
})

const meta = {
  component: NftGrid,
  args: {
    ...grid('ready'),
    emptyTitle: 'No artworks on the market yet',
    hrefOf: (card) => `#/pages/nft/artworkDetail?code=${card.code}`,
    onToggleCollect: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof NftGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: grid('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible()
  },
}

export const Failed: Story = {
  args: grid('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: grid('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No artworks on the market yet')).toBeVisible()
  },
}

/** The whole catalogue on one page: the end is said; the heart of a card toggles that card. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(11)
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite Neon Fog' }))
    await expect(args.onToggleCollect).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'NFT03I03', collected: true }),
    )
    await expect(canvas.getByText('That is everything')).toBeVisible()
    await picturesDrawn(canvasElement)
  },
}

/** A page of two: its end coming into view asks for the next one (and the button does too). */
export const HasMore: Story = {
  args: grid('hasMore'),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(10)
    const more = canvas.getByRole('button', { name: 'Load more' })
    more.scrollIntoView()
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled())
    await userEvent.click(more)
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2)
    window.scrollTo(0, 0)
    await picturesDrawn(canvasElement)
  },
}

export const LoadingMore: Story = {
  args: grid('loadingMore'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeDisabled()
    await picturesDrawn(canvasElement)
  },
}

/** The next page failed: said, and only the button asks again (no loop of failing requests). */
export const MoreFailed: Story = {
  args: grid('moreFailed'),
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more artworks')
    canvas.getByRole('button', { name: 'Load more' }).scrollIntoView()
    await expect(args.onLoadMore).not.toHaveBeenCalled()
    window.scrollTo(0, 0)
    await picturesDrawn(canvasElement)
  },
}

/** Auctions only (a filtered list). */
export const Filtered: Story = {
  args: grid('filtered'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(1)
    await picturesDrawn(canvasElement)
  },
}

/** A keyword nothing matches: the screen's own empty words. */
export const NoMatch: Story = {
  args: { ...grid('noMatch'), emptyTitle: 'No artworks match these filters' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No artworks match these filters')).toBeVisible()
  },
}

/** A list read whole (favourites, an artist's works): no paging footer. */
export const Whole: Story = {
  args: { cards: mockCards().slice(0, 4), onLoadMore: undefined, hasMore: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('That is everything')).toBeNull()
    await picturesDrawn(canvasElement)
  },
}
