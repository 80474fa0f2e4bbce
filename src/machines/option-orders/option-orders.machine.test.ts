import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MicroListsRequest, OptionOrder, OptionPage } from '@/api/contract/micro'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  manyClosedOptions,
  MockEthWinFall,
  MockLossRise,
  MockOpenRise,
  MockSettledRise,
  MockTieFall,
  MockWinRise,
  mockOptionOrders,
  optionOrdersSnapshots,
} from './option-orders.fixtures'
import type { OptionListFilter } from './option-orders.logic'
import { optionOrdersMachine } from './option-orders.machine'
import { toOptionOrdersView } from './option-orders.view'

type Load = (input: MicroListsRequest) => Promise<OptionPage>

const answer = (items: OptionOrder[], req: MicroListsRequest): OptionPage => {
  const limit = Number(req.limit ?? 10)
  const page = Number(req.page ?? 1)
  return {
    items: items.slice((page - 1) * limit, page * limit),
    page,
    pages: Math.max(1, Math.ceil(items.length / limit)),
    total: items.length,
  }
}
const codes = { open: 1, closed: 3 } as const
const byStatus = (req: MicroListsRequest) =>
  mockOptionOrders.filter((o) => req.status === -1 || codes[o.status as 'open'] === req.status)

function start(opts: { load?: Load; filter?: OptionListFilter } = {}) {
  const load = vi.fn(opts.load ?? (async (req: MicroListsRequest) => answer(byStatus(req), req)))
  const machine = optionOrdersMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => load(input)) },
  })
  const actor = createActor(machine, { input: { filter: opts.filter } }).start()
  const view = () => toOptionOrdersView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  return { actor, load, view, ready }
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id)

describe('option orders (the options history)', () => {
  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(optionOrdersMachine, optionOrdersSnapshots)).toEqual([])
  })

  it('asks for every option first, then the next page', async () => {
    const rows = manyClosedOptions(13)
    const { actor, load, view, ready } = start({ load: async (req) => answer(rows, req) })
    await ready()
    expect(load).toHaveBeenLastCalledWith({ status: -1, page: 1, limit: 10 })
    expect(view()).toMatchObject({ status: 'ready', hasMore: true, total: 13, filter: 'all' })
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2)
    expect(load).toHaveBeenLastCalledWith({ status: -1, page: 2, limit: 10 })
    expect(view().rows).toHaveLength(13)
    expect(view().hasMore).toBe(false)
  })

  it('asks lists for status 1 on Open and 3 on Closed', async () => {
    const { actor, load, view, ready } = start({ filter: 'open' })
    await ready()
    expect(load).toHaveBeenLastCalledWith({ status: 1, page: 1, limit: 10 })
    expect(ids(view().rows)).toEqual([108, 107])
    actor.send({ type: 'filter.change', filter: 'closed' })
    await ready()
    expect(load).toHaveBeenLastCalledWith({ status: 3, page: 1, limit: 10 })
    expect(ids(view().rows)).toEqual([106, 105, 104, 103, 102])
    actor.send({ type: 'filter.change', filter: 'closed' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('fails with the code and retries', async () => {
    let calls = 0
    const { actor, view, ready } = start({
      load: async (req) => {
        if (calls++ === 0) throw new ApiError('network')
        return answer(mockOptionOrders, req)
      },
    })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network', rows: [] })
    actor.send({ type: 'list.retry' })
    await ready()
    expect(view().error).toBeNull()
  })

  it('says how each option stands and what it came to after the fee', async () => {
    const { view, ready } = start()
    await ready()
    const row = (id: number) => view().rows.find((r) => r.id === id)!
    expect(row(MockOpenRise.id)).toMatchObject({ state: 'open', net: null, credit: null })
    expect(row(MockWinRise.id)).toMatchObject({
      state: 'win',
      fee: '1.0000',
      credit: '180.0000',
      net: '79.0000',
    })
    expect(row(MockLossRise.id)).toMatchObject({
      state: 'loss',
      credit: '0.0000',
      net: '-202.0000',
    })
    expect(row(MockTieFall.id)).toMatchObject({ state: 'tie', credit: '10.0000', net: '-0.1000' })
    expect(row(MockEthWinFall.id)).toMatchObject({ state: 'win', net: '435.0000' })
  })

  it('opens a detail only for a shown row, and closes it', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'order.open', id: 999 })
    expect(view().detail).toBeNull()
    actor.send({ type: 'order.open', id: MockWinRise.id })
    expect(view().detail).toMatchObject({ id: 106, showId: 10106, endPrice: '41215.37' })
    actor.send({ type: 'detail.close' })
    expect(view().detail).toBeNull()
  })

  describe('order.changed (closed_microorder)', () => {
    it('moves a settled option off Open without a refetch and updates its open detail', async () => {
      const { actor, load, view, ready } = start({ filter: 'open' })
      await ready()
      actor.send({ type: 'order.open', id: MockOpenRise.id })
      actor.send({ type: 'order.changed', order: MockSettledRise })
      expect(view().detail).toMatchObject({ state: 'win', endPrice: '41255.02', net: '79.0000' })
      actor.send({ type: 'detail.close' })
      expect(ids(view().rows)).toEqual([107])
      expect(view().total).toBe(1)
      expect(load).toHaveBeenCalledOnce()
    })

    it('settles the row in place on All and puts it first on Closed', async () => {
      const all = start()
      await all.ready()
      all.actor.send({ type: 'order.changed', order: MockSettledRise })
      expect(all.view().rows[0]).toMatchObject({ id: 108, state: 'win' })
      expect(all.view().rows).toHaveLength(mockOptionOrders.length)

      const closed = start({ filter: 'closed' })
      await closed.ready()
      closed.actor.send({ type: 'order.changed', order: MockSettledRise })
      expect(ids(closed.view().rows)).toEqual([108, 106, 105, 104, 103, 102])
      expect(closed.view().total).toBe(6)
    })

    it('fills an empty Closed tab, and an empty Open tab stays empty', async () => {
      const closed = start({ filter: 'closed', load: async (req) => answer([], req) })
      await waitFor(closed.actor, (s) => s.hasTag('empty'))
      closed.actor.send({ type: 'order.changed', order: MockSettledRise })
      expect(closed.view()).toMatchObject({ status: 'ready', total: 1 })

      const open = start({ filter: 'open', load: async (req) => answer([], req) })
      await waitFor(open.actor, (s) => s.hasTag('empty'))
      open.actor.send({ type: 'order.changed', order: MockSettledRise })
      expect(open.view().status).toBe('empty')
    })

    it('goes empty when the last open option settles', async () => {
      const { actor, view, ready } = start({
        filter: 'open',
        load: async (req) => answer([MockOpenRise], req),
      })
      await ready()
      actor.send({ type: 'order.changed', order: MockSettledRise })
      expect(view()).toMatchObject({ status: 'empty', total: 0 })
    })
  })
})
