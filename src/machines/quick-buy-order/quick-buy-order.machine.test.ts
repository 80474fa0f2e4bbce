import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { QuickBuyCreditedEvent } from '@/api/contract/quick-buy'
import { MockQuickBuyOrders } from '@/api/contract/quick-buy.fixtures'
import { createQuickBuyMock, quickBuyRefused, quickBuyScenarios } from '@/api/msw/quick-buy'
import { parsePrivate } from '@/api/socket'
import { uncoveredLeaves } from '@/test/state-coverage'
import { quickBuyOrderSnapshots } from './quick-buy-order.fixtures'
import { orderIdOfParam, quickBuyOrderMachine } from './quick-buy-order.machine'
import { toQuickBuyOrderView } from './quick-buy-order.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function mock() {
  const quickBuy = createQuickBuyMock()
  server.use(...quickBuy.list)
  return quickBuy
}

async function start(id: number | null, pollSeconds = 10, live = false) {
  const clock = new SimulatedClock()
  const actor = createActor(quickBuyOrderMachine, {
    input: { id, pollSeconds, live },
    clock,
  }).start()
  const view = () => toQuickBuyOrderView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  await settled()
  /** Moves the clock one second at a time (SimulatedClock fires one timer per increment). */
  const seconds = async (n: number) => {
    for (let i = 0; i < n; i++) {
      clock.increment(1000)
      await settled()
    }
  }
  return { actor, view, settled, seconds, send: actor.send.bind(actor) }
}

