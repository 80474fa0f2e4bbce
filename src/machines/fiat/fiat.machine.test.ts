import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  FIAT_CACHE_MS,
  FIAT_LIST_KEY,
  FIAT_RECORD_KEY,
  FiatRatesResponse,
  type FiatRates,
} from '@/api/contract/fiat'
import { MockFiatRates } from '@/api/contract/fiat.fixtures'
import { ApiError } from '@/api/errors'
import { fiatSnapshots } from './fiat.fixtures'
import { FIAT_RETRY_MS, fiatMachine } from './fiat.machine'
import { toFiatView } from './fiat.view'

const RATES = FiatRatesResponse.parse(MockFiatRates)
const HOUR = 3_600_000
const T0 = 1_751_360_000_000

function memoryStorage(initial: Record<string, unknown> = {}) {
  const map = new Map(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: vi.fn((k: string, v: string) => void map.set(k, v)),
    json: (k: string) => JSON.parse(map.get(k) ?? 'null') as unknown,
  }
}

/** A table fetched `ageMs` before T0, with EUR chosen. */
const storedEuro = (ageMs: number) => ({
  [FIAT_LIST_KEY]: { rates: RATES.rates, updated_at: RATES.updated_at, saveTime: T0 - ageMs },
  [FIAT_RECORD_KEY]: { currency_code: 'EUR', rate: RATES.rates.EUR, saveTime: T0 - ageMs },
})

function start(opts: { stored?: Record<string, unknown>; fetch?: () => Promise<FiatRates> } = {}) {
  const clock = new SimulatedClock()
  clock.set(T0)
  const storage = memoryStorage(opts.stored)
  const fetchRates = vi.fn(opts.fetch ?? (async () => RATES))
  const machine = fiatMachine.provide({
    actors: { fetchRates: fromPromise(async () => fetchRates()) },
  })
  const actor = createActor(machine, { input: { storage, now: () => clock.now() }, clock })
  actor.start()
  const view = () => toFiatView(actor.getSnapshot())
  return { actor, clock, storage, fetchRates, view }
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.matches('loading'))

