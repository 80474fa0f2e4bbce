import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { QuickBuyCreateRequest, QuickBuyOrder } from '@/api/contract/quick-buy'
import { MockQuickBuyForm } from '@/api/contract/quick-buy.fixtures'
import type { QuickBuyField } from '@/api/contract/quick-buy-math'
import { ApiError } from '@/api/errors'
import { createQuickBuyMock, quickBuyRefused, quickBuyScenarios } from '@/api/msw/quick-buy'
import { uncoveredLeaves } from '@/test/state-coverage'
import { quickBuySnapshots } from './quick-buy.fixtures'
import { quickBuyMachine, type QuickBuyEmitted } from './quick-buy.machine'
import { toQuickBuyView } from './quick-buy.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = quickBuyMachine.provide({
  actors: { createKey: fromPromise(async () => `test-quick-buy-key-${++keys}`) },
})

function mock() {
  const quickBuy = createQuickBuyMock({ orders: [] })
  server.use(...quickBuy.list)
  return quickBuy
}

async function start(logic = machine) {
  const actor = createActor(logic, { input: {} }).start()
  const emitted: QuickBuyEmitted[] = []
  actor.on('created', (e) => emitted.push(e))
  const view = () => toQuickBuyView(actor.getSnapshot())
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  const fill = (form: Partial<Record<QuickBuyField, string>>) => {
    for (const [field, value] of Object.entries(form))
      actor.send({ type: 'field.change', field: field as QuickBuyField, value })
  }
  return { actor, view, settled, fill, emitted, send: actor.send.bind(actor) }
}

/** A machine whose `createOrder` never gets an answer (network), and the requests it sent. */
function unanswered() {
  const sent: QuickBuyCreateRequest[] = []
  const lost = machine.provide({
    actors: {
      createOrder: fromPromise<QuickBuyOrder, QuickBuyCreateRequest>(async ({ input }) => {
        sent.push(input)
        throw new ApiError('network')
      }),
    },
  })
  return { sent, lost }
}

describe('quick buy form', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(quickBuyMachine, quickBuySnapshots)).toEqual([])
  })

  it('a load failure can be retried', async () => {
    server.use(quickBuyScenarios.currenciesDown)
    const { view, send, actor } = await start()
    expect(view()).toMatchObject({ status: 'loadFailed', error: 'network' })
    server.resetHandlers()
    mock()
    send({ type: 'terms.retry' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(view().currencies.map((c) => c.currency)).toEqual(['USD', 'THB', 'PHP', 'VND'])
  })

  it('shows the fee and the USDT received before confirming, then makes the order', async () => {
    const quickBuy = mock()
    const { view, send, actor, fill, emitted } = await start()
    fill({ currency: 'THB', amount: '3243' })
    // 1 % of 3,243 = 32.43, at least 32; (3,243 − 32.43) ÷ 32.43 = 99.0000 USDT
    expect(view().quote).toEqual({
      amount: '3243',
      fee: '32.43',
      rate: '32.43',
      receive: '99.0000',
    })
    fill({ ...MockQuickBuyForm, currency: 'THB', amount: '3243' })
    send({ type: 'form.submit' })
    expect(view().status).toBe('confirming')
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(view().order).toMatchObject({ status: 'toBePaid', receive: '99.0000', currency: 'THB' })
    expect(emitted).toHaveLength(1)
    expect(quickBuy.orders()).toHaveLength(1)
  })

  it('checks every field in place and refuses a country outside the list', async () => {
    mock()
    const { view, send, fill } = await start()
    send({ type: 'form.submit' })
    expect(view().status).toBe('editing')
    expect(view().issues).toEqual({
      amount: 'amountRequired',
      first_name: 'fieldRequired',
      last_name: 'fieldRequired',
      email: 'fieldRequired',
      phone: 'fieldRequired',
      tax_id: 'fieldRequired',
      country: 'fieldRequired',
      bank: 'fieldRequired',
    })
    fill({ ...MockQuickBuyForm, amount: '100.5', first_name: 'Ana#', email: 'x@', country: 'DE' })
    expect(view().issues).toEqual({
      amount: 'quickBuyAmountNotInteger',
      first_name: 'specialCharacters',
      email: 'emailInvalid',
      country: 'areaNotSupported',
    })
    fill({ amount: '20' })
    expect(view().issues.amount).toBe('quickBuyBelowMinimum')
    send({ type: 'form.submit' })
    expect(view().status).toBe('editing')
  })

  it('keeps the amount to digits, says an issue once the field is left, and clears the bank with the country', async () => {
    mock()
    const { view, send, fill } = await start()
    fill({ amount: '1a2,5' })
    expect(view().form.amount).toBe('12.5')
    expect(view().issues).toEqual({})
    send({ type: 'field.blur', field: 'amount' })
    expect(view().issues).toEqual({ amount: 'quickBuyAmountNotInteger' })
    fill({ country: 'BR', bank: 'BR-2' })
    expect(view().banks.map((b) => b.code)).toEqual(['BR-1', 'BR-2', 'BR-3'])
    fill({ country: 'TH' })
    expect(view().form.bank).toBe('')
  })

  it('a lost answer keeps the sheet and the form; confirming again sends the same key', async () => {
    const { sent, lost } = unanswered()
    mock()
    const { view, send, settled, fill } = await start(lost)
    fill(MockQuickBuyForm)
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'confirming', error: 'network', form: MockQuickBuyForm })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
    expect(sent[0]).toMatchObject({ amount: '100', country: 'BR', rate: '1' })
  })

  it('a changed form gets a new key', async () => {
    const { sent, lost } = unanswered()
    mock()
    const { send, settled, fill } = await start(lost)
    fill(MockQuickBuyForm)
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    send({ type: 'confirm.cancel' })
    fill({ amount: '200' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent[1]!.idempotency_key).not.toBe(sent[0]!.idempotency_key)
  })

  it('a double confirm makes one order', async () => {
    const quickBuy = mock()
    const { send, actor, fill } = await start()
    fill(MockQuickBuyForm)
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(quickBuy.orders()).toHaveLength(1)
  })

  it("the sandbox's refusal of a field is shown under it, the form kept", async () => {
    mock()
    server.use(quickBuyRefused('create', 'areaNotSupported'))
    const { view, send, settled, fill } = await start()
    fill(MockQuickBuyForm)
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'areaNotSupported',
      errorField: 'country',
      form: MockQuickBuyForm,
    })
    fill({ country: 'TH' })
    expect(view().error).toBeNull()
  })

  it('a changed rate reads the new terms and asks again', async () => {
    mock()
    server.use(quickBuyRefused('create', 'quoteExpired'))
    const { view, send, settled, fill } = await start()
    fill(MockQuickBuyForm)
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'confirming',
      error: 'quoteExpired',
      isRefreshing: false,
    })
  })

  it('ignores typing while the sheet is open', async () => {
    mock()
    const { view, send, fill } = await start()
    fill(MockQuickBuyForm)
    send({ type: 'form.submit' })
    fill({ amount: '999' })
    expect(view().form.amount).toBe('100')
  })
})
