import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createOtcMock } from '@/api/msw/otc'
import { uncoveredLeaves } from '@/test/state-coverage'
import { otcAdsSnapshots } from './otc-ads.fixtures'
import { otcAdsMachine } from './otc-ads.machine'
import { toOtcAdsView } from './otc-ads.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('the self-select zone', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(otcAdsMachine, otcAdsSnapshots)).toEqual([])
  })

  it('lists the side’s ads in the fiat, best price first, and follows the filter', async () => {
    server.use(...createOtcMock({ orders: [] }).list)
    const actor = createActor(otcAdsMachine, { input: {} }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'))
    const rows = () => toOtcAdsView(actor.getSnapshot()).items.map((a) => [a.merchantName, a.price])
    expect(rows()).toEqual([
      ['Rio Câmbio', '5.42'],
      ['Atlântico OTC', '5.45'],
    ])
    actor.send({ type: 'filter.change', filter: { side: 'sell', fiat: 'BRL' } })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(rows()).toEqual([
      ['Atlântico OTC', '5.33'],
      ['Rio Câmbio', '5.31'],
    ])
    actor.send({ type: 'filter.change', filter: { side: 'sell', fiat: 'EUR' } })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(rows()).toEqual([['Euro Bridge', '0.92']])
  })

  it('pages with the next page number and keeps a row once', async () => {
    server.use(...createOtcMock({ orders: [] }).list)
    const actor = createActor(otcAdsMachine, { input: { pageSize: 1 } }).start()
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(toOtcAdsView(actor.getSnapshot()).hasMore).toBe(true)
    actor.send({ type: 'list.more' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    const view = toOtcAdsView(actor.getSnapshot())
    expect([view.items.map((a) => a.id), view.hasMore]).toEqual([[1, 3], false])
  })
})
