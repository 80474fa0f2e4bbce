import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { MockNftLots, MockNftWinnerOrders } from '@/api/contract/nft-auction.fixtures'
import { createNftMock } from '@/api/msw/nft'
import { createNftAuctionMock, nftAuctionScenarios } from '@/api/msw/nft-auction'
import type { NftAuctionData } from '@/machines/nft-auction/nft-auction.actors'
import { nftAuctionMachine } from '@/machines/nft-auction/nft-auction.machine'
import {
  mockAuctionItemsWire,
  nftAuctionSnapshots,
} from '@/machines/nft-auction/nft-auction.fixtures'
import { nftPaymentMachine } from '@/machines/nft-payment/nft-payment.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { NftAuctionScreen } from './NftAuctionScreen'

const HOUR = 3_600_000
/** Seconds that last an hour: the countdowns hold still for the screenshot. */
const machine = fixedKey(nftAuctionMachine, 'story-nft-bid-key-1').provide({
  delays: { tick: HOUR },
})
const paymentMachine = fixedKey(nftPaymentMachine, 'story-nft-pay-key-1').provide({
  delays: { second: HOUR },
})
const TIDAL = MockNftLots[0]!.code

/** The catalogue and the auction stand-ins (the auction's orders: the fixtures' three). */
function msw() {
  const auction = createNftAuctionMock({ orders: MockNftWinnerOrders })
  const nft = createNftMock({ items: mockAuctionItemsWire() })
  return { auction, handlers: { nft: nft.list, nftAuction: auction.list } }
}

const meta = {
  component: NftAuctionScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: {
    inject: injectProps<typeof NftAuctionScreen>({ machine, paymentMachine, timeZone: 'UTC' }),
    frame: 'screen',
    route: `/pages/nft/purchase?code=${TIDAL}`,
    session: { token: MockToken, user: MockUser },
    msw: { handlers: msw().handlers },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof NftAuctionScreen>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (canvas: HTMLElement) =>
  within(canvas).findByRole('dialog', { name: 'Confirm your bid' })

const bid = msw()
/** 140 over 120: the sheet shows the total and the deposit; a double tap bids once. */
export const Bid: Story = {
  parameters: { msw: { handlers: bid.handlers } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Your bid (USDT)'), '140')
    await userEvent.click(canvas.getByRole('button', { name: 'Place bid' }))
    const sheet = within(await dialog(canvasElement))
    await expect(sheet.getByText('5.0000 USDT')).toBeVisible()
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Place bid' }))
    await expect(await canvas.findByText(/Yours is the highest bid/)).toBeVisible()
    await expect(bid.auction.lots()[0]!.price).toBe('140.0000')
    await expect(canvas.getByText('demo (you)')).toBeVisible()
  },
}

const taken = msw()
/** Another bid takes the step while the sheet is open: the new price, then bid again. */
export const Taken: Story = {
  parameters: { msw: { handlers: taken.handlers } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Your bid (USDT)'), '140')
    await userEvent.click(canvas.getByRole('button', { name: 'Place bid' }))
    const sheet = within(await dialog(canvasElement))
    taken.auction.rivalBid(TIDAL)
    await userEvent.click(sheet.getByRole('button', { name: 'Place bid' }))
    await expect(await sheet.findByRole('alert')).toHaveTextContent(
      'The price is now 130.0000 USDT',
    )
    await userEvent.click(sheet.getByRole('button', { name: 'Bid 140.0000 USDT' }))
    await expect(await canvas.findByText(/Yours is the highest bid/)).toBeVisible()
    await expect(taken.auction.lots()[0]!.price).toBe('140.0000')
  },
}

const won = msw()
const wonContext = nftAuctionSnapshots.won.context
const wonData: NftAuctionData = {
  item: wonContext.item!,
  info: wonContext.info!,
  bids: wonContext.bids,
  order: wonContext.order,
}
/** The round closed on the user's bid: they pay within the window; the deposit comes back. */
export const WonAndPay: Story = {
  parameters: {
    msw: { handlers: won.handlers },
    inject: injectProps<typeof NftAuctionScreen>({
      machine: machine.provide({
        actors: {
          loadAuction: fromPromise<NftAuctionData, { code: string }>(async () => wonData),
        },
      }),
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'You won this auction' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 150.0000 USDT' }))
    const sheet = within(
      await within(canvasElement).findByRole('dialog', { name: 'Pay for your NFT' }),
    )
    await userEvent.click(sheet.getByRole('button', { name: 'Pay now' }))
    await expect(await canvas.findByRole('heading', { name: 'Paid' })).toBeVisible()
    await expect(won.auction.orders()[0]).toMatchObject({ is_pay: 1, margin_status: 0 })
  },
}

export const NotFound: Story = {
  parameters: { route: '/pages/nft/purchase' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Auction not found')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: { nftAuction: [nftAuctionScenarios.infoDown, ...msw().handlers.nftAuction] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
