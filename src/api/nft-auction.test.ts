/**
 * The NFT auction API module against its MSW mock (msw/nft-auction.ts): a bid with the new total
 * from nft-auction-math, the deposit held once, once per key; a stale total refused as the step
 * taken; a rival's bid outbids the caller (the private event); the close makes the caller's
 * winning order with its 24 h deadline and payment returns the deposit; refusals change nothing.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MockNftAuctionNow } from './contract/nft-auction.fixtures'
import { PAYMENT_WINDOW_MS, bidTotal } from './contract/nft-auction-math'
import { USDT_ID } from './contract/wallet'
import { nftAuctionApi } from './nft-auction'
import { createNftAuctionMock, nftAuctionScenarios } from './msw/nft-auction'
import { newIdempotencyKey } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const HOUR = 3_600_000
const TIDAL = 'NFT-AUC-01'

function mock(state: Parameters<typeof createNftAuctionMock>[0] = {}) {
  const auction = createNftAuctionMock(state)
  server.use(...auction.list)
  return auction
}
const usdt = (m: ReturnType<typeof mock>) => m.balances().change[USDT_ID]!.available

describe('nftAuctionApi', () => {
  it('bids the increment at the confirmed total, holding the deposit once, once per key', async () => {
    const m = mock()
    const req = {
      code: TIDAL,
      price: '10',
      total: bidTotal('120.0000', '10', 4),
      idempotency_key: newIdempotencyKey(),
    }
    const first = await nftAuctionApi.bid(req)
    expect([first.price, first.nextMin, first.bidCount, first.depositHeld]).toEqual([
      '130.0000',
      '140.0000',
      3,
      '5.0000',
    ])
    expect(first.bid).toMatchObject({ total: '130.0000', highest: true, mine: true })
    expect(await nftAuctionApi.bid(req)).toEqual(first)
    expect(usdt(m)).toBe('12495.5000')
    // outbid by a rival, the caller hears it and bids again: no second deposit
    const heard: unknown[] = []
    m.onOutbid((e) => heard.push(e))
    m.rivalBid(TIDAL)
    expect(heard).toMatchObject([{ type: 'nft_outbid', code: TIDAL, price: '140.0000' }])
    const again = await nftAuctionApi.bid({
      code: TIDAL,
      price: '10',
      total: '150.0000',
      idempotency_key: newIdempotencyKey(),
    })
    expect(again.depositHeld).toBe('0.0000')
    expect(usdt(m)).toBe('12495.5000')
    const log = await nftAuctionApi.bidLog({ code: TIDAL })
    expect(log.map((b) => [b.total, b.highest, b.mine])).toEqual([
      ['150.0000', true, true],
      ['140.0000', false, false],
      ['130.0000', false, true],
    ])
    const mine = await nftAuctionApi.myBids()
    expect(mine.total).toBe(2)
  })

  it('reads the bid sheet’s figures: the deposit due on the first bid only', async () => {
    mock()
    const before = await nftAuctionApi.info({ code: TIDAL })
    expect(before).toMatchObject({
      phase: 'open',
      price: '120.0000',
      nextMin: '130.0000',
      deposit: '5.0000',
      depositHeld: false,
      depositDue: '5.0000',
      isHighest: false,
    })
    await nftAuctionApi.bid({
      code: TIDAL,
      price: '10',
      total: before.nextMin,
      idempotency_key: newIdempotencyKey(),
    })
    const after = await nftAuctionApi.info({ code: TIDAL })
    expect([after.depositHeld, after.depositDue, after.isHighest, after.nextMin]).toEqual([
      true,
      '0.0000',
      true,
      '140.0000',
    ])
    expect((await nftAuctionApi.info({ code: 'NFT-AUC-02' })).phase).toBe('notStarted')
  })

  it('refuses a stale total, a low increment and the owner, changing nothing', async () => {
    const m = mock()
    const before = structuredClone(m.balances())
    const bid = (code: string, price: string, total: string) =>
      nftAuctionApi.bid({ code, price, total, idempotency_key: newIdempotencyKey() })
    await expect(bid(TIDAL, '10', '120.0000')).rejects.toMatchObject({ code: 'nftBidTaken' })
    await expect(bid(TIDAL, '9', '129.0000')).rejects.toMatchObject({ code: 'nftBidTooLow' })
    await expect(bid('NFT-AUC-03', '5', '85.0000')).rejects.toMatchObject({ code: 'nftOwnItem' })
    await expect(bid('NFT-AUC-02', '25', '275.0000')).rejects.toMatchObject({
      code: 'nftNotStarted',
    })
    await expect(bid('NOPE', '1', '1')).rejects.toMatchObject({ code: 'notFound' })
    expect(m.balances()).toEqual(before)
    expect(m.lots()[0]!.bid_count).toBe(2)
  })

  it('the close makes the winner order with its deadline; paying returns the deposit', async () => {
    const m = mock()
    await nftAuctionApi.bid({
      code: TIDAL,
      price: '10',
      total: '130.0000',
      idempotency_key: newIdempotencyKey(),
    })
    m.advance(7 * HOUR)
    const [order] = await nftAuctionApi.orders()
    expect(order).toMatchObject({
      code: TIDAL,
      state: 'awaitingPayment',
      price: '130.0000',
      deposit: '5.0000',
      depositFate: 'held',
    })
    expect(order!.deadline - order!.createdAt).toBe(PAYMENT_WINDOW_MS)
    expect(order!.now).toBe(MockNftAuctionNow + 7 * HOUR)
    const key = newIdempotencyKey()
    const paid = await nftAuctionApi.pay({ id: order!.id, idempotency_key: key })
    expect(paid).toMatchObject({ state: 'paid', depositFate: 'returned' })
    expect(await nftAuctionApi.pay({ id: order!.id, idempotency_key: key })).toEqual(paid)
    await expect(
      nftAuctionApi.pay({ id: order!.id, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'nftOrderPaid' })
    // 12500.5 − 5 (deposit) − 130 (price) + 5 (deposit back)
    expect(usdt(m)).toBe('12370.5000')
    expect((await nftAuctionApi.read({ id: order!.id })).read).toBe(true)
  })

  it('an unpaid order past its deadline is expired and its deposit forfeited', async () => {
    const m = mock()
    await nftAuctionApi.bid({
      code: TIDAL,
      price: '10',
      total: '130.0000',
      idempotency_key: newIdempotencyKey(),
    })
    m.advance(7 * HOUR) // the close: the deadline counts from here
    m.advance(PAYMENT_WINDOW_MS + 1000)
    const [order] = await nftAuctionApi.orders()
    expect(order).toMatchObject({ state: 'expired', depositFate: 'forfeited' })
    await expect(
      nftAuctionApi.pay({ id: order!.id, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'nftOrderExpired' })
    expect(usdt(m)).toBe('12495.5000')
  })

  it('offers failure scenarios', async () => {
    server.use(nftAuctionScenarios.bidTaken)
    await expect(
      nftAuctionApi.bid({
        code: TIDAL,
        price: '10',
        total: '130',
        idempotency_key: newIdempotencyKey(),
      }),
    ).rejects.toMatchObject({ code: 'nftBidTaken' })
    server.use(nftAuctionScenarios.ordersDown)
    await expect(nftAuctionApi.orders()).rejects.toMatchObject({ code: 'network' })
  })
})
