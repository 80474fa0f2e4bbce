import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { QuickBuyCreditedEvent } from '@/api/contract/quick-buy'
import { mockQuickBuyOrder } from '@/api/contract/quick-buy.fixtures'
import { createQuickBuyMock } from '@/api/msw/quick-buy'
import { parsePrivate } from '@/api/socket'
import { uncoveredLeaves } from '@/test/state-coverage'
import { quickBuyOrdersSnapshots } from './quick-buy-orders.fixtures'
import { quickBuyOrdersMachine } from './quick-buy-orders.machine'
import { toQuickBuyOrdersView } from './quick-buy-orders.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('my quick-buy orders', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(quickBuyOrdersMachine, quickBuyOrdersSnapshots)).toEqual([])
  })

  it('lists the caller’s orders newest first, ten a page', async () => {
    const orders = Array.from({ length: 12 }, (_, i) => mockQuickBuyOrder(12 - i))
    server.use(...createQuickBuyMock({ orders }).list)
    const actor = createActor(quickBuyOrdersMachine, { input: {} }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'))
    const view = () => toQuickBuyOrdersView(actor.getSnapshot())
    expect(view()).toMatchObject({ status: 'ready', hasMore: true })
    expect(view().orders.map((o) => o.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(
      view()
        .orders.map((o) => o.id)
        .slice(-2),
    ).toEqual([2, 1])
    expect(view().hasMore).toBe(false)
  })

  it('is empty when the caller has none', async () => {
    server.use(...createQuickBuyMock({ orders: [] }).list)
    const actor = createActor(quickBuyOrdersMachine, { input: {} }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(toQuickBuyOrdersView(actor.getSnapshot()).status).toBe('empty')
  })

  it('moves a credited order to paid in place (quick_buy_credited); other rows stay', async () => {
    const mock = createQuickBuyMock()
    server.use(...mock.list)
    const actor = createActor(quickBuyOrdersMachine, { input: {} }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'))
    const rows = () => toQuickBuyOrdersView(actor.getSnapshot()).orders.map((o) => o.status)
    expect(rows()).toEqual(['toBePaid', 'paid', 'cancelled', 'expired'])
    const event = parsePrivate(QuickBuyCreditedEvent, {
      type: 'quick_buy_credited',
      to: 9,
      data: mock.receive(4),
    })!
    actor.send({ type: 'row.change', row: event.data })
    expect(rows()).toEqual(['paid', 'paid', 'cancelled', 'expired'])
    // an order not listed (another page) is left for that page's reading
    actor.send({ type: 'row.change', row: { ...event.data, id: 99 } })
    expect(toQuickBuyOrdersView(actor.getSnapshot()).orders.map((o) => o.id)).toEqual([4, 3, 2, 1])
    expect(
      parsePrivate(QuickBuyCreditedEvent, { type: 'quick_buy_credited', to: 9, data: null }),
    ).toBeNull()
  })
})
