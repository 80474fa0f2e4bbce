import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { nftDown, nftPending } from '@/api/msw/nft'
import { paths } from '@/app/paths'
import { picturesDrawn } from '@/components/NftCard/nft-card.stories-helpers'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { nftMsw, nftSession } from '../NftMarketScreen/nft-screens.stories-helpers'
import { NftArtistsScreen } from './NftArtistsScreen'

const meta = {
  component: NftArtistsScreen,
  decorators: [withRouter, withSession],
  parameters: { frame: 'screen', route: paths.nftArtists, ...nftSession, ...nftMsw() },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftArtistsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The artists over HTTP, most works first; one opens their page. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Artists' })).toBeVisible()
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(4))
    await expect(canvas.getByText('That is everything')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Ode Kestrel/ })).toHaveAttribute(
      'href',
      '#/pages/nft/artistDetail?id=102',
    )
    await picturesDrawn(canvasElement)
  },
}

export const Failed: Story = {
  parameters: nftMsw(nftDown('artists')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Loading: Story = {
  parameters: nftMsw(nftPending('artists')),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
  },
}
