import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Tick, TickRequest } from '@/api/contract/market'
import { ApiError } from '@/api/errors'
import { engineTickMachine, parseTickSecond } from './engine-tick.machine'
import { engineTickSnapshots, mockTick } from './engine-tick.fixtures'
import { toEngineTickView } from './engine-tick.view'
import { uncoveredLeaves } from '@/test/state-coverage'

function start(fetch: (req: TickRequest) => Promise<Tick>) {
  const spy = vi.fn(fetch)
  const machine = engineTickMachine.provide({
    actors: { fetchTick: fromPromise(({ input }) => spy(input)) },
  })
  const actor = createActor(machine, { input: { symbol: 'BTC/USDT', time: mockTick.time } })
  actor.start()
  return { actor, spy, view: () => toEngineTickView(actor.getSnapshot()) }
}

describe('engine tick', () => {
  it("reads the engine's price at the second asked about", async () => {
    const { actor, spy, view } = start(async () => mockTick)
    expect(view().status).toBe('loading')
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(spy).toHaveBeenCalledWith({ symbol: 'BTC/USDT', time: mockTick.time })
    expect(view()).toEqual({
      status: 'ready',
      symbol: 'BTC/USDT',
      time: mockTick.time,
      price: '41245.26',
      error: null,
      canRetry: false,
    })
  })

  it('keeps the refusal and offers a retry that asks again', async () => {
    let answer: Promise<Tick> = Promise.reject(new ApiError('tickNotYet'))
    const { actor, spy, view } = start(() => answer)
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view()).toMatchObject({ status: 'failed', error: 'tickNotYet', canRetry: true })
    answer = Promise.resolve(mockTick)
    actor.send({ type: 'tick.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(spy).toHaveBeenCalledTimes(2)
    expect(view().price).toBe('41245.26')
  })

  it('stores a session error as none', async () => {
    const { actor, view } = start(() => Promise.reject(new ApiError('sessionExpired')))
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(view().error).toBeNull()
  })

  it('reads `at` as a whole second only', () => {
    expect(parseTickSecond('1735732710')).toBe(1735732710)
    for (const bad of [null, '', '-5', '1.5', '1e9', 'soon'])
      expect(parseTickSecond(bad)).toBeNull()
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(engineTickMachine, engineTickSnapshots)).toEqual([])
  })

  it('views each fixture', () => {
    const views = Object.fromEntries(
      Object.entries(engineTickSnapshots).map(([name, s]) => {
        const v = toEngineTickView(s)
        return [name, [v.status, v.price, v.error, v.canRetry]]
      }),
    )
    expect(views).toEqual({
      loading: ['loading', null, null, false],
      ready: ['ready', '41245.26', null, false],
      failed: ['failed', null, 'network', true],
      notYet: ['failed', null, 'tickNotYet', true],
    })
  })
})