describe('quick buy order', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(quickBuyOrderMachine, quickBuyOrderSnapshots, ['quickBuyOrder.starting']),
    ).toEqual([])
  })

  it('reads ?id= as a positive whole number only', () => {
    expect(['4', '0', '-1', 'x', '1.5', null].map(orderIdOfParam)).toEqual([
      4,
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('is not found without an id or for an order that is not the caller’s', async () => {
    mock()
    expect((await start(null)).view().status).toBe('notFound')
    expect((await start(404)).view().status).toBe('notFound')
  })

  it('a load failure can be retried', async () => {
    server.use(quickBuyScenarios.detailDown)
    const { view, send, settled } = await start(4)
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers()
    mock()
    send({ type: 'order.retry' })
    await settled()
    expect(view()).toMatchObject({ status: 'ready', isWaiting: true, secondsLeft: 1500 })
  })

  it('counts down from the server’s seconds left', async () => {
    mock()
    const { view, seconds } = await start(4, 600)
    expect(view()).toMatchObject({ isWaiting: true, secondsLeft: 1500, canCancel: true })
    await seconds(3)
    expect(view().secondsLeft).toBe(1497)
  })

  it('reads the order again every poll and shows the transfer received', async () => {
    const quickBuy = mock()
    const { view, seconds } = await start(4, 5)
    expect(quickBuy.receive(4)).toMatchObject({ status: 2 })
    await seconds(4)
    expect(view().order!.status).toBe('toBePaid')
    await seconds(1)
    expect(view()).toMatchObject({ isWaiting: false, secondsLeft: 0, canCancel: false })
    expect(view().order!.status).toBe('paid')
  })

  it('when the deadline passes the order is read again and shown expired', async () => {
    const quickBuy = mock()
    quickBuy.advance(1497_000)
    const { view, seconds } = await start(4, 600)
    expect(view().secondsLeft).toBe(3)
    quickBuy.advance(3_000)
    await seconds(3)
    expect(view().order!.status).toBe('expired')
  })

  it('cancels after a confirmation; dismissing keeps it', async () => {
    const quickBuy = mock()
    const { view, send, settled } = await start(4)
    send({ type: 'order.cancel' })
    expect(view().isCancelOpen).toBe(true)
    send({ type: 'cancel.dismiss' })
    expect(view().isCancelOpen).toBe(false)
    send({ type: 'order.cancel' })
    send({ type: 'cancel.confirm' })
    expect(view().isCancelling).toBe(true)
    await settled()
    expect(view()).toMatchObject({ isCancelOpen: false, isWaiting: false })
    expect(view().order!.status).toBe('cancelled')
    expect(quickBuy.orders().find((o) => o.id === 4)!.status).toBe(3)
  })

  it('a failed cancel keeps the sheet with the reason', async () => {
    mock()
    server.use(quickBuyScenarios.cancelDown)
    const { view, send, settled } = await start(4)
    send({ type: 'order.cancel' })
    send({ type: 'cancel.confirm' })
    await settled()
    expect(view()).toMatchObject({ isCancelOpen: true, error: 'network', isWaiting: true })
  })

  it('cancelling an order paid meanwhile shows it paid', async () => {
    const quickBuy = mock()
    server.use(quickBuyRefused('cancel', 'quickBuyNotPending'))
    const { view, send, settled } = await start(4)
    quickBuy.receive(4)
    send({ type: 'order.cancel' })
    send({ type: 'cancel.confirm' })
    await settled()
    expect(view().order!.status).toBe('paid')
    expect(view().isCancelOpen).toBe(false)
  })

  it('shows a closed order as it is, without countdown or cancel', async () => {
    mock()
    for (const [id, status] of [
      [3, 'paid'],
      [2, 'cancelled'],
      [1, 'expired'],
    ] as const) {
      const { view } = await start(id)
      expect(view()).toMatchObject({ status: 'ready', isWaiting: false, canCancel: false })
      expect(view().order!.status).toBe(status)
    }
    expect(MockQuickBuyOrders).toHaveLength(4)
  })

  describe('live (the user’s quick_buy_credited events)', () => {
    /** The operator's receipt and its event, parsed as the screen parses it. */
    const credit = (quickBuy: ReturnType<typeof mock>, id: number) =>
      parsePrivate(QuickBuyCreditedEvent, {
        type: 'quick_buy_credited',
        to: 9,
        data: quickBuy.receive(id),
      })!.data

    it('shows the order paid the moment its event arrives, and does not poll', async () => {
      const quickBuy = mock()
      const { view, send, seconds, actor } = await start(4, 5, true)
      await seconds(12)
      // received, the event not delivered yet: a live page does not ask
      const order = credit(quickBuy, 4)
      await seconds(12)
      expect(view().order!.status).toBe('toBePaid')
      expect(view().secondsLeft).toBe(1476)
      send({ type: 'order.credited', order })
      expect(actor.getSnapshot().value).toBe('closed')
      expect(view()).toMatchObject({ isWaiting: false, secondsLeft: 0, canCancel: false })
      expect(view().order!.status).toBe('paid')
    })

    it('closes the cancel sheet of an order paid meanwhile', async () => {
      const quickBuy = mock()
      const { view, send } = await start(4, 10, true)
      send({ type: 'order.cancel' })
      send({ type: 'order.credited', order: credit(quickBuy, 4) })
      expect(view()).toMatchObject({ isCancelOpen: false, isWaiting: false })
      expect(view().order!.status).toBe('paid')
    })

    it('ignores another order’s event, and a payload the contract refuses', async () => {
      const quickBuy = mock()
      const { view, send } = await start(4, 10, true)
      const other = credit(quickBuy, 4)
      send({ type: 'order.credited', order: { ...other, id: 3 } })
      expect(view()).toMatchObject({ isWaiting: true })
      expect(view().order!.status).toBe('toBePaid')
      expect(
        parsePrivate(QuickBuyCreditedEvent, { type: 'quick_buy_credited', to: 9, data: { id: 4 } }),
      ).toBeNull()
    })

    it('polls while the socket is down, and reads once when it comes back', async () => {
      const quickBuy = mock()
      const { view, send, seconds, settled } = await start(4, 5, true)
      send({ type: 'feed.change', live: false })
      quickBuy.receive(4)
      await seconds(5)
      expect(view().order!.status).toBe('paid')

      const again = mock()
      const page = await start(4, 5, false)
      again.receive(4)
      page.send({ type: 'feed.change', live: true })
      expect(page.view().isRefreshing).toBe(true)
      await page.settled()
      expect(page.view().order!.status).toBe('paid')
      await settled()
    })
  })
})
