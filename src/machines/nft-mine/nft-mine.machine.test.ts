import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, waitFor } from 'xstate'
import { MockNftLots, MockNftWinnerOrders } from '@/api/contract/nft-auction.fixtures'
import { nftAuctionApi } from '@/api/nft-auction'
import { newIdempotencyKey } from '@/api/wallet'
import { createNftAuctionMock } from '@/api/msw/nft-auction'
import { createNftMock } from '@/api/msw/nft'
import { uncoveredLeaves } from '@/test/state-coverage'
import { nftMineSnapshots } from './nft-mine.fixtures'
import { MINE_TICK_MS, nftMineMachine } from './nft-mine.machine'
import { toNftMineView } from './nft-mine.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function mocks() {
  const nft = createNftMock()
  const auction = createNftAuctionMock({ orders: MockNftWinnerOrders })
  server.use(...nft.list, ...auction.list)
  return { nft, auction }
}

const HOUR = 3_600_000

describe('my NFTs', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(nftMineMachine, nftMineSnapshots)).toEqual([])
  })

  it('lists the caller’s items, then their bids and their won auctions by tab', async () => {
    mocks()
    const code = MockNftLots[0]!.code
    const info = await nftAuctionApi.info({ code })
    await nftAuctionApi.bid({
      code,
      price: info.perIncrease,
      total: info.nextMin,
      idempotency_key: newIdempotencyKey(),
    })
    const actor = createActor(nftMineMachine, { input: {} }).start()
    const view = () => toNftMineView(actor.getSnapshot())
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(view().tab).toBe('owned')
    expect(view().rows.map((r) => r.kind === 'owned' && [r.item.id, r.standing])).toEqual([
      [11, 'onSaleFixed'],
      [10, 'held'],
    ])
    actor.send({ type: 'tab.change', tab: 'bids' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(view()).toMatchObject({ tab: 'bids', status: 'ready' })
    expect(view().rows.every((r) => r.kind === 'bid')).toBe(true)
    actor.send({ type: 'tab.change', tab: 'orders' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(view().rows.map((r) => r.kind === 'order' && r.order.state)).toEqual([
      'awaitingPayment',
      'paid',
      'expired',
    ])
  })

  it('counts the payment deadline down from the server’s now, one second per tick', async () => {
    mocks()
    const clock = new SimulatedClock()
    const actor = createActor(nftMineMachine, { input: { tab: 'orders' }, clock }).start()
    await waitFor(actor, (s) => s.hasTag('ready'))
    const remaining = () => {
      const row = toNftMineView(actor.getSnapshot()).rows[0]!
      return row.kind === 'order' ? row.remainingMs : undefined
    }
    // the first order closed 3 h before the server's now: 21 h left
    expect(remaining()).toBe(21 * HOUR)
    clock.increment(MINE_TICK_MS)
    clock.increment(MINE_TICK_MS)
    expect(remaining()).toBe(21 * HOUR - 2 * MINE_TICK_MS)
    const overdue = toNftMineView(nftMineSnapshots.ordersOverdue).rows[0]!
    expect(overdue.kind === 'order' && overdue.remainingMs).toBe(0)
    const paid = toNftMineView(actor.getSnapshot()).rows[1]!
    expect(paid.kind === 'order' && paid.remainingMs).toBeNull()
  })
})
