import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { NftBidRequest, NftBidResult } from '@/api/contract/nft-auction'
import {
  MockNftAuctionNow,
  MockNftBidEvent,
  MockNftLots,
} from '@/api/contract/nft-auction.fixtures'
import { ApiError } from '@/api/errors'
import { createNftMock } from '@/api/msw/nft'
import { createNftAuctionMock } from '@/api/msw/nft-auction'
import { createFakeMarketSocket } from '@/api/socket'
import { uncoveredLeaves } from '@/test/state-coverage'
import { mockAuctionItemsWire, nftAuctionSnapshots } from './nft-auction.fixtures'
import { nftAuctionMachine } from './nft-auction.machine'
import { codeOfParam } from './nft-auction.types'
import { toNftAuctionView } from './nft-auction.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const TIDAL = MockNftLots[0]!.code
let keys = 0
const machine = nftAuctionMachine.provide({
  actors: { createKey: fromPromise(async () => `test-nft-bid-key-${++keys}`) },
})

function mocks() {
  const nft = createNftMock({ items: mockAuctionItemsWire() })
  const auction = createNftAuctionMock()
  server.use(...nft.list, ...auction.list)
  return auction
}

async function start(code: string | null = TIDAL, logic = machine, clock?: SimulatedClock) {
  const socket = createFakeMarketSocket()
  socket.connect()
  socket.open()
  const input = { code, socket }
  const actor = createActor(logic, clock ? { input, clock } : { input }).start()
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const view = () => toNftAuctionView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled, socket, send: actor.send.bind(actor) }
}

