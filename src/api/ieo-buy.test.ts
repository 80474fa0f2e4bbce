/**
 * `ieoApi.buy`, the placement after the end, against its MSW mock (msw/ieo.ts; rules in
 * contract/ieo-math.ts): ORBT (ended, sell_begin passed) sells offer ÷ price tokens at their
 * cost rounded up, delivered at once and shown as the detail's placement and a type-3 order;
 * once per key and once per project; refusals change nothing.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { USDT_ID } from './contract/wallet'
import { ieoApi } from './ieo'
import { createIeoMock, ieoScenarios } from './msw/ieo'
import { newIdempotencyKey } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const ORBT = 1
const NOVA = 2
const ORBT_TOKEN = 103

function mock() {
  const ieo = createIeoMock()
  server.use(...ieo.list)
  return ieo
}

describe('ieoApi.buy', () => {
  it('places once per key: tokens delivered, cost debited, shown in the detail and the orders', async () => {
    const ieo = mock()
    const req = { project_id: ORBT, total_price: '10.25', idempotency_key: newIdempotencyKey() }
    const order = await ieoApi.buy(req)
    expect([order.type, order.status, order.amount, order.cost, order.delivered]).toEqual([
      'placement',
      'delivered',
      '102.5000',
      '10.2500',
      '102.5000',
    ])
    expect(await ieoApi.buy(req)).toEqual(order)
    await expect(ieoApi.buy({ ...req, total_price: '11' })).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
    expect(ieo.balances().change[USDT_ID]!.available).toBe('12490.2500')
    expect(ieo.balances().change[ORBT_TOKEN]!.available).toBe('102.5000')
    const detail = await ieoApi.detail({ project_id: ORBT })
    expect([detail.placement?.id, detail.order, detail.sold]).toEqual([order.id, null, '102.5000'])
    expect((await ieoApi.orders()).items[0]).toMatchObject({ type: 'placement', id: order.id })
    await expect(
      ieoApi.buy({ ...req, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'placementDone' })
  })

  it.each([
    [NOVA, '10', 'placementNotOpen'],
    [ORBT, '0', 'amountInvalid'],
    [ORBT, '1.00001', 'amountTooPrecise'],
    [ORBT, '500000.0001', 'ieoSupplyExceeded'],
    [ORBT, '12500.5001', 'insufficientBalance'],
  ])('refuses project %i, %s with %s and changes nothing', async (project_id, total, code) => {
    const ieo = mock()
    const before = structuredClone([ieo.balances(), ieo.orders()])
    await expect(
      ieoApi.buy({ project_id, total_price: total, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code })
    expect([ieo.balances(), ieo.orders()]).toEqual(before)
  })

  it('maps the scenarios’ refusals', async () => {
    server.use(ieoScenarios.buyNotOpen)
    await expect(
      ieoApi.buy({ project_id: ORBT, total_price: '1', idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'placementNotOpen' })
  })
})
