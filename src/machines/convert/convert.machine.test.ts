import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  BTC_ID,
  Conversion,
  ConvertOptions,
  ConvertQuote,
  ETH_ID,
  USDT_ID,
  type ConvertRequest,
} from '@/api/contract/wallet'
import { maxConvertible } from '@/api/contract/wallet-math'
import {
  MockConvertOptions,
  mockConversion,
  mockConvertQuote,
} from '@/api/contract/wallet.fixtures'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { convertQuoteMachine } from './convert-quote.machine'
import { convertQuoteSnapshots, convertSnapshots } from './convert.fixtures'
import { convertMachine } from './convert.machine'
import { toConvertView, type ConvertQuoteSnapshot } from './convert.view'

const quoteId = (n: number) => n.toString(16).padStart(32, '0')

function start(
  convert: (req: ConvertRequest) => Promise<unknown> = async (req) =>
    Conversion.parse(mockConversion(req.number)),
) {
  const clock = new SimulatedClock()
  let quotes = 0
  let keys = 0
  const fetchQuote = vi.fn(async (pair: { fromId: number; toId: number }) =>
    ConvertQuote.parse(mockConvertQuote(pair.fromId, pair.toId, undefined, quoteId(++quotes))),
  )
  const convertSpy = vi.fn(convert)
  const loadOptions = vi.fn(async () => ConvertOptions.parse(MockConvertOptions))
  const machine = convertMachine.provide({
    actors: {
      loadOptions: fromPromise(loadOptions),
      quote: convertQuoteMachine.provide({
        actors: { fetchQuote: fromPromise(async ({ input }) => fetchQuote(input)) },
      }),
      createKey: fromPromise(async () => `key-${++keys}-convert`),
      convert: fromPromise(async ({ input }) => convertSpy(input) as never),
    },
  })
  const actor = createActor(machine, { input: {}, clock })
  const emitted: string[] = []
  actor.on('*', (e) => emitted.push(e.type))
  actor.start()
  const price = () =>
    actor.getSnapshot().children.quote?.getSnapshot() as ConvertQuoteSnapshot | undefined
  const view = () => toConvertView(actor.getSnapshot(), price())
  const priced = () =>
    waitFor(actor, (s) => s.context.quoteReady && price()?.matches('live') === true)
  const tick = (seconds = 1) => {
    for (let i = 0; i < seconds; i++) clock.increment(1000)
  }
  const confirm = async (amount = '1000') => {
    await priced()
    actor.send({ type: 'amount.change', value: amount })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'confirm.submit' })
  }
  return {
    actor,
    view,
    priced,
    tick,
    confirm,
    fetchQuote,
    convert: convertSpy,
    loadOptions,
    emitted,
  }
}

