import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { picturesDrawn } from '@/components/NftCard/nft-card.stories-helpers'
import { nftArtistSnapshots } from '@/machines/nft-artist/nft-artist.fixtures'
import { toNftArtistView } from '@/machines/nft-artist/nft-artist.view'
import { nftCardsSnapshots } from '@/machines/nft-cards/nft-cards.fixtures'
import { toNftCard, toNftCardsView } from '@/machines/nft-cards/nft-cards.view'
import { snapshotViews } from '@sb/story-helpers'
import { NftArtistProfile } from './NftArtistProfile'

const idle = toNftCardsView(nftCardsSnapshots.idle)
const view = snapshotViews(nftArtistSnapshots, (s) => {
  const { rows, now: _now, ...v } = toNftArtistView(s)
  return { ...v, cards: rows.map((r) => toNftCard(r, idle)) }
})

const meta = {
  component: NftArtistProfile,
  args: {
    ...view('artworks'),
    hrefOf: (card) => `#/pages/nft/artworkDetail?code=${card.code}`,
    onTabChange: fn(),
    onToggleCollect: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
  globals: { locale: 'en' },
} satisfies Meta<typeof NftArtistProfile>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible()
  },
}

/** The artist, the favourites of their works, and their works; the other tab is one tap away. */
export const Artworks: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Mara Quill' })).toBeVisible()
    await expect(canvas.getByText('Works favourited 5 times')).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Works (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await userEvent.click(canvas.getByRole('tab', { name: 'Favourites (2)' }))
    await expect(args.onTabChange).toHaveBeenCalledWith('collects')
    await picturesDrawn(canvasElement)
  },
}

export const Collects: Story = {
  args: view('collects'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Light on Water',
      'Little Machine',
    ])
    await picturesDrawn(canvasElement)
  },
}

export const NoCollects: Story = {
  args: view('noCollects'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No favourites yet')).toBeVisible()
    await picturesDrawn(canvasElement)
  },
}

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This artist does not exist')).toBeVisible()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => picturesDrawn(canvasElement),
}
