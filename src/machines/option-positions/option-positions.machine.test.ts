import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { MicroOrder, type OptionOrder } from '@/api/contract/micro'
import { MockMicroNow } from '@/api/contract/micro.fixtures'
import { ApiError } from '@/api/errors'
import { createMicroMock } from '@/api/msw/micro'
import { uncoveredLeaves } from '@/test/state-coverage'
import type { AskedResults } from './option-positions.actors'
import {
  MockFallOption,
  MockOptionPrices,
  MockPlacedOption,
  MockRiseExpiry,
  MockRiseOption,
  MockRiseSettled,
  MockSettledOptions,
  optionPositionsSnapshots,
} from './option-positions.fixtures'
import { backoffMs } from './option-positions.logic'
import { optionPositionsMachine } from './option-positions.machine'
import type { OptionPositionsEmitted } from './option-positions.types'
import { toOptionPositionsView, type OptionPositionsView } from './option-positions.view'

type Ask = (ids: number[]) => Promise<OptionOrder[]>

function start(opts: { load?: () => Promise<OptionOrder[]>; ask?: Ask; now?: number } = {}) {
  const clock = new SimulatedClock()
  const load = vi.fn(opts.load ?? (async () => [MockRiseOption, MockFallOption]))
  const ask = vi.fn(opts.ask ?? (async () => [MockRiseOption]))
  const machine = optionPositionsMachine.provide({
    actors: {
      loadOpen: fromPromise(() => load()),
      askResults: fromPromise<AskedResults, { ids: number[] }>(async ({ input }) => ({
        ids: input.ids,
        orders: await ask(input.ids),
      })),
    },
  })
  const actor = createActor(machine, { input: { now: opts.now ?? MockMicroNow }, clock })
  const settled: OptionOrder[] = []
  actor.on('settled', (e: OptionPositionsEmitted) => settled.push(e.order))
  actor.start()
  const view = () => toOptionPositionsView(actor.getSnapshot(), MockOptionPrices)
  // one timer at a time (STYLE §2.8), then let the promises it started answer
  const advance = async (ms: number) => {
    for (let i = 0; i < ms / 100; i++) {
      clock.increment(100)
      for (let j = 0; j < 5; j++) await Promise.resolve()
    }
  }
  const ready = () => waitFor(actor, (s) => s.hasTag('ready'))
  return { actor, view, advance, ready, load, ask, settled }
}

const ids = (cards: readonly { id: number }[]) => cards.map((c) => c.id)
const open = (v: OptionPositionsView, id: number) => {
  const card = v.cards.find((c) => c.id === id)
  if (card?.state !== 'open') throw new Error(`#${id} is not open`)
  return card
}
const settling = (v: OptionPositionsView, id: number) => {
  const card = v.cards.find((c) => c.id === id)
  if (card?.state !== 'settling') throw new Error(`#${id} is not settling`)
  return card
}

