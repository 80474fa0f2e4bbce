/**
 * The IEO API module against its MSW mock (msw/ieo.ts): the list and detail parsed with the
 * contract, subscribing with the cost from ieo-math and once per key, refusals with their codes
 * changing nothing, and delivery after the end shown in the orders and the funds.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from './contract/ieo-math'
import { MockIeoNow } from './contract/ieo.fixtures'
import { USDT_ID } from './contract/wallet'
import { ieoApi } from './ieo'
import { createIeoMock, ieoScenarios } from './msw/ieo'
import { newIdempotencyKey } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const NOVA = 2
const LUMA = 3
const ORBT = 1

function mock(state: Parameters<typeof createIeoMock>[0] = {}) {
  const ieo = createIeoMock(state)
  server.use(...ieo.list)
  return ieo
}

describe('ieoApi', () => {
  it('lists the projects with their phase, remaining % and the server’s now', async () => {
    mock()
    const { projects, now } = await ieoApi.projects()
    expect(now).toBe(MockIeoNow)
    expect(projects.map((p) => [p.id, p.phase, p.remainingPercent, p.days])).toEqual([
      [LUMA, 'notStarted', '100.00', 7],
      [NOVA, 'inProgress', '99.98', 4],
      [ORBT, 'ended', '100.00', 7],
    ])
  })

  it('reads a project’s detail with the caller’s latest order and funds', async () => {
    mock()
    const d = await ieoApi.detail({ project_id: NOVA })
    expect([d.tokenName, d.price, d.remaining, d.balance, d.order?.orderNo]).toEqual([
      'NOVA',
      '0.05',
      '9997849.5000',
      '12500.5000',
      1012,
    ])
    expect(d.content).toContain('<strong>Nova Grid</strong>')
    await expect(ieoApi.detail({ project_id: 99 })).rejects.toMatchObject({ code: 'notFound' })
  })

  it('subscribes once per key, debiting price × amount rounded up', async () => {
    const ieo = mock()
    const req = { project_id: NOVA, amount: '1234.5678', idempotency_key: newIdempotencyKey() }
    const order = await ieoApi.subscribe(req)
    expect([order.cost, order.amount, order.status]).toEqual(['61.7284', '1234.5678', 'paid'])
    expect(await ieoApi.subscribe(req)).toEqual(order)
    await expect(ieoApi.subscribe({ ...req, amount: '200' })).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
    expect(ieo.balances().change[USDT_ID]!.available).toBe('12438.7716')
  })

  it.each([
    [LUMA, '100', 'ieoNotStarted'],
    [ORBT, '100', 'ieoEnded'],
    [NOVA, '99', 'belowMinimum'],
    [NOVA, '9997849.5001', 'ieoSupplyExceeded'],
    [NOVA, '250011', 'insufficientBalance'],
    [NOVA, '', 'amountRequired'],
  ])('refuses project %i, %s with %s and changes nothing', async (project_id, amount, code) => {
    const ieo = mock()
    const before = structuredClone([ieo.balances(), ieo.orders()])
    await expect(
      ieoApi.subscribe({ project_id, amount, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code })
    expect([ieo.balances(), ieo.orders()]).toEqual(before)
  })

  it('shows the orders delivered, and the tokens in the funds, after the end', async () => {
    const ieo = mock()
    expect((await ieoApi.orders()).items.map((o) => o.status)).toEqual(['paid', 'paid'])
    ieo.advance(3 * DAY_MS)
    const page = await ieoApi.orders()
    expect(page.items.map((o) => [o.status, o.delivered])).toEqual([
      ['delivered', '2000.0000'],
      ['delivered', '150.5000'],
    ])
    expect(page.items[0]!.deliveredAt).toBe(MockIeoNow + 3 * DAY_MS)
    expect(ieo.balances().change[101]!.available).toBe('2150.5000')
  })

  it('maps the scenarios’ refusals and network failures', async () => {
    server.use(ieoScenarios.subscribeSoldOut, ieoScenarios.projectsDown)
    await expect(
      ieoApi.subscribe({ project_id: NOVA, amount: '100', idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'ieoSoldOut' })
    await expect(ieoApi.projects()).rejects.toMatchObject({ code: 'network' })
  })
})