describe('nft auction page', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(nftAuctionMachine, nftAuctionSnapshots, [
        'nftAuction.starting',
        'nftAuction.ready.deciding',
      ]),
    ).toEqual([])
  })

  it('reads ?code= and goes to not found without one', async () => {
    expect(codeOfParam(' NFT-AUC-01 ')).toBe('NFT-AUC-01')
    expect(codeOfParam('a b')).toBeNull()
    const { view } = await start(null)
    expect(view().status).toBe('notFound')
  })

  it('shows the item, the price, the minimum, the deposit due and the log, and joins the room', async () => {
    mocks().rivalBid(TIDAL, '10')
    const { view, socket } = await start()
    expect(view()).toMatchObject({
      status: 'open',
      item: { name: 'Tidal Bloom' },
      figures: { price: '130.0000', nextMin: '140.0000', deposit: '5.0000', depositHeld: false },
      secondsLeft: 6 * 3600,
    })
    expect(view().bids.map((b) => [b.bidder, b.total])).toEqual([['Marina', '130.0000']])
    expect(socket.nftRooms).toEqual([`nft_watch:${TIDAL}`])
  })

  it('checks the total as typed: under the minimum once left, the balance at once', async () => {
    mocks()
    const { view, send } = await start()
    send({ type: 'amount.change', value: '125' })
    expect(view().amountIssue).toBeNull()
    send({ type: 'amount.blur' })
    expect(view().amountIssue).toBe('nftBidTooLow')
    send({ type: 'amount.change', value: '1000000' })
    expect(view().amountIssue).toBe('insufficientBalance')
    send({ type: 'form.submit' })
    expect(view().form).toBe('editing')
    send({ type: 'amount.minimum' })
    expect(view()).toMatchObject({ amount: '130.0000', amountIssue: null })
  })

  it('bids once per confirm with the total and the deposit shown, then reads the round again', async () => {
    const auction = mocks()
    const { actor, view, send, settled } = await start()
    const placed: string[] = []
    actor.on('bidPlaced', (e) => placed.push(e.result.price))
    send({ type: 'amount.change', value: '140' })
    send({ type: 'form.submit' })
    expect(view().preview).toEqual({
      price: '120.0000',
      increment: '20.0000',
      total: '140.0000',
      depositDue: '5.0000',
    })
    send({ type: 'confirm.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(placed).toEqual(['140.0000'])
    expect(view()).toMatchObject({
      status: 'open',
      amount: '',
      figures: { price: '140.0000', isHighest: true, depositHeld: true, depositDue: '0.0000' },
      blockedBy: 'nftAlreadyHighest',
    })
    expect(auction.balances().change[3]!.available).not.toBe('1000.0000')
  })

  it('when another bid took the step it shows the new price and bids again with it', async () => {
    const auction = mocks()
    const { view, send, settled } = await start()
    send({ type: 'amount.change', value: '140' })
    send({ type: 'form.submit' })
    auction.rivalBid(TIDAL) // 130 now, unknown to the page
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({
      form: 'confirming',
      takenPrice: '130.0000',
      amount: '140',
      preview: { price: '130.0000', increment: '10.0000', total: '140.0000' },
    })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ figures: { price: '140.0000', isHighest: true } })
  })

  it('a lost answer keeps the sheet and retries with the same key', async () => {
    mocks()
    const sent: NftBidRequest[] = []
    const lost = machine.provide({
      actors: {
        placeBid: fromPromise<NftBidResult, NftBidRequest>(async ({ input }) => {
          sent.push(input)
          throw new ApiError('network')
        }),
      },
    })
    const { view, send, settled } = await start(TIDAL, lost)
    send({ type: 'amount.change', value: '130' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ form: 'confirming', error: 'network' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent.map((r) => r.idempotency_key)).toEqual([
      sent[0]!.idempotency_key,
      sent[0]!.idempotency_key,
    ])
    expect(sent[0]).toMatchObject({ code: TIDAL, price: '10.0000', total: '130' })
  })

  it('applies the next live bid, ignores an old one and reads again after a gap or a reconnect', async () => {
    const auction = mocks()
    const { view, socket, actor, settled } = await start()
    socket.emit('nft_bid', { ...MockNftBidEvent, bid: { ...MockNftBidEvent.bid, id: 77 } })
    expect(view()).toMatchObject({
      figures: { price: '130.0000', nextMin: '140.0000', bidCount: 3 },
    })
    expect(view().bids[0]).toMatchObject({ id: 77, highest: true })
    socket.emit('nft_bid', { ...MockNftBidEvent, bid_count: 2 })
    expect(view().bids).toHaveLength(1)
    auction.rivalBid(TIDAL)
    auction.rivalBid(TIDAL)
    socket.emit('nft_bid', { ...MockNftBidEvent, price: '140.0000', bid_count: 5 })
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true)
    await settled()
    expect(view().figures).toMatchObject({ price: '140.0000', bidCount: 4 })
    auction.rivalBid(TIDAL)
    socket.drop()
    socket.open()
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true)
    await settled()
    expect(view().figures).toMatchObject({ price: '150.0000', bidCount: 5 })
  })

  it('the winner gets the order to pay once the clock passes the end', async () => {
    const clock = new SimulatedClock()
    const auction = mocks()
    const { view, send, settled, actor } = await start(TIDAL, machine, clock)
    send({ type: 'amount.change', value: '130' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    const toEnd = MockNftLots[0]!.end - MockNftAuctionNow + 1_000
    auction.advance(toEnd)
    for (let s = 0; s < toEnd / 1000; s++) clock.increment(1_000)
    expect(actor.getSnapshot().hasTag('closing')).toBe(true)
    clock.increment(2_000)
    await settled()
    expect(view()).toMatchObject({
      status: 'won',
      order: { code: TIDAL, state: 'awaitingPayment' },
    })
  })

  it('an outbid bidder is told at the close that the deposit came back', async () => {
    const auction = mocks()
    const { view, send, settled } = await start()
    send({ type: 'amount.change', value: '130' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    auction.rivalBid(TIDAL)
    auction.advance(MockNftLots[0]!.end - MockNftAuctionNow + 1_000)
    send({ type: 'auction.refresh' })
    await settled()
    expect(view()).toMatchObject({ status: 'lost', order: null })
  })

  it('a bid refused because the auction ended reads the round again', async () => {
    mocks()
    const ended = machine.provide({
      actors: {
        placeBid: fromPromise<NftBidResult, NftBidRequest>(async () => {
          throw new ApiError('nftNotOnSale')
        }),
      },
    })
    const { view, send, settled } = await start(TIDAL, ended)
    send({ type: 'amount.change', value: '130' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'open', form: 'editing', error: 'nftNotOnSale' })
  })
})