describe('fiat', () => {
  it('starts in USD at 1, fetches the table, and stores record and table', async () => {
    const { actor, fetchRates, storage, view } = start()
    expect(view()).toMatchObject({ status: 'loading', code: 'USD', rate: '1', isFallback: false })
    await settled(actor)
    expect(fetchRates).toHaveBeenCalledTimes(1)
    expect(view()).toMatchObject({ status: 'ready', code: 'USD', rate: '1', savedAt: T0 })
    expect(view().codes).toHaveLength(11)
    expect(storage.json(FIAT_RECORD_KEY)).toEqual({ currency_code: 'USD', rate: '1', saveTime: T0 })
    expect(storage.json(FIAT_LIST_KEY)).toMatchObject({ rates: RATES.rates, saveTime: T0 })
  })

  it('uses a stored table younger than 24 h without any request', () => {
    const { fetchRates, view } = start({ stored: storedEuro(FIAT_CACHE_MS - 1) })
    expect(fetchRates).not.toHaveBeenCalled()
    expect(view()).toMatchObject({ status: 'ready', code: 'EUR', rate: '0.8478' })
  })

  it('fetches when the stored table is 24 h old, showing the old rate meanwhile', async () => {
    const { actor, fetchRates, view } = start({ stored: storedEuro(FIAT_CACHE_MS) })
    expect(view()).toMatchObject({ status: 'loading', code: 'EUR', rate: '0.8478' })
    await settled(actor)
    expect(fetchRates).toHaveBeenCalledTimes(1)
    expect(view()).toMatchObject({ status: 'ready', code: 'EUR', savedAt: T0 })
  })

  it('refetches exactly when the table turns 24 h old', async () => {
    const { actor, clock, fetchRates } = start({ stored: storedEuro(20 * HOUR) })
    clock.increment(4 * HOUR - 1)
    expect(fetchRates).not.toHaveBeenCalled()
    clock.increment(1)
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    await settled(actor)
    expect(fetchRates).toHaveBeenCalledTimes(1)
  })

  it('treats a table from the future (clock moved back) as expired', () => {
    const { fetchRates } = start({ stored: storedEuro(-HOUR) })
    expect(fetchRates).toHaveBeenCalledTimes(1)
  })

  it('falls back to USD at 1 and says so when nothing is known and the fetch fails', async () => {
    const { actor, view } = start({ fetch: async () => Promise.reject(new ApiError('network')) })
    await settled(actor)
    expect(view()).toMatchObject({
      status: 'failed',
      code: 'USD',
      rate: '1',
      isFallback: true,
      error: 'network',
      canRetry: true,
    })
  })

  it('keeps the last known rate when a refresh fails, and retries after a minute', async () => {
    let fail = true
    const { actor, clock, fetchRates, view } = start({
      stored: storedEuro(30 * HOUR),
      fetch: async () => (fail ? Promise.reject(new ApiError('timeout')) : RATES),
    })
    await settled(actor)
    expect(view()).toMatchObject({
      status: 'failed',
      code: 'EUR',
      rate: '0.8478',
      isFallback: false,
    })
    fail = false
    clock.increment(FIAT_RETRY_MS)
    await settled(actor)
    expect(fetchRates).toHaveBeenCalledTimes(2)
    expect(view()).toMatchObject({ status: 'ready', code: 'EUR', error: null })
  })

  it('switches at once when a table is at hand, and remembers the choice', () => {
    const { actor, fetchRates, storage, view } = start({ stored: storedEuro(HOUR) })
    actor.send({ type: 'fiat.choose', code: 'JPY' })
    expect(view()).toMatchObject({ code: 'JPY', rate: '144.05' })
    expect(fetchRates).not.toHaveBeenCalled()
    // the record keeps the table's fetch time: choosing does not extend the 24 h
    expect(storage.json(FIAT_RECORD_KEY)).toEqual({
      currency_code: 'JPY',
      rate: '144.05',
      saveTime: T0 - HOUR,
    })
  })

  it('waits for the table when none is at hand, then switches', async () => {
    const { actor, view } = start()
    actor.send({ type: 'fiat.choose', code: 'GBP' })
    expect(view()).toMatchObject({ code: 'USD', pendingCode: 'GBP' })
    await settled(actor)
    expect(view()).toMatchObject({ code: 'GBP', rate: '0.7290', pendingCode: null })
  })

  it('fetches at once when a currency is chosen after a failure with nothing at hand', async () => {
    let fail = true
    const { actor, fetchRates, view } = start({
      fetch: async () => (fail ? Promise.reject(new ApiError('network')) : RATES),
    })
    await settled(actor)
    fail = false
    actor.send({ type: 'fiat.choose', code: 'THB' })
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    await settled(actor)
    expect(fetchRates).toHaveBeenCalledTimes(2)
    expect(view()).toMatchObject({ code: 'THB', rate: '32.43', isFallback: false })
  })

  it('ignores a code it does not offer', () => {
    const { actor, storage, view } = start({ stored: storedEuro(HOUR) })
    actor.send({ type: 'fiat.choose', code: 'XYZ' })
    actor.send({ type: 'fiat.choose', code: 'eur' })
    expect(view()).toMatchObject({ code: 'EUR', pendingCode: null })
    expect(storage.setItem).not.toHaveBeenCalled()
  })

  it('offers only the currencies the service quotes', async () => {
    const partial = FiatRatesResponse.parse({ base: 'USD', rates: { EUR: '0.85', VND: 'n/a' } })
    const { actor, view } = start({ fetch: async () => partial })
    await settled(actor)
    expect(view().codes).toEqual(['USD', 'EUR'])
  })

  it('ignores a corrupt stored record or table', () => {
    const { fetchRates, view } = start({
      stored: {
        [FIAT_RECORD_KEY]: { currency_code: 'EUR', rate: '-1', saveTime: T0 },
        [FIAT_LIST_KEY]: 'x',
      },
    })
    expect(fetchRates).toHaveBeenCalledTimes(1)
    expect(view()).toMatchObject({ code: 'USD', rate: '1' })
  })

  it('has a fixture for every state', () => {
    const states = Object.keys(fiatMachine.root.states).filter((s) => s !== 'booting')
    const covered = new Set(Object.values(fiatSnapshots).map((s) => String(s.value)))
    expect([...covered].sort()).toEqual(states.sort())
  })

  it('views the fixtures', () => {
    expect(toFiatView(fiatSnapshots.failedFallback)).toMatchObject({
      isFallback: true,
      canRetry: true,
    })
    expect(toFiatView(fiatSnapshots.waiting)).toMatchObject({
      pendingCode: 'GBP',
      status: 'loading',
    })
    expect(toFiatView(fiatSnapshots.readyYen)).toMatchObject({ code: 'JPY', status: 'ready' })
  })
})

describe('the rate service contract', () => {
  it('reads a public service’s answer: base_code, numbers, other codes dropped', async () => {
    const { MockPublicFiatRates } = await import('@/api/contract/fiat.fixtures')
    expect(FiatRatesResponse.parse(MockPublicFiatRates)).toEqual({
      base: 'USD',
      rates: { USD: '1', CNY: '7.1636', GBP: '0.729', JPY: '144.05', EUR: '0.8478', VND: '26125' },
      updated_at: null,
    })
  })

  it('refuses a table on another base', () => {
    expect(FiatRatesResponse.safeParse({ base: 'EUR', rates: { USD: '1.17' } }).success).toBe(false)
  })
})
