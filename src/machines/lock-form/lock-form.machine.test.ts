import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LockBuyRequest, LockOrder } from '@/api/contract/lockming'
import { MockLockNow } from '@/api/contract/lockming.fixtures'
import { DAY_MS, dayStartOf } from '@/api/contract/lockming-math'
import { USDT_ID } from '@/api/contract/wallet'
import { ApiError } from '@/api/errors'
import { createLockmingMock, lockmingRefused, lockmingScenarios } from '@/api/msw/lockming'
import { createWalletMock } from '@/api/msw/wallet'
import { uncoveredLeaves } from '@/test/state-coverage'
import { lockFormSnapshots, mockLockClock } from './lock-form.fixtures'
import { lockFormMachine, productIdOfParam } from './lock-form.machine'
import { toLockFormView } from './lock-form.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = lockFormMachine.provide({
  actors: { createKey: fromPromise(async () => `test-lock-key-${++keys}`) },
})

/** The wallet and lock mining mocks sharing one funds account. */
function mocks() {
  const wallet = createWalletMock()
  const lockming = createLockmingMock({ balances: wallet.balances(), locks: [] })
  server.use(...wallet.list, ...lockming.list)
  return { wallet, lockming }
}

async function start(id: number | null, logic = machine) {
  const actor = createActor(logic, { input: { id, now: mockLockClock } }).start()
  const view = () => toLockFormView(actor.getSnapshot())
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled, send: actor.send.bind(actor) }
}

/** A machine whose `lock` never gets an answer (network), and the requests it sent. */
function unanswered() {
  const sent: LockBuyRequest[] = []
  const lost = machine.provide({
    actors: {
      lock: fromPromise<LockOrder, LockBuyRequest>(async ({ input }) => {
        sent.push(input)
        throw new ApiError('network')
      }),
    },
  })
  return { sent, lost }
}

describe('lock form', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(lockFormMachine, lockFormSnapshots, ['lockForm.starting'])).toEqual([])
  })

  it('reads ?id= as a positive whole number only', () => {
    expect(['7', '0', '-1', 'x', '1.5', null].map(productIdOfParam)).toEqual([
      7,
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('is not found without an id or for a product that does not exist', async () => {
    mocks()
    expect((await start(null)).view().status).toBe('notFound')
    expect((await start(404)).view().status).toBe('notFound')
  })

  it('a load failure can be retried', async () => {
    server.use(lockmingScenarios.configsDown)
    const { view, send, actor } = await start(1)
    expect(view()).toMatchObject({ status: 'loadFailed', error: 'network' })
    server.resetHandlers()
    mocks()
    send({ type: 'lock.retry' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(view().product).toMatchObject({ currency: 'USDT', days: 5, annualRate: '109.5' })
  })

  it('shows the terms of the amount before confirming, then locks it', async () => {
    const { lockming } = mocks()
    const { view, send, actor } = await start(1)
    expect(view()).toMatchObject({ status: 'editing', balance: '12500.5000', preview: null })
    send({ type: 'amount.change', value: '1000' })
    const start1 = dayStartOf(MockLockNow) + DAY_MS
    expect(view().preview).toEqual({
      amount: '1000.0000',
      dailyInterest: '3.0000',
      totalInterest: '15.0000',
      totalReturn: '1015.0000',
      startAt: start1,
      endAt: start1 + 5 * DAY_MS,
      firstPaymentAt: start1 + DAY_MS,
      redemption: {
        cancelRate: '0.4',
        perDay: '4.0000',
        remainingDays: 5,
        penalty: '20.0000',
        refund: '980.0000',
      },
    })
    send({ type: 'form.submit' })
    expect(view().status).toBe('confirming')
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(view().lock).toMatchObject({ amount: '1000.0000', days: 5, status: 'earning' })
    expect(lockming.balances().change[USDT_ID]!.available).toBe('11500.5000')
  })

  it('Max fills the funds balance', async () => {
    mocks()
    const { view, send } = await start(4)
    send({ type: 'amount.max' })
    expect(view().amount).toBe('0.5234')
  })

  it('checks the amount in place: required, not a number, below minimum, above balance', async () => {
    mocks()
    const { view, send } = await start(1)
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({ status: 'editing', amountIssue: 'amountRequired' })
    send({ type: 'amount.change', value: '1.2.3' })
    send({ type: 'amount.blur' })
    expect(view().amountIssue).toBe('amountInvalid')
    send({ type: 'amount.change', value: '50' })
    expect(view().amountIssue).toBe('lockBelowMinimum')
    send({ type: 'amount.change', value: '20000' })
    expect(view().amountIssue).toBe('insufficientBalance')
    send({ type: 'form.submit' })
    expect(view().status).toBe('editing')
  })

  it('says a below-minimum amount only once the field is left', async () => {
    mocks()
    const { view, send } = await start(1)
    send({ type: 'amount.change', value: '5' })
    expect(view().amountIssue).toBeNull()
    send({ type: 'amount.blur' })
    expect(view().amountIssue).toBe('lockBelowMinimum')
  })

  it('a lost answer keeps the sheet and the amount; confirming again sends the same key', async () => {
    const { sent, lost } = unanswered()
    mocks()
    const { view, send, settled } = await start(1, lost)
    send({ type: 'amount.change', value: '1000' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'confirming', error: 'network', amount: '1000' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
    expect(sent[0]).toMatchObject({ config_id: 1, amount: '1000' })
  })

  it('a changed amount gets a new key', async () => {
    const { sent, lost } = unanswered()
    mocks()
    const { send, settled } = await start(1, lost)
    send({ type: 'amount.change', value: '1000' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    send({ type: 'confirm.cancel' })
    send({ type: 'amount.change', value: '1200' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent[1]!.idempotency_key).not.toBe(sent[0]!.idempotency_key)
  })

  it.each([
    ['lockBelowMinimum', 'amount'],
    ['insufficientBalance', 'amount'],
    ['productNotAvailable', null],
  ] as const)('a %s refusal goes back to the form (field: %s)', async (code, field) => {
    mocks()
    server.use(lockmingRefused('buy', code))
    const { view, send, settled } = await start(1)
    send({ type: 'amount.change', value: '1000' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'editing',
      error: code,
      errorField: field,
      amount: '1000',
    })
  })
})
