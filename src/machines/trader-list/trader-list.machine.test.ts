import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { FOLLOW_PAGE_SIZE, type TraderPage } from '@/api/contract/follow'
import { MockTraderBia, MockTraders, type MockTrader } from '@/api/contract/follow.fixtures'
import { ApiError } from '@/api/errors'
import { followApi } from '@/api/follow'
import { createFollowMock, followScenarios } from '@/api/msw/follow'
import { uncoveredLeaves } from '@/test/state-coverage'
import { manyTraders, mockTraderList, traderListSnapshots } from './trader-list.fixtures'
import { traderListMachine } from './trader-list.machine'
import { toTraderListView } from './trader-list.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const start = (machine = traderListMachine) => {
  const actor = createActor(machine, { input: {} }).start()
  const view = () => toTraderListView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled }
}

/** New traders like Bia (no position yet), ids from 300. */
const newTraders = (count: number): MockTrader[] =>
  Array.from({ length: count }, (_, i) => ({
    ...MockTraderBia,
    id: 300 + i,
    nickname: `New ${i + 1}`,
  }))

describe('traders list', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(traderListMachine, traderListSnapshots)).toEqual([])
  })

  it("lists the traders by total P/L with the real follower counts and the caller's follow", async () => {
    server.use(...createFollowMock().list)
    const { view, settled } = start()
    expect(view().status).toBe('loading')
    await settled()
    const v = view()
    expect(v).toMatchObject({ status: 'ready', hasMore: false, total: 3 })
    // Omar lost the trader flag: not listed
    expect(v.traders.map((t) => [t.rank, t.nickname])).toEqual([
      [1, 'Aurora'],
      [2, 'Kenji'],
      [3, 'Bia'],
    ])
    const [aurora, kenji, bia] = v.traders
    // follows 1 and 2 of Aurora are active, 3 ended (§17.9: counted, never set)
    expect(aurora).toMatchObject({ followers: 2, followed: true })
    expect(aurora!.myFollow).toEqual({ mode: 'ratio', number: '2' })
    expect(kenji).toMatchObject({ followers: 1, followed: false, myFollow: null })
    expect(bia).toMatchObject({ closedCount: 0, totalProfits: '0.0000', followers: 0 })
  })

  it('loads the next page of 15 on "load more", ranks continuing', async () => {
    server.use(...createFollowMock({ traders: [...MockTraders, ...newTraders(16)] }).list)
    const { actor, view, settled } = start()
    await settled()
    expect(view()).toMatchObject({ hasMore: true, total: 19 })
    expect(view().traders).toHaveLength(FOLLOW_PAGE_SIZE)
    actor.send({ type: 'list.more' })
    expect(view().isLoadingMore).toBe(true)
    await settled()
    expect(view().hasMore).toBe(false)
    expect(view().traders.map((t) => t.rank)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1))
    expect(new Set(view().traders.map((t) => t.id)).size).toBe(19)
  })

  it('keeps the list when the next page fails, and tries again', async () => {
    const load = vi.fn(async ({ page }: { page: number }): Promise<TraderPage> => {
      if (page === 2 && load.mock.calls.length === 2) throw new ApiError('network')
      const items = page === 1 ? manyTraders(FOLLOW_PAGE_SIZE) : mockTraderList
      return { items, page, pages: 2, total: FOLLOW_PAGE_SIZE + 3 }
    })
    const { actor, view, settled } = start(
      traderListMachine.provide({ actors: { loadPage: fromPromise(({ input }) => load(input)) } }),
    )
    await settled()
    actor.send({ type: 'list.more' })
    await settled()
    expect(view()).toMatchObject({ status: 'ready', moreError: 'network', hasMore: true })
    expect(view().traders).toHaveLength(FOLLOW_PAGE_SIZE)
    actor.send({ type: 'list.more' })
    await settled()
    expect(view()).toMatchObject({ moreError: null, hasMore: false })
    expect(view().traders).toHaveLength(FOLLOW_PAGE_SIZE + 3)
    expect(load.mock.calls.map(([req]) => req)).toEqual([{ page: 1 }, { page: 2 }, { page: 2 }])
  })

  it('is empty when there is no trader yet', async () => {
    server.use(followScenarios.tradersEmpty)
    const { view, settled } = start()
    await settled()
    expect(view()).toMatchObject({ status: 'empty', traders: [], hasMore: false })
  })

  it('fails on a network error, and retry loads it', async () => {
    server.use(followScenarios.tradersDown)
    const { actor, view, settled } = start()
    await settled()
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers(...createFollowMock().list)
    actor.send({ type: 'list.retry' })
    await settled()
    expect(view().status).toBe('ready')
  })

  it('refresh reads page 1 again (a follow made elsewhere shows)', async () => {
    server.use(...createFollowMock().list)
    const { actor, view, settled } = start()
    await settled()
    expect(view().traders[1]!.followed).toBe(false)
    // the caller follows Kenji on the follow page, then comes back
    await followApi.follow({ trader_user_id: 8, type: 2, number: '1' })
    actor.send({ type: 'list.refresh' })
    await settled()
    expect(view().traders[1]).toMatchObject({
      nickname: 'Kenji',
      followed: true,
      followers: 2,
      myFollow: { mode: 'lots', number: '1' },
    })
  })
})
