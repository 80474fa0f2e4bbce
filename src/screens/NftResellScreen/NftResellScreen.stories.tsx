import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { createNftMock } from '@/api/msw/nft'
import { nftPicturesLoaded } from '@/components/NftMedia/nft-media.stories-helpers'
import { mockResellClock } from '@/machines/nft-resell/nft-resell.fixtures'
import { nftResellMachine } from '@/machines/nft-resell/nft-resell.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { NftResellScreen } from './NftResellScreen'

const meta = {
  component: NftResellScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: {
    inject: injectProps<typeof NftResellScreen>({
      machine: fixedKey(nftResellMachine, 'story-resell-key-1'),
      clock: mockResellClock,
      timeZone: 'UTC',
    }),
    frame: 'screen',
    route: '/pages/nft/resell?id=10',
    session: { token: MockToken, user: MockUser },
    msw: { handlers: { nft: createNftMock().list } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftResellScreen>

export default meta
type Story = StoryObj<typeof meta>

const listed = createNftMock()
/** 40 USDT at a fixed price: the fee and the credit, the confirm step, then on sale. */
export const ListFixed: Story = {
  parameters: { msw: { handlers: { nft: listed.list } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Price (USDT)'), '40')
    await expect(canvas.getByText('39.0000 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Review the sale' }))
    const sheet = within(await canvas.findByRole('dialog', { name: 'Confirm the sale' }))
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Put on sale' }))
    await expect(await canvas.findByRole('heading', { name: 'On sale' })).toBeVisible()
    await expect(listed.items().find((i) => i.id === 10)).toMatchObject({
      resell_nft_status: 1,
      round: 2,
      price: '40.0000',
    })
  },
}

/** An auction without its increment: said under the field, no confirm step. */
export const Validation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Auction' }))
    await userEvent.type(canvas.getByLabelText('Starting price (USDT)'), '40')
    await userEvent.click(canvas.getByRole('button', { name: 'Review the sale' }))
    await expect(canvas.getByLabelText('Minimum increment (USDT)')).toHaveAccessibleDescription(
      'Enter a price',
    )
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await nftPicturesLoaded(canvasElement)
  },
}

/** Item 11 is on sale already: no form. */
export const AlreadyListed: Story = {
  parameters: { route: '/pages/nft/resell?id=11' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This NFT cannot be put on sale now')).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: { route: '/pages/nft/resell?id=404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('NFT not found')).toBeVisible()
  },
}
