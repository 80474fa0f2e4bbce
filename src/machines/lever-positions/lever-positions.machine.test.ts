import { Big } from 'big.js'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LeverBatchResult, LeverPosition, LeverSetStopRequest } from '@/api/contract/lever'
import { closeSettlement, riskRate, unrealisedPnl } from '@/api/contract/lever-math'
import { ApiError } from '@/api/errors'
import { createLeverMock } from '@/api/msw/lever'
import { uncoveredLeaves } from '@/test/state-coverage'
import type { KeyedSheetRequest } from './lever-positions.actors'
import {
  MockCopied,
  MockLeverData,
  MockLeverPair,
  MockLong,
  MockPending,
  MockSecondShort,
  MockShort,
  leverPositionsSnapshots,
} from './lever-positions.fixtures'
import { leverPositionsMachine } from './lever-positions.machine'
import type { LeverPositionsData, LeverPositionsEmitted } from './lever-positions.types'
import { toLeverPositionsView } from './lever-positions.view'

type Fn<I, O> = (input: I) => Promise<O>

function start(
  opts: {
    load?: Fn<{ pair: typeof MockLeverPair }, LeverPositionsData>
    setStop?: Fn<LeverSetStopRequest, LeverPosition | null>
    close?: Fn<KeyedSheetRequest, LeverPosition | null>
    closeAll?: Fn<KeyedSheetRequest, LeverBatchResult | null>
    cancel?: Fn<KeyedSheetRequest, LeverPosition | null>
    data?: LeverPositionsData
  } = {},
) {
  // the account as the server holds it: a close or a cancel takes its rows out
  const server = { data: opts.data ?? MockLeverData }
  const drop = (gone: readonly number[]) => {
    const d = server.data
    server.data = {
      ...d,
      open: d.open.filter((p) => !gone.includes(p.id)),
      pending: d.pending.filter((p) => !gone.includes(p.id)),
    }
  }
  const answering =
    <I extends KeyedSheetRequest, O>(fn: Fn<I, O>, gone: (input: I, output: O) => number[]) =>
    async (input: I) => {
      const output = await fn(input)
      drop(gone(input, output))
      return output
    }
  const idOf = (r: KeyedSheetRequest) => ('id' in r ? [r.id] : [])
  const load = vi.fn(opts.load ?? (async () => server.data))
  const setStop = vi.fn(opts.setStop ?? (async () => null))
  const close = vi.fn(answering(opts.close ?? (async () => null), idOf))
  const closeAll = vi.fn(
    answering(
      opts.closeAll ?? (async () => null),
      (_, out: LeverBatchResult | null) => out?.ids ?? [],
    ),
  )
  const cancel = vi.fn(answering(opts.cancel ?? (async () => null), idOf))
  let keys = 0
  const machine = leverPositionsMachine.provide({
    actors: {
      loadPositions: fromPromise(({ input }) => load(input)),
      saveStops: fromPromise(({ input }) => setStop(input)),
      closePosition: fromPromise(({ input }) => close(input)),
      closeAll: fromPromise(({ input }) => closeAll(input)),
      cancelOpening: fromPromise(({ input }) => cancel(input)),
      createKey: fromPromise(async () => `key-${++keys}`),
    },
  })
  const actor = createActor(machine, { input: { pair: MockLeverPair } }).start()
  const emitted: LeverPositionsEmitted[] = []
  for (const type of ['stopsSaved', 'closed', 'closedAll', 'cancelled'] as const)
    actor.on(type, (e) => emitted.push(e))
  const view = () => toLeverPositionsView(actor.getSnapshot())
  const settled = () =>
    waitFor(actor, (s) => s.matches({ ready: { sync: 'idle' } }) && !s.hasTag('busy'))
  return { actor, load, setStop, close, closeAll, cancel, view, emitted, settled }
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id)

