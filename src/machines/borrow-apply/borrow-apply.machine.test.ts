import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { BorrowApplyRequest, BorrowLoan } from '@/api/contract/borrow'
import { BTC_ID } from '@/api/contract/wallet'
import { MockBalances } from '@/api/contract/wallet.fixtures'
import { ApiError } from '@/api/errors'
import { borrowScenarios, createBorrowMock } from '@/api/msw/borrow'
import { uncoveredLeaves } from '@/test/state-coverage'
import { borrowApplySnapshots } from './borrow-apply.fixtures'
import { borrowApplyMachine } from './borrow-apply.machine'
import { toBorrowApplyView } from './borrow-apply.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = borrowApplyMachine.provide({
  actors: { createKey: fromPromise(async () => `test-borrow-key-${++keys}`) },
})

/** A VIP `vip` without loans, with 20 BTC in the funds account. */
function mock(vip = 2) {
  const balances = structuredClone(MockBalances)
  balances.change[BTC_ID] = { available: '20.00000000', locked: '0.00000000' }
  const borrow = createBorrowMock({ balances, loans: [], vip })
  server.use(...borrow.list)
  return borrow
}

async function start(logic = machine) {
  const actor = createActor(logic).start()
  const view = () => toBorrowApplyView(actor.getSnapshot())
  await waitFor(actor, (s) => !s.hasTag('loading'))
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  const fill = (amount: string, collateral: string, term = '30') => {
    actor.send({ type: 'amount.change', value: amount })
    actor.send({ type: 'collateralAmount.change', value: collateral })
    actor.send({ type: 'term.change', value: term })
  }
  return { actor, view, settled, fill, send: actor.send.bind(actor) }
}

describe('borrow application', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(borrowApplyMachine, borrowApplySnapshots)).toEqual([])
  })

  it('a load failure can be retried', async () => {
    server.use(borrowScenarios.termsDown)
    const { view, send, settled } = await start()
    expect(view()).toMatchObject({ status: 'loadFailed', error: 'network' })
    server.resetHandlers()
    mock()
    send({ type: 'terms.retry' })
    await settled()
    expect(view()).toMatchObject({ status: 'editing', isEligible: true, vip: 2 })
  })

  it('a VIP 1 sees why they cannot apply, and cannot', async () => {
    mock(1)
    const { view, send, fill } = await start()
    expect(view()).toMatchObject({ isEligible: false, ineligibleReason: 'borrowVipRequired' })
    fill('500000', '18')
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({ status: 'editing', error: 'borrowVipRequired' })
  })

  it('shows interest, overdue, risk rate and the forced-close price before submitting', async () => {
    mock()
    const { view, fill } = await start()
    fill('500000', '18')
    expect(view().preview).toEqual({
      dailyRate: '0.045',
      dayInterest: '225.0000',
      dayOverdue: '2500.0000',
      valueUsdt: '500000',
      minCollateral: '17.85714286',
      riskRate: '151.20',
      forcedClosePrice: '30555.55555556',
    })
    fill('500000', '18', '7')
    expect(view().preview.dailyRate).toBe('0.05')
  })

  it('applies: the collateral is held and the loan waits for the desk', async () => {
    const borrow = mock()
    const { view, send, fill, actor } = await start()
    fill('500000', '18')
    send({ type: 'form.submit' })
    expect(view().status).toBe('confirming')
    send({ type: 'confirm.submit' })
    await waitFor(actor, (s) => s.matches('done'))
    expect(view().loan).toMatchObject({ status: 'pending', amount: '500000.0000' })
    expect(borrow.loans()).toHaveLength(1)
    expect(borrow.balances().change[BTC_ID]).toEqual({
      available: '2.00000000',
      locked: '18.00000000',
    })
    send({ type: 'form.again' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(view()).toMatchObject({ isEligible: false, ineligibleReason: 'borrowOpenLoan' })
  })

  it('checks in place: below the minimum, above the maximum, collateral short, term', async () => {
    mock()
    const { view, send, fill } = await start()
    fill('100000', '18')
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error: 'borrowBelowMinimum', errorField: 'amount' })
    fill('20000000', '1000')
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error: 'borrowAboveMaximum', errorField: 'amount' })
    fill('500000', '10')
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error: 'borrowCollateralShort', errorField: 'collateralAmount' })
    fill('500000', '18', '400')
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'borrowTermInvalid',
      errorField: 'term',
    })
    send({ type: 'coin.change', field: 'collateral', coin: 'USDT' })
    send({ type: 'term.change', value: '30' })
    send({ type: 'form.submit' })
    expect(view()).toMatchObject({ error: 'sameCurrency', errorField: 'currency' })
  })

  it('a lost answer keeps the sheet and the form; confirming again sends the same key', async () => {
    const sent: BorrowApplyRequest[] = []
    const lost = machine.provide({
      actors: {
        applyLoan: fromPromise<BorrowLoan, BorrowApplyRequest>(async ({ input }) => {
          sent.push(input)
          throw new ApiError('network')
        }),
      },
    })
    mock()
    const { view, send, settled, fill } = await start(lost)
    fill('500000', '18')
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ status: 'confirming', error: 'network', amount: '500000' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
    expect(sent[0]).toMatchObject({ currency: 3, collateral_currency: 1, term_days: 30 })
  })

  it("the sandbox's refusal shows under its field (not enough BTC), the form kept", async () => {
    const borrow = createBorrowMock({ loans: [] })
    server.use(...borrow.list)
    const { view, send, settled, fill } = await start()
    fill('500000', '18')
    send({ type: 'form.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({
      status: 'editing',
      error: 'insufficientBalance',
      errorField: 'collateralAmount',
      collateralAmount: '18',
    })
  })
})
