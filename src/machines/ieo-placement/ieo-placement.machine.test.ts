import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { DAY_MS, IeoDetailAnswer } from '@/api/contract/ieo'
import { MockIeoNow, MockIeoOrders, mockIeoDetail } from '@/api/contract/ieo.fixtures'
import { USDT_ID } from '@/api/contract/wallet'
import { createIeoMock, ieoScenarios } from '@/api/msw/ieo'
import { uncoveredLeaves } from '@/test/state-coverage'
import { ieoPlacementSnapshots } from './ieo-placement.fixtures'
import { ieoPlacementMachine } from './ieo-placement.machine'
import { toIeoPlacementView } from './ieo-placement.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = ieoPlacementMachine.provide({
  actors: { createKey: fromPromise(async () => `test-buy-key-${++keys}`) },
})

function start(id = 1, now = MockIeoNow) {
  const detail = IeoDetailAnswer.parse(mockIeoDetail(id, MockIeoOrders, '12500.5000', now))
  const actor = createActor(machine, { input: { detail, now } }).start()
  const view = () => toIeoPlacementView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled, send: actor.send.bind(actor) }
}

describe('IEO placement', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(ieoPlacementMachine, ieoPlacementSnapshots, [])).toEqual([])
  })

  it('quotes the tokens and the exact cost of the offer (placementTerms)', () => {
    const { view, send } = start()
    expect([view().isOpen, view().unsold, view().placement]).toEqual([true, '5000000.0000', null])
    send({ type: 'amount.change', value: '10.00005' })
    expect(view().amountIssue).toBe('amountTooPrecise')
    send({ type: 'amount.change', value: '25.05' })
    expect(view().quote).toEqual({
      offer: '25.05',
      tokens: '250.5000',
      cost: '25.0500',
      balanceAfter: '12475.4500',
    })
  })

  it('opens at sell_begin on the page clock, not before', () => {
    const { view, send, actor } = start(2, MockIeoNow + 3.5 * DAY_MS)
    expect(view().isOpen).toBe(false)
    send({ type: 'amount.change', value: '10' })
    send({ type: 'form.submit' })
    expect([actor.getSnapshot().value, view().error]).toEqual(['editing', 'placementNotOpen'])
    send({ type: 'clock.set', now: view().opensAt })
    expect(view().isOpen).toBe(true)
    send({ type: 'form.submit' })
    expect(actor.getSnapshot().value).toBe('confirming')
  })

  it('places once: the tokens and the cost, the key kept on retry after a lost answer', async () => {
    const ieo = createIeoMock()
    server.use(ieoScenarios.buyDown)
    const { view, send, actor, settled } = start()
    send({ type: 'amount.change', value: '25.05' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect([actor.getSnapshot().value, view().error]).toEqual(['confirming', 'network'])
    const key = actor.getSnapshot().context.requestKey?.key
    expect(key).toMatch(/^test-buy-key-/)
    server.resetHandlers(...ieo.list)
    send({ type: 'confirm.submit' })
    await settled()
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().context.requestKey).toBeNull()
    expect(view().placement).toMatchObject({
      type: 'placement',
      status: 'delivered',
      amount: '250.5000',
      cost: '25.0500',
    })
    expect(ieo.balances().change[USDT_ID]!.available).toBe('12475.4500')
    expect(keys).toBe(1)
  })

  it('shows a refusal under the amount or for the form, back to editing', async () => {
    server.use(ieoScenarios.buySoldOut)
    const { view, send, actor, settled } = start()
    send({ type: 'amount.change', value: '25.05' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect([actor.getSnapshot().value, view().error, view().errorField]).toEqual([
      'editing',
      'ieoSoldOut',
      null,
    ])
    server.resetHandlers(ieoScenarios.buyInsufficientBalance)
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect([view().error, view().errorField]).toEqual(['insufficientBalance', 'amount'])
  })

  it('refuses a second placement before sending and cancels back to editing', () => {
    const placed = toIeoPlacementView(ieoPlacementSnapshots.placed)
    expect(placed.placement?.type).toBe('placement')
    const { send, actor } = start()
    send({ type: 'amount.change', value: '1' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.cancel' })
    expect(actor.getSnapshot().value).toBe('editing')
  })
})
