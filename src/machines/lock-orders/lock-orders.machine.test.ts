import fc from 'fast-check'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { LockOrder, lockOrderWire, type LockState } from '@/api/contract/lockming'
import { MockLockNow, mockLockState } from '@/api/contract/lockming.fixtures'
import { DAY_MS, redemptionTerms } from '@/api/contract/lockming-math'
import { createLockmingMock } from '@/api/msw/lockming'
import { uncoveredLeaves } from '@/test/state-coverage'
import { lockOrdersSnapshots, MockBtcLock, MockEarningLock } from './lock-orders.fixtures'
import { termsOf, type LockPage, type LockPageRequest } from './lock-orders.logic'
import { lockOrdersMachine } from './lock-orders.machine'
import { toLockOrdersView } from './lock-orders.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('my locks', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(lockOrdersMachine, lockOrdersSnapshots)).toEqual([])
  })

  it('asks a page per filter: all 0, earning 1, finished 2; a full page offers the next', async () => {
    const asked: LockPageRequest[] = []
    const machine = lockOrdersMachine.provide({
      actors: {
        loadPage: fromPromise<LockPage, LockPageRequest>(async ({ input }) => {
          asked.push(input)
          const items = input.page === 1 ? [MockEarningLock, MockBtcLock] : [MockEarningLock]
          return { items, page: input.page }
        }),
      },
    })
    const actor = createActor(machine, { input: { pageSize: 2 } }).start()
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(toLockOrdersView(actor.getSnapshot()).hasMore).toBe(true)
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    // #3 again on page 2 (a new lock pushed it down) is kept once
    expect(toLockOrdersView(actor.getSnapshot())).toMatchObject({ hasMore: false })
    expect(toLockOrdersView(actor.getSnapshot()).rows.map((l) => l.id)).toEqual([3, 4])
    actor.send({ type: 'filter.change', filter: 'finished' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(asked).toEqual([
      { status: 0, page: 1, limit: 2 },
      { status: 0, page: 2, limit: 2 },
      { status: 2, page: 1, limit: 2 },
    ])
  })

  it('reads the mock: each filter lists its locks', async () => {
    server.use(...createLockmingMock().list)
    const actor = createActor(lockOrdersMachine, { input: { filter: 'earning' } }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(toLockOrdersView(actor.getSnapshot()).rows.map((l) => l.status)).toEqual(['earning'])
    actor.send({ type: 'filter.change', filter: 'finished' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(toLockOrdersView(actor.getSnapshot()).rows.map((l) => l.status)).toEqual([
      'matured',
      'redeemed',
    ])
  })
})

describe('the summary', () => {
  const summary = (key: keyof typeof lockOrdersSnapshots) =>
    toLockOrdersView(lockOrdersSnapshots[key]).summary
  it('totals the earning locks per coin when every one is loaded', () => {
    expect(summary('all')).toEqual([
      { currency: 'USDT', scale: 4, count: 2, locked: '1600.0000', dailyInterest: '5.1000' },
      { currency: 'BTC', scale: 8, count: 1, locked: '0.05000000', dailyInterest: '0.00020000' },
    ])
    expect(summary('earning')).toEqual(summary('all'))
  })
  it('is left out while more pages exist, on Finished, and with nothing earning', () => {
    expect(summary('hasMore')).toBeNull()
    expect(summary('finished')).toBeNull()
    expect(summary('loading')).toBeNull()
  })
})

describe('the redemption terms of an answer', () => {
  it('are the server’s: the penalty, refund and interest the wire carries', () => {
    expect(termsOf(MockEarningLock)).toEqual({
      remainingDays: 3,
      penalty: MockEarningLock.penalty,
      refund: MockEarningLock.refund,
      interestKept: MockEarningLock.interestPaid,
    })
  })

  it('equal redemptionTerms at the server’s moment, for any lock and moment of its term', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 4, 5),
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 0, max: 29 }),
        fc.integer({ min: 0, max: 40 * DAY_MS }),
        (configId, units, daysAgo, later) => {
          const state: LockState = mockLockState(9, configId, String(units), daysAgo)
          const now = MockLockNow + later
          if (state.status !== 1 || now >= state.endAt) return
          const lock = LockOrder.parse(lockOrderWire(state, now))
          expect(termsOf(lock)).toEqual(redemptionTerms({ ...state, now }))
        },
      ),
    )
  })
})
