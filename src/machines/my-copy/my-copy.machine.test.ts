import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Follow, MyFollows } from '@/api/contract/follow'
import type { LeverHistory, LeverHistoryRequest, LeverPosition } from '@/api/contract/lever'
import { unrealisedPnl } from '@/api/contract/lever-math'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  MockAuroraCopy,
  MockMyFollows,
  MockPairClosedSkip,
  mockClosedCopies,
  myCopyHistorySnapshots,
  myCopySnapshots,
} from './my-copy.fixtures'
import { myCopyHistoryMachine } from './my-copy-history.machine'
import { myCopyMachine, type MyCopyEmitted } from './my-copy.machine'
import { toMyCopyView } from './my-copy.view'

type Fn<I, O> = (input: I) => Promise<O>

function start(
  opts: {
    load?: () => Promise<MyFollows>
    cancel?: Fn<{ traderId: number }, Follow>
    takeOver?: Fn<{ id: number }, LeverPosition>
  } = {},
) {
  const load = vi.fn(opts.load ?? (async () => MockMyFollows))
  const cancel = vi.fn(
    opts.cancel ??
      (async ({ traderId }: { traderId: number }) => ({
        ...MockMyFollows.follows.find((f) => f.traderId === traderId)!,
        active: false,
      })),
  )
  const takeOver = vi.fn(
    opts.takeOver ??
      (async ({ id }: { id: number }) => ({
        ...MockMyFollows.copies.find((p) => p.id === id)!,
        copied: false,
      })),
  )
  const machine = myCopyMachine.provide({
    actors: {
      loadMine: fromPromise(() => load()),
      cancelFollow: fromPromise(({ input }) => cancel(input)),
      takeOver: fromPromise(({ input }) => takeOver(input)),
    },
  })
  const actor = createActor(machine, { input: {} })
  const emitted: MyCopyEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  const view = () => toMyCopyView(actor.getSnapshot())
  const idle = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  return { actor, load, cancel, takeOver, view, idle, emitted }
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
const traders = (rows: { traderId: number }[]) => rows.map((r) => r.traderId)

describe('myCopyMachine', () => {
  it('shows the active follows, open copies and skipped copies of follow/my', async () => {
    const { view, idle, load } = start()
    expect(view().status).toBe('loading')
    await idle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(traders(view().follows)).toEqual([7, 8])
    expect(ids(view().copies)).toEqual(ids(MockMyFollows.copies))
    expect(view().copies.map((c) => c.nickname)).toEqual(['Kenji', 'Aurora'])
    expect(view().skipped.map((s) => s.reason)).toEqual(['lotsOutOfRange', 'insufficientBalance'])
  })

  it('values each copy at the live mark with lever-math', async () => {
    const { actor, view, idle } = start()
    await idle()
    actor.send({ type: 'marks.update', marks: { 'ETH/USDT': '2150.00' } })
    const row = view().copies.find((c) => c.id === MockAuroraCopy.id)!
    expect(row.mark).toBe('2150.00')
    expect(row.pnl).toBe(
      unrealisedPnl('long', MockAuroraCopy.price, '2150.00', MockAuroraCopy.number, 4),
    )
    expect(view().symbols).toEqual(['BTC/USDT', 'ETH/USDT'])
  })

  it('a failed load offers retry', async () => {
    let calls = 0
    const { actor, view, idle } = start({
      load: async () => {
        if (++calls === 1) throw new ApiError('network')
        return MockMyFollows
      },
    })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'list.retry' })
    await idle()
    expect(view().status).toBe('ready')
  })

  it('cancels a follow after the confirm sheet and says so', async () => {
    const { actor, view, idle, cancel, emitted } = start()
    await idle()
    actor.send({ type: 'follow.cancel', traderId: 7 })
    expect(view().cancelSheet?.follow.nickname).toBe('Aurora')
    actor.send({ type: 'sheet.confirm' })
    expect(view().cancelSheet?.busy).toBe(true)
    await idle()
    expect(cancel).toHaveBeenCalledWith({ traderId: 7 })
    expect(traders(view().follows)).toEqual([8])
    expect(view().cancelSheet).toBeNull()
    expect(emitted).toMatchObject([{ type: 'followCancelled', trader: { nickname: 'Aurora' } }])
    // open copies stay (they still close with the trader)
    expect(ids(view().copies)).toEqual(ids(MockMyFollows.copies))
  })

  it('a refused cancel keeps the sheet with the code; confirming again retries', async () => {
    let calls = 0
    const { actor, view, idle } = start({
      cancel: async () => {
        if (++calls === 1) throw new ApiError('notFollowing')
        return { ...MockMyFollows.follows[0]!, active: false }
      },
    })
    await idle()
    actor.send({ type: 'follow.cancel', traderId: 7 })
    actor.send({ type: 'sheet.confirm' })
    await waitFor(actor, (s) => s.matches({ ready: 'cancelFailed' }))
    expect(view().cancelSheet).toMatchObject({ busy: false, error: 'notFollowing' })
    actor.send({ type: 'sheet.confirm' })
    await idle()
    expect(traders(view().follows)).toEqual([8])
  })

  it('takes a copy over: it leaves the copies and is announced as the user’s own', async () => {
    const { actor, view, idle, takeOver, emitted } = start()
    await idle()
    actor.send({ type: 'copy.takeOver', id: MockAuroraCopy.id })
    expect(view().takeOverSheet?.copy.id).toBe(MockAuroraCopy.id)
    actor.send({ type: 'sheet.confirm' })
    await idle()
    expect(takeOver).toHaveBeenCalledWith({ id: MockAuroraCopy.id })
    expect(ids(view().copies)).not.toContain(MockAuroraCopy.id)
    expect(emitted).toMatchObject([{ type: 'takenOver', position: { copied: false } }])
  })

  it.each(['notCopied', 'positionNotOpen', 'notFound'] as const)(
    'a take-over refused with %s keeps the sheet with the code',
    async (code) => {
      const { actor, view, idle } = start({
        takeOver: async () => {
          throw new ApiError(code)
        },
      })
      await idle()
      actor.send({ type: 'copy.takeOver', id: MockAuroraCopy.id })
      actor.send({ type: 'sheet.confirm' })
      await waitFor(actor, (s) => s.matches({ ready: 'takeOverFailed' }))
      expect(view().takeOverSheet).toMatchObject({ busy: false, error: code })
      actor.send({ type: 'sheet.close' })
      expect(view().takeOverSheet).toBeNull()
    },
  )

  it('ignores a cancel of a trader not followed and a take-over of a copy not listed', async () => {
    const { actor, idle } = start()
    await idle()
    actor.send({ type: 'follow.cancel', traderId: 99 })
    actor.send({ type: 'copy.takeOver', id: 999 })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  describe('live events', () => {
    const opened: LeverPosition = { ...MockAuroraCopy, id: 40, openedAt: MockAuroraCopy.openedAt }

    it('a copy opened is added first, once', async () => {
      const { actor, view, idle } = start()
      await idle()
      actor.send({ type: 'copy.opened', position: opened, nickname: 'Aurora' })
      actor.send({ type: 'copy.opened', position: opened, nickname: 'Aurora' })
      expect(ids(view().copies)).toEqual([40, ...ids(MockMyFollows.copies)])
    })

    it('a copy closed with the trader leaves the copies and is handed to the history', async () => {
      const { actor, view, idle, emitted } = start()
      await idle()
      const closed = {
        ...MockAuroraCopy,
        status: 'closed' as const,
        closeReason: 'trader' as const,
      }
      actor.send({ type: 'copy.closed', position: closed })
      expect(ids(view().copies)).not.toContain(MockAuroraCopy.id)
      expect(emitted).toEqual([{ type: 'copyClosed', position: closed }])
    })

    it('a skipped copy is added first with its reason', async () => {
      const { actor, view, idle } = start()
      await idle()
      actor.send({ type: 'copy.skipped', skipped: MockPairClosedSkip })
      expect(view().skipped[0]).toMatchObject({ id: 3, reason: 'pairClosed' })
    })

    it('a follow ended by the trader losing the flag goes, with a notice until dismissed', async () => {
      const { actor, view, idle } = start()
      await idle()
      actor.send({ type: 'follow.ended', traderId: 7, nickname: 'Aurora' })
      expect(traders(view().follows)).toEqual([8])
      expect(view().notices).toEqual([{ traderId: 7, nickname: 'Aurora' }])
      actor.send({ type: 'notice.dismiss', traderId: 7 })
      expect(view().notices).toEqual([])
    })

    it('a copy taken over elsewhere (lever_position) leaves the copies', async () => {
      const { actor, view, idle } = start()
      await idle()
      actor.send({ type: 'position.changed', position: { ...MockAuroraCopy, copied: false } })
      expect(ids(view().copies)).not.toContain(MockAuroraCopy.id)
    })

    it('a confirm sheet whose copy closes meanwhile closes', async () => {
      const { actor, view, idle } = start()
      await idle()
      actor.send({ type: 'copy.takeOver', id: MockAuroraCopy.id })
      actor.send({ type: 'copy.closed', position: { ...MockAuroraCopy, status: 'closed' } })
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
      expect(view().takeOverSheet).toBeNull()
    })
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(myCopyMachine, myCopySnapshots)).toEqual([])
  })
})

describe('myCopyHistoryMachine', () => {
  const answer = (items: LeverPosition[]): LeverHistory => ({
    riskRate: '0.00',
    pnlTotal: '0',
    page: { items, page: 1, pages: 1, total: items.length },
  })

  it('asks lever/my_trade for closed copies only and puts a copy closed live first', async () => {
    const load = vi.fn(async (_: LeverHistoryRequest) => answer(mockClosedCopies))
    const actor = createActor(
      myCopyHistoryMachine.provide({
        actors: { loadPage: fromPromise(({ input }) => load(input)) },
      }),
      { input: {} },
    ).start()
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    expect(load).toHaveBeenCalledWith({ status: 3, page: 1, limit: 20, order_type: 2 })
    const closed = { ...MockAuroraCopy, id: 41, status: 'closed' as const }
    actor.send({ type: 'position.changed', position: closed })
    actor.send({ type: 'position.changed', position: { ...closed, id: 42, copied: false } })
    expect(ids(actor.getSnapshot().context.items)).toEqual([41, ...ids(mockClosedCopies)])
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(myCopyHistoryMachine, myCopyHistorySnapshots)).toEqual([])
  })
})
