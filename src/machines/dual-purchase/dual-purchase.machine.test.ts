import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { MockDualNow } from '@/api/contract/dual.fixtures'
import { readBody } from '@/api/msw/envelope'
import { createDualMock, dualDown, dualScenarios, type DualMockState } from '@/api/msw/dual'
import { createWalletMock } from '@/api/msw/wallet'
import { uncoveredLeaves } from '@/test/state-coverage'
import { dualPurchaseSnapshots } from './dual-purchase.fixtures'
import { dualPurchaseMachine, productIdOfParam } from './dual-purchase.machine'
import { toDualPurchaseView } from './dual-purchase.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = dualPurchaseMachine.provide({
  actors: { createKey: fromPromise(async () => `test-dual-key-${++keys}`) },
})

/** The dual and wallet mocks sharing one funds account. */
function sandbox(state: DualMockState = {}) {
  const wallet = createWalletMock()
  const dual = createDualMock({ balances: wallet.balances(), ...state })
  server.use(...dual.list, ...wallet.list)
  return dual
}

async function start(id: number | null, signedIn = true) {
  const actor = createActor(machine, { input: { id, signedIn, now: MockDualNow } }).start()
  const view = () => toDualPurchaseView(actor.getSnapshot())
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, view, settled, send: actor.send.bind(actor) }
}

describe('dual purchase', () => {
  it('every state has a fixture', () => {
    expect(
      uncoveredLeaves(dualPurchaseMachine, dualPurchaseSnapshots, ['dualPurchase.starting']),
    ).toEqual([])
  })

  it('reads the id from the address', () => {
    expect(productIdOfParam('3')).toBe(3)
    expect([null, '', '0', '-1', 'abc', '1.5'].map(productIdOfParam)).toEqual(Array(6).fill(null))
  })

  it('is not found without an id or for a missing product, and a failure can be retried', async () => {
    sandbox()
    expect((await start(null)).view().status).toBe('notFound')
    expect((await start(404)).view().status).toBe('notFound')
    server.resetHandlers(dualScenarios.productNotFound)
    expect((await start(1)).view().status).toBe('notFound')
    server.resetHandlers(dualDown('product'))
    const failed = await start(1)
    expect(failed.view()).toMatchObject({ status: 'loadFailed', error: 'network' })
    server.resetHandlers()
    sandbox()
    failed.send({ type: 'purchase.retry' })
    await waitFor(failed.actor, (s) => s.matches('editing'))
    expect(failed.view().product?.id).toBe(1)
  })

  it('shows both outcomes for the shares typed, then buys them once', async () => {
    const dual = sandbox()
    const { view, send, actor } = await start(1)
    expect(view()).toMatchObject({ status: 'editing', balance: '0.52340000', terms: null })
    send({ type: 'shares.change', value: '3' })
    // f = 1 + 0.365 × 3 ÷ 365 = 1.003: 0.3 × 1.003 BTC, or 0.3 × 70,000 × 1.003 USDT
    expect(view().terms).toEqual({
      principal: '0.3',
      days: 3,
      factor: '1.00300000',
      coin: '0.30090000',
      usdt: '21063.0000',
    })
    send({ type: 'form.submit' })
    expect(view().status).toBe('confirming')
    send({ type: 'confirm.submit' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(view().order).toMatchObject({ productId: 1, shares: 3, principal: '0.30000000' })
    expect(dual.orders().filter((o) => o.dual_id === 1 && o.number === 3)).toHaveLength(1)
    expect(dual.balances().change[1]?.available).toBe('0.22340000')
  })

  it('refuses what cannot be bought before asking, under the shares', async () => {
    sandbox()
    const { view, send } = await start(1)
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({ status: 'editing', sharesIssue: 'sharesInvalid' })
    for (const [typed, issue] of [
      ['1,5', 'sharesInvalid'],
      ['0', 'sharesInvalid'],
      ['6', 'insufficientBalance'],
      ['51', 'sharesSoldOut'],
    ] as const) {
      send({ type: 'shares.change', value: typed })
      expect(view().sharesIssue).toBe(typed === '51' ? 'shareLimitReached' : issue)
      send({ type: 'form.submit' })
      expect(view().status).toBe('editing')
    }
  })

  it('counts the caller’s shares against the limit', async () => {
    sandbox({ orders: [] })
    const { view, send } = await start(3)
    expect(view().limitLeft).toBe(50)
    send({ type: 'shares.change', value: '51' })
    expect(view().sharesIssue).toBe('shareLimitReached')
  })

  it('a visitor sees the payoff but cannot confirm', async () => {
    sandbox()
    const { view, send } = await start(1, false)
    expect(view()).toMatchObject({ signedIn: false, balance: null })
    send({ type: 'shares.change', value: '3' })
    expect(view().terms?.coin).toBe('0.30090000')
    expect(view().sharesIssue).toBeNull()
    send({ type: 'form.submit' })
    expect(view().status).toBe('editing')
  })

  it('a lost answer keeps the sheet and what was typed; the retry sends the same key', async () => {
    const sent: string[] = []
    const dual = sandbox()
    server.use(
      http.post('*/api/dual/buyDual', async ({ request }) => {
        sent.push(String((await readBody(request.clone())).idempotency_key))
        return sent.length === 1 ? HttpResponse.error() : undefined
      }),
    )
    const { view, send, actor, settled } = await start(1)
    send({ type: 'shares.change', value: '2' })
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'confirming', error: 'network', shares: '2' })
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(sent[0]).toBe(sent[1])
    expect(dual.orders().filter((o) => o.number === 2 && o.id > 3)).toHaveLength(1)
  })

  it('a refusal about the shares goes back to the form; too soon stays on the sheet', async () => {
    sandbox()
    server.use(dualScenarios.buySoldOut)
    const soldOut = await start(1)
    soldOut.send({ type: 'shares.change', value: '1' })
    soldOut.send({ type: 'form.submit' })
    soldOut.send({ type: 'confirm.submit' })
    await soldOut.settled()
    expect(soldOut.view()).toMatchObject({
      status: 'editing',
      error: 'sharesSoldOut',
      errorField: 'shares',
    })
    server.use(dualScenarios.buyTooFrequent)
    soldOut.send({ type: 'form.submit' })
    soldOut.send({ type: 'confirm.submit' })
    await soldOut.settled()
    expect(soldOut.view()).toMatchObject({ status: 'confirming', error: 'requestTooFrequent' })
    server.use(dualScenarios.buyProductClosed)
    soldOut.send({ type: 'confirm.submit' })
    await soldOut.settled()
    expect(soldOut.view()).toMatchObject({
      status: 'editing',
      error: 'productClosed',
      errorField: null,
    })
  })
})
