import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { NftPayRequest, NftWinnerOrder } from '@/api/contract/nft-auction'
import { MockNftAuctionNow, MockNftWinnerOrders } from '@/api/contract/nft-auction.fixtures'
import { ApiError } from '@/api/errors'
import { createNftAuctionMock } from '@/api/msw/nft-auction'
import { uncoveredLeaves } from '@/test/state-coverage'
import {
  mockAwaitingOrder,
  mockExpiredOrder,
  mockPaidOrder,
  nftPaymentSnapshots,
} from './nft-payment.fixtures'
import { NFT_PAYMENT_TICK_MS, nftPaymentMachine } from './nft-payment.machine'
import { toNftPaymentView } from './nft-payment.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = nftPaymentMachine.provide({
  actors: { createKey: fromPromise(async () => `test-nft-pay-key-${++keys}`) },
})

function start(order = mockAwaitingOrder, logic = machine, clock?: SimulatedClock) {
  const actor = createActor(
    logic,
    clock ? { input: { order }, clock } : { input: { order } },
  ).start()
  const view = () => toNftPaymentView(actor.getSnapshot())
  return { actor, view, send: actor.send.bind(actor) }
}

/** A payment whose answers are given by `answer`, and the requests it sent. */
function paying(answer: (n: number) => Promise<NftWinnerOrder>) {
  const sent: NftPayRequest[] = []
  const logic = machine.provide({
    actors: {
      payOrder: fromPromise<NftWinnerOrder, NftPayRequest>(({ input }) => {
        sent.push(input)
        return answer(sent.length)
      }),
    },
  })
  return { sent, logic }
}

describe('nft payment', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(nftPaymentMachine, nftPaymentSnapshots, ['nftPayment.starting']),
    ).toEqual([])
  })

  it('starts where the order stands: payable, paid or forfeited', () => {
    expect(start().view()).toMatchObject({ status: 'awaitingPayment', depositFate: 'held' })
    expect(start(mockPaidOrder).view()).toMatchObject({ status: 'paid', depositFate: 'returned' })
    expect(start(mockExpiredOrder).view()).toMatchObject({
      status: 'expired',
      depositFate: 'forfeited',
    })
  })

  it('counts the deadline down on the sandbox clock and forfeits at zero', () => {
    const clock = new SimulatedClock()
    const left = (mockAwaitingOrder.deadline - mockAwaitingOrder.now) / 1000
    const nearEnd = { ...mockAwaitingOrder, now: mockAwaitingOrder.deadline - 3_000 }
    expect(start(mockAwaitingOrder, machine, clock).view().secondsLeft).toBe(left)
    const { view } = start(nearEnd, machine, clock)
    expect(view().secondsLeft).toBe(3)
    clock.increment(NFT_PAYMENT_TICK_MS)
    expect(view().secondsLeft).toBe(2)
    clock.increment(NFT_PAYMENT_TICK_MS)
    clock.increment(NFT_PAYMENT_TICK_MS)
    expect(view()).toMatchObject({ status: 'expired', secondsLeft: 0, depositFate: 'forfeited' })
  })

  it('pays against the mock: the order is paid, the deposit returned, and it says so once', async () => {
    const mock = createNftAuctionMock({ orders: MockNftWinnerOrders })
    server.use(...mock.list)
    const { actor, view, send } = start()
    const announced: unknown[] = []
    actor.on('paid', (e) => announced.push(e.order.id))
    send({ type: 'pay.start' })
    expect(view()).toMatchObject({ status: 'confirming', isConfirmOpen: true })
    send({ type: 'confirm.submit' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.hasTag('paid'))
    expect(view()).toMatchObject({ status: 'paid', depositFate: 'returned' })
    expect(announced).toEqual([mockAwaitingOrder.id])
    expect(mock.orders().find((o) => o.id === mockAwaitingOrder.id)).toMatchObject({ is_pay: 1 })
  })

  it('a lost answer keeps the sheet; confirming again sends the same key', async () => {
    const { sent, logic } = paying(async (n) => {
      if (n === 1) throw new ApiError('network')
      return { ...mockAwaitingOrder, state: 'paid', depositFate: 'returned' }
    })
    const { actor, view, send } = start(mockAwaitingOrder, logic)
    send({ type: 'pay.start' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(view()).toMatchObject({ status: 'confirming', error: 'network' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.hasTag('paid'))
    expect(sent).toHaveLength(2)
    expect(sent[1]!.idempotency_key).toBe(sent[0]!.idempotency_key)
  })

  it('a short balance goes back to the order with the reason; the deadline refusal forfeits', async () => {
    const short = paying(async () => {
      throw new ApiError('insufficientBalance')
    })
    const a = start(mockAwaitingOrder, short.logic)
    a.send({ type: 'pay.start' })
    a.send({ type: 'confirm.submit' })
    await waitFor(a.actor, (s) => !s.hasTag('busy'))
    expect(a.view()).toMatchObject({ status: 'awaitingPayment', error: 'insufficientBalance' })

    const late = paying(async () => {
      throw new ApiError('nftOrderExpired')
    })
    const b = start(mockAwaitingOrder, late.logic)
    b.send({ type: 'pay.start' })
    b.send({ type: 'confirm.submit' })
    await waitFor(b.actor, (s) => s.hasTag('expired'))
    expect(b.view()).toMatchObject({ status: 'expired', depositFate: 'forfeited' })
  })

  it('paid already (another device) shows it paid', async () => {
    const { logic } = paying(async () => {
      throw new ApiError('nftOrderPaid')
    })
    const { actor, view, send } = start(mockAwaitingOrder, logic)
    send({ type: 'pay.start' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.hasTag('paid'))
    expect(view()).toMatchObject({ status: 'paid', depositFate: 'returned', error: null })
  })

  it('cancelling the sheet pays nothing', () => {
    const { view, send } = start()
    send({ type: 'pay.start' })
    send({ type: 'confirm.cancel' })
    expect(view().status).toBe('awaitingPayment')
    expect(MockNftAuctionNow).toBe(mockAwaitingOrder.now)
  })
})
