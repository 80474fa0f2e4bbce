import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { nftDown, nftPending, nftRefused } from '@/api/msw/nft'
import { paths } from '@/app/paths'
import { picturesDrawn } from '@/components/NftCard/nft-card.stories-helpers'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import {
  frozenCards,
  nftMsw,
  nftMswFrom,
  nftSession,
  scrollBack,
} from '../NftMarketScreen/nft-screens.stories-helpers'
import { NftCollectionScreen } from './NftCollectionScreen'

/** The caller favourited "Neon Fog", "Little Machine" and the blind box. */
const favourites = { favourites: [3, 6, 9] }

const meta = {
  component: NftCollectionScreen,
  decorators: [withContainedLayers, withRouter, withSession],
  parameters: {
    inject: injectProps<typeof NftCollectionScreen>({ cardsMachine: frozenCards }),
    frame: 'screen',
    route: paths.nftCollection,
    ...nftSession,
    ...nftMswFrom(favourites),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftCollectionScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The favourites over HTTP, each heart on. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My favourites' }),
    ).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(3))
    for (const heart of canvas.getAllByRole('button', { name: /^Favourite / }))
      await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await picturesDrawn(canvasElement)
  },
}

/** Un-favouriting keeps the card (a slip can be undone) with its heart off. */
export const Unfavourite: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heart = await canvas.findByRole('button', { name: 'Favourite Neon Fog' })
    await userEvent.click(heart)
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'))
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'))
    // the hearts pause a second after a toggle (the server's rate): drawn once they are back
    const other = canvas.getByRole('button', { name: 'Favourite Little Machine' })
    await waitFor(() => expect(other).toBeEnabled(), { timeout: 3000 })
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

/** A refused toggle: the heart stays as it was and a toast says why. */
export const TooFrequent: Story = {
  parameters: nftMswFrom(favourites, nftRefused('collect', 'requestTooFrequent')),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const heart = await canvas.findByRole('button', { name: 'Favourite Neon Fog' })
    await userEvent.click(heart)
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))
    scrollBack(canvasElement)
    await picturesDrawn(canvasElement)
  },
}

export const Empty: Story = {
  parameters: nftMsw(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no favourites yet')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: nftMsw(nftDown('collection')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Loading: Story = {
  parameters: nftMsw(nftPending('collection')),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
  },
}
