import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { OtcOrder } from '@/api/contract/otc'
import { createOtcMock } from '@/api/msw/otc'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { MockBuyAd, MockNewOtcOrder, MockSellAd, otcTakeSnapshots } from './otc-take.fixtures'
import type { TakeRequest } from './otc-take.logic'
import { otcTakeMachine } from './otc-take.machine'
import { toOtcTakeView } from './otc-take.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

type Sent = TakeRequest & { idempotency_key: string }

/** The machine with counted keys and a take that answers `answer(request, n)`. */
function machineWith(answer: (req: Sent, n: number) => Promise<OtcOrder>) {
  const sent: Sent[] = []
  let keys = 0
  const machine = otcTakeMachine.provide({
    actors: {
      createKey: fromPromise(async () => `k-${++keys}`),
      takeAd: fromPromise<OtcOrder, Sent>(({ input }) => {
        sent.push(input)
        return answer(input, sent.length)
      }),
    },
  })
  return { machine, sent }
}

const view = (actor: { getSnapshot: () => Parameters<typeof toOtcTakeView>[0] }) =>
  toOtcTakeView(actor.getSnapshot())

describe('the OTC order sheet', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(otcTakeMachine, otcTakeSnapshots)).toEqual([])
  })

  it('buys 100 USDT once from the mock, however often confirm is tapped', async () => {
    const otc = createOtcMock({ orders: [] })
    server.use(...otc.list)
    const actor = createActor(otcTakeMachine, { input: {} }).start()
    const ordered: OtcOrder[] = []
    actor.on('ordered', ({ order }) => ordered.push(order))
    actor.send({ type: 'ad.choose', ad: MockBuyAd })
    actor.send({ type: 'amount.change', value: '100' })
    expect(view(actor).sheet).toMatchObject({ side: 'buy', total: '542.00', amountIssue: null })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.hasTag('done'))
    expect(otc.orders()).toHaveLength(1)
    expect(ordered.map((o) => [o.status, o.amount, o.total])).toEqual([
      ['awaitingPayment', '100.0000', '542.00'],
    ])
  })

  it('checks the ad’s limits before sending: nothing goes out under the minimum', () => {
    const { machine, sent } = machineWith(async () => MockNewOtcOrder)
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'ad.choose', ad: MockBuyAd })
    actor.send({ type: 'amount.change', value: '5' })
    actor.send({ type: 'form.submit' })
    expect(view(actor).sheet).toMatchObject({ amountIssue: 'belowMinimum', total: null })
    actor.send({ type: 'amount.max' })
    expect(view(actor).sheet?.amount).toBe('5000')
    expect(sent).toEqual([])
  })

  it('sells on a buy ad through sellCoin: the side is the ad’s', async () => {
    const { machine, sent } = machineWith(async () => MockNewOtcOrder)
    const actor = createActor(machine, { input: { side: 'buy' } }).start()
    actor.send({ type: 'ad.choose', ad: MockSellAd })
    actor.send({ type: 'amount.change', value: '20' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.hasTag('done'))
    expect(sent).toEqual([{ id: 2, amount: '20', type: 'sell', idempotency_key: 'k-1' }])
  })

  it('retries a lost answer with the same key, a changed amount with a new one', async () => {
    const { machine, sent } = machineWith(async (_, n) => {
      if (n < 3) throw new ApiError('network')
      return MockNewOtcOrder
    })
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'ad.choose', ad: MockBuyAd })
    actor.send({ type: 'amount.change', value: '100' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(view(actor).sheet?.error).toBe('network')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    actor.send({ type: 'amount.change', value: '101' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.hasTag('done'))
    expect(sent.map((r) => [r.amount, r.idempotency_key])).toEqual([
      ['100', 'k-1'],
      ['100', 'k-1'],
      ['101', 'k-2'],
    ])
  })

  it('keeps the sheet open on 997 and says a bank card is needed', async () => {
    server.use(...createOtcMock({ orders: [], hasCard: false }).list)
    const actor = createActor(otcTakeMachine, { input: {} }).start()
    actor.send({ type: 'ad.choose', ad: MockBuyAd })
    actor.send({ type: 'amount.change', value: '100' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(view(actor).sheet).toMatchObject({ needsPaymentInfo: true, error: null })
  })

  it('stores no error for 998: the session sends the user to verification', async () => {
    server.use(...createOtcMock({ orders: [], kycLevel: 0 }).list)
    const actor = createActor(otcTakeMachine, { input: {} }).start()
    actor.send({ type: 'ad.choose', ad: MockBuyAd })
    actor.send({ type: 'amount.change', value: '100' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(view(actor).sheet).toMatchObject({ error: null, needsPaymentInfo: false })
  })
})

describe('the quick zone', () => {
  it('opens the sheet on the best ad for the amount', async () => {
    server.use(...createOtcMock({ orders: [] }).list)
    const actor = createActor(otcTakeMachine, { input: {} }).start()
    actor.send({ type: 'quick.amount', value: '6000' })
    actor.send({ type: 'quick.submit' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(view(actor).sheet).toMatchObject({ amount: '6000', total: '32700.00' })
    expect(view(actor).sheet?.ad.merchantName).toBe('Atlântico OTC')
  })

  it('says when no ad fits, and refuses a non-amount without asking', async () => {
    server.use(...createOtcMock({ orders: [] }).list)
    const actor = createActor(otcTakeMachine, { input: {} }).start()
    actor.send({ type: 'quick.submit' })
    expect(view(actor)).toMatchObject({ quickError: 'amountRequired', isQuickLooking: false })
    actor.send({ type: 'quick.fiat', fiat: 'EUR' })
    actor.send({ type: 'quick.amount', value: '90000' })
    actor.send({ type: 'quick.submit' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(view(actor)).toMatchObject({ quickError: 'otcNoMatchingAd', sheet: null })
  })
})
