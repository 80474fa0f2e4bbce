import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { nftScenarios } from '@/api/msw/nft'
import { paths } from '@/app/paths'
import { picturesDrawn } from '@/components/NftCard/nft-card.stories-helpers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import {
  frozenCards,
  nftMsw,
  nftSession,
  scrollBack,
} from '../NftMarketScreen/nft-screens.stories-helpers'
import { NftSearchScreen } from './NftSearchScreen'

const meta = {
  component: NftSearchScreen,
  decorators: [withRouter, withSession],
  parameters: {
    inject: injectProps<typeof NftSearchScreen>({ cardsMachine: frozenCards }),
    frame: 'screen',
    route: paths.nftSearch,
    ...nftSession,
    ...nftMsw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftSearchScreen>

export default meta
type Story = StoryObj<typeof meta>

/** No keyword yet: the field and what it finds; a search writes `?keyword=` and lists the matches. */
export const Prompt: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('Find artworks by their name')).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'fog{Enter}')
    await expect(await canvas.findByRole('article', { name: 'Neon Fog' })).toBeVisible()
    await expect(canvas.getByTestId('story-location')).toHaveTextContent(
      '/pages/nft/components/search?keyword=fog',
    )
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

/** Opened with `?keyword=`: its results and how many. */
export const Results: Story = {
  parameters: { route: `${paths.nftSearch}?keyword=e` },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('10 artworks', {}, { timeout: 3000 })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(0))
    await expect(canvas.getByRole('searchbox')).toHaveValue('e')
    await picturesDrawn(canvasElement)
  },
}

export const NoResults: Story = {
  parameters: { route: `${paths.nftSearch}?keyword=zebra` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing found for “zebra”')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: { route: `${paths.nftSearch}?keyword=fog`, ...nftMsw(nftScenarios.listDown) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Japanese: Story = {
  parameters: { route: `${paths.nftSearch}?keyword=fog` },
  globals: { locale: 'ja' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('article', { name: 'Neon Fog' })).toBeVisible()
    await picturesDrawn(canvasElement)
  },
}
