import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MockNftWinnerOrders } from '@/api/contract/nft-auction.fixtures'
import { createNftAuctionMock } from '@/api/msw/nft-auction'
import { createNftMock, nftScenarios } from '@/api/msw/nft'
import { nftPicturesLoaded } from '@/components/NftMedia/nft-media.stories-helpers'
import { nftMineMachine } from '@/machines/nft-mine/nft-mine.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { NftMineScreen } from './NftMineScreen'

/** The catalogue and auction stand-ins (the caller owns items 10 and 11, won three auctions). */
const msw = () => ({
  nft: createNftMock().list,
  auction: createNftAuctionMock({ orders: MockNftWinnerOrders }).list,
})

/** The countdown holds still for the screenshot: one tick an hour. */
const frozen = nftMineMachine.provide({ delays: { tick: 3_600_000 } })

const meta = {
  component: NftMineScreen,
  decorators: [withRouter, withSession],
  parameters: {
    inject: injectProps<typeof NftMineScreen>({ machine: frozen, timeZone: 'UTC' }),
    frame: 'screen',
    route: '/pages/nft/mine',
    session: { token: MockToken, user: MockUser },
    msw: { handlers: msw() },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftMineScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The caller's two NFTs, newest change first; then the won auctions with their deadline. */
export const Owned: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: /Endless Tiles/ })).toHaveAttribute(
      'href',
      '#/pages/nft/myNft?id=11',
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'To pay' }))
    const toPay = within(await canvas.findByRole('article', { name: 'Copper Tide' }))
    await expect(toPay.getByRole('timer')).toHaveTextContent('21:00:00 left to pay')
    await userEvent.click(canvas.getByRole('tab', { name: 'Owned' }))
    await canvas.findByRole('link', { name: /Fern Grammar/ })
    await nftPicturesLoaded(canvasElement)
  },
}

/** `?tab=orders` opens the won auctions. */
export const Orders: Story = {
  parameters: { route: '/pages/nft/mine?tab=orders' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'Salt Lines' })
    await nftPicturesLoaded(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '#/pages/nft/purchase?code=NFT-WON-03',
    )
  },
}

export const Failed: Story = {
  parameters: {
    msw: { handlers: { ...msw(), nft: [nftScenarios.mineDown, ...createNftMock().list] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
