import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { DAY_MS } from '@/api/contract/ieo'
import { MockIeoNow } from '@/api/contract/ieo.fixtures'
import { createIeoMock, ieoScenarios } from '@/api/msw/ieo'
import { uncoveredLeaves } from '@/test/state-coverage'
import { ieoListSnapshots } from './ieo-list.fixtures'
import { IEO_TICK_MS, ieoListMachine } from './ieo-list.machine'
import { toIeoListView } from './ieo-list.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

async function start() {
  const clock = new SimulatedClock()
  const actor = createActor(ieoListMachine, { clock }).start()
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const view = () => toIeoListView(actor.getSnapshot())
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(IEO_TICK_MS)
  }
  return { actor, view, seconds, send: actor.send.bind(actor) }
}

describe('IEO list', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(ieoListMachine, ieoListSnapshots)).toEqual([])
  })

  it('shows each project with its phase and countdown from the server clock', async () => {
    server.use(...createIeoMock().list)
    const { view } = await start()
    expect(view().status).toBe('ready')
    expect(view().cards.map((c) => [c.tokenName, c.phase, c.secondsLeft])).toEqual([
      ['LUMA', 'notStarted', (2 * DAY_MS) / 1000],
      ['NOVA', 'inProgress', (3 * DAY_MS) / 1000],
      ['ORBT', 'ended', 0],
    ])
    expect(view().cards[1]).toMatchObject({ price: '0.05', payCurrencyName: 'USDT' })
  })

  it('counts down one second per tick and changes phase on time', async () => {
    const mock = createIeoMock({ now: MockIeoNow + 2 * DAY_MS - 3_000 })
    server.use(...mock.list)
    const { view, seconds } = await start()
    expect(view().cards[0]).toMatchObject({ phase: 'notStarted', secondsLeft: 3 })
    seconds(1)
    expect(view().cards[0]?.secondsLeft).toBe(2)
    seconds(2)
    expect(view().cards[0]).toMatchObject({ phase: 'inProgress', secondsLeft: 7 * 86_400 })
  })

  it('filters by phase', async () => {
    server.use(...createIeoMock().list)
    const { view, send } = await start()
    send({ type: 'phase.select', phase: 'ended' })
    expect(view().cards.map((c) => c.tokenName)).toEqual(['ORBT'])
    send({ type: 'phase.select', phase: 'all' })
    expect(view().cards).toHaveLength(3)
  })

  it('a failure can be retried', async () => {
    server.use(ieoScenarios.projectsDown)
    const { view, send, actor } = await start()
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers(...createIeoMock().list)
    send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(view().cards).toHaveLength(3)
  })

  it('fixture views', () => {
    expect(toIeoListView(ieoListSnapshots.empty).status).toBe('empty')
    expect(toIeoListView(ieoListSnapshots.inProgress).cards.map((c) => c.id)).toEqual([2])
  })
})
