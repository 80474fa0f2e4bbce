import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { SpotOrderSchema, type SpotOrderRequest } from '@/api/contract/spot'
import { MockBtcUsdtPairRules, MockOpenBuyOrder } from '@/api/contract/spot.fixtures'
import { amountForPercent, marketFill } from '@/api/contract/spot-math'
import { ETH_ID, USDT_ID } from '@/api/contract/wallet'
import { ApiError } from '@/api/errors'
import { createSpotMock } from '@/api/msw/spot'
import { createWalletMock } from '@/api/msw/wallet'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  MockTicketBalances,
  MockTicketMarket,
  MockTicketPair,
  spotTicketSnapshots,
} from './spot-ticket.fixtures'
import { spotTicketMachine, type SpotTicketInput } from './spot-ticket.machine'
import { toSpotTicketView } from './spot-ticket.view'

const rules = MockBtcUsdtPairRules
const answer = (req: SpotOrderRequest) =>
  SpotOrderSchema.parse({
    ...MockOpenBuyOrder,
    id: 1000,
    type: Number(req.type),
    trade_amount: req.amount,
    target_price: req.target_price ?? '41259.90',
  })

function start(
  place: (req: SpotOrderRequest) => Promise<unknown> = async (req) => answer(req),
  input: SpotTicketInput = MockTicketPair,
) {
  let keys = 0
  const placeSpy = vi.fn(place)
  const loadTerms = vi.fn(async () => ({ rules, balances: MockTicketBalances }))
  const loadBalances = vi.fn(async () => ({ base: '0.62290000', quote: '8400.5000' }))
  const machine = spotTicketMachine.provide({
    actors: {
      loadTerms: fromPromise(loadTerms),
      loadBalances: fromPromise(loadBalances),
      createKey: fromPromise(async () => `key-${++keys}-spot`),
      placeOrder: fromPromise(async ({ input: req }) => placeSpy(req) as never),
    },
  })
  const actor = createActor(machine, { input })
  const emitted: unknown[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  actor.send({ type: 'market.update', ...MockTicketMarket })
  const view = () => toSpotTicketView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches({ ready: { form: 'editing' } }))
  const fill = async (price: string, amount: string) => {
    await ready()
    actor.send({ type: 'price.change', value: price })
    actor.send({ type: 'amount.change', value: amount })
  }
  const confirm = async (price = '41000', amount = '0.1') => {
    await fill(price, amount)
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'confirm.submit' })
  }
  const placed = () => waitFor(actor, (s) => s.hasTag('placed'))
  return {
    actor,
    view,
    ready,
    fill,
    confirm,
    placed,
    place: placeSpy,
    loadTerms,
    loadBalances,
    emitted,
  }
}

