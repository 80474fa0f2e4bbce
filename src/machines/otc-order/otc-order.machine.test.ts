import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { OtcOrder } from '@/api/contract/otc'
import { MockOtcNow, mockOtcOrder } from '@/api/contract/otc.fixtures'
import { OTC_PAYMENT_WINDOW_MS } from '@/api/contract/otc-math'
import { msToWireTime } from '@/api/contract/wallet/common'
import { ApiError } from '@/api/errors'
import { createOtcMock, otcScenarios } from '@/api/msw/otc'
import { uncoveredLeaves } from '@/test/state-coverage'
import { MockAwaitingBuy, MockPaidBuy, otcOrderSnapshots } from './otc-order.fixtures'
import { orderIdOfParam, type OtcStep } from './otc-order.logic'
import { otcOrderMachine } from './otc-order.machine'
import { toOtcOrderView } from './otc-order.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A mock holding one new order (#120, 100 USDT on `adId`), the machine on a simulated clock. */
function start(adId = 1, machine = otcOrderMachine) {
  const otc = createOtcMock({ orders: [mockOtcOrder(120, adId, '100', MockOtcNow)] })
  server.use(...otc.list)
  const clock = new SimulatedClock()
  clock.set(MockOtcNow)
  const actor = createActor(machine, {
    input: { id: 120, now: () => clock.now() },
    clock,
  }).start()
  const view = () => toOtcOrderView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  const changed = (wire: unknown) =>
    actor.send({ type: 'order.changed', order: OtcOrder.parse(wire) })
  return { otc, clock, actor, view, settled, changed }
}

