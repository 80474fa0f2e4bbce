import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { nftDown, nftPending } from '@/api/msw/nft'
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
import { NftArtistDetailScreen } from './NftArtistDetailScreen'

const meta = {
  component: NftArtistDetailScreen,
  decorators: [withRouter, withSession],
  parameters: {
    inject: injectProps<typeof NftArtistDetailScreen>({ cardsMachine: frozenCards }),
    frame: 'screen',
    route: `${paths.nftArtistDetail}?id=102`,
    ...nftSession,
    ...nftMsw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftArtistDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

/** An artist over HTTP: their name as the title, their works. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ode Kestrel' }),
    ).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Works (4)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(4))
    await picturesDrawn(canvasElement)
  },
}

/** The favourites tab: this artist favourited nothing. */
export const Favourites: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Favourites (0)' }))
    await expect(canvas.getByText('No favourites yet')).toBeVisible()
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

export const NotFound: Story = {
  parameters: { route: `${paths.nftArtistDetail}?id=999` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This artist does not exist')).toBeVisible()
  },
}

/** No id at all: not found without asking. */
export const NoId: Story = {
  parameters: { route: paths.nftArtistDetail },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This artist does not exist')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: nftMsw(nftDown('artist')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Loading: Story = {
  parameters: nftMsw(nftPending('artist')),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
  },
}
