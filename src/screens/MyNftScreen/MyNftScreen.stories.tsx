import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { createNftMock, nftScenarios } from '@/api/msw/nft'
import { nftPicturesLoaded } from '@/components/NftMedia/nft-media.stories-helpers'
import { myNftMachine } from '@/machines/my-nft/my-nft.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { MyNftScreen } from './MyNftScreen'

const meta = {
  component: MyNftScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: {
    inject: injectProps<typeof MyNftScreen>({
      machine: fixedKey(myNftMachine, 'story-cancel-key-1'),
      timeZone: 'UTC',
    }),
    frame: 'screen',
    route: '/pages/nft/myNft?id=10',
    session: { token: MockToken, user: MockUser },
    msw: { handlers: { nft: createNftMock().list } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MyNftScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Kept: Resell leads to the resale form. */
export const Held: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: 'Resell' })).toHaveAttribute(
      'href',
      '#/pages/nft/resell?id=10',
    )
    await nftPicturesLoaded(canvasElement)
  },
}

const cancelled = createNftMock()
/** On sale without bids: cancelled after confirming (a double tap cancels once). */
export const CancelSale: Story = {
  parameters: { route: '/pages/nft/myNft?id=11', msw: { handlers: { nft: cancelled.list } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel the sale' }))
    const sheet = within(await canvas.findByRole('dialog', { name: 'Cancel this sale?' }))
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Cancel the sale' }))
    await expect(await canvas.findByText('In your collection')).toBeVisible()
    await expect(cancelled.items().find((i) => i.id === 11)).toMatchObject({
      resell_nft_status: 0,
    })
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await nftPicturesLoaded(canvasElement)
  },
}

/** A bid arrived meanwhile: the sandbox refuses and says why. */
export const HasBids: Story = {
  parameters: {
    route: '/pages/nft/myNft?id=11',
    msw: { handlers: { nft: [nftScenarios.cancelHasBids, ...createNftMock().list] } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel the sale' }))
    const sheet = within(await canvas.findByRole('dialog', { name: 'Cancel this sale?' }))
    await userEvent.click(sheet.getByRole('button', { name: 'Cancel the sale' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/already has bids/)
    await nftPicturesLoaded(canvasElement)
  },
}

export const NotFound: Story = {
  parameters: { route: '/pages/nft/myNft?id=404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('NFT not found')).toBeVisible()
  },
}
