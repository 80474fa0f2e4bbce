import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { Tick, TickRequest } from '@/api/contract/market'
import type { MicroCheckWire, OptionCheck } from '@/api/contract/micro'
import { ApiError } from '@/api/errors'
import { marketApi } from '@/api/market'
import { microApi } from '@/api/micro'
import { uncoveredLeaves } from '@/test/state-coverage'
import { mockCheck, mockPublicTicks, optionCheckSnapshots } from './option-check.fixtures'
import { orderIdOfNumber, orderIdOfParam } from './option-check.logic'
import { optionCheckMachine, type OptionCheckEmitted } from './option-check.machine'
import { toOptionCheckView } from './option-check.view'

/** The public price series of the fixtures (every option's two seconds), `prices` overriding some. */
const publicSeries = (ids: number[], prices: Record<number, string> = {}) => {
  const ticks = ids.flatMap((id) => {
    const { open, settle } = mockPublicTicks(id)
    return settle ? [open, settle] : [open]
  })
  return (req: TickRequest): Tick => {
    const tick = ticks.find((t) => t.symbol === req.symbol && t.time === req.time)
    if (!tick) throw new ApiError('tickNotYet')
    return { ...tick, price: prices[req.time] ?? tick.price }
  }
}

/** The real actors over microApi.check and marketApi.tick, answered by `check` and `tick`. */
function start(
  id: number | null,
  check: (id: number) => Promise<OptionCheck>,
  tick: (req: TickRequest) => Tick | Promise<Tick> = publicSeries([106]),
) {
  const checkSpy = vi.spyOn(microApi, 'check').mockImplementation((req) => check(Number(req.id)))
  const tickSpy = vi.spyOn(marketApi, 'tick').mockImplementation(async (req) => tick(req))
  const actor = createActor(optionCheckMachine, { input: { id } })
  const emitted: OptionCheckEmitted[] = []
  actor.on('check.open', (e) => emitted.push(e))
  actor.start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading'))
  return {
    actor,
    checkSpy,
    tickSpy,
    emitted,
    settled,
    view: () => toOptionCheckView(actor.getSnapshot()),
  }
}

/** Order 106 (a 30 s rise that won) as `verify` answers it, with `change` to its record. */
const record106 =
  (change: Partial<MicroCheckWire> = {}) =>
  async () =>
    mockCheck(106, change)
const t106 = mockPublicTicks(106)

afterEach(() => vi.restoreAllMocks())