describe('spot ticket', () => {
  it('loads the pair rules and both balances, then draws the band around the market', async () => {
    const { view, ready, loadTerms } = start()
    expect(view().status).toBe('loading')
    await ready()
    expect(loadTerms).toHaveBeenCalledWith(
      expect.objectContaining({ input: { currencyId: 1, legalId: USDT_ID } }),
    )
    expect(view()).toMatchObject({
      status: 'editing',
      base: 'BTC',
      quote: 'USDT',
      side: 'buy',
      kind: 'limit',
      available: '12500.5000',
      availableUnit: 'USDT',
      band: { low: '37126.49', high: '45376.81' },
      feeRate: '0.002',
      minTotal: '5',
    })
  })

  it('fails to load with a retry', async () => {
    let calls = 0
    const machine = spotTicketMachine.provide({
      actors: {
        loadTerms: fromPromise(async () => {
          if (++calls === 1) throw new ApiError('network')
          return { rules, balances: MockTicketBalances }
        }),
      },
    })
    const actor = createActor(machine, { input: MockTicketPair }).start()
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(toSpotTicketView(actor.getSnapshot())).toMatchObject({
      status: 'loadFailed',
      formError: 'network',
    })
    actor.send({ type: 'ticket.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
  })

  it('previews a limit buy with spot-math: total, fee from the BTC, what arrives', async () => {
    const { view, fill } = start()
    await fill('41000', '0.1')
    expect(view()).toMatchObject({
      total: '4100.0000',
      fee: '0.00020000',
      receive: '0.09980000',
      receiveUnit: 'BTC',
      formError: null,
    })
  })

  it('previews a market buy against the book and names the most it may spend', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'kind.change', kind: 'market' })
    actor.send({ type: 'amount.change', value: '2' })
    const preview = marketFill('buy', '2', MockTicketMarket.asks, rules)!
    expect(view()).toMatchObject({
      total: preview.spent,
      fillPrice: preview.price,
      receive: preview.received,
      maxSpend: '12500.5000',
    })
    // the book moves: the preview follows it
    actor.send({
      type: 'market.update',
      price: '41000.00',
      asks: [['41010.00', '5.0000']],
      bids: MockTicketMarket.bids,
    })
    expect(view()).toMatchObject({ total: '82020.0000', fillPrice: '41010.00' })
    expect(view().formError).toBe('insufficientBalance')
  })

  it('fills the price from a tapped level or the last price, turning a market ticket to limit', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'kind.change', kind: 'market' })
    actor.send({ type: 'price.fill', price: '41259.90' })
    expect(view()).toMatchObject({ price: '41259.90', kind: 'limit' })
  })

  it('takes 25/50/75/100 % of what this side may spend', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'amount.percent', percent: 50 })
    expect(view().fieldErrors.price).toBe('priceRequired')
    actor.send({ type: 'price.change', value: '40000' })
    actor.send({ type: 'amount.percent', percent: 50 })
    expect(view().amount).toBe('0.1562')
    actor.send({ type: 'side.change', side: 'sell' })
    actor.send({ type: 'amount.percent', percent: 100 })
    expect(view()).toMatchObject({ amount: '0.5234', available: '0.52340000' })
    actor.send({ type: 'kind.change', kind: 'market' })
    actor.send({ type: 'side.change', side: 'buy' })
    actor.send({ type: 'amount.percent', percent: 25 })
    const expected = amountForPercent(
      'buy',
      'market',
      25,
      '12500.5000',
      '',
      MockTicketMarket.asks,
      rules,
    )
    expect(view().amount).toBe(expected)
    expect(view().formError).toBeNull()
  })

  it('shows each refusal of the draft where it belongs, without a request', async () => {
    const { actor, view, ready, fill, place } = start()
    await ready()
    const submit = () => actor.send({ type: 'form.submit' })
    actor.send({ type: 'amount.change', value: '0.1' })
    submit()
    expect(view().fieldErrors).toEqual({ price: 'priceRequired', amount: null })
    await fill('50000', '0.1')
    expect(view().fieldErrors.price).toBe('priceOutOfBand')
    await fill('41000.001', '0.1')
    submit()
    expect(view().fieldErrors.price).toBe('priceTooPrecise')
    await fill('41000', '')
    submit()
    expect(view().fieldErrors).toEqual({ price: null, amount: 'amountRequired' })
    await fill('41000', '0.00001')
    expect(view().fieldErrors.amount).toBe('amountTooPrecise')
    await fill('41000', '0.0001')
    submit()
    expect(view().formError).toBe('orderBelowMinimum')
    await fill('41000', '1')
    expect(view().formError).toBe('insufficientBalance')
    actor.send({ type: 'kind.change', kind: 'market' })
    actor.send({ type: 'amount.change', value: '100' })
    expect(view().formError).toBe('insufficientLiquidity')
    submit()
    expect(actor.getSnapshot().hasTag('sheetOpen')).toBe(false)
    expect(place).not.toHaveBeenCalled()
  })

  it('places once however often confirm is tapped, then stays open for the next order', async () => {
    const { actor, view, confirm, placed, place, loadBalances, emitted } = start()
    await confirm()
    actor.send({ type: 'confirm.submit' })
    await placed()
    expect(place).toHaveBeenCalledOnce()
    expect(place).toHaveBeenCalledWith({
      currency_id: 1,
      legal_id: USDT_ID,
      type: 1,
      order_type: 'limit',
      amount: '0.1',
      target_price: '41000',
      idempotency_key: 'key-1-spot',
    })
    expect(emitted).toEqual([{ type: 'placed', order: expect.objectContaining({ id: 1000 }) }])
    await waitFor(actor, (s) => s.matches({ ready: { balances: 'idle' } }))
    expect(loadBalances).toHaveBeenCalledOnce()
    expect(view()).toMatchObject({
      status: 'editing',
      isPlaced: true,
      price: '41000',
      amount: '',
      quoteAvailable: '8400.5000',
    })
  })

  it('a market order goes without a price', async () => {
    const { actor, ready, placed, place } = start(async () => null)
    await ready()
    actor.send({ type: 'side.change', side: 'sell' })
    actor.send({ type: 'kind.change', kind: 'market' })
    actor.send({ type: 'amount.change', value: '0.5' })
    actor.send({ type: 'form.submit' })
    expect(toSpotTicketView(actor.getSnapshot()).isSheetOpen).toBe(true)
    actor.send({ type: 'confirm.submit' })
    await placed()
    expect(place.mock.calls[0]![0]).toEqual({
      currency_id: 1,
      legal_id: USDT_ID,
      type: 2,
      order_type: 'market',
      amount: '0.5',
      idempotency_key: 'key-1-spot',
    })
  })

  it('keeps the sheet after a lost answer and retries with the same key', async () => {
    let calls = 0
    const { actor, view, confirm, placed, place } = start(async (req) => {
      if (++calls === 1) throw new ApiError('timeout')
      return answer(req)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'timeout')
    expect(view()).toMatchObject({ status: 'confirming', sheetError: 'timeout', formError: null })
    actor.send({ type: 'confirm.submit' })
    await placed()
    expect(place.mock.calls.map(([r]) => r.idempotency_key)).toEqual(['key-1-spot', 'key-1-spot'])
  })

  it('a changed amount is a new request with a new key', async () => {
    let calls = 0
    const { actor, confirm, placed, place } = start(async (req) => {
      if (++calls === 1) throw new ApiError('network')
      return answer(req)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'network')
    actor.send({ type: 'confirm.cancel' })
    actor.send({ type: 'amount.change', value: '0.2' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'confirm.submit' })
    await placed()
    expect(place.mock.calls.map(([r]) => r.idempotency_key)).toEqual(['key-1-spot', 'key-2-spot'])
  })

  it.each([
    ['priceOutOfBand', { price: 'priceOutOfBand', amount: null }, null],
    ['amountTooPrecise', { price: null, amount: 'amountTooPrecise' }, null],
    ['insufficientBalance', { price: null, amount: null }, 'insufficientBalance'],
    ['insufficientLiquidity', { price: null, amount: null }, 'insufficientLiquidity'],
    ['orderBelowMinimum', { price: null, amount: null }, 'orderBelowMinimum'],
    ['pairClosed', { price: null, amount: null }, 'pairClosed'],
  ] as const)('the server refusing %s returns to the form', async (code, fields, form) => {
    const { actor, view, confirm, loadBalances } = start(async () => {
      throw new ApiError(code)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === code)
    expect(view()).toMatchObject({ status: 'editing', fieldErrors: fields, formError: form })
    await waitFor(actor, (s) => s.matches({ ready: { balances: 'idle' } }))
    expect(loadBalances).toHaveBeenCalled()
  })

  it('a session error is the session machine’s: nothing shown in the sheet', async () => {
    const { actor, view, confirm } = start(async () => {
      throw new ApiError('sessionExpired')
    })
    await confirm()
    await waitFor(actor, (s) => s.hasTag('sheetOpen') && !s.hasTag('submitting'))
    expect(view()).toMatchObject({ status: 'confirming', sheetError: null })
  })

  it('re-reads balances on request without leaving the form', async () => {
    const { actor, view, fill, loadBalances } = start()
    await fill('41000', '0.1')
    actor.send({ type: 'balances.refresh' })
    expect(view()).toMatchObject({ isRefreshingBalances: true, status: 'editing', amount: '0.1' })
    await waitFor(actor, (s) => s.matches({ ready: { balances: 'idle' } }))
    expect(loadBalances).toHaveBeenCalledOnce()
    expect(view().baseAvailable).toBe('0.62290000')
  })

  it('a new pair reloads, keeps side and kind, clears price and amount', async () => {
    const { actor, view, fill, loadTerms } = start()
    await fill('41000', '0.1')
    actor.send({ type: 'side.change', side: 'sell' })
    actor.send({ type: 'pair.change', symbol: 'ETH/USDT', currencyId: ETH_ID, legalId: USDT_ID })
    expect(view()).toMatchObject({ status: 'loading', base: 'ETH', price: '', amount: '' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(loadTerms).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: { currencyId: ETH_ID, legalId: USDT_ID } }),
    )
    expect(view()).toMatchObject({ side: 'sell', kind: 'limit', marketPrice: null, band: null })
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(spotTicketMachine, spotTicketSnapshots)).toEqual([])
  })

  it('fixtures draw what their names say', () => {
    const v = (k: keyof typeof spotTicketSnapshots) => toSpotTicketView(spotTicketSnapshots[k])
    expect(v('priceOutOfBand').fieldErrors.price).toBe('priceOutOfBand')
    expect(v('insufficientBalance').formError).toBe('insufficientBalance')
    expect(v('insufficientLiquidity').formError).toBe('insufficientLiquidity')
    expect(v('amountTooPrecise').fieldErrors.amount).toBe('amountTooPrecise')
    expect(v('networkError')).toMatchObject({ status: 'confirming', sheetError: 'network' })
    expect(v('placed')).toMatchObject({ isPlaced: true, isRefreshingBalances: true })
    expect(v('submitting')).toMatchObject({ isSubmitting: true, isSheetOpen: true })
  })
})

