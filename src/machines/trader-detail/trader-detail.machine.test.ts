import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { TraderDetail, TraderHistoryPage } from '@/api/contract/follow'
import { MockTraderAurora, MockTraderKenji } from '@/api/contract/follow.fixtures'
import { ApiError } from '@/api/errors'
import { followApi } from '@/api/follow'
import { createFollowMock, followScenarios } from '@/api/msw/follow'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  manyClosedOf,
  mockClosedOf,
  mockDetail,
  traderDetailSnapshots,
  traderHistorySnapshots,
} from './trader-detail.fixtures'
import { traderDetailMachine, traderHistoryMachine, traderIdOfParam } from './trader-detail.machine'
import { toTraderDetailView, toTraderHistoryView } from './trader-detail.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const startDetail = (id: number | null) => {
  const actor = createActor(traderDetailMachine, { input: { id } }).start()
  const view = () => toTraderDetailView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading'))
  return { actor, view, settled }
}

describe('the address', () => {
  it('takes a positive whole id and nothing else', () => {
    expect(traderIdOfParam('7')).toBe(7)
    expect(traderIdOfParam(' 8 ')).toBe(8)
    for (const bad of [null, '', '0', '-7', '7.5', 'abc', '1e3', '99999999999999999'])
      expect(traderIdOfParam(bad)).toBeNull()
  })
})

describe('trader detail', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(traderDetailMachine, traderDetailSnapshots, ['traderDetail.starting']),
    ).toEqual([])
    expect(uncoveredLeaves(traderHistoryMachine, traderHistorySnapshots)).toEqual([])
  })

  it('loads a followed trader with the real follower count and the 30 days', async () => {
    server.use(...createFollowMock().list)
    const { view, settled } = startDetail(MockTraderAurora.id)
    expect(view().status).toBe('loading')
    await settled()
    const v = view()
    expect(v.status).toBe('ready')
    expect(v.trader?.nickname).toBe('Aurora')
    // follows 1 and 2 are active, 3 ended: two followers, never a set number (§17.9)
    expect(v.stats?.followers).toBe(2)
    expect(v.myFollow).toEqual({ mode: 'ratio', number: '2' })
    expect(v.dailyPnl).toHaveLength(30)
    expect(v).toEqual(toTraderDetailView(traderDetailSnapshots.following))
  })

  it('a trader the caller does not follow has no follow', async () => {
    server.use(...createFollowMock().list)
    const { view, settled } = startDetail(MockTraderKenji.id)
    await settled()
    expect(view()).toMatchObject({ status: 'ready', myFollow: null })
    expect(view().stats).toEqual(mockDetail(MockTraderKenji).stats)
  })

  it('an unknown trader is not found', async () => {
    server.use(...createFollowMock().list)
    const { view, settled } = startDetail(404)
    await settled()
    expect(view()).toMatchObject({ status: 'notFound', trader: null, error: null })
  })

  it('no valid id is not found without asking', async () => {
    server.use(followScenarios.traderPending)
    const { view } = startDetail(null)
    expect(view().status).toBe('notFound')
    expect(startDetail(-3).view().status).toBe('notFound')
  })

  it('a failure is kept, and retry asks again', async () => {
    server.use(followScenarios.traderDown)
    const { actor, view, settled } = startDetail(MockTraderAurora.id)
    await settled()
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers(...createFollowMock().list)
    actor.send({ type: 'trader.retry' })
    expect(view().status).toBe('loading')
    await settled()
    expect(view().status).toBe('ready')
  })

  it('a session error is stored as none', async () => {
    const machine = traderDetailMachine.provide({
      actors: {
        loadTrader: fromPromise<TraderDetail, { id: number }>(async () => {
          throw new ApiError('sessionExpired')
        }),
      },
    })
    const actor = createActor(machine, { input: { id: 7 } }).start()
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(toTraderDetailView(actor.getSnapshot()).error).toBeNull()
  })

  it('refresh reads the trader again', async () => {
    const mock = createFollowMock()
    server.use(...mock.list)
    const { actor, view, settled } = startDetail(MockTraderKenji.id)
    await settled()
    expect(view().myFollow).toBeNull()
    // the caller follows Kenji elsewhere (the follow page), then comes back
    const body = { trader_user_id: MockTraderKenji.id, type: 2 as const, number: '1' }
    await followApi.follow(body)
    actor.send({ type: 'trader.refresh' })
    await settled()
    expect(view().myFollow).toEqual({ mode: 'lots', number: '1' })
    expect(view().stats?.followers).toBe(2)
  })
})

describe('trader history', () => {
  const startHistory = (traderId: number) => {
    const actor = createActor(traderHistoryMachine, { input: { filter: traderId } }).start()
    const view = () => toTraderHistoryView(actor.getSnapshot())
    return { actor, view }
  }

  it("lists the trader's closed positions, latest close first, and opens one", async () => {
    server.use(...createFollowMock().list)
    const { actor, view } = startHistory(MockTraderAurora.id)
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().rows.map((r) => r.id)).toEqual(mockClosedOf(MockTraderAurora).map((p) => p.id))
    expect(view().rows.every((r) => r.isClosed && !r.copied)).toBe(true)
    // closed by the trader, not by the viewer: never the futures history's "closed by you"
    expect(new Set(view().rows.map((r) => r.outcome))).toEqual(new Set(['closed']))
    expect(view().hasMore).toBe(false)
    actor.send({ type: 'position.open', id: view().rows[1]!.id })
    expect(view().detail?.id).toBe(view().rows[1]!.id)
    actor.send({ type: 'detail.close' })
    expect(view().detail).toBeNull()
  })

  it('a trader with no closed position is empty', async () => {
    server.use(...createFollowMock().list)
    const { actor, view } = startHistory(9)
    await waitFor(actor, (s) => s.hasTag('empty'))
    expect(view()).toMatchObject({ status: 'empty', rows: [] })
  })

  it('pages of 15: load more appends the next, and a failed page keeps the list', async () => {
    const pages: Record<number, TraderHistoryPage> = {
      1: { items: manyClosedOf(15), page: 1, pages: 2, total: 18 },
      2: { items: manyClosedOf(18).slice(15), page: 2, pages: 2, total: 18 },
    }
    let down = true
    const machine = traderHistoryMachine.provide({
      actors: {
        loadPage: fromPromise(
          async ({ input }: { input: { trader_user_id: number; page: number } }) => {
            expect(input.trader_user_id).toBe(7)
            if (input.page === 2 && down) throw new ApiError('network')
            return pages[input.page]!
          },
        ),
      },
    })
    const actor = createActor(machine, { input: { filter: 7 } }).start()
    const view = () => toTraderHistoryView(actor.getSnapshot())
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view()).toMatchObject({ hasMore: true, total: 18 })
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => !s.hasTag('loadingMore'))
    expect(view()).toMatchObject({ moreError: 'network', hasMore: true })
    expect(view().rows).toHaveLength(15)
    down = false
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => !s.hasTag('loadingMore'))
    expect(view()).toMatchObject({ moreError: null, hasMore: false })
    expect(view().rows).toHaveLength(18)
  })

  it('a failure is kept, and retry asks again', async () => {
    server.use(followScenarios.traderHistoryDown)
    const { actor, view } = startHistory(MockTraderAurora.id)
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers(...createFollowMock().list)
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().rows).toHaveLength(mockClosedOf(MockTraderAurora).length)
  })
})
