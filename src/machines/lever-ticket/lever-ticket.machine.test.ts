import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { LeverPositionSchema, type LeverSubmitRequest } from '@/api/contract/lever'
import { MockBtcLeverRules, mockLeverRow } from '@/api/contract/lever.fixtures'
import { liquidationPrice, maxLots, openTerms, riskRate } from '@/api/contract/lever-math'
import { ETH_ID, USDT_ID } from '@/api/contract/wallet'
import { ApiError } from '@/api/errors'
import { createLeverMock } from '@/api/msw/lever'
import { uncoveredLeaves } from '@/test/state-coverage'
import { MockLeverTerms, MockLeverTicketPair, leverTicketSnapshots } from './lever-ticket.fixtures'
import { leverTicketMachine, type LeverTicketInput } from './lever-ticket.machine'
import type { LeverTerms } from './lever-ticket.rules'
import { toLeverTicketView } from './lever-ticket.view'

const rules = MockBtcLeverRules
const last = '41251.65'
const answer = (req: LeverSubmitRequest) =>
  LeverPositionSchema.parse(
    mockLeverRow({
      id: 1000,
      side: Number(req.type) === 2 ? 'short' : 'long',
      status: 1,
      origin: last,
      lots: Number(req.share),
      multiple: Number(req.multiple),
      minutesAgo: 0,
    }),
  )
const refreshed: LeverTerms = { ...MockLeverTerms, balance: '1958.3357' }

function start(
  submit: (req: LeverSubmitRequest) => Promise<unknown> = async (req) => answer(req),
  input: LeverTicketInput = MockLeverTicketPair,
) {
  let keys = 0
  let loads = 0
  const submitSpy = vi.fn(submit)
  const loadDeal = vi.fn(async () => (++loads === 1 ? MockLeverTerms : refreshed))
  const machine = leverTicketMachine.provide({
    actors: {
      loadDeal: fromPromise(loadDeal),
      createKey: fromPromise(async () => `key-${++keys}-lever`),
      openPosition: fromPromise(async ({ input: req }) => submitSpy(req) as never),
    },
  })
  const actor = createActor(machine, { input })
  const emitted: unknown[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  actor.send({ type: 'market.update', price: last })
  const view = () => toLeverTicketView(actor.getSnapshot())
  const ready = () => waitFor(actor, (s) => s.matches({ ready: { form: 'editing' } }))
  const confirm = async (lots = '10') => {
    await ready()
    actor.send({ type: 'lots.change', value: lots })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'confirm.submit' })
  }
  const opened = () => waitFor(actor, (s) => s.hasTag('opened'))
  return { actor, view, ready, confirm, opened, submit: submitSpy, loadDeal, emitted }
}

