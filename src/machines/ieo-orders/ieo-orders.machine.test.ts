import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { DAY_MS, IeoOrder } from '@/api/contract/ieo'
import type { WalletPage } from '@/api/contract/wallet/common'
import { ApiError } from '@/api/errors'
import { createIeoMock } from '@/api/msw/ieo'
import { uncoveredLeaves } from '@/test/state-coverage'
import { MockIeoOrderHistory, ieoOrdersSnapshots, manyIeoOrders } from './ieo-orders.fixtures'
import { ieoOrdersMachine } from './ieo-orders.machine'
import { toIeoOrdersView } from './ieo-orders.view'

type Load = (input: { page: number; limit: number }) => Promise<WalletPage<IeoOrder>>

const pageOf = (orders = MockIeoOrderHistory, page = 1, size = 10): WalletPage<IeoOrder> => ({
  items: orders.slice((page - 1) * size, page * size).map((o) => IeoOrder.parse(o)),
  page,
  pages: Math.max(1, Math.ceil(orders.length / size)),
  total: orders.length,
})

function start(load: Load = async ({ page, limit }) => pageOf(undefined, page, limit)) {
  const loadFn = vi.fn(load)
  const actor = createActor(
    ieoOrdersMachine.provide({ actors: { loadPage: fromPromise(({ input }) => loadFn(input)) } }),
    { input: {} },
  ).start()
  return { actor, load: loadFn, view: () => toIeoOrdersView(actor.getSnapshot()) }
}

describe('my IEO subscriptions', () => {
  it('loads the first page of 10 and shows each order with its status', async () => {
    const { actor, view, load } = start()
    expect(view()).toMatchObject({ status: 'loading', isBusy: true })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(load).toHaveBeenCalledWith({ page: 1, limit: 10 })
    expect(view().rows.map((r) => [r.orderNo, r.tokenName, r.status])).toEqual([
      [1012, 'NOVA', 'paid'],
      [1011, 'NOVA', 'paid'],
      [1010, 'ORBT', 'delivered'],
    ])
    expect(view().rows[0]).toMatchObject({
      amount: '2000.0000',
      cost: '100.0000',
      delivered: '0.0000',
    })
    expect(view().rows[2]).toMatchObject({ delivered: '500.0000', payCurrencyName: 'USDT' })
    expect(view().isBusy).toBe(false)
  })

  it('says when there is no subscription', async () => {
    const { actor, view } = start(async () => pageOf([]))
    await waitFor(actor, (s) => s.hasTag('empty'))
    expect(view()).toMatchObject({ status: 'empty', rows: [] })
  })

  it('fails, then loads again on retry', async () => {
    let calls = 0
    const { actor, view } = start(async ({ page }) => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return pageOf(undefined, page)
    })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().error).toBeNull()
  })

  it('loads the next page, and keeps the list when it fails', async () => {
    const all = manyIeoOrders(14)
    let failNext = true
    const { actor, view, load } = start(async ({ page }) => {
      if (page === 2 && failNext) {
        failNext = false
        throw new ApiError('timeout')
      }
      return pageOf(all, page)
    })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().hasMore).toBe(true)
    actor.send({ type: 'list.more' })
    expect(view().isLoadingMore).toBe(true)
    await waitFor(actor, (s) => !s.hasTag('loadingMore'))
    expect(view()).toMatchObject({ moreError: 'timeout', hasMore: true })
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => !s.hasTag('loadingMore') && s.context.page === 2)
    expect(view()).toMatchObject({ moreError: null, hasMore: false })
    expect(view().rows).toHaveLength(14)
    expect(load).toHaveBeenLastCalledWith({ page: 2, limit: 10 })
  })

  it('drops a session error: the session machine answers it', async () => {
    const { actor, view } = start(async () => {
      throw new ApiError('sessionExpired')
    })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view().error).toBeNull()
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(ieoOrdersMachine, ieoOrdersSnapshots)).toEqual([])
    expect(toIeoOrdersView(ieoOrdersSnapshots.moreFailed)).toMatchObject({
      moreError: 'network',
      hasMore: true,
    })
  })
})

describe('my IEO subscriptions over HTTP (the MSW mock)', () => {
  const mock = createIeoMock()
  const server = setupServer(...mock.list)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  it('sees an order delivered after its project ends, on refresh', async () => {
    const actor = createActor(ieoOrdersMachine, { input: {} }).start()
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(toIeoOrdersView(actor.getSnapshot()).rows.map((r) => r.status)).toEqual(['paid', 'paid'])
    mock.advance(4 * DAY_MS)
    actor.send({ type: 'list.refresh' })
    await waitFor(actor, (s) => s.hasTag('loading'))
    await waitFor(actor, (s) => s.hasTag('ready'))
    const rows = toIeoOrdersView(actor.getSnapshot()).rows
    expect(rows.map((r) => [r.status, r.delivered])).toEqual([
      ['delivered', '2000.0000'],
      ['delivered', '150.5000'],
    ])
    expect(rows[0]!.deliveredAt).not.toBeNull()
  })
})
