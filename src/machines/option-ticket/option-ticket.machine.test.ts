import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MicroOrder, PayableCurrency, type MicroSubmitRequest } from '@/api/contract/micro'
import { MockMicroNow, mockMicroOrder, mockPayableUsdt } from '@/api/contract/micro.fixtures'
import { maxStake, optionTerms } from '@/api/contract/micro-math'
import { USDT_ID } from '@/api/contract/wallet'
import { ApiError } from '@/api/errors'
import { createMicroMock } from '@/api/msw/micro'
import { uncoveredLeaves } from '@/test/state-coverage'
import { stakeCurrencyOf } from './option-ticket.actors'
import {
  MockOptionBalance,
  MockOptionTicketLast,
  MockOptionTicketPair,
  MockOptionTicketTerms,
  optionTicketSnapshots,
} from './option-ticket.fixtures'
import { optionTicketMachine, type OptionTicketInput } from './option-ticket.machine'
import { toOptionTicketView } from './option-ticket.view'

const last = MockOptionTicketLast
const answer = (req: MicroSubmitRequest) =>
  MicroOrder.parse(
    mockMicroOrder({
      id: 109,
      direction: Number(req.type) === 2 ? 'fall' : 'rise',
      seconds: Number(req.seconds),
      stake: String(req.number),
      openPrice: last,
      placedAgo: 0,
    }),
  )
const after = PayableCurrency.parse(mockPayableUsdt('49.2500', '250.0000'))

function start(
  submit: (req: MicroSubmitRequest) => Promise<unknown> = async (req) => answer(req),
  input: OptionTicketInput = MockOptionTicketPair,
) {
  let keys = 0
  const submitSpy = vi.fn(submit)
  const loadTerms = vi.fn(async () => MockOptionTicketTerms)
  const loadCurrency = vi.fn(async () => after)
  const machine = optionTicketMachine.provide({
    actors: {
      loadTerms: fromPromise(loadTerms),
      loadCurrency: fromPromise(loadCurrency),
      createKey: fromPromise(async () => `key-${++keys}-option`),
      placeOption: fromPromise(async ({ input: req }) => submitSpy(req) as never),
    },
  })
  const actor = createActor(machine, { input })
  const emitted: unknown[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  actor.send({ type: 'market.update', price: last })
  const view = () => toOptionTicketView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches({ ready: { form: 'editing' } }))
  const confirm = async (stake = '100', direction: 'rise' | 'fall' = 'rise') => {
    await ready()
    actor.send({ type: 'stake.change', value: stake })
    actor.send({ type: 'form.submit', direction })
    actor.send({ type: 'confirm.submit' })
  }
  const placed = () => waitFor(actor, (s) => s.hasTag('placed'))
  const send = actor.send.bind(actor)
  return {
    actor,
    send,
    view,
    ready,
    confirm,
    placed,
    submit: submitSpy,
    loadTerms,
    loadCurrency,
    emitted,
  }
}

