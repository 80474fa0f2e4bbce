import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { picturesDrawn } from '@/components/NftCard/nft-card.stories-helpers'
import { nftArtistsSnapshots } from '@/machines/nft-artists/nft-artists.fixtures'
import { toNftArtistsView } from '@/machines/nft-artists/nft-artists.view'
import { snapshotViews } from '@sb/story-helpers'
import { NftArtistList } from './NftArtistList'

const view = snapshotViews(nftArtistsSnapshots, toNftArtistsView)

const meta = {
  component: NftArtistList,
  args: {
    ...view('ready'),
    hrefOf: (artist) => `#/pages/nft/artistDetail?id=${artist.id}`,
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
} satisfies Meta<typeof NftArtistList>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible()
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
    await expect(canvas.getByText('No artists yet')).toBeVisible()
  },
}

/** Most works first, each a link to the artist's page. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    const links = canvas.getAllByRole('link')
    await expect(links).toHaveLength(4)
    await expect(links[0]).toHaveTextContent('Ode Kestrel4 works')
    await expect(links[0]).toHaveAttribute('href', '#/pages/nft/artistDetail?id=102')
    await picturesDrawn(canvasElement)
  },
}

export const HasMore: Story = {
  args: view('hasMore'),
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('button', { name: 'Load more' }).scrollIntoView()
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled())
    window.scrollTo(0, 0)
    await picturesDrawn(canvasElement)
  },
}

export const LoadingMore: Story = {
  args: view('loadingMore'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeDisabled()
    await picturesDrawn(canvasElement)
  },
}

export const MoreFailed: Story = {
  args: view('moreFailed'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more artists')
    await picturesDrawn(canvasElement)
  },
}

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => picturesDrawn(canvasElement),
}