describe('lever positions', () => {
  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(leverPositionsMachine, leverPositionsSnapshots)).toEqual([])
  })

  it("lists every pair's open positions and pending openings, and filters to the screen's pair", async () => {
    const { actor, load, view, settled } = start()
    await settled()
    expect(load).toHaveBeenCalledWith({ pair: MockLeverPair })
    expect(ids(view().rows)).toEqual([MockCopied.id, MockLong.id, MockShort.id])
    expect(ids(view().pending)).toEqual([MockPending.id])
    actor.send({ type: 'filter.change', filter: 'pair' })
    expect(ids(view().rows)).toEqual([MockLong.id, MockShort.id])
  })

  it('values positions at the marks the screen reports: P/L, total and risk rate', async () => {
    const { actor, view, settled } = start()
    await settled()
    actor.send({ type: 'marks.update', marks: { 'BTC/USDT': '39000.00' } })
    const v = view()
    const long = v.rows.find((r) => r.id === MockLong.id)!
    expect(long.mark).toBe('39000.00')
    expect(long.pnl).toBe(unrealisedPnl('long', MockLong.price, '39000.00', MockLong.number, 4))
    expect(long.pnl).toBe('-10.0000')
    expect(long.pnlPercent).toBe('-25.00')
    const pnls = v.rows.map((r) => r.pnl)
    const expected = riskRate(
      MockLeverData.balance,
      MockLeverData.open.map((p, i) => ({
        margin: p.margin,
        originMargin: p.originMargin,
        pnl: pnls[i]!,
      })),
    )
    expect(v.account.riskRate).toBe(expected)
    expect(v.account.risk).toBe('safe')
    expect(long.liquidationPrice).not.toBeNull()
  })

  it('warns as the risk rate nears the liquidation rate', () => {
    expect(toLeverPositionsView(leverPositionsSnapshots.atRisk).account).toMatchObject({
      riskRate: '25.00',
      risk: 'warning',
    })
    expect(toLeverPositionsView(leverPositionsSnapshots.danger).account.risk).toBe('danger')
    expect(toLeverPositionsView(leverPositionsSnapshots.danger).rows[0]!.liquidationPrice).toBe(
      '35900.00',
    )
  })

  it('refuses a take-profit on the wrong side before sending, then saves valid stops', async () => {
    const { actor, setStop, view, emitted, settled } = start()
    await settled()
    actor.send({ type: 'stops.edit', id: MockShort.id })
    actor.send({ type: 'stops.change', field: 'takeProfit', value: '43000' })
    actor.send({ type: 'stops.submit' })
    expect(view().stops).toMatchObject({ error: 'takeProfitInvalid', takeProfitAbove: false })
    expect(setStop).not.toHaveBeenCalled()
    actor.send({ type: 'stops.change', field: 'takeProfit', value: '40000,5' })
    actor.send({ type: 'stops.submit' })
    await settled()
    expect(setStop).toHaveBeenCalledWith({
      id: MockShort.id,
      target_profit_price: '40000.5',
      stop_loss_price: '0',
    })
    expect(view().rows.find((r) => r.id === MockShort.id)).toMatchObject({
      takeProfit: '40000.5',
      stopLoss: null,
    })
    expect(emitted).toEqual([
      { type: 'stopsSaved', position: expect.objectContaining({ id: MockShort.id }) },
    ])
    expect(view().stops).toBeNull()
  })

  it("shows the server's stop refusal and keeps the sheet", async () => {
    const { actor, view, settled } = start({
      setStop: async () => {
        throw new ApiError('stopLossInvalid')
      },
    })
    await settled()
    actor.send({ type: 'stops.edit', id: MockLong.id })
    actor.send({ type: 'stops.submit' })
    await waitFor(
      actor,
      (s) => s.matches({ ready: { sheet: { stops: 'editing' } } }) && s.context.sheetError !== null,
    )
    expect(view().stops).toMatchObject({ error: 'stopLossInvalid', takeProfit: '45000.00' })
  })

  it('previews a close at the mark, retries with the same key, then removes the row', async () => {
    let calls = 0
    const { actor, close, load, view, emitted, settled } = start({
      close: async () => {
        if (++calls === 1) throw new ApiError('network')
        return null
      },
    })
    await settled()
    actor.send({ type: 'marks.update', marks: { 'BTC/USDT': '41000.00' } })
    actor.send({ type: 'position.close', id: MockLong.id })
    const preview = closeSettlement(MockLong, '41000.00', 4)
    expect(view().close).toMatchObject({
      closePrice: '41000.00',
      pnl: '10.0000',
      credit: preview.credit,
    })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.context.sheetError === 'network')
    actor.send({ type: 'confirm.submit' })
    await settled()
    expect(close.mock.calls.map(([r]) => r)).toEqual([
      { action: 'close', id: MockLong.id, idempotency_key: 'key-1' },
      { action: 'close', id: MockLong.id, idempotency_key: 'key-1' },
    ])
    expect(ids(view().rows)).not.toContain(MockLong.id)
    expect(emitted).toEqual([{ type: 'closed', position: MockLong }])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('never offers to close a copy; a refusal of one is shown', async () => {
    const { actor, view, settled } = start({
      data: { ...MockLeverData, open: [MockCopied, { ...MockShort, copied: false }] },
      close: async () => {
        throw new ApiError('positionCopied')
      },
    })
    await settled()
    expect(view().rows[0]).toMatchObject({ copied: true, canClose: false, canEditStops: false })
    actor.send({ type: 'position.close', id: MockCopied.id })
    expect(view().close).toBeNull()
    actor.send({ type: 'position.close', id: MockShort.id })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.context.sheetError !== null)
    expect(view().close?.error).toBe('positionCopied')
  })

  it('closes the sheet with a notice when the position closed meanwhile', async () => {
    const { actor, view, load, settled } = start({
      close: async () => {
        throw new ApiError('positionNotOpen')
      },
    })
    await settled()
    actor.send({ type: 'position.close', id: MockLong.id })
    actor.send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ close: null, notice: 'positionNotOpen' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('counts and estimates a close-all per scope and sends the scope of the shown pair', async () => {
    const data = { ...MockLeverData, open: [...MockLeverData.open, MockSecondShort] }
    const { actor, closeAll, view, emitted, settled } = start({
      data,
      closeAll: async () => ({
        closed: 2,
        ids: [MockShort.id, MockSecondShort.id],
        pnl: '1',
        credit: '2',
      }),
    })
    await settled()
    actor.send({ type: 'filter.change', filter: 'pair' })
    actor.send({ type: 'positions.closeAll', scope: 'all' })
    expect(view().closeAll).toMatchObject({
      count: 3,
      counts: { all: 3, long: 1, short: 2 },
      symbol: 'BTC/USDT',
    })
    actor.send({ type: 'closeAll.scope', scope: 'short' })
    const shorts = [MockShort, MockSecondShort].map((p) => closeSettlement(p, '41251.65', 4))
    expect(view().closeAll).toMatchObject({ count: 2, copies: 0 })
    expect(view().closeAll!.pnl).toBe(new Big(shorts[0]!.pnl).plus(shorts[1]!.pnl).toFixed(4))
    actor.send({ type: 'confirm.submit' })
    await settled()
    expect(closeAll).toHaveBeenCalledWith({
      action: 'closeAll',
      type: 2,
      currency_id: MockLeverPair.currencyId,
      legal_id: MockLeverPair.legalId,
      idempotency_key: 'key-1',
    })
    expect(ids(view().rows)).toEqual([MockLong.id])
    expect(emitted[0]).toMatchObject({ type: 'closedAll', scope: 'short' })
  })

  it('cancels a pending opening', async () => {
    const { actor, cancel, view, emitted, settled } = start()
    await settled()
    actor.send({ type: 'opening.cancel', id: MockPending.id })
    expect(view().cancel?.position).toMatchObject({ id: MockPending.id, price: '40500.00' })
    actor.send({ type: 'confirm.submit' })
    await settled()
    expect(cancel).toHaveBeenCalledWith({
      action: 'cancel',
      id: MockPending.id,
      idempotency_key: 'key-1',
    })
    expect(view().pending).toEqual([])
    expect(emitted).toEqual([{ type: 'cancelled', position: MockPending }])
  })

  it('moves rows on private events and reads the account again when money moved', async () => {
    const { actor, view, load, settled } = start()
    await settled()
    actor.send({
      type: 'position.changed',
      event: 'filled',
      position: { ...MockPending, status: 'open' },
    })
    expect(ids(view().rows)).toContain(MockPending.id)
    expect(view().pending).toEqual([])
    await settled()
    expect(load).toHaveBeenCalledTimes(2)
    actor.send({
      type: 'position.changed',
      event: 'stops',
      position: { ...MockLong, takeProfit: null },
    })
    expect(view().rows.find((r) => r.id === MockLong.id)?.takeProfit).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
    actor.send({ type: 'positions.closed', ids: [MockShort.id] })
    expect(ids(view().rows)).not.toContain(MockShort.id)
    await settled()
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('closes an open sheet whose position closed meanwhile (a take-profit)', async () => {
    const { actor, view, settled } = start()
    await settled()
    actor.send({ type: 'position.close', id: MockLong.id })
    actor.send({ type: 'positions.closed', ids: [MockLong.id] })
    expect(view()).toMatchObject({ close: null, notice: 'positionNotOpen' })
  })

  it("announces its own close when the close's private event arrives before the answer", async () => {
    let answer!: (p: LeverPosition) => void
    const { actor, view, emitted, settled } = start({
      close: () => new Promise((resolve) => (answer = resolve)),
    })
    await settled()
    actor.send({ type: 'position.close', id: MockLong.id })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) =>
      s.matches({ ready: { sheet: { close: { submitting: 'sending' } } } }),
    )
    // the user's room hears of the close first; the account is read again meanwhile
    const closed = { ...MockLong, status: 'closed' as const, closeReason: 'user' as const }
    actor.send({ type: 'position.changed', event: 'closed', position: closed })
    actor.send({ type: 'positions.closed', ids: [MockLong.id] })
    expect(actor.getSnapshot().matches({ ready: { sheet: 'close' } })).toBe(true)
    answer(closed)
    await settled()
    expect(emitted).toEqual([{ type: 'closed', position: closed }])
    expect(view()).toMatchObject({ close: null, notice: null })
  })

  it('keeps the figures when a background read fails', async () => {
    let calls = 0
    const { actor, view, settled } = start({
      load: async () => {
        if (++calls > 1) throw new ApiError('network')
        return MockLeverData
      },
    })
    await settled()
    actor.send({ type: 'list.refresh' })
    await settled()
    expect(view().status).toBe('ready')
    expect(view().rows).toHaveLength(3)
  })

  it('retries a failed first load', async () => {
    let calls = 0
    const { actor, view } = start({
      load: async () => {
        if (++calls === 1) throw new ApiError('network')
        return MockLeverData
      },
    })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().status).toBe('ready')
  })
})

