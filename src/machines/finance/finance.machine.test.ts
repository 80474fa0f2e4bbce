import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { DualHighlight, IeoCounts, LockHighlights } from '@/api/contract/finance-math'
import { ApiError } from '@/api/errors'
import { createDualMock, dualScenarios } from '@/api/msw/dual'
import { createIeoMock } from '@/api/msw/ieo'
import { createLockmingMock, lockmingScenarios } from '@/api/msw/lockming'
import { uncoveredLeaves } from '@/test/state-coverage'
import { MockFinanceFigures, financeSnapshots } from './finance.fixtures'
import { financeMachine } from './finance.machine'
import { toFinanceView } from './finance.view'

const figures = MockFinanceFigures as {
  lock: LockHighlights
  dual: DualHighlight
  ieo: IeoCounts
}

function start(
  overrides: Partial<Record<'loadLock' | 'loadDual' | 'loadIeo', () => Promise<unknown>>> = {},
) {
  const loads = {
    loadLock: vi.fn(overrides.loadLock ?? (async () => figures.lock)),
    loadDual: vi.fn(overrides.loadDual ?? (async () => figures.dual)),
    loadIeo: vi.fn(overrides.loadIeo ?? (async () => figures.ieo)),
  }
  const actor = createActor(
    financeMachine.provide({
      actors: {
        loadLock: fromPromise(() => loads.loadLock() as Promise<LockHighlights | null>),
        loadDual: fromPromise(() => loads.loadDual() as Promise<DualHighlight | null>),
        loadIeo: fromPromise(() => loads.loadIeo() as Promise<IeoCounts>),
      },
    }),
  ).start()
  const settled = () =>
    waitFor(actor, (s) => !['lock', 'dual', 'ieo'].some((c) => s.matches({ [c]: 'loading' })))
  return { actor, loads, settled, view: () => toFinanceView(actor.getSnapshot()) }
}

describe('the finance hub', () => {
  it('loads the three cards at once and shows their figures', async () => {
    const { view, loads, settled } = start()
    expect(view()).toMatchObject({
      lock: { status: 'loading' },
      dual: { status: 'loading' },
      ieo: { status: 'loading' },
    })
    expect(Object.values(loads).map((l) => l.mock.calls.length)).toEqual([1, 1, 1])
    await settled()
    expect(view()).toEqual({
      lock: { status: 'ready', data: figures.lock, error: null },
      dual: { status: 'ready', data: figures.dual, error: null },
      ieo: { status: 'ready', data: figures.ieo, error: null },
    })
  })

  it('keeps the other cards when one fails, and retries only that one', async () => {
    let fail = true
    const { actor, view, loads, settled } = start({
      loadDual: async () => {
        if (fail) throw new ApiError('timeout')
        return figures.dual
      },
    })
    await settled()
    expect(view()).toMatchObject({
      lock: { status: 'ready', data: figures.lock },
      dual: { status: 'failed', data: null, error: 'timeout' },
      ieo: { status: 'ready', data: figures.ieo },
    })
    actor.send({ type: 'lock.retry' }) // not failed: nothing to retry
    fail = false
    actor.send({ type: 'dual.retry' })
    expect(view().dual.status).toBe('loading')
    await settled()
    expect(view().dual).toEqual({ status: 'ready', data: figures.dual, error: null })
    expect(Object.values(loads).map((l) => l.mock.calls.length)).toEqual([1, 2, 1])
  })

  it('says nothing is open when no product can be bought', async () => {
    const { view, settled } = start({
      loadLock: async () => null,
      loadDual: async () => null,
      loadIeo: async () => ({ inProgress: 0, notStarted: 0 }),
    })
    await settled()
    expect(view()).toMatchObject({
      lock: { status: 'ready', data: null },
      dual: { status: 'ready', data: null },
      ieo: { status: 'ready', data: { inProgress: 0, notStarted: 0 } },
    })
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(financeMachine, financeSnapshots)).toEqual([])
    expect(toFinanceView(financeSnapshots.ieoFailed).ieo).toEqual({
      status: 'failed',
      data: null,
      error: 'network',
    })
  })
})

describe('the finance hub over HTTP (the MSW mocks)', () => {
  const lockming = createLockmingMock()
  const server = setupServer(...lockming.list, ...createDualMock().list, ...createIeoMock().list)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  const settled = (actor: ReturnType<typeof createActor<typeof financeMachine>>) =>
    waitFor(actor, (s) => !['lock', 'dual', 'ieo'].some((c) => s.matches({ [c]: 'loading' })))

  it('reads every product: the best rates, the shortest term, projects by phase', async () => {
    const actor = createActor(financeMachine).start()
    await settled(actor)
    const view = toFinanceView(actor.getSnapshot())
    expect(view.lock.data).toMatchObject({
      bestDailyRate: '0.5',
      bestRateCoin: 'USDT',
      shortestDays: 5,
    })
    expect(view.dual.data).toMatchObject({ bestRate: '50', coin: 'ETH', direction: 'put' })
    expect(view.ieo.data).toEqual({ inProgress: 1, notStarted: 1 })
  })

  it('fails one card on its own', async () => {
    server.use(lockmingScenarios.configsDown, dualScenarios.productsDown)
    const actor = createActor(financeMachine).start()
    await settled(actor)
    expect(toFinanceView(actor.getSnapshot())).toMatchObject({
      lock: { status: 'failed', error: 'network' },
      dual: { status: 'failed', error: 'network' },
      ieo: { status: 'ready' },
    })
  })
})