describe('option positions', () => {
  it('shows every open option as a card with its countdown and expected result', async () => {
    const { view, ready, load } = start()
    expect(view().status).toBe('loading')
    await ready()
    expect(load).toHaveBeenCalledOnce()
    expect(ids(view().cards)).toEqual([MockRiseOption.id, MockFallOption.id])
    // #108 rise 100 USDT at 41240.10, BTC at 41251.65: a win of 80 % less the 1 USDT fee
    expect(open(view(), 108)).toMatchObject({
      secondsLeft: 12,
      progress: 0.6,
      isEnding: false,
      livePrice: '41251.65',
      expected: { outcome: 'win', net: '79.0000' },
    })
    // #107 fall 50 USDT at 41262.85: winning too, 88 % less 0.5000
    expect(open(view(), 107).expected).toEqual({ outcome: 'win', net: '43.5000' })
    const lower = toOptionPositionsView(optionPositionsSnapshots.open, {
      'BTC/USDT': '41240.10',
    })
    expect(open(lower, 108).expected).toEqual({ outcome: 'tie', net: '-1.0000' })
    expect(open(toOptionPositionsView(optionPositionsSnapshots.open), 108)).toMatchObject({
      livePrice: null,
      expected: null,
    })
  })

  it('counts down one second at a time and marks the last ten seconds', async () => {
    const { view, advance, ready } = start()
    await ready()
    await advance(1_000)
    expect(view().now).toBe(MockMicroNow + 1_000)
    expect(open(view(), 108).secondsLeft).toBe(11)
    await advance(1_000)
    expect(open(view(), 108)).toMatchObject({ secondsLeft: 10, isEnding: true })
    expect(open(view(), 107).isEnding).toBe(false)
  })

  it('settles a card at its expiry and asks for the result after the grace', async () => {
    const ask = vi.fn<Ask>(async () => [MockRiseSettled])
    const { actor, view, advance, ready, settled } = start({ ask })
    await ready()
    await advance(12_000)
    expect(view().now).toBe(MockRiseExpiry)
    expect(settling(view(), 108).isWaiting).toBe(false)
    expect(actor.getSnapshot().matches({ settling: 'waiting' })).toBe(true)
    // the second's re-entry does not restart the grace
    await advance(1_000)
    expect(ask).not.toHaveBeenCalled()
    await advance(500)
    expect(ask).toHaveBeenCalledExactlyOnceWith([108])
    expect(ids(view().cards)).toEqual([107])
    expect(view().results).toMatchObject([
      { id: 108, state: 'settled', outcome: 'win', net: '79.0000', payout: '180.0000' },
    ])
    expect(ids(settled)).toEqual([108])
    expect(actor.getSnapshot().matches({ settling: 'idle' })).toBe(true)
  })

  it('keeps asking with a growing backoff while the result is not in, quietly through failures', async () => {
    let answers = 0
    const ask = vi.fn<Ask>(async () => {
      answers += 1
      if (answers === 2) throw new ApiError('network')
      return [answers < 4 ? MockRiseOption : MockRiseSettled]
    })
    const { view, advance, ready, settled } = start({ ask })
    await ready()
    await advance(13_500)
    expect(ask).toHaveBeenCalledTimes(1)
    expect(settling(view(), 108).isWaiting).toBe(true)
    expect(view().status).toBe('ready')
    await advance(backoffMs(1))
    expect(ask).toHaveBeenCalledTimes(2)
    await advance(backoffMs(2) - 100)
    expect(ask).toHaveBeenCalledTimes(2)
    await advance(100)
    expect(ask).toHaveBeenCalledTimes(3)
    expect(settling(view(), 108).isWaiting).toBe(true)
    await advance(backoffMs(3))
    expect(ask).toHaveBeenCalledTimes(4)
    expect(view().results.map((r) => r.id)).toEqual([108])
    expect(ids(settled)).toEqual([108])
    expect([1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
  })

  it('settles at once on the push and announces each order once, whichever answer comes first', async () => {
    let release: (orders: OptionOrder[]) => void = () => {}
    const ask = vi.fn<Ask>(() => new Promise((resolve) => (release = resolve)))
    const { actor, view, advance, ready, settled } = start({ ask })
    await ready()
    await advance(13_500)
    expect(ask).toHaveBeenCalledOnce()
    actor.send({ type: 'order.settled', order: MockRiseSettled })
    expect(ids(view().cards)).toEqual([107])
    expect(ids(view().results)).toEqual([108])
    // the push emptied what was past expiry: the ask is dropped, its late answer changes nothing
    release([MockRiseSettled])
    actor.send({ type: 'order.settled', order: MockRiseSettled })
    actor.send({ type: 'result.dismiss', id: 108 })
    actor.send({ type: 'order.settled', order: MockRiseSettled })
    await advance(1_000)
    expect(ids(settled)).toEqual([108])
    expect(view().results).toEqual([])
    expect(view()).toMatchObject({ status: 'ready', cards: [{ id: 107 }] })
  })

  it('announces a get_result answer once even when the push follows', async () => {
    const { actor, view, advance, ready, settled } = start({ ask: async () => [MockRiseSettled] })
    await ready()
    await advance(13_500)
    actor.send({ type: 'order.settled', order: MockRiseSettled })
    expect(ids(settled)).toEqual([108])
    expect(ids(view().results)).toEqual([108])
  })

  it('shows a placed option at once, also while loading, and keeps it after the load', async () => {
    let answer: (orders: OptionOrder[]) => void = () => {}
    const { actor, view, ready } = start({ load: () => new Promise((r) => (answer = r)) })
    actor.send({ type: 'order.placed', order: MockPlacedOption })
    expect(view()).toMatchObject({ status: 'loading', cards: [{ id: 109, secondsLeft: 60 }] })
    answer([MockRiseOption, MockFallOption])
    await ready()
    expect(ids(view().cards)).toEqual([109, 108, 107])
    actor.send({ type: 'order.placed', order: MockPlacedOption })
    expect(ids(view().cards)).toEqual([109, 108, 107])
  })

  it('keeps at most five results, newest first, until dismissed or cleared', async () => {
    const { actor, view, ready, settled } = start({ load: async () => [] })
    await ready()
    expect(view().status).toBe('empty')
    const [win, loss, tie, eth, long] = MockSettledOptions as [OptionOrder, ...OptionOrder[]]
    for (const order of [long!, eth!, tie!, loss!, win, MockRiseSettled])
      actor.send({ type: 'order.settled', order })
    expect(ids(view().results)).toEqual([108, 106, 105, 104, 103])
    expect(ids(settled)).toHaveLength(6)
    expect(view().canClearResults).toBe(true)
    actor.send({ type: 'result.dismiss', id: 105 })
    expect(ids(view().results)).toEqual([108, 106, 104, 103])
    actor.send({ type: 'results.clear' })
    expect(view()).toMatchObject({ results: [], status: 'empty', canClearResults: false })
  })

  it('ignores a push that is not a settlement', async () => {
    const { actor, view, ready, settled } = start()
    await ready()
    actor.send({ type: 'order.settled', order: MockRiseOption })
    expect(ids(view().cards)).toEqual([108, 107])
    expect(settled).toEqual([])
  })

  it('offers a retry when the open options cannot be read', async () => {
    let fail = true
    const { actor, view, load } = start({
      load: async () => {
        if (fail) throw new ApiError('network')
        return [MockRiseOption]
      },
    })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    fail = false
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view()).toMatchObject({ status: 'ready', error: null, cards: [{ id: 108 }] })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("reads the device's clock at each second when given one, never going back", async () => {
    const clock = new SimulatedClock()
    let device = MockMicroNow + 400
    const actor = createActor(
      optionPositionsMachine.provide({
        actors: { loadOpen: fromPromise<OptionOrder[]>(async () => []) },
      }),
      { input: { now: device, clock: () => device }, clock },
    ).start()
    clock.increment(600)
    expect(actor.getSnapshot().context.now).toBe(MockMicroNow + 400)
    device = MockMicroNow + 5_000
    clock.increment(1_000)
    expect(actor.getSnapshot().context.now).toBe(MockMicroNow + 5_000)
    device = MockMicroNow
    clock.increment(1_000)
    expect(actor.getSnapshot().context.now).toBe(MockMicroNow + 5_000)
    actor.stop()
  })

  it('has a fixture for every leaf state, and their views', () => {
    expect(uncoveredLeaves(optionPositionsMachine, optionPositionsSnapshots)).toEqual([])
    const v = (key: keyof typeof optionPositionsSnapshots) =>
      toOptionPositionsView(optionPositionsSnapshots[key], MockOptionPrices)
    expect(v('loading').status).toBe('loading')
    expect(v('failedWithPlaced')).toMatchObject({ status: 'failed', cards: [{ id: 109 }] })
    expect(v('empty').status).toBe('empty')
    expect(open(v('ending'), 108)).toMatchObject({ secondsLeft: 5, isEnding: true })
    expect(settling(v('settling'), 108).isWaiting).toBe(false)
    expect(settling(v('waitingResult'), 108).isWaiting).toBe(true)
    expect(v('settled').results).toMatchObject([
      { outcome: 'win', net: '79.0000', endPrice: '41251.65', settleTick: MockRiseExpiry },
    ])
    expect(v('tieAndLoss').results.map((r) => [r.outcome, r.net, r.payout])).toEqual([
      ['tie', '-0.1000', '10.0000'],
      ['loss', '-202.0000', '0.0000'],
    ])
    expect(v('results').results).toHaveLength(5)
  })
})

describe('option positions against the MSW mock', () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it('lists the open options and settles one through get_result', async () => {
    const mock = createMicroMock()
    server.use(...mock.list)
    const clock = new SimulatedClock()
    const actor = createActor(optionPositionsMachine, { input: { now: MockMicroNow }, clock })
    const settled = new Promise<OptionOrder>((resolve) =>
      actor.on('settled', (e) => resolve(e.order)),
    )
    actor.start()
    await waitFor(actor, (s) => s.hasTag('ready'))
    const view = () => toOptionPositionsView(actor.getSnapshot())
    expect(ids(view().cards)).toEqual([108, 107])
    const wire = mock.settle(108, '41230.00')
    for (let i = 0; i < 135; i++) clock.increment(100)
    const order = await settled
    expect(order).toEqual(MicroOrder.parse(wire))
    expect(view().results).toMatchObject([{ id: 108, outcome: 'loss', net: '-101.0000' }])
    actor.stop()
  })
})