describe('convert', () => {
  it('starts with USDT → BTC, counts the price down and fetches a new one when it expires', async () => {
    const { view, priced, tick, fetchQuote } = start()
    await priced()
    expect(view()).toMatchObject({
      from: { name: 'USDT' },
      to: { name: 'BTC' },
      quote: { state: 'live', secondsLeft: 10, feePercent: { value: '0.2', scale: 1 } },
    })
    tick(9)
    expect(view().quote.secondsLeft).toBe(1)
    expect(fetchQuote).toHaveBeenCalledTimes(1)
    tick()
    expect(view().quote.state).toBe('fetching')
    await priced()
    expect(fetchQuote).toHaveBeenCalledTimes(2)
    expect(view().quote.secondsLeft).toBe(10)
  })

  it('previews the fee on top and what arrives, rounded down, from wallet-math', async () => {
    const { actor, view, priced } = start()
    await priced()
    actor.send({ type: 'amount.change', value: '1000' })
    // 1000 × 1 ÷ 64250.12 = 0.015564172… → 0.01556417; fee 0.2 % = 2 USDT on top
    expect(view().preview).toEqual({ toAmount: '0.01556417', fee: '2.0000', debit: '1002.0000' })
    actor.send({ type: 'amount.max' })
    expect(view().amount).toBe(
      maxConvertible('12500.5000', {
        fromPrice: '1',
        toPrice: '64250.12',
        feePercent: '0.2',
        fromScale: 4,
        toScale: 8,
      }),
    )
    expect(view().amount).toBe('12475.5489')
  })

  it('flags a debit above the balance before anything is sent', async () => {
    const { actor, view, priced, convert } = start()
    await priced()
    actor.send({ type: 'amount.change', value: '12500' })
    expect(view().amountIssue).toBe('insufficientBalance')
    actor.send({ type: 'form.submit' })
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'insufficientBalance',
      errorField: 'amount',
    })
    expect(convert).not.toHaveBeenCalled()
  })

  it('swaps the pair, and picking the other side’s coin swaps too; each asks for a new price', async () => {
    const { actor, view, priced, fetchQuote } = start()
    await priced()
    actor.send({ type: 'amount.change', value: '5' })
    actor.send({ type: 'pair.swap' })
    expect(view()).toMatchObject({
      from: { name: 'BTC' },
      to: { name: 'USDT' },
      amount: '',
      hasPrice: false,
    })
    await priced()
    actor.send({ type: 'to.select', id: BTC_ID })
    expect(view()).toMatchObject({ from: { name: 'USDT' }, to: { name: 'BTC' } })
    await priced()
    actor.send({ type: 'to.select', id: ETH_ID })
    await priced()
    expect(fetchQuote.mock.calls.map(([p]) => [p.fromId, p.toId])).toEqual([
      [USDT_ID, BTC_ID],
      [BTC_ID, USDT_ID],
      [USDT_ID, BTC_ID],
      [USDT_ID, ETH_ID],
    ])
  })

  it('confirms and converts once however often confirm is tapped', async () => {
    const { actor, view, confirm, convert, emitted } = start()
    await confirm()
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(convert).toHaveBeenCalledOnce()
    expect(convert).toHaveBeenCalledWith({
      number: '1000',
      from_currency_id: USDT_ID,
      to_currency_id: BTC_ID,
      quote_id: quoteId(1),
      idempotency_key: 'key-1-convert',
    })
    expect(view().conversion).toMatchObject({ debit: '1002.0000', toAmount: '0.01556417' })
    expect(emitted).toContain('converted')
  })

  it('refreshes the price after quoteExpired and converts at the new one with a new key', async () => {
    let calls = 0
    const { actor, view, confirm, convert } = start(async (req) => {
      if (++calls === 1) throw new ApiError('quoteExpired')
      return Conversion.parse(mockConversion(req.number))
    })
    await confirm()
    await waitFor(actor, (s) => s.context.quoteReady && s.context.quote?.quoteId === quoteId(2))
    expect(view().error).toBe('quoteExpired')
    expect(view()).toMatchObject({ status: 'confirming', priceUpdated: true })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(convert.mock.calls.map(([r]) => [r.quote_id, r.idempotency_key])).toEqual([
      [quoteId(1), 'key-1-convert'],
      [quoteId(2), 'key-2-convert'],
    ])
  })

  it('after a network failure keeps the price and sends the very same request again', async () => {
    let calls = 0
    const { actor, view, tick, confirm, convert, fetchQuote } = start(async (req) => {
      if (++calls === 1) throw new ApiError('network')
      return Conversion.parse(mockConversion(req.number))
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'network')
    tick(15) // the price would have expired: it is held for the retry instead
    expect(view().quote.state).toBe('held')
    expect(fetchQuote).toHaveBeenCalledOnce()
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(convert.mock.calls.map(([r]) => [r.quote_id, r.idempotency_key])).toEqual([
      [quoteId(1), 'key-1-convert'],
      [quoteId(1), 'key-1-convert'],
    ])
  })

  it('answers the one-per-3-seconds rule with a countdown before confirming again', async () => {
    let calls = 0
    const { actor, view, tick, confirm, convert } = start(async (req) => {
      if (++calls === 1) throw new ApiError('requestTooFrequent')
      return Conversion.parse(mockConversion(req.number))
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'requestTooFrequent')
    expect(view()).toMatchObject({ status: 'waiting', waitSeconds: 3, canConfirm: false })
    actor.send({ type: 'confirm.submit' })
    expect(convert).toHaveBeenCalledOnce()
    tick(3)
    expect(view()).toMatchObject({ status: 'confirming', canConfirm: true })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(convert).toHaveBeenCalledTimes(2)
  })

  it('returns to the amount when the server finds the balance short', async () => {
    const { actor, view, confirm } = start(async () => {
      throw new ApiError('insufficientBalance')
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error !== null)
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'insufficientBalance',
      errorField: 'amount',
    })
  })

  it('converts again from fresh balances', async () => {
    const { actor, view, confirm, loadOptions } = start()
    await confirm()
    await waitFor(actor, (s) => s.matches('done'))
    actor.send({ type: 'convert.again' })
    await waitFor(actor, (s) => s.context.quoteReady)
    expect(loadOptions).toHaveBeenCalledTimes(2)
    expect(view()).toMatchObject({ status: 'editing', amount: '', conversion: null })
  })

  it('has a fixture for every state, of the form and of its price', () => {
    const forms = Object.fromEntries(
      Object.entries(convertSnapshots).map(([k, v]) => [k, v.convert]),
    )
    expect(uncoveredLeaves(convertMachine, forms)).toEqual([])
    expect(uncoveredLeaves(convertQuoteMachine, convertQuoteSnapshots)).toEqual([])
  })
})
