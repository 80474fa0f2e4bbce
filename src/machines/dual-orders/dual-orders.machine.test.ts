import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { DualListRequest, DualOrder, DualOrderPage } from '@/api/contract/dual'
import { MockDualNow } from '@/api/contract/dual.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  dualOrdersSnapshots,
  manySettledOrders,
  MockHoldingCall,
  MockHoldingPut,
  MockSettledCall,
  MockSettledNow,
  MockSettledPut,
  MockSettlingCall,
} from './dual-orders.fixtures'
import { dualOrdersMachine } from './dual-orders.machine'
import type { DualOrdersFilter, DualOrdersInput } from './dual-orders.types'
import { toDualOrdersView } from './dual-orders.view'

type Out = DualOrderPage & { now: number }
type Load = (input: DualListRequest) => Promise<Out>

const everyOrder = [MockHoldingPut, MockHoldingCall, MockSettledCall, MockSettledPut]

const answer = (items: DualOrder[], req: DualListRequest, now = MockDualNow): Out => {
  const limit = Number(req.limit ?? 10)
  const page = Number(req.page ?? 1)
  return {
    items: items.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: items.length,
    now,
  }
}
const byRequest = (items: DualOrder[], req: DualListRequest) =>
  items.filter(
    (o) =>
      (req.status === -1 || Number(o.settled) === req.status) &&
      (req.currency === -1 || o.coinId === req.currency) &&
      (!req.type || o.direction === req.type),
  )

function start(opts: { load?: Load; input?: DualOrdersInput; clock?: SimulatedClock } = {}) {
  const load = vi.fn(
    opts.load ?? (async (req: DualListRequest) => answer(byRequest(everyOrder, req), req)),
  )
  const machine = dualOrdersMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => load(input)) },
  })
  const actor = createActor(machine, {
    input: opts.input ?? {},
    ...(opts.clock ? { clock: opts.clock } : {}),
  }).start()
  const view = () => toDualOrdersView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  return { actor, load, view, ready }
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
const filter = (f: Partial<DualOrdersFilter>): DualOrdersFilter => ({
  status: 'holding',
  coin: null,
  direction: null,
  ...f,
})

