import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { MockServerSeed, MockUnopenedBox } from '@/api/contract/nft-box.fixtures'
import { createNftMock, nftScenarios } from '@/api/msw/nft'
import { createNftBoxMock } from '@/api/msw/nft-box'
import { paths } from '@/app/paths'
import { nftArtworkMachine } from '@/machines/nft-artwork/nft-artwork.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { NftArtworkDetailScreen } from './NftArtworkDetailScreen'

/** A fresh sandbox stand-in: the catalogue and the Aurora box's published terms. */
function msw() {
  const nft = createNftMock()
  const box = createNftBoxMock({ boxes: [{ wire: MockUnopenedBox, serverSeed: MockServerSeed }] })
  return { nft, parameters: { msw: { handlers: { nft: nft.list, nftBox: box.list } } } }
}

const meta = {
  component: NftArtworkDetailScreen,
  decorators: [withRouter, withSession],
  parameters: {
    // the countdown is frozen for the screenshot: one tick an hour
    inject: injectProps<typeof NftArtworkDetailScreen>({
      machine: nftArtworkMachine.provide({ delays: { tick: 3_600_000 } }),
    }),
    frame: 'screen',
    route: `${paths.nftArtworkDetail}?code=NFT01I01`,
    session: { token: MockToken, user: MockUser },
    ...msw().parameters,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftArtworkDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

const fav = msw()
/** A fixed-price item read through the API; the star favourites it. */
export const Fixed: Story = {
  parameters: fav.parameters,
  play: async ({ canvas, userEvent }) => {
    const star = await canvas.findByRole('button', { name: 'Favourite Tidal Memory' })
    await expect(canvas.getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      '#/pages/nft/purchase_one?code=NFT01I01',
    )
    await userEvent.click(star)
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'))
  },
}

/** The video page with a clip. */
export const Video: Story = {
  parameters: { route: `${paths.nftArtworkDetailVideo}?code=NFT08V01` },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Light on Water' })
    await expect(canvasElement.querySelector('video')).not.toBeNull()
  },
}

/** A blind box: its odds and commitment before buying. */
export const BlindBox: Story = {
  parameters: { route: `${paths.nftArtworkDetail}?code=BOX-AURORA-01` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('box-commitment')).toHaveTextContent(
      MockUnopenedBox.commitment,
    )
  },
}

export const NotFound: Story = {
  parameters: { route: `${paths.nftArtworkDetail}?code=NOPE` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('NFT not found')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { nft: [nftScenarios.detailDown] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
