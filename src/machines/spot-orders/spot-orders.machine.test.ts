import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  spotOrderPage,
  type SpotListRequest,
  type SpotOrder,
  type SpotOrderPage,
} from '@/api/contract/spot'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  MockBtcPair,
  MockEthPair,
  MockFilledBuy,
  MockOpenBuy,
  MockOpenEthBuy,
  MockOpenSell,
  manyOpenOrders,
  mockCancelled,
  mockFilled,
  mockOpenOrder,
  mockOpenOrders,
  spotOrdersSnapshots,
} from './spot-orders.fixtures'
import type { SpotOrdersFilter } from './spot-orders.logic'
import { spotOrdersMachine } from './spot-orders.machine'
import { toSpotOrdersView } from './spot-orders.view'

type Load = (input: SpotListRequest) => Promise<SpotOrderPage>
type Cancel = (input: { id: number }) => Promise<SpotOrder | null>

const page = (items: SpotOrder[], req: SpotListRequest) =>
  spotOrderPage(items, req.page ?? 1, req.limit ?? 20)

function start(
  opts: { load?: Load; cancel?: Cancel; filter?: SpotOrdersFilter; pageSize?: number } = {},
) {
  const load = vi.fn(opts.load ?? (async (req: SpotListRequest) => page(mockOpenOrders, req)))
  const cancel = vi.fn(
    opts.cancel ??
      (async ({ id }: { id: number }) => mockCancelled(mockOpenOrders.find((o) => o.id === id)!)),
  )
  const machine = spotOrdersMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => load(input)),
      cancelOrder: fromPromise(({ input }) => cancel(input)),
    },
  })
  const actor = createActor(machine, {
    input: { filter: opts.filter, pageSize: opts.pageSize },
  }).start()
  const emitted: SpotOrder[] = []
  actor.on('cancelled', (e) => emitted.push(e.order))
  const view = () => toSpotOrdersView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  return { actor, load, cancel, view, emitted, ready }
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id)