describe('option ticket', () => {
  it('loads the pair’s durations and the options balance, starting at the shortest', async () => {
    const { view, ready, loadTerms } = start()
    expect(view().status).toBe('loading')
    await ready()
    expect(loadTerms).toHaveBeenCalledWith(expect.objectContaining({ input: { matchId: 1 } }))
    expect(view()).toMatchObject({
      status: 'editing',
      symbol: 'BTC/USDT',
      coin: 'USDT',
      seconds: 30,
      payoutRatio: '80',
      durations: [
        { seconds: 30, payoutRatio: '80' },
        { seconds: 60, payoutRatio: '85' },
        { seconds: 120, payoutRatio: '88' },
        { seconds: 300, payoutRatio: '90' },
      ],
      presets: ['10', '50', '100', '500', '1000'],
      minStake: '10',
      maxStakeLimit: '10000',
      feeRate: '1',
      fee: null,
      balance: MockOptionBalance,
      lastPrice: last,
      terms: null,
      stakeError: null,
      formError: null,
    })
  })

  it('keeps a starting duration the pair offers and replaces one it does not', async () => {
    const a = start(undefined, { ...MockOptionTicketPair, seconds: 120 })
    await a.ready()
    expect(a.view().seconds).toBe(120)
    const b = start(undefined, { ...MockOptionTicketPair, seconds: 45 })
    await b.ready()
    expect(b.view().seconds).toBe(30)
  })

  it('picks USDT (id 3) as the stake currency, else the first; none is currencyNotSupported', () => {
    const usdt = MockOptionTicketTerms.currency
    const other = { ...usdt, id: 9, name: 'XYZ' }
    expect(stakeCurrencyOf([other, usdt]).id).toBe(USDT_ID)
    expect(stakeCurrencyOf([other]).id).toBe(9)
    expect(() => stakeCurrencyOf([])).toThrow(ApiError)
  })

  it('fails to load with a retry', async () => {
    let calls = 0
    const machine = optionTicketMachine.provide({
      actors: {
        loadTerms: fromPromise(async () => {
          if (++calls === 1) throw new ApiError('network')
          return MockOptionTicketTerms
        }),
      },
    })
    const actor = createActor(machine, { input: MockOptionTicketPair }).start()
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(toOptionTicketView(actor.getSnapshot())).toMatchObject({
      status: 'loadFailed',
      formError: 'network',
    })
    actor.send({ type: 'ticket.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(toOptionTicketView(actor.getSnapshot()).formError).toBeNull()
  })

  it('shows the fee on top and the three outcomes from micro-math as the stake is typed', async () => {
    const { send, view, ready } = start()
    await ready()
    send({ type: 'stake.preset', stake: '100' })
    expect(view()).toMatchObject({ stake: '100', fee: '1.0000' })
    expect(view().terms).toEqual(
      optionTerms({ stake: '100', payoutRatio: '80', feeRate: '1', scale: 4 }),
    )
    expect(view().terms).toMatchObject({
      cost: '101.0000',
      win: { credit: '180.0000', net: '79.0000' },
      tie: { credit: '100.0000', net: '-1.0000' },
      loss: { credit: '0.0000', net: '-101.0000' },
    })
    send({ type: 'duration.change', seconds: 120 })
    expect(view()).toMatchObject({ payoutRatio: '88', terms: { win: { credit: '188.0000' } } })
  })

  it('says the balance and the limits as they are typed; the rest after a submit', async () => {
    const { send, view, ready, submit } = start()
    await ready()
    send({ type: 'form.submit', direction: 'rise' })
    expect(view().stakeError).toBe('amountRequired')
    send({ type: 'stake.change', value: '5' })
    expect(view().stakeError).toBe('stakeBelowMinimum')
    send({ type: 'stake.change', value: '10001' })
    expect(view().stakeError).toBe('stakeAboveMaximum')
    send({ type: 'stake.change', value: '149' })
    expect(view().stakeError).toBe('insufficientBalance')
    send({ type: 'stake.change', value: '20' })
    expect(view().stakeError).toBeNull()
    send({ type: 'duration.change', seconds: 300 })
    expect(view()).toMatchObject({ minStake: '50', stakeError: 'stakeBelowMinimum' })
    send({ type: 'stake.change', value: '1,5' })
    expect(view()).toMatchObject({ stake: '1.5', stakeError: 'stakeBelowMinimum' })
    send({ type: 'form.submit', direction: 'fall' })
    expect(view().status).toBe('editing')
    expect(submit).not.toHaveBeenCalled()
  })

  it('max fills the largest stake whose fee fits; too little balance says so', async () => {
    const { actor, send, view, ready } = start()
    await ready()
    send({ type: 'stake.max' })
    const max = maxStake(MockOptionBalance, '1', 4, '10000')
    expect(max).toBe('148.7623')
    expect(view()).toMatchObject({ stake: max, maxStake: max, stakeError: null, fee: '1.4877' })
    const snap = actor.getSnapshot()
    const poor = optionTicketMachine.resolveState({
      value: snap.value,
      context: {
        ...snap.context,
        stake: '',
        currency: { ...snap.context.currency!, balance: '9' },
      },
    })
    actor.stop()
    const poorActor = createActor(
      optionTicketMachine.provide({
        actors: { loadCurrency: fromPromise(async () => after) },
      }),
      { input: MockOptionTicketPair, snapshot: poor },
    ).start()
    poorActor.send({ type: 'stake.max' })
    expect(toOptionTicketView(poorActor.getSnapshot())).toMatchObject({
      stake: '',
      stakeError: 'insufficientBalance',
    })
  })

  it('places once however often confirm is tapped, keeps the stake, reports it, re-reads the balance', async () => {
    const { actor, send, view, confirm, placed, submit, loadCurrency, emitted } = start()
    await confirm('100', 'fall')
    send({ type: 'confirm.submit' })
    await placed()
    expect(submit).toHaveBeenCalledOnce()
    expect(submit).toHaveBeenCalledWith({
      match_id: 1,
      currency_id: USDT_ID,
      type: 2,
      seconds: 30,
      number: '100',
      idempotency_key: 'key-1-option',
    })
    expect(emitted).toEqual([
      { type: 'placed', order: expect.objectContaining({ id: 109, direction: 'fall' }) },
    ])
    await waitFor(actor, (s) => s.matches({ ready: { balance: 'idle' } }))
    expect(loadCurrency).toHaveBeenCalledOnce()
    expect(view()).toMatchObject({
      status: 'editing',
      isPlaced: true,
      stake: '100',
      direction: 'fall',
      balance: '49.2500',
    })
  })

  it('the confirm sheet shows the direction tapped and the terms', async () => {
    const { send, view, ready } = start()
    await ready()
    send({ type: 'stake.change', value: '100' })
    send({ type: 'form.submit', direction: 'fall' })
    expect(view()).toMatchObject({
      status: 'confirming',
      isSheetOpen: true,
      direction: 'fall',
      lastPrice: last,
      terms: { cost: '101.0000' },
    })
    send({ type: 'confirm.cancel' })
    expect(view()).toMatchObject({ status: 'editing', isSheetOpen: false, stake: '100' })
  })

  it('keeps everything after a lost answer and retries with the same key', async () => {
    let calls = 0
    const { actor, send, view, confirm, placed, submit } = start(async (req) => {
      if (++calls === 1) throw new ApiError('network')
      return answer(req)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'network')
    expect(view()).toMatchObject({
      status: 'confirming',
      sheetError: 'network',
      formError: null,
      stake: '100',
      seconds: 30,
    })
    send({ type: 'confirm.submit' })
    await placed()
    expect(submit.mock.calls.map(([r]) => r.idempotency_key)).toEqual([
      'key-1-option',
      'key-1-option',
    ])
  })

  it('a changed stake or the next option is a new request with a new key', async () => {
    let calls = 0
    const { actor, send, confirm, placed, submit } = start(async (req) => {
      if (++calls === 1) throw new ApiError('timeout')
      return answer(req)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'timeout')
    send({ type: 'confirm.cancel' })
    send({ type: 'stake.change', value: '40' })
    send({ type: 'form.submit', direction: 'rise' })
    send({ type: 'confirm.submit' })
    await placed()
    await waitFor(actor, (s) => s.matches({ ready: { balance: 'idle' } }))
    send({ type: 'form.submit', direction: 'rise' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, () => submit.mock.calls.length === 3)
    expect(submit.mock.calls.map(([r]) => [r.number, r.idempotency_key])).toEqual([
      ['100', 'key-1-option'],
      ['40', 'key-2-option'],
      ['40', 'key-3-option'],
    ])
  })

  it.each([
    ['stakeBelowMinimum', 'stakeBelowMinimum', null],
    ['insufficientBalance', 'insufficientBalance', null],
    ['durationNotAvailable', null, 'durationNotAvailable'],
    ['tooManyOpenOptions', null, 'tooManyOpenOptions'],
    ['requestTooFrequent', null, 'requestTooFrequent'],
    ['pairClosed', null, 'pairClosed'],
  ] as const)('the server refusing %s returns to the form', async (code, stake, form) => {
    const { actor, view, confirm, loadCurrency } = start(async () => {
      throw new ApiError(code)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === code)
    expect(view()).toMatchObject({ status: 'editing', stakeError: stake, formError: form })
    await waitFor(actor, (s) => s.matches({ ready: { balance: 'idle' } }))
    expect(loadCurrency).toHaveBeenCalledOnce()
  })

  it('a session error is the session machine’s: nothing shown in the sheet', async () => {
    const { actor, view, confirm } = start(async () => {
      throw new ApiError('sessionExpired')
    })
    await confirm()
    await waitFor(actor, (s) => s.hasTag('sheetOpen') && !s.hasTag('submitting'))
    expect(view()).toMatchObject({ status: 'confirming', sheetError: null })
  })

  it('a new pair reloads and keeps direction, duration and stake', async () => {
    const { send, view, ready, loadTerms, actor } = start()
    await ready()
    send({ type: 'duration.change', seconds: 60 })
    send({ type: 'stake.change', value: '10' })
    send({ type: 'pair.change', symbol: 'ETH/USDT', matchId: 2 })
    expect(view()).toMatchObject({ status: 'loading', base: 'ETH', lastPrice: null })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(loadTerms).toHaveBeenLastCalledWith(expect.objectContaining({ input: { matchId: 2 } }))
    expect(view()).toMatchObject({ seconds: 60, stake: '10' })
  })

  it('balance.refresh re-reads the options balance (an option settled)', async () => {
    const { send, view, ready, actor, loadCurrency } = start()
    await ready()
    send({ type: 'balance.refresh' })
    expect(view().isRefreshingBalance).toBe(true)
    await waitFor(actor, (s) => s.matches({ ready: { balance: 'idle' } }))
    expect(loadCurrency).toHaveBeenCalledOnce()
    expect(view().balance).toBe('49.2500')
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(optionTicketMachine, optionTicketSnapshots)).toEqual([])
  })

  it('fixtures draw what their names say', () => {
    const v = (k: keyof typeof optionTicketSnapshots) =>
      toOptionTicketView(optionTicketSnapshots[k])
    expect(v('stakeRequired').stakeError).toBe('amountRequired')
    expect(v('stakeBelowMinimum').stakeError).toBe('stakeBelowMinimum')
    expect(v('stakeAboveMaximum').stakeError).toBe('stakeAboveMaximum')
    expect(v('insufficientBalance').stakeError).toBe('insufficientBalance')
    expect(v('tooManyOpenOptions').formError).toBe('tooManyOpenOptions')
    expect(v('requestTooFrequent').formError).toBe('requestTooFrequent')
    expect(v('noDurations')).toMatchObject({ seconds: null, formError: 'durationNotAvailable' })
    expect(v('longDuration')).toMatchObject({ seconds: 300, minStake: '50', payoutRatio: '90' })
    expect(v('networkError')).toMatchObject({ status: 'confirming', sheetError: 'network' })
    expect(v('placed')).toMatchObject({ isPlaced: true, isRefreshingBalance: true, stake: '100' })
    expect(v('confirmingFall')).toMatchObject({ direction: 'fall', payoutRatio: '85' })
    expect(v('submitting')).toMatchObject({ isSubmitting: true, isSheetOpen: true })
  })
})

describe('option ticket against the MSW sandbox', () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it('the server places exactly what the sheet showed and the balance follows', async () => {
    const micro = createMicroMock()
    server.use(...micro.list)
    micro.setNow(MockMicroNow + 2_000)
    const machine = optionTicketMachine.provide({
      actors: { createKey: fromPromise(async () => 'ab'.repeat(16)) },
    })
    const actor = createActor(machine, { input: MockOptionTicketPair }).start()
    actor.send({ type: 'market.update', price: last })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'duration.change', seconds: 60 })
    actor.send({ type: 'stake.change', value: '40' })
    actor.send({ type: 'form.submit', direction: 'rise' })
    const terms = toOptionTicketView(actor.getSnapshot()).terms!
    const placed = new Promise<unknown>((resolve) => actor.on('placed', (e) => resolve(e.order)))
    actor.send({ type: 'confirm.submit' })
    expect(await placed).toMatchObject({
      status: 'open',
      direction: 'rise',
      seconds: 60,
      stake: terms.stake,
      fee: terms.fee,
      payoutRatio: '85',
      openPrice: last,
    })
    await waitFor(actor, (s) => s.matches({ ready: { balance: 'idle' } }) && s.hasTag('placed'))
    expect(toOptionTicketView(actor.getSnapshot()).balance).toBe('109.8500')
  })
})