describe('option check', () => {
  it('reads the order, then both public ticks in parallel, and verifies a win', async () => {
    const pending: Array<() => void> = []
    const series = publicSeries([106])
    const t = start(
      106,
      record106(),
      (req) => new Promise((ok) => pending.push(() => ok(series(req)))),
    )
    await waitFor(t.actor, () => pending.length === 2)
    expect(t.tickSpy.mock.calls.map(([req]) => req)).toEqual([
      { symbol: 'BTC/USDT', time: t106.open.time },
      { symbol: 'BTC/USDT', time: t106.settle!.time },
    ])
    expect(t.view().status).toBe('loading')
    pending.forEach((answer) => answer())
    await t.settled()
    expect(t.checkSpy).toHaveBeenCalledWith({ id: 106 }, expect.anything())
    expect(t.view()).toMatchObject({
      status: 'verified',
      number: 10106,
      open: { recorded: '41200.00', published: '41200.00', ok: true },
      settle: {
        seconds: 30,
        elapsedSeconds: 30,
        durationOk: true,
        published: '41215.37',
        ok: true,
      },
      outcome: { relation: 'above', computed: 'win', recorded: 'win', ok: true },
      mismatches: [],
    })
  })

  it.each([105, 104, 103])('verifies fixture order %i (loss, tie, an ETH fall)', async (id) => {
    const t = start(id, async () => mockCheck(id), publicSeries([id]))
    await t.settled()
    expect(t.view().status).toBe('verified')
  })

  it('fails when the public price of the open second differs from the recorded open price', async () => {
    const t = start(106, record106(), publicSeries([106], { [t106.open.time]: '41200.01' }))
    await t.settled()
    expect(t.view().status).toBe('mismatch')
    expect(t.view().mismatches).toEqual(['openPrice'])
    expect(t.view().open).toMatchObject({ recorded: '41200.00', published: '41200.01', ok: false })
  })

  it('fails when the public settlement price differs from the recorded one', async () => {
    const t = start(106, record106(), publicSeries([106], { [t106.settle!.time]: '41215.38' }))
    await t.settled()
    expect(t.view().mismatches).toEqual(['settlePrice'])
  })

  it('fails when the settlement second is one second off the duration', async () => {
    const late = mockCheck(106).settleTick + 1000
    // the engine's price of the late second is the same: only the duration gives it away
    const t = start(106, record106({ settle_tick: late }), (req) => ({
      symbol: req.symbol,
      time: req.time,
      price: req.time === t106.open.time ? t106.open.price : t106.settle!.price,
    }))
    await t.settled()
    expect(t.view().status).toBe('mismatch')
    expect(t.view().mismatches).toEqual(['duration'])
    expect(t.view().settle).toMatchObject({ seconds: 30, elapsedSeconds: 31, durationOk: false })
  })

  it('fails when the recorded outcome is not the one the public prices give', async () => {
    const t = start(106, record106({ profit_result: -1 }))
    await t.settled()
    expect(t.view().mismatches).toEqual(['outcome'])
    expect(t.view().outcome).toMatchObject({ computed: 'win', recorded: 'loss', ok: false })
  })

  it('checks an open option against its open second only, and again on request', async () => {
    const t = start(108, async () => mockCheck(108), publicSeries([108]))
    await t.settled()
    expect(t.tickSpy).toHaveBeenCalledTimes(1)
    expect(t.view()).toMatchObject({
      status: 'open',
      open: { ok: true },
      settle: { durationOk: true, published: null, ok: null },
      outcome: null,
    })
    t.actor.send({ type: 'check.retry' })
    expect(t.view().status).toBe('loading')
    await t.settled()
    expect(t.checkSpy).toHaveBeenCalledTimes(2)
  })

  it('says not found for an order the server does not know', async () => {
    const t = start(404, async () => {
      throw new ApiError('notFound')
    })
    await t.settled()
    expect(t.view()).toMatchObject({ status: 'notFound', number: 10404, error: null })
  })

  it('fails with a code when a tick cannot be read, and retries', async () => {
    let calls = 0
    const series = publicSeries([106])
    const t = start(106, record106(), (req) => {
      calls += 1
      if (calls === 1) throw new ApiError('network')
      return series(req)
    })
    await t.settled()
    expect(t.view()).toMatchObject({ status: 'failed', error: 'network' })
    t.actor.send({ type: 'check.retry' })
    await t.settled()
    expect(t.view().status).toBe('verified')
  })

  it('stores a session error as no error', async () => {
    const t = start(106, async () => {
      throw new ApiError('sessionExpired')
    })
    await t.settled()
    expect(t.view()).toMatchObject({ status: 'failed', error: null })
  })

  it('starts at the form without an id, and opens a shown order number', async () => {
    const t = start(null, record106())
    expect(t.view().status).toBe('idle')
    t.actor.send({ type: 'number.submit' })
    expect(t.view().entryIssue).toBe('required')
    t.actor.send({ type: 'number.change', value: '106' })
    expect(t.view().entryIssue).toBeNull()
    t.actor.send({ type: 'number.submit' })
    expect(t.view().entryIssue).toBe('invalid')
    t.actor.send({ type: 'number.change', value: ' #10106 ' })
    t.actor.send({ type: 'number.submit' })
    expect(t.emitted).toEqual([{ type: 'check.open', id: 106 }])
    expect(t.checkSpy).not.toHaveBeenCalled()
  })

  it('offers the form after a check too', async () => {
    const t = start(106, record106())
    await t.settled()
    t.actor.send({ type: 'number.change', value: '10105' })
    t.actor.send({ type: 'number.submit' })
    expect(t.emitted).toEqual([{ type: 'check.open', id: 105 }])
  })

  it('takes shown order numbers only', () => {
    expect(['10106', '10001', '10000', '99', 'x1', '', '1e5'].map(orderIdOfNumber)).toEqual([
      106,
      1,
      'invalid',
      'invalid',
      'invalid',
      'required',
      'invalid',
    ])
  })

  it('reads the raw order id of the address', () => {
    expect(['106', '007', '0', '-1', '1.5', 'abc', '', null].map(orderIdOfParam)).toEqual([
      106,
      7,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('has a fixture for every leaf, each judged as named', () => {
    expect(
      uncoveredLeaves(optionCheckMachine, optionCheckSnapshots, [
        'optionCheck.starting',
        'optionCheck.judging',
      ]),
    ).toEqual([])
    const s = optionCheckSnapshots
    expect(toOptionCheckView(s.mismatch).mismatches).toEqual(['openPrice'])
    expect(toOptionCheckView(s.mismatchDuration).mismatches).toEqual(['duration'])
    expect(toOptionCheckView(s.mismatchSettle).mismatches).toEqual(['settlePrice', 'outcome'])
    expect(toOptionCheckView(s.mismatchOutcome).mismatches).toEqual(['outcome'])
    for (const key of ['verified', 'verifiedLoss', 'verifiedTie', 'verifiedFall', 'open'] as const)
      expect(toOptionCheckView(s[key]).mismatches).toEqual([])
  })
})