describe('lever positions against the MSW sandbox', () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it("lists every pair's positions and closes one as the sheet previewed it", async () => {
    server.use(...createLeverMock().list)
    const machine = leverPositionsMachine.provide({
      actors: { createKey: fromPromise(async () => 'cd'.repeat(16)) },
    })
    const actor = createActor(machine, { input: { pair: MockLeverPair } }).start()
    const settled = () =>
      waitFor(actor, (s) => s.matches({ ready: { sync: 'idle', sheet: 'idle' } }))
    await settled()
    const view = () => toLeverPositionsView(actor.getSnapshot())
    expect(ids(view().rows)).toEqual([MockCopied.id, MockLong.id, MockShort.id])
    expect(ids(view().pending)).toEqual([MockPending.id])
    expect(view().account.balance).toBe('2000.0000')
    actor.send({ type: 'position.close', id: MockLong.id })
    const preview = view().close!
    const closed = new Promise<LeverPosition>((resolve) =>
      actor.on('closed', (e) => resolve(e.position)),
    )
    actor.send({ type: 'confirm.submit' })
    expect(await closed).toMatchObject({ status: 'closed', realisedPnl: preview.pnl })
    await settled()
    expect(ids(view().rows)).toEqual([MockCopied.id, MockShort.id])
    expect(view().account.balance).toBe(new Big('2000.0000').plus(preview.credit).toFixed(4))
  })
})
