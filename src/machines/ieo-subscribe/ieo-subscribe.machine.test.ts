import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { DAY_MS } from '@/api/contract/ieo'
import { MockIeoNow, MockIeoOrders, mockIeoDetail } from '@/api/contract/ieo.fixtures'
import { USDT_ID } from '@/api/contract/wallet'
import { ok, readBody } from '@/api/msw/envelope'
import { createIeoMock, ieoScenarios } from '@/api/msw/ieo'
import { uncoveredLeaves } from '@/test/state-coverage'
import { ieoSubscribeSnapshots } from './ieo-subscribe.fixtures'
import { IEO_SUBSCRIBE_TICK_MS } from './ieo-subscribe.logic'
import { ieoSubscribeMachine } from './ieo-subscribe.machine'
import { toIeoSubscribeView } from './ieo-subscribe.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = ieoSubscribeMachine.provide({
  actors: { createKey: fromPromise(async () => `test-ieo-key-${++keys}`) },
})

async function start(id: number | null) {
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { id }, clock }).start()
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const view = () => toIeoSubscribeView(actor.getSnapshot())
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(IEO_SUBSCRIBE_TICK_MS)
  }
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, seconds, settled, send: actor.send.bind(actor) }
}

describe('IEO subscribe', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(ieoSubscribeMachine, ieoSubscribeSnapshots, ['ieoSubscribe.starting']),
    ).toEqual([])
  })

  it('is not found without a valid id (no request) and for a missing project', async () => {
    server.use(...createIeoMock().list)
    expect((await start(null)).view().status).toBe('notFound')
    expect((await start(404)).view().status).toBe('notFound')
  })

  it('a load failure can be retried', async () => {
    server.use(ieoScenarios.detailDown)
    const { view, send, actor } = await start(2)
    expect(view()).toMatchObject({ status: 'loadFailed', error: 'network' })
    server.resetHandlers(...createIeoMock().list)
    send({ type: 'detail.retry' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(view().project?.tokenName).toBe('NOVA')
  })

  it('subscribes with the cost and allocation shown before confirming', async () => {
    const mock = createIeoMock()
    server.use(...mock.list)
    const { view, send, actor } = await start(2)
    expect(view()).toMatchObject({ phase: 'inProgress', isLoggedIn: true, balance: '12500.5000' })
    expect(view().latestOrder?.orderNo).toBe(1012)
    send({ type: 'amount.change', value: '2000,5' })
    expect(view().preview).toEqual({
      amount: '2000.5',
      cost: '100.0250',
      balanceAfter: '12400.4750',
      deliveryAt: MockIeoNow + 3 * DAY_MS,
    })
    send({ type: 'form.submit' })
    expect(view().status).toBe('confirming')
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(view().order).toMatchObject({ amount: '2000.5000', cost: '100.0250', status: 'paid' })
    expect(mock.balances().change[USDT_ID]?.available).toBe('12400.4750')
    send({ type: 'form.again' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(view()).toMatchObject({ amount: '', balance: '12400.4750' })
    expect(view().latestOrder?.amount).toBe('2000.5000')
  })

  it('checks the amount as it is typed and offers the most it can be', async () => {
    server.use(...createIeoMock().list)
    const { view, send } = await start(2)
    send({ type: 'amount.change', value: '30' })
    expect(view().amountIssue).toBe('belowMinimum')
    send({ type: 'amount.change', value: '300000' })
    expect(view().amountIssue).toBe('insufficientBalance')
    send({ type: 'amount.change', value: '1.23456' })
    expect(view().amountIssue).toBe('amountTooPrecise')
    send({ type: 'form.submit' })
    expect(view().status).toBe('editing')
    expect(view().max).toBe('250010.0000')
    send({ type: 'amount.max' })
    expect(view()).toMatchObject({ amount: '250010', amountIssue: null })
    expect(view().preview?.cost).toBe('12500.5000')
  })

  it('a lost answer keeps the amount and retries with the same key', async () => {
    const mock = createIeoMock()
    const sent: string[] = []
    let fail = true
    server.use(
      http.post('*/api/project/order', async ({ request }) => {
        sent.push(String((await readBody(request.clone())).idempotency_key))
        if (fail) return HttpResponse.error()
      }),
      ...mock.list,
    )
    const { view, send, actor, settled } = await start(2)
    send({ type: 'amount.change', value: '500' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'confirming', error: 'network', amount: '500' })
    fail = false
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent).toHaveLength(2)
    expect(sent[0]).toBe(sent[1])
    expect(mock.orders()).toHaveLength(3)
  })

  it('a refusal reads the project again and shows the code under the amount', async () => {
    server.use(ieoScenarios.subscribeSupplyExceeded, ...createIeoMock().list)
    const { view, send, actor } = await start(2)
    send({ type: 'amount.change', value: '500' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.hasTag('refreshing'))
    await waitFor(actor, (s) => s.matches('editing'))
    expect(view()).toMatchObject({
      error: 'ieoSupplyExceeded',
      errorField: 'amount',
      amount: '500',
    })
  })

  it('a sold-out refusal is for the whole form', async () => {
    server.use(ieoScenarios.subscribeSoldOut, ...createIeoMock().list)
    const { view, send, actor } = await start(2)
    send({ type: 'amount.change', value: '500' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view()).toMatchObject({ error: 'ieoSoldOut', errorField: null })
  })

  it('an ended refusal is for the whole form', async () => {
    server.use(ieoScenarios.subscribeEnded, ...createIeoMock().list)
    const { view, send, actor } = await start(2)
    send({ type: 'amount.change', value: '500' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(view()).toMatchObject({ error: 'ieoEnded', errorField: null, amount: '500' })
  })

  it('counts down to the start and opens the form on time', async () => {
    server.use(...createIeoMock({ now: MockIeoNow + 2 * DAY_MS - 2_000 }).list)
    const { view, send, seconds } = await start(3)
    expect(view()).toMatchObject({ phase: 'notStarted', secondsLeft: 2 })
    send({ type: 'amount.change', value: '100' })
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({ status: 'editing', amountIssue: 'ieoNotStarted' })
    seconds(2)
    expect(view()).toMatchObject({ phase: 'inProgress', secondsLeft: 7 * 86_400 })
    send({ type: 'form.submit' })
    expect(view().status).toBe('confirming')
  })

  it('without a session shows the project, with no balance', async () => {
    server.use(http.get('*/api/project/detail', () => ok(mockIeoDetail(2, MockIeoOrders, null))))
    const { view } = await start(2)
    expect(view()).toMatchObject({ status: 'editing', isLoggedIn: false, latestOrder: null })
  })

  it('shows an ended project and no Max', async () => {
    server.use(...createIeoMock().list)
    const { view } = await start(1)
    expect(view()).toMatchObject({ phase: 'ended', secondsLeft: 0, max: '0' })
    expect(view().project).toMatchObject({ applications: 0, passes: 0 })
  })
})