describe('spot ticket against the MSW sandbox', () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it('the server fills a market buy exactly as the sheet previewed it', async () => {
    const wallet = createWalletMock()
    const spot = createSpotMock({ balances: wallet.balances() })
    server.use(...wallet.list, ...spot.list)
    const machine = spotTicketMachine.provide({
      actors: { createKey: fromPromise(async () => 'ab'.repeat(16)) },
    })
    const actor = createActor(machine, { input: { ...MockTicketPair, kind: 'market' } }).start()
    actor.send({ type: 'market.update', ...MockTicketMarket })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'amount.change', value: '0.25' })
    actor.send({ type: 'form.submit' })
    const preview = toSpotTicketView(actor.getSnapshot())
    const placed = new Promise<unknown>((resolve) => actor.on('placed', (e) => resolve(e.order)))
    actor.send({ type: 'confirm.submit' })
    expect(await placed).toMatchObject({
      status: 'filled',
      spent: preview.total,
      fee: preview.fee,
      received: preview.receive,
    })
    await waitFor(actor, (s) => s.matches({ ready: { balances: 'idle' } }) && s.hasTag('placed'))
    expect(toSpotTicketView(actor.getSnapshot())).toMatchObject({
      baseAvailable: '0.77290000',
      amount: '',
    })
  })
})
