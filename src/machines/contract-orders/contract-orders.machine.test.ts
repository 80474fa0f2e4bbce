import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  positionStatuses,
  type LeverHistory,
  type LeverHistoryRequest,
  type LeverPosition,
} from '@/api/contract/lever'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  contractOrdersSnapshots,
  manyClosedPositions,
  MockLeverBtcPair,
  MockLiquidatedLong,
  MockOpenLong,
  MockTakeProfitLong,
  mockHistory,
} from './contract-orders.fixtures'
import type { ContractOrdersFilter } from './contract-orders.logic'
import { contractOrdersMachine } from './contract-orders.machine'
import { toContractOrdersView } from './contract-orders.view'

type Load = (input: LeverHistoryRequest) => Promise<LeverHistory>

const answer = (items: LeverPosition[], req: LeverHistoryRequest): LeverHistory => {
  const limit = req.limit ?? 20
  const page = req.page ?? 1
  return {
    riskRate: '0.00',
    pnlTotal: '0',
    page: {
      items: items.slice((page - 1) * limit, page * limit),
      page,
      pages: Math.max(1, Math.ceil(items.length / limit)),
      total: items.length,
    },
  }
}

const byStatus = (req: LeverHistoryRequest) =>
  mockHistory.filter((p) => req.status === -1 || p.status === positionStatuses[Number(req.status)])

function start(opts: { load?: Load; filter?: ContractOrdersFilter } = {}) {
  const load = vi.fn(opts.load ?? (async (req: LeverHistoryRequest) => answer(byStatus(req), req)))
  const machine = contractOrdersMachine.provide({
    actors: { loadPage: fromPromise(({ input }) => load(input)) },
  })
  const actor = createActor(machine, { input: { filter: opts.filter } }).start()
  const view = () => toContractOrdersView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches({ ready: 'idle' }))
  return { actor, load, view, ready }
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id)
const closedMeanwhile: LeverPosition = {
  ...MockOpenLong,
  status: 'closed',
  closeReason: 'stopLoss',
  closePrice: '39500.00',
  realisedPnl: '-28.0000',
}

