import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { nftScenarios } from '@/api/msw/nft'
import { paths } from '@/app/paths'
import { picturesDrawn } from '@/components/NftCard/nft-card.stories-helpers'
import { loadingOverlayShown } from '@sb/story-helpers'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { frozenCards, nftMsw, nftSession, scrollBack } from './nft-screens.stories-helpers'
import { NftArtworksScreen, NftMarketScreen } from './NftMarketScreen'

const meta = {
  component: NftMarketScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  parameters: {
    inject: injectProps<typeof NftMarketScreen>({ cardsMachine: frozenCards }),
    frame: 'screen',
    route: paths.nft,
    ...nftSession,
    ...nftMsw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftMarketScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The memory router's address (withRouter's hidden `story-location`). */
const location = (canvas: HTMLElement) => within(canvas).getByTestId('story-location')

/** The market over HTTP: sections, filters with the currencies, the first ten artworks. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'NFT market' })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10))
    const currency = canvas.getByRole('group', { name: 'Currency' })
    await waitFor(() => expect(within(currency).getAllByRole('button')).toHaveLength(3))
    await expect(canvas.getByRole('link', { name: 'Artists' })).toBeVisible()
    await picturesDrawn(canvasElement)
  },
}

/** A chip reloads the list with that filter: auctions only. */
export const FilterAuctions: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10))
    const saleType = canvas.getByRole('group', { name: 'Sale type' })
    await userEvent.click(within(saleType).getByRole('button', { name: 'Auction' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await expect(canvas.getByRole('article', { name: 'Dune Script' })).toBeVisible()
    // written to the address: back, reload and a shared link open it filtered
    await expect(location(canvasElement)).toHaveTextContent(`${paths.nft}?payType=auction`)
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

const filteredRoute = `${paths.nft}?currency=2&mediaType=image&keyword=fog&from=share`
const chip = (canvas: HTMLElement, group: string, name: string) =>
  within(within(canvas).getByRole('group', { name: group })).getByRole('button', { name })

/**
 * An address with filters (a shared link, a reload, back from an item) opens the market filtered
 * so: ETH images named "fog", their chips chosen and the name in the search box.
 */
export const FilteredFromAddress: Story = {
  parameters: { route: filteredRoute },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await expect(canvas.getByRole('article', { name: 'Neon Fog' })).toBeVisible()
    await waitFor(() =>
      expect(chip(canvasElement, 'Currency', 'ETH')).toHaveAttribute('aria-pressed', 'true'),
    )
    await expect(chip(canvasElement, 'Media', 'Image')).toHaveAttribute('aria-pressed', 'true')
    await expect(chip(canvasElement, 'Sale type', 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('searchbox')).toHaveValue('fog')
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

/** Each filter cleared leaves the address, which keeps what is not a filter (`from`). */
export const ClearFilters: Story = {
  parameters: { route: filteredRoute },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    const chosen = (group: string, name: string) => chip(canvasElement, group, name)
    await userEvent.click(chosen('Media', 'All'))
    await expect(location(canvasElement)).toHaveTextContent(
      `${paths.nft}?currency=2&keyword=fog&from=share`,
    )
    await userEvent.click(chosen('Currency', 'All'))
    await userEvent.clear(canvas.getByRole('searchbox'))
    await userEvent.type(canvas.getByRole('searchbox'), '{Enter}')
    await expect(location(canvasElement)).toHaveTextContent(`${paths.nft}?from=share`)
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10))
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

/** A name nothing has: said so. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10))
    await userEvent.type(canvas.getByRole('searchbox'), 'zebra{Enter}')
    await expect(await canvas.findByText('No artworks match these filters')).toBeVisible()
  },
}

/** The heart favourites an artwork on the server, and the card keeps it. */
export const Favourite: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heart = await canvas.findByRole('button', { name: 'Favourite Tidal Memory' })
    await userEvent.click(heart)
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'))
    // the hearts pause a second after a toggle (the server's rate): drawn once they are back
    const other = canvas.getByRole('button', { name: 'Favourite Neon Fog' })
    await waitFor(() => expect(other).toBeEnabled(), { timeout: 3000 })
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

/** The next page when the end is reached (or asked for): the eleventh artwork, and the end. */
export const LoadMore: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(11))
    await expect(canvas.getByText('That is everything')).toBeInTheDocument()
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

/** A card opens the item's page (nft-buy's detail). */
/**
 * A card is a link to the item's detail. Checked on the link, not by following it: the detail is
 * now a routed screen whose sale countdown ticks on its own clock, which a picture of it would catch.
 */
export const OpenItem: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Tidal Memory' })).toHaveAttribute(
      'href',
      '#/pages/nft/artworkDetail?code=NFT01I01',
    )
  },
}

export const Loading: Story = {
  parameters: { ...nftMsw(nftScenarios.listPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const Failed: Story = {
  parameters: nftMsw(nftScenarios.listDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

/** Spec §2 nft/components/artwork: every artwork, by sale type on tabs. */
export const Artworks: Story = {
  render: (args) => <NftArtworksScreen {...args} />,
  parameters: { route: paths.nftArtworks },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Artworks' })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10))
    await userEvent.click(canvas.getByRole('tab', { name: 'Blind box' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await expect(canvas.getByRole('article', { name: 'Aurora gems blind box #1' })).toBeVisible()
    await expect(location(canvasElement)).toHaveTextContent(`${paths.nftArtworks}?payType=blindBox`)
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

/** `?payType=auction` opens the artworks on the Auction tab (a media filter it has no tab for is ignored). */
export const ArtworksFromAddress: Story = {
  render: (args) => <NftArtworksScreen {...args} />,
  parameters: { route: `${paths.nftArtworks}?payType=auction&mediaType=video` },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await expect(canvas.getByRole('article', { name: 'Dune Script' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Auction' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

/** The tabs keep the sale type only: "All" takes it out of the address, with a media filter. */
export const ArtworksAllTab: Story = {
  render: (args) => <NftArtworksScreen {...args} />,
  parameters: { route: `${paths.nftArtworks}?payType=auction&mediaType=video` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1))
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }))
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10))
    await expect(location(canvasElement)).toHaveTextContent(new RegExp(`^${paths.nftArtworks}$`))
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10))
    await picturesDrawn(canvasElement)
  },
}
