import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MockDualNow } from '@/api/contract/dual.fixtures'
import { createDualMock, dualScenarios } from '@/api/msw/dual'
import { uncoveredLeaves } from '@/test/state-coverage'
import { dualHelpExamples } from './dual-help'
import { dualProductsSnapshots } from './dual-products.fixtures'
import { dualProductsMachine } from './dual-products.machine'
import { toDualProductsView } from './dual-products.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function start(coinId = 1, direction: 'call' | 'put' = 'call') {
  const actor = createActor(dualProductsMachine, {
    input: { coinId, direction, now: MockDualNow },
  }).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, settled, view: () => toDualProductsView(actor.getSnapshot()) }
}

describe('dual products', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(dualProductsMachine, dualProductsSnapshots)).toEqual([])
  })

  it('lists the coin’s products of the direction with their term and state', async () => {
    server.use(...createDualMock().list)
    const { view, settled } = start()
    expect(view().status).toBe('loading')
    await settled()
    expect(view()).toMatchObject({ status: 'ready', coin: 'BTC', direction: 'call' })
    expect(view().rows.map((r) => [r.id, r.strike, r.rate, r.days, r.state])).toEqual([
      [1, '70000', '36.5', 3, 'open'],
      [2, '72000', '18.25', 7, 'open'],
    ])
    expect(view().rows[0]).toMatchObject({ remainingShares: 880, shareSize: '0.1' })
  })

  it('asks again for another coin or direction, and not for the same one', async () => {
    const asked: Array<{ coinId: number; direction: string }> = []
    const machine = dualProductsMachine.provide({
      actors: {
        loadProducts: fromPromise(async ({ input }) => {
          asked.push(input)
          return []
        }),
      },
    })
    const actor = createActor(machine, {
      input: { coinId: 1, direction: 'call', now: MockDualNow },
    }).start()
    await waitFor(actor, (s) => s.hasTag('empty'))
    actor.send({ type: 'filter.change', coinId: 1, direction: 'call' })
    actor.send({ type: 'filter.change', coinId: 2, direction: 'put' })
    await waitFor(actor, (s) => s.hasTag('empty'))
    expect(asked).toEqual([
      { coinId: 1, direction: 'call' },
      { coinId: 2, direction: 'put' },
    ])
  })

  it('is empty when the coin has none, and a failure can be retried', async () => {
    server.use(...createDualMock({ products: [] }).list)
    const empty = start(2, 'call')
    await empty.settled()
    expect(empty.view().status).toBe('empty')

    server.resetHandlers(dualScenarios.productsDown)
    const { view, actor, settled } = start()
    await settled()
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers(...createDualMock().list)
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().rows).toHaveLength(2)
  })

  it('marks sold-out and closed products', () => {
    const rows = toDualProductsView(dualProductsSnapshots.ready).rows
    expect(rows.map((r) => r.state)).toEqual(['open', 'open', 'soldOut', 'closed'])
  })

  it('the help’s worked examples are dual-math’s header figures', () => {
    expect(dualHelpExamples.call.terms).toMatchObject({
      principal: '0.3',
      factor: '1.00700000',
      coin: '0.30210000',
      usdt: '19636.5000',
    })
    expect(dualHelpExamples.put.terms).toMatchObject({
      principal: '200',
      coin: '0.00402800',
      usdt: '201.4000',
    })
  })
})