describe('lever ticket', () => {
  it('loads lever/deal for the pair and starts at 10×, market, long', async () => {
    const { view, ready, loadDeal } = start()
    expect(view().status).toBe('loading')
    await ready()
    expect(loadDeal).toHaveBeenCalledWith(
      expect.objectContaining({ input: { currencyId: 1, legalId: USDT_ID } }),
    )
    expect(view()).toMatchObject({
      status: 'editing',
      side: 'long',
      kind: 'market',
      multiple: 10,
      multiples: [5, 10, 20, 50, 100],
      lotPresets: [1, 5, 10, 50, 100],
      balance: '2000.0000',
      lastPrice: last,
      preview: null,
    })
  })

  it('keeps an allowed starting leverage and replaces one the pair does not offer', async () => {
    const a = start(undefined, { ...MockLeverTicketPair, multiple: 50 })
    await a.ready()
    expect(a.view().multiple).toBe(50)
    const b = start(undefined, { ...MockLeverTicketPair, multiple: 3 })
    await b.ready()
    expect(b.view().multiple).toBe(10)
  })

  it('fails to load with a retry', async () => {
    let calls = 0
    const machine = leverTicketMachine.provide({
      actors: {
        loadDeal: fromPromise(async () => {
          if (++calls === 1) throw new ApiError('network')
          return MockLeverTerms
        }),
      },
    })
    const actor = createActor(machine, { input: MockLeverTicketPair }).start()
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(toLeverTicketView(actor.getSnapshot())).toMatchObject({
      status: 'loadFailed',
      formError: 'network',
    })
    actor.send({ type: 'ticket.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(toLeverTicketView(actor.getSnapshot()).formError).toBeNull()
  })

  it('previews with lever-math: terms, liquidation over the account and the risk after', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'side.change', side: 'short' })
    actor.send({ type: 'leverage.change', multiple: 20 })
    actor.send({ type: 'lots.change', value: '20' })
    const terms = openTerms({ side: 'short', originPrice: last, lots: 20, multiple: 20, rules })
    // at the last price the fixtures' BTC positions' P/L is what lever/deal sent
    const open = MockLeverTerms.positions.map((p) => ({ ...p, samePair: p.symbol === 'BTC/USDT' }))
    const mine = { ...terms, side: 'short' as const, originMargin: terms.margin, samePair: true }
    expect(view().preview).toEqual({
      ...terms,
      spread: '0',
      balanceAfter: '1957.9232',
      liquidationPrice: liquidationPrice(
        '1957.9232',
        [...open, { ...mine, pnl: '0.0000' }],
        '10',
        2,
      ),
      riskBefore: riskRate('2000.0000', open),
      riskAfter: riskRate('1957.9232', [...open, { ...mine, pnl: '0.0000' }]),
    })
    expect(view().preview).toMatchObject({
      margin: '41.2517',
      fee: '0.8251',
      cost: '42.0768',
      liquidationPrice: '111129.42',
    })
  })

  it('a leverage change updates the margin; the fee stays', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'lots.preset', lots: 10 })
    expect(view()).toMatchObject({ lots: '10', preview: { margin: '41.2517', fee: '0.4126' } })
    actor.send({ type: 'leverage.change', multiple: 100 })
    expect(view().preview).toMatchObject({ margin: '4.1252', fee: '0.4126' })
  })

  it('shows a spread beside the market price, never silently added', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'lots.change', value: '10' })
    const snap = actor.getSnapshot()
    const spread = { ...snap.context.terms!, rules: { ...rules, spread: '5' } }
    const withSpread = leverTicketMachine.resolveState({
      value: snap.value,
      context: { ...snap.context, terms: spread },
    })
    expect(toLeverTicketView(withSpread).preview).toMatchObject({
      originPrice: last,
      spread: '5',
      price: '41256.65',
    })
    expect(view().preview!.price).toBe(last)
  })

  it('max fills what the balance pays for; none affordable says so', async () => {
    const { actor, view, ready } = start()
    await ready()
    actor.send({ type: 'lots.max' })
    const max = maxLots({
      balance: '2000.0000',
      originPrice: last,
      side: 'long',
      multiple: 10,
      rules,
    })
    expect(max).toBe(480)
    expect(view()).toMatchObject({ lots: '480', affordableLots: 480, formError: null })
    actor.send({ type: 'market.update', price: '40000000.00' })
    actor.send({ type: 'leverage.change', multiple: 5 })
    actor.send({ type: 'lots.max' })
    expect(view()).toMatchObject({ affordableLots: 0, formError: 'insufficientBalance' })
  })

  it('shows each refusal of the draft where it belongs, without a request', async () => {
    const { actor, view, ready, submit } = start()
    await ready()
    const send = (e: Parameters<typeof actor.send>[0]) => actor.send(e)
    send({ type: 'form.submit' })
    expect(view().fieldErrors).toEqual({ lots: 'lotsInvalid', price: null })
    send({ type: 'lots.change', value: '1001' })
    expect(view().fieldErrors.lots).toBe('lotsOutOfRange')
    send({ type: 'lots.change', value: '500' })
    send({ type: 'leverage.change', multiple: 5 })
    expect(view().formError).toBe('insufficientBalance')
    send({ type: 'lots.change', value: '10' })
    send({ type: 'kind.change', kind: 'limit' })
    send({ type: 'form.submit' })
    expect(view().fieldErrors.price).toBe('priceRequired')
    send({ type: 'price.change', value: '42000' })
    expect(view().fieldErrors.price).toBe('limitPriceSide')
    send({ type: 'side.change', side: 'short' })
    expect(view().fieldErrors.price).toBeNull()
    send({ type: 'price.change', value: '42000.001' })
    send({ type: 'form.submit' })
    expect(view().fieldErrors.price).toBe('priceTooPrecise')
    expect(actor.getSnapshot().hasTag('sheetOpen')).toBe(false)
    expect(submit).not.toHaveBeenCalled()
  })

  it('opens once however often confirm is tapped, reports it and re-reads the balance', async () => {
    const { actor, view, confirm, opened, submit, loadDeal, emitted } = start()
    await confirm()
    actor.send({ type: 'confirm.submit' })
    await opened()
    expect(submit).toHaveBeenCalledOnce()
    expect(submit).toHaveBeenCalledWith({
      currency_id: 1,
      legal_id: USDT_ID,
      share: '10',
      multiple: 10,
      type: 1,
      status: 1,
      target_price: '999',
      idempotency_key: 'key-1-lever',
    })
    expect(emitted).toEqual([{ type: 'opened', position: expect.objectContaining({ id: 1000 }) }])
    await waitFor(actor, (s) => s.matches({ ready: { balance: 'idle' } }))
    expect(loadDeal).toHaveBeenCalledTimes(2)
    expect(view()).toMatchObject({
      status: 'editing',
      isOpened: true,
      lots: '',
      balance: '1958.3357',
    })
  })

  it('a limit opening sends its target and status 0', async () => {
    const { actor, ready, opened, submit } = start(async () => null)
    await ready()
    actor.send({ type: 'price.fill', price: '40000' })
    actor.send({ type: 'lots.change', value: '5' })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'confirm.submit' })
    await opened()
    expect(submit.mock.calls[0]![0]).toMatchObject({ status: 0, target_price: '40000', share: '5' })
  })

  it('keeps every input after a lost answer and retries with the same key', async () => {
    let calls = 0
    const { actor, view, confirm, opened, submit } = start(async (req) => {
      if (++calls === 1) throw new ApiError('network')
      return answer(req)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'network')
    expect(view()).toMatchObject({
      status: 'confirming',
      sheetError: 'network',
      formError: null,
      lots: '10',
      multiple: 10,
    })
    actor.send({ type: 'confirm.submit' })
    await opened()
    expect(submit.mock.calls.map(([r]) => r.idempotency_key)).toEqual([
      'key-1-lever',
      'key-1-lever',
    ])
  })

  it('a changed leverage is a new request with a new key', async () => {
    let calls = 0
    const { actor, confirm, opened, submit } = start(async (req) => {
      if (++calls === 1) throw new ApiError('timeout')
      return answer(req)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === 'timeout')
    actor.send({ type: 'confirm.cancel' })
    actor.send({ type: 'leverage.change', multiple: 20 })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'confirm.submit' })
    await opened()
    expect(submit.mock.calls.map(([r]) => r.idempotency_key)).toEqual([
      'key-1-lever',
      'key-2-lever',
    ])
  })

  it.each([
    ['lotsOutOfRange', { lots: 'lotsOutOfRange', price: null }, null],
    ['limitPriceSide', { lots: null, price: 'limitPriceSide' }, null],
    ['insufficientBalance', { lots: null, price: null }, 'insufficientBalance'],
    ['leverageNotAllowed', { lots: null, price: null }, 'leverageNotAllowed'],
    ['positionClosing', { lots: null, price: null }, 'positionClosing'],
    ['pairClosed', { lots: null, price: null }, 'pairClosed'],
  ] as const)('the server refusing %s returns to the form', async (code, fields, form) => {
    const { actor, view, confirm, loadDeal } = start(async () => {
      throw new ApiError(code)
    })
    await confirm()
    await waitFor(actor, (s) => s.context.error === code)
    expect(view()).toMatchObject({ status: 'editing', fieldErrors: fields, formError: form })
    await waitFor(actor, (s) => s.matches({ ready: { balance: 'idle' } }))
    expect(loadDeal).toHaveBeenCalledTimes(2)
  })

  it('a session error is the session machine’s: nothing shown in the sheet', async () => {
    const { actor, view, confirm } = start(async () => {
      throw new ApiError('sessionExpired')
    })
    await confirm()
    await waitFor(actor, (s) => s.hasTag('sheetOpen') && !s.hasTag('submitting'))
    expect(view()).toMatchObject({ status: 'confirming', sheetError: null })
  })

  it('a new pair reloads, keeps side, kind and leverage, clears lots and price', async () => {
    const { actor, view, ready, loadDeal } = start()
    await ready()
    actor.send({ type: 'side.change', side: 'short' })
    actor.send({ type: 'lots.change', value: '10' })
    actor.send({ type: 'pair.change', symbol: 'ETH/USDT', currencyId: ETH_ID, legalId: USDT_ID })
    expect(view()).toMatchObject({ status: 'loading', base: 'ETH', lots: '', lastPrice: null })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(loadDeal).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: { currencyId: ETH_ID, legalId: USDT_ID } }),
    )
    expect(view()).toMatchObject({ side: 'short', multiple: 10 })
  })

  it('has a fixture for every state', () => {
    expect(uncoveredLeaves(leverTicketMachine, leverTicketSnapshots)).toEqual([])
  })

  it('fixtures draw what their names say', () => {
    const v = (k: keyof typeof leverTicketSnapshots) => toLeverTicketView(leverTicketSnapshots[k])
    expect(v('lotsOutOfRange').fieldErrors.lots).toBe('lotsOutOfRange')
    expect(v('lotsInvalid').fieldErrors.lots).toBe('lotsInvalid')
    expect(v('limitPriceSide').fieldErrors.price).toBe('limitPriceSide')
    expect(v('insufficientBalance').formError).toBe('insufficientBalance')
    expect(v('pairClosed').formError).toBe('pairClosed')
    expect(v('withSpread').preview).toMatchObject({ spread: '5', price: '41256.65' })
    expect(v('highRisk').preview!.liquidationPrice).not.toBeNull()
    expect(v('networkError')).toMatchObject({ status: 'confirming', sheetError: 'network' })
    expect(v('opened')).toMatchObject({ isOpened: true, isRefreshingBalance: true })
    expect(v('submitting')).toMatchObject({ isSubmitting: true, isSheetOpen: true })
  })
})

describe('lever ticket against the MSW sandbox', () => {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterAll(() => server.close())

  it('the server opens exactly what the sheet previewed and the balance follows', async () => {
    const lever = createLeverMock()
    server.use(...lever.list)
    const machine = leverTicketMachine.provide({
      actors: { createKey: fromPromise(async () => 'cd'.repeat(16)) },
    })
    const actor = createActor(machine, { input: MockLeverTicketPair }).start()
    actor.send({ type: 'market.update', price: last })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'leverage.change', multiple: 50 })
    actor.send({ type: 'lots.change', value: '30' })
    actor.send({ type: 'form.submit' })
    const preview = toLeverTicketView(actor.getSnapshot()).preview!
    const opened = new Promise<unknown>((resolve) => actor.on('opened', (e) => resolve(e.position)))
    actor.send({ type: 'confirm.submit' })
    expect(await opened).toMatchObject({
      status: 'open',
      price: preview.price,
      margin: preview.margin,
      fee: preview.fee,
      multiple: 50,
      lots: 30,
    })
    await waitFor(actor, (s) => s.matches({ ready: { balance: 'idle' } }) && s.hasTag('opened'))
    expect(toLeverTicketView(actor.getSnapshot()).balance).toBe(preview.balanceAfter)
  })
})