describe('dual orders (my dual investment)', () => {
  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(dualOrdersMachine, dualOrdersSnapshots)).toEqual([])
  })

  it('asks for holding orders first, then the next page', async () => {
    const rows = manySettledOrders(13).map((o) => ({ ...o, settled: false }))
    const { actor, load, view, ready } = start({ load: async (req) => answer(rows, req) })
    await ready()
    expect(load).toHaveBeenLastCalledWith({ status: 0, currency: -1, page: 1, limit: 10 })
    expect(view()).toMatchObject({ status: 'ready', hasMore: true, total: 13 })
    expect(view().filter).toEqual(filter({}))
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2)
    expect(load).toHaveBeenLastCalledWith({ status: 0, currency: -1, page: 2, limit: 10 })
    expect(view().rows).toHaveLength(13)
    expect(view().hasMore).toBe(false)
  })

  it('asks for the tab, the coin and the direction chosen', async () => {
    const { actor, load, view, ready } = start()
    await ready()
    expect(ids(view().rows)).toEqual([4, 3])
    actor.send({ type: 'filter.change', filter: filter({ status: 'settled' }) })
    await ready()
    expect(load).toHaveBeenLastCalledWith({ status: 1, currency: -1, page: 1, limit: 10 })
    expect(ids(view().rows)).toEqual([2, 1])
    actor.send({
      type: 'filter.change',
      filter: filter({ status: 'all', coin: 2, direction: 'put' }),
    })
    await ready()
    expect(load).toHaveBeenLastCalledWith({
      status: -1,
      currency: 2,
      type: 'put',
      page: 1,
      limit: 10,
    })
    expect(ids(view().rows)).toEqual([4])
    actor.send({
      type: 'filter.change',
      filter: filter({ status: 'all', coin: 2, direction: 'put' }),
    })
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('fails with the code and retries', async () => {
    let calls = 0
    const { actor, view, ready } = start({
      load: async (req) => {
        if (calls++ === 0) throw new ApiError('network')
        return answer(byRequest(everyOrder, req), req)
      },
    })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network', rows: [] })
    actor.send({ type: 'list.retry' })
    await ready()
    expect(view().error).toBeNull()
  })

  it('shows both outcomes of a holding order and the result of a settled one, per currency', async () => {
    const { view, ready } = start({ input: { filter: { status: 'all' } } })
    await ready()
    const row = (id: number) => view().rows.find((r) => r.id === id)!
    // 2 shares of a BTC call: 0.2 BTC at strike 70,000, 36.5 % for 3 days (f = 1.003)
    expect(row(MockHoldingCall.id)).toMatchObject({
      state: 'holding',
      principal: '0.2',
      outcomes: { coin: '0.20060000', usdt: '14042.0000' },
      result: null,
    })
    expect(row(MockSettledCall.id)).toMatchObject({
      state: 'settled',
      outcomes: null,
      result: [{ currency: 'BTC', amount: expect.stringMatching(/^0\.00/) }],
    })
    expect(row(MockSettledPut.id).result).toEqual([
      { currency: 'USDT', amount: expect.stringMatching(/^\d/) },
    ])
    expect(row(MockSettledCall.id).tickSeconds).toBe(MockSettledCall.settleTick / 1000)
  })

  describe('the server clock', () => {
    it('an order past its expiry second that is still holding is settling, by the answer’s now', async () => {
      const { view, ready } = start({
        load: async (req) => answer([MockSettlingCall, MockHoldingCall], req),
      })
      await ready()
      expect(view().rows.map((r) => r.state)).toEqual(['settling', 'holding'])
    })

    it('moves on to the next expiry second by its delay, and the order there shows settling', async () => {
      const clock = new SimulatedClock()
      const now = MockHoldingCall.settleTick - 60_000
      const { actor, view } = start({
        clock,
        load: async (req) => answer([MockHoldingCall, MockHoldingPut], req, now),
      })
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
      expect(view().rows.map((r) => r.state)).toEqual(['holding', 'holding'])
      clock.increment(59_999)
      expect(view().rows[0]!.state).toBe('holding')
      clock.increment(1)
      expect(actor.getSnapshot().context.now).toBe(MockHoldingCall.settleTick)
      expect(view().rows.map((r) => r.state)).toEqual(['settling', 'holding'])
    })
  })

  describe('order.settled (dual_settled)', () => {
    it('moves a settled order off Holding without a refetch', async () => {
      const { actor, load, view, ready } = start({
        load: async (req) => answer([MockSettlingCall, MockHoldingCall], req),
      })
      await ready()
      actor.send({ type: 'order.settled', order: MockSettledNow })
      expect(ids(view().rows)).toEqual([MockHoldingCall.id])
      expect(view().total).toBe(1)
      expect(load).toHaveBeenCalledOnce()
    })

    it('settles the row in place on All and puts it first on Settled', async () => {
      const all = start({
        input: { filter: { status: 'all' } },
        load: async (req) => answer([MockSettlingCall, MockSettledCall], req),
      })
      await all.ready()
      all.actor.send({ type: 'order.settled', order: MockSettledNow })
      expect(all.view().rows[0]).toMatchObject({ id: 5, state: 'settled', outcome: 'usdt' })
      expect(all.view().rows[0]!.result).toEqual([
        { currency: 'BTC', amount: '-0.10000000' },
        { currency: 'USDT', amount: MockSettledNow.payout },
      ])

      const settled = start({ input: { filter: { status: 'settled' } } })
      await settled.ready()
      settled.actor.send({ type: 'order.settled', order: MockSettledNow })
      expect(ids(settled.view().rows)).toEqual([5, 2, 1])
      expect(settled.view().total).toBe(3)
    })

    it('fills an empty Settled tab; Holding empties when its last order settles', async () => {
      const settled = start({
        input: { filter: { status: 'settled' } },
        load: async (req) => answer([], req),
      })
      await waitFor(settled.actor, (s) => s.hasTag('empty'))
      settled.actor.send({ type: 'order.settled', order: MockSettledNow })
      expect(settled.view()).toMatchObject({ status: 'ready', total: 1 })

      const holding = start({ load: async (req) => answer([MockSettlingCall], req) })
      await holding.ready()
      holding.actor.send({ type: 'order.settled', order: MockSettledNow })
      expect(holding.view().status).toBe('empty')
    })

    it('a settlement of another coin is not listed under a coin filter', async () => {
      const { actor, view } = start({ input: { filter: { status: 'settled', coin: 2 } } })
      await waitFor(actor, (s) => s.hasTag('empty'))
      actor.send({ type: 'order.settled', order: MockSettledNow })
      expect(view()).toMatchObject({ status: 'empty', rows: [] })
    })
  })
})