describe('spot orders', () => {
  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(spotOrdersMachine, spotOrdersSnapshots)).toEqual([])
  })

  it("asks for all pairs' open orders first, then the next page", async () => {
    const orders = manyOpenOrders(25)
    const { actor, load, view, ready } = start({
      load: async (req) => page(orders.slice((req.page! - 1) * 20, req.page! * 20), req),
    })
    await ready()
    expect(load).toHaveBeenLastCalledWith({ status: 1, page: 1, limit: 20 })
    expect(view()).toMatchObject({ status: 'ready', hasMore: true, total: 21 })
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2)
    expect(load).toHaveBeenLastCalledWith({ status: 1, page: 2, limit: 20 })
    expect(view()).toMatchObject({ hasMore: false, total: 25 })
    expect(view().rows).toHaveLength(25)
  })

  it('maps the status tab and the pair to coin/list', async () => {
    const { actor, load, ready } = start({ filter: { status: 'filled', pair: MockBtcPair } })
    await waitFor(actor, (s) => !s.hasTag('loading'))
    expect(load).toHaveBeenLastCalledWith({
      status: 2,
      currency_id: 1,
      legal_id: 3,
      page: 1,
      limit: 20,
    })
    actor.send({ type: 'filter.change', filter: { status: 'cancelled', pair: null } })
    await ready()
    expect(load).toHaveBeenLastCalledWith({ status: 3, page: 1, limit: 20 })
  })

  it('takes a smaller page for the Trade screen', async () => {
    const { load, ready } = start({ filter: { status: 'open', pair: MockBtcPair }, pageSize: 5 })
    await ready()
    expect(load).toHaveBeenLastCalledWith({
      status: 1,
      currency_id: 1,
      legal_id: 3,
      page: 1,
      limit: 5,
    })
  })

  it('cancels an open order after the confirm and drops it from the open tab', async () => {
    const { actor, cancel, view, emitted, ready } = start()
    await ready()
    actor.send({ type: 'order.cancel', id: MockOpenSell.id })
    expect(actor.getSnapshot().hasTag('sheetOpen')).toBe(true)
    expect(view().cancel).toMatchObject({ busy: false, order: { id: MockOpenSell.id } })
    actor.send({ type: 'cancel.confirm' })
    expect(view().cancel?.busy).toBe(true)
    await ready()
    expect(cancel).toHaveBeenCalledWith({ id: MockOpenSell.id })
    expect(ids(view().rows)).toEqual([MockOpenBuy.id, MockOpenEthBuy.id])
    expect(view()).toMatchObject({ cancel: null, total: 2 })
    expect(emitted).toEqual([expect.objectContaining({ id: MockOpenSell.id, status: 'cancelled' })])
  })

  it('keeps the row marked cancelled when the platform answers nothing', async () => {
    const { actor, emitted, ready } = start({ cancel: async () => null })
    await ready()
    actor.send({ type: 'order.cancel', id: MockOpenBuy.id })
    actor.send({ type: 'cancel.confirm' })
    await ready()
    expect(emitted[0]).toMatchObject({ id: MockOpenBuy.id, status: 'cancelled', locked: '0' })
  })

  it('offers no cancel for an order that is not open, and closes the confirm on dismiss', async () => {
    const { actor, ready } = start({ load: async (req) => page([MockFilledBuy], req) })
    await ready()
    actor.send({ type: 'order.cancel', id: MockFilledBuy.id })
    expect(actor.getSnapshot().hasTag('sheetOpen')).toBe(false)
    const second = start()
    await second.ready()
    second.actor.send({ type: 'order.cancel', id: MockOpenBuy.id })
    second.actor.send({ type: 'cancel.dismiss' })
    expect(second.actor.getSnapshot().value).toEqual({ ready: 'idle' })
  })

  it('keeps the sheet on a network error; confirming again retries', async () => {
    let calls = 0
    const { actor, view, ready } = start({
      cancel: async ({ id }) => {
        if (calls++ === 0) throw new ApiError('network')
        return mockCancelled(mockOpenOrder(id, 'buy', '1', '1'))
      },
    })
    await ready()
    actor.send({ type: 'order.cancel', id: MockOpenBuy.id })
    actor.send({ type: 'cancel.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: 'confirming' }))
    expect(view().cancel).toMatchObject({ busy: false, error: 'network' })
    actor.send({ type: 'cancel.confirm' })
    await ready()
    expect(ids(view().rows)).not.toContain(MockOpenBuy.id)
  })

  it('refreshes the list and says so when the order was filled meanwhile', async () => {
    let filled = false
    const { actor, load, view, ready } = start({
      load: async (req) => page(filled ? [MockOpenSell, MockOpenEthBuy] : mockOpenOrders, req),
      cancel: async () => {
        filled = true
        throw new ApiError('orderNotOpen')
      },
    })
    await ready()
    actor.send({ type: 'order.cancel', id: MockOpenBuy.id })
    actor.send({ type: 'cancel.confirm' })
    await waitFor(actor, (s) => s.hasTag('loading'))
    await ready()
    expect(load).toHaveBeenCalledTimes(2)
    expect(view()).toMatchObject({ notice: 'orderNotOpen', cancel: null })
    expect(ids(view().rows)).toEqual([MockOpenSell.id, MockOpenEthBuy.id])
    actor.send({ type: 'notice.dismiss' })
    expect(view().notice).toBeNull()
  })

  it('opens the detail, cancels from it, and goes back to it on dismiss', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'order.open', id: MockOpenBuy.id })
    expect(view().detail).toMatchObject({ id: MockOpenBuy.id, canCancel: true, total: '250' })
    actor.send({ type: 'order.cancel', id: MockOpenBuy.id })
    expect(view()).toMatchObject({ detail: null, cancel: { order: { id: MockOpenBuy.id } } })
    actor.send({ type: 'cancel.dismiss' })
    expect(view().detail?.id).toBe(MockOpenBuy.id)
    actor.send({ type: 'detail.close' })
    expect(view().detail).toBeNull()
  })

  describe('order.changed', () => {
    it('moves a filled order off the open tab and updates its open detail', async () => {
      const { actor, view, ready } = start()
      await ready()
      actor.send({ type: 'order.open', id: MockOpenSell.id })
      const filled = mockFilled(MockOpenSell, '43500.10')
      actor.send({ type: 'order.changed', order: filled })
      expect(ids(view().rows)).toEqual([MockOpenBuy.id, MockOpenEthBuy.id])
      expect(view().detail).toMatchObject({ status: 'filled', fillMarketPrice: '43500.10' })
    })

    it('puts a new order first, only on its own tab and pair', async () => {
      const { actor, view, ready, load } = start({ filter: { status: 'open', pair: MockBtcPair } })
      await ready()
      const placed = mockOpenOrder(50, 'buy', '40000.00', '0.0100')
      actor.send({ type: 'order.changed', order: placed })
      actor.send({
        type: 'order.changed',
        order: mockOpenOrder(51, 'buy', '2000.00', '1', MockEthPair),
      })
      expect(ids(view().rows)[0]).toBe(50)
      expect(ids(view().rows)).not.toContain(51)
      expect(view().total).toBe(mockOpenOrders.length + 1)
      expect(load).toHaveBeenCalledOnce()
    })

    it('fills an empty tab, and empties it again', async () => {
      const { actor, view } = start({
        filter: { status: 'filled', pair: null },
        load: async (req) => page([], req),
      })
      await waitFor(actor, (s) => s.matches('empty'))
      actor.send({ type: 'order.changed', order: MockFilledBuy })
      expect(view()).toMatchObject({ status: 'ready', rows: [{ id: MockFilledBuy.id }] })
      actor.send({ type: 'order.changed', order: { ...MockFilledBuy, status: 'open' } })
      expect(view().status).toBe('empty')
    })

    it('replaces a row still shown', async () => {
      const { actor, view, ready } = start()
      await ready()
      actor.send({ type: 'order.changed', order: { ...MockOpenBuy, locked: '1' } })
      expect(view().rows[0]).toMatchObject({ id: MockOpenBuy.id, locked: '1' })
      expect(view().total).toBe(3)
    })
  })

  it('draws every fixture', () => {
    expect(toSpotOrdersView(spotOrdersSnapshots.cancelling).cancel).toMatchObject({ busy: true })
    expect(toSpotOrdersView(spotOrdersSnapshots.filledDetail).detail).toMatchObject({
      status: 'filled',
      filled: '0.0500',
      canCancel: false,
    })
    expect(toSpotOrdersView(spotOrdersSnapshots.open).rows.map((r) => r.canCancel)).toEqual([
      true,
      true,
      true,
    ])
  })
})
