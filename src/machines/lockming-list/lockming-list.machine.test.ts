import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LockConfigWire } from '@/api/contract/lockming'
import { MockLockConfigs } from '@/api/contract/lockming.fixtures'
import { ApiError } from '@/api/errors'
import { createLockmingMock, lockmingScenarios } from '@/api/msw/lockming'
import { uncoveredLeaves } from '@/test/state-coverage'
import { lockmingListSnapshots, productsOf } from './lockming-list.fixtures'
import { configPage, lockmingListMachine, type LockConfigPage } from './lockming-list.machine'
import { toLockmingListView } from './lockming-list.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const start = (
  machine = lockmingListMachine,
  input: { filter?: 'lock' | 'defi' | 'cloud' } = {},
) => {
  const actor = createActor(machine, { input }).start()
  const view = () => toLockmingListView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled }
}

/** `count` more DeFi products like the first, ids from 100. */
const moreDefi = (count: number): LockConfigWire[] =>
  Array.from({ length: count }, (_, i) => ({ ...MockLockConfigs[5]!, id: 100 + i, day: 20 + i }))

describe('lock mining products', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(lockmingListMachine, lockmingListSnapshots)).toEqual([])
  })

  it('a full page may have another: pages from the count of rows', () => {
    const rows = productsOf('lock')
    expect(configPage({ items: rows, page: 1 }, 5)).toEqual({
      items: rows,
      page: 1,
      pages: 2,
      total: 5,
    })
    expect(configPage({ items: rows, page: 2 }, 10)).toMatchObject({ pages: 2, total: 15 })
    expect(configPage({ items: [], page: 2 }, 10)).toMatchObject({ pages: 2, total: 10 })
  })

  it('lists the locked products with their annual rate, then another kind on tab.change', async () => {
    server.use(...createLockmingMock().list)
    const { actor, view, settled } = start()
    expect(view().status).toBe('loading')
    await settled()
    expect(view()).toMatchObject({ status: 'ready', kind: 'lock', hasMore: false })
    expect(view().products.map((p) => [p.currency, p.days, p.dailyRate, p.annualRate])).toEqual([
      ['USDT', 5, '0.3', '109.5'],
      ['USDT', 15, '0.35', '127.75'],
      ['USDT', 30, '0.4', '146'],
      ['BTC', 30, '0.4', '146'],
      ['ETH', 15, '0.35', '127.75'],
    ])
    actor.send({ type: 'tab.change', tab: 'cloud' })
    expect(view().status).toBe('loading')
    await settled()
    expect(view().products.map((p) => [p.kind, p.currency, p.days])).toEqual([
      ['cloud', 'BTC', 60],
      ['cloud', 'USDT', 90],
    ])
  })

  it('starts on the kind of its input', async () => {
    server.use(...createLockmingMock().list)
    const { view, settled } = start(lockmingListMachine, { filter: 'defi' })
    await settled()
    expect(view().products.map((p) => p.currency)).toEqual(['USDT', 'ETH'])
  })

  it('loads the next page of 10 on "load more" after a full page', async () => {
    const defi = [...MockLockConfigs.filter((c) => c.type === 'defi'), ...moreDefi(9)]
    server.use(...createLockmingMock({ configs: defi }).list)
    const { actor, view, settled } = start(lockmingListMachine, { filter: 'defi' })
    await settled()
    expect(view()).toMatchObject({ hasMore: true })
    expect(view().products).toHaveLength(10)
    actor.send({ type: 'list.more' })
    expect(view().isLoadingMore).toBe(true)
    await settled()
    expect(view()).toMatchObject({ hasMore: false })
    expect(view().products).toHaveLength(11)
  })

  it('keeps the list when the next page fails, and tries again', async () => {
    const load = vi.fn(async ({ page }: { page: number }): Promise<LockConfigPage> => {
      if (page === 2 && load.mock.calls.length === 2) throw new ApiError('network')
      return { items: page === 1 ? [...productsOf('lock'), ...productsOf('lock')] : [], page }
    })
    const machine = lockmingListMachine.provide({
      actors: { loadPage: fromPromise(({ input }) => load(input)) },
    })
    const { actor, view, settled } = start(machine)
    await settled()
    actor.send({ type: 'list.more' })
    await settled()
    expect(view()).toMatchObject({ status: 'ready', moreError: 'network', hasMore: true })
    actor.send({ type: 'list.more' })
    await settled()
    expect(view()).toMatchObject({ moreError: null, hasMore: false })
    expect(load.mock.calls.map(([req]) => req)).toEqual([
      { page: 1, type: 'lock' },
      { page: 2, type: 'lock' },
      { page: 2, type: 'lock' },
    ])
  })

  it('is empty when the kind has no product', async () => {
    server.use(lockmingScenarios.configsEmpty)
    const { view, settled } = start()
    await settled()
    expect(view()).toMatchObject({ status: 'empty', products: [] })
  })

  it('fails on a network error, and retry loads it', async () => {
    server.use(lockmingScenarios.configsDown)
    const { actor, view, settled } = start()
    await settled()
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers(...createLockmingMock().list)
    actor.send({ type: 'list.retry' })
    await settled()
    expect(view().status).toBe('ready')
  })
})