describe('contract orders (futures history)', () => {
  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(contractOrdersMachine, contractOrdersSnapshots)).toEqual([])
  })

  it('asks for every status of every pair first, then the next page', async () => {
    const rows = manyClosedPositions(25)
    const { actor, load, view, ready } = start({ load: async (req) => answer(rows, req) })
    await ready()
    expect(load).toHaveBeenLastCalledWith({ status: -1, page: 1, limit: 20 })
    expect(view()).toMatchObject({ status: 'ready', hasMore: true, total: 25 })
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.page === 2)
    expect(load).toHaveBeenLastCalledWith({ status: -1, page: 2, limit: 20 })
    expect(view().rows).toHaveLength(25)
    expect(view().hasMore).toBe(false)
  })

  it('maps each tab to its status code and the pair to its ids', async () => {
    const { actor, load, ready } = start({ filter: { status: 'closed', pair: MockLeverBtcPair } })
    await ready()
    expect(load).toHaveBeenLastCalledWith({
      status: 3,
      currency_id: 1,
      legal_id: 3,
      page: 1,
      limit: 20,
    })
    const codes = { open: 1, pending: 0, cancelled: 4, all: -1 } as const
    for (const [status, code] of Object.entries(codes)) {
      actor.send({ type: 'filter.change', filter: { status: status as 'open', pair: null } })
      await ready()
      expect(load).toHaveBeenLastCalledWith({ status: code, page: 1, limit: 20 })
    }
  })

  it('fails with the code and retries', async () => {
    let calls = 0
    const { actor, view, ready } = start({
      load: async (req) => {
        if (calls++ === 0) throw new ApiError('network')
        return answer(mockHistory, req)
      },
    })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network', rows: [] })
    actor.send({ type: 'list.retry' })
    await ready()
    expect(view().error).toBeNull()
  })

  it('says how each position ended and what the platform covered', async () => {
    const { view, ready } = start()
    await ready()
    const outcome = Object.fromEntries(view().rows.map((r) => [r.id, r.outcome]))
    expect(outcome).toEqual({
      21: 'takeProfit',
      22: 'stopLoss',
      23: 'liquidation',
      24: 'user',
      25: 'batch',
      26: 'trader',
      27: 'open',
      28: 'pending',
      29: 'cancelled',
    })
    const liquidated = view().rows.find((r) => r.id === MockLiquidatedLong.id)!
    expect(liquidated).toMatchObject({ hasShortfall: true, isClosed: true, shortfall: '2.0000' })
    expect(view().rows.filter((r) => r.hasShortfall)).toHaveLength(1)
    expect(view().rows.find((r) => r.id === 26)).toMatchObject({ copied: true })
    expect(view().rows.some((r) => r.hasWaivedOvernight)).toBe(false)
    const waived = toContractOrdersView(contractOrdersSnapshots.waivedDetail).detail
    expect(waived).toMatchObject({ hasWaivedOvernight: true, overnightWaived: '0.8040' })
  })

  it('opens a detail only for a shown row, and closes it', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'position.open', id: 999 })
    expect(view().detail).toBeNull()
    actor.send({ type: 'position.open', id: MockTakeProfitLong.id })
    expect(view().detail).toMatchObject({ id: 21, openTick: MockTakeProfitLong.openTick })
    actor.send({ type: 'detail.close' })
    expect(view().detail).toBeNull()
  })

  describe('position.changed', () => {
    it('moves a position that closed off the open tab and updates its open detail', async () => {
      const { actor, view, ready } = start({
        filter: { status: 'open', pair: null },
        load: async (req) => answer([MockOpenLong], req),
      })
      await ready()
      actor.send({ type: 'position.open', id: MockOpenLong.id })
      actor.send({ type: 'position.changed', position: closedMeanwhile })
      expect(view().detail).toMatchObject({ outcome: 'stopLoss', realisedPnl: '-28.0000' })
      actor.send({ type: 'detail.close' })
      expect(view()).toMatchObject({ status: 'empty', total: 0 })
    })

    it('puts a newly shown position first and replaces one in place', async () => {
      const { actor, view, ready } = start({ filter: { status: 'closed', pair: null } })
      await ready()
      const before = ids(view().rows)
      actor.send({ type: 'position.changed', position: closedMeanwhile })
      expect(ids(view().rows)).toEqual([MockOpenLong.id, ...before])
      actor.send({ type: 'position.changed', position: { ...closedMeanwhile, fee: '9.0000' } })
      expect(view().rows[0]).toMatchObject({ id: MockOpenLong.id, fee: '9.0000' })
      expect(view().rows).toHaveLength(before.length + 1)
    })

    it('applies a position that closed while the page was loading once the page arrives', async () => {
      let answerPage = () => {}
      let loadedTotal = 0
      const { actor, view } = start({
        filter: { status: 'closed', pair: null },
        load: (req) =>
          new Promise((resolve) => {
            const page = answer(byStatus(req), req)
            loadedTotal = page.page.total
            answerPage = () => resolve(page)
          }),
      })
      actor.send({ type: 'position.changed', position: closedMeanwhile })
      expect(view().status).toBe('loading')
      answerPage()
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
      expect(view().rows[0]).toMatchObject({ id: MockOpenLong.id, outcome: 'stopLoss' })
      expect(view().total).toBe(loadedTotal + 1)
    })

    it('fills an empty page with a position that closed while it loaded, and keeps none for later', async () => {
      let answerPage = () => {}
      const { actor, view } = start({
        filter: { status: 'closed', pair: null },
        load: (req) => new Promise((resolve) => (answerPage = () => resolve(answer([], req)))),
      })
      actor.send({ type: 'position.changed', position: closedMeanwhile })
      answerPage()
      await waitFor(actor, (s) => !s.hasTag('loading'))
      expect(view()).toMatchObject({ status: 'ready', total: 1 })
      actor.send({ type: 'list.refresh' })
      answerPage()
      await waitFor(actor, (s) => !s.hasTag('loading'))
      expect(view().status).toBe('empty')
    })

    it('ignores a position of another pair and fills an empty tab', async () => {
      const { actor, view } = start({
        filter: { status: 'closed', pair: MockLeverBtcPair },
        load: async (req) => answer([], req),
      })
      await waitFor(actor, (s) => s.hasTag('empty'))
      actor.send({ type: 'position.changed', position: { ...MockLiquidatedLong, id: 77 } })
      expect(view().status).toBe('empty')
      actor.send({ type: 'position.changed', position: closedMeanwhile })
      expect(view()).toMatchObject({ status: 'ready', total: 1 })
    })
  })
})