describe('an OTC order', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(otcOrderMachine, otcOrderSnapshots, [
        'otcOrder.starting',
        'otcOrder.open.status.routing',
      ]),
    ).toEqual([])
  })

  it('buys: pays, then completes when the merchant releases; the escrow goes to the buyer', async () => {
    const { otc, actor, view, settled, changed } = start()
    await settled()
    expect(view()).toMatchObject({ secondsLeft: 900, escrow: 'held', canPay: true })
    expect(view().canConfirm).toBe(false)
    actor.send({ type: 'step.request', step: 'pay' })
    expect(view().confirm).toEqual({ step: 'pay', isSubmitting: false })
    actor.send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ confirm: null, canPay: false, canAppeal: true })
    expect(view().order?.status).toBe('paid')
    changed(otc.merchantRelease(120))
    expect(view().order?.status).toBe('completed')
    expect(view()).toMatchObject({ escrow: 'released', canAppeal: false })
  })

  it('counts down from the server’s deadline, then reads the order the server cancelled', async () => {
    const { otc, clock, actor, view, settled } = start()
    await settled()
    clock.increment(1000)
    clock.increment(1000)
    expect(view().secondsLeft).toBe(898)
    actor.send({ type: 'step.request', step: 'cancel' })
    otc.advance(OTC_PAYMENT_WINDOW_MS)
    for (let i = 2; i < 900; i++) clock.increment(1000)
    // the confirm sheet closed with the window: nothing left to cancel
    expect(view().confirm).toBeNull()
    await settled()
    expect(view().order).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' })
    expect(view().escrow).toBe('returned')
  })

  it('reads again every few seconds while the server has not cancelled yet', async () => {
    const loads: number[] = []
    const machine = otcOrderMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => {
          loads.push(loads.length)
          return OtcOrder.parse({
            ...mockOtcOrder(120, 1, '100', MockOtcNow - OTC_PAYMENT_WINDOW_MS),
            now: msToWireTime(MockOtcNow),
            ...(loads.length > 2 ? { is_sure: 2, cancel_reason: 'timeout' } : {}),
          })
        }),
      },
    })
    const { clock, actor, view, settled } = start(1, machine)
    await settled()
    expect(actor.getSnapshot().matches({ open: { status: { awaitingPayment: 'overdue' } } })).toBe(
      true,
    )
    clock.increment(3000)
    await settled()
    expect(loads).toHaveLength(2)
    clock.increment(3000)
    await settled()
    expect(view().order?.status).toBe('cancelled')
  })

  it('sells: the user confirms after the merchant paid, releasing the coins', async () => {
    const { otc, actor, view, settled, changed } = start(2)
    await settled()
    expect(view()).toMatchObject({ canPay: false, canCancel: false, canConfirm: false })
    changed(otc.merchantPaid(120))
    expect(view().canConfirm).toBe(true)
    actor.send({ type: 'step.request', step: 'confirm' })
    actor.send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ escrow: 'released', confirm: null })
  })

  it('appeals with an uploaded picture and a text; refuses without them', async () => {
    const { actor, view, settled } = start()
    await settled()
    actor.send({ type: 'step.request', step: 'pay' })
    actor.send({ type: 'confirm.submit' })
    await settled()
    actor.send({ type: 'appeal.open' })
    actor.send({ type: 'appeal.text', value: 'no' })
    actor.send({ type: 'appeal.submit' })
    expect(view().appeal).toMatchObject({ issue: 'otcAppealTextInvalid', isSubmitting: false })
    actor.send({ type: 'appeal.text', value: 'Paid 542.00 BRL by Pix, nothing released.' })
    expect(view().appeal?.issue).toBe('pictureRequired')
    // the picture machine's answer once the upload is stored
    actor.send({
      type: 'picture.changed',
      side: 'front',
      url: '/uploads/0a1b2c3d4e5f60718293a4b5c6d7e8f9.jpg',
    })
    actor.send({ type: 'appeal.submit' })
    await settled()
    expect(view()).toMatchObject({ appeal: null, canAppeal: false })
    expect(view().order?.appeal?.content).toBe('Paid 542.00 BRL by Pix, nothing released.')
  })

  it('ignores another order’s event; reads again when a step is no longer possible', async () => {
    const { actor, view, settled, changed } = start()
    await settled()
    changed({ ...mockOtcOrder(121, 1, '5', MockOtcNow), is_sure: 1 })
    expect(view().order?.id).toBe(120)
    server.use(otcScenarios.payNotActionable)
    actor.send({ type: 'step.request', step: 'pay' })
    actor.send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.hasTag('refreshing'))
    await settled()
    expect(view()).toMatchObject({ confirm: null, error: null })
  })

  it('keeps the sheet with the reason when the answer is lost', async () => {
    const machine = otcOrderMachine.provide({
      actors: {
        loadOrder: fromPromise(async () => MockAwaitingBuy),
        takeStep: fromPromise<OtcOrder, { id: number; step: OtcStep }>(async () => {
          throw new ApiError('network')
        }),
      },
    })
    const { actor, view, settled } = start(1, machine)
    await settled()
    actor.send({ type: 'step.request', step: 'pay' })
    actor.send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ confirm: { step: 'pay' }, error: 'network' })
  })

  it('says not found for an unknown or malformed id', async () => {
    expect([orderIdOfParam('12'), orderIdOfParam('0'), orderIdOfParam('x')]).toEqual([
      12,
      null,
      null,
    ])
    server.use(...createOtcMock({ orders: [] }).list)
    const actor = createActor(otcOrderMachine, { input: { id: 7 } }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(toOtcOrderView(actor.getSnapshot()).status).toBe('notFound')
  })

  it('is read again on order.refresh', async () => {
    const machine = otcOrderMachine.provide({
      actors: { loadOrder: fromPromise(async () => MockPaidBuy) },
    })
    const actor = createActor(machine, { input: { id: 105 } }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'))
    actor.send({ type: 'order.refresh' })
    expect(toOtcOrderView(actor.getSnapshot()).isRefreshing).toBe(true)
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(toOtcOrderView(actor.getSnapshot()).order?.status).toBe('paid')
  })
})
