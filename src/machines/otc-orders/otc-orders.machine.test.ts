import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createOtcMock } from '@/api/msw/otc'
import { uncoveredLeaves } from '@/test/state-coverage'
import { otcOrdersSnapshots } from './otc-orders.fixtures'
import { otcOrdersMachine } from './otc-orders.machine'
import { toOtcOrdersView } from './otc-orders.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('my OTC orders', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(otcOrdersMachine, otcOrdersSnapshots)).toEqual([])
  })

  it('lists the orders newest first, page by page', async () => {
    server.use(...createOtcMock().list)
    const actor = createActor(otcOrdersMachine, { input: { pageSize: 4 } }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(toOtcOrdersView(actor.getSnapshot()).items.map((o) => o.id)).toEqual([
      107, 106, 105, 104,
    ])
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    const view = toOtcOrdersView(actor.getSnapshot())
    expect([view.items.map((o) => o.status).slice(4), view.hasMore]).toEqual([
      ['completed', 'cancelled', 'cancelled'],
      false,
    ])
  })
})
