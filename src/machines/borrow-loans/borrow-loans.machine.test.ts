import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  BorrowLoanEvent,
  type BorrowLoan,
  type BorrowLoanWire,
  type BorrowRepayRequest,
  type LoanEvent,
} from '@/api/contract/borrow'
import { USDT_ID } from '@/api/contract/wallet'
import { MockBalances } from '@/api/contract/wallet.fixtures'
import { ApiError } from '@/api/errors'
import { borrowScenarios, createBorrowMock } from '@/api/msw/borrow'
import { parsePrivate } from '@/api/socket'
import { uncoveredLeaves } from '@/test/state-coverage'
import { borrowLoansSnapshots } from './borrow-loans.fixtures'
import { borrowLoansMachine } from './borrow-loans.machine'
import { toBorrowLoansView } from './borrow-loans.view'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

let keys = 0
const machine = borrowLoansMachine.provide({
  actors: { createKey: fromPromise(async () => `test-repay-key-${++keys}`) },
})

/** The fixtures' loans, with 2,000,000 USDT in the funds account. */
function mock() {
  const balances = structuredClone(MockBalances)
  balances.change[USDT_ID] = { available: '2000000.0000', locked: '0.0000' }
  const borrow = createBorrowMock({ balances })
  server.use(...borrow.list)
  return borrow
}

async function start(logic = machine) {
  const actor = createActor(logic).start()
  const view = () => toBorrowLoansView(actor.getSnapshot())
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  await settled()
  return { actor, view, settled, send: actor.send.bind(actor) }
}

describe('my loans', () => {
  it('every state has a fixture', () => {
    expect(uncoveredLeaves(borrowLoansMachine, borrowLoansSnapshots)).toEqual([])
  })

  it('lists the loans with status and interest due; a failure can be retried', async () => {
    server.use(borrowScenarios.loansDown)
    const { view, send, settled } = await start()
    expect(view()).toMatchObject({ status: 'failed', error: 'network' })
    server.resetHandlers()
    mock()
    send({ type: 'loans.retry' })
    await settled()
    expect(view().loans.map((l) => [l.id, l.status])).toEqual([
      [5, 'active'],
      [3, 'repaid'],
      [2, 'liquidated'],
      [1, 'rejected'],
    ])
    expect(view().loans[0]).toMatchObject({ interest: '1800.0000', debt: '1001800.0000' })
  })

  it('is empty without loans', async () => {
    server.use(...createBorrowMock({ loans: [] }).list)
    expect((await start()).view().status).toBe('empty')
  })

  it('repays a running loan after confirming: principal + interest + overdue', async () => {
    const borrow = mock()
    const { view, send, settled } = await start()
    send({ type: 'repay.open', id: 3 })
    expect(view().isConfirmOpen).toBe(false)
    send({ type: 'repay.open', id: 5 })
    expect(view().repaying).toMatchObject({ principal: '1000000.0000', total: '1001800' })
    send({ type: 'confirm.submit' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ isConfirmOpen: false, error: null })
    expect(view().loans[0]!.status).toBe('repaid')
    expect(borrow.balances().change[USDT_ID]!.available).toBe('998200.0000')
  })

  it('a lost answer keeps the sheet; confirming again sends the same key', async () => {
    const sent: BorrowRepayRequest[] = []
    const lost = machine.provide({
      actors: {
        repayLoan: fromPromise<BorrowLoan, BorrowRepayRequest>(async ({ input }) => {
          sent.push(input)
          throw new ApiError('network')
        }),
      },
    })
    mock()
    const { view, send, settled } = await start(lost)
    send({ type: 'repay.open', id: 5 })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ isConfirmOpen: true, error: 'network' })
    send({ type: 'confirm.submit' })
    await settled()
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
  })

  it('a refusal (not enough USDT) is said in the sheet', async () => {
    server.use(...createBorrowMock().list)
    const { view, send, settled } = await start()
    send({ type: 'repay.open', id: 5 })
    send({ type: 'confirm.submit' })
    await settled()
    expect(view()).toMatchObject({ isConfirmOpen: true, error: 'insufficientBalance' })
    send({ type: 'confirm.cancel' })
    expect(view()).toMatchObject({ isConfirmOpen: false, error: null })
  })

  describe('the user’s borrow_loan events', () => {
    /** The event as the sandbox emits it, parsed as the screen parses it. */
    const changed = (event: LoanEvent, data: BorrowLoanWire | undefined) =>
      parsePrivate(BorrowLoanEvent, { type: 'borrow_loan', to: 9, event, data })!.data

    it('puts a loan closed by force in its place, no reload', async () => {
      const borrow = mock()
      const { view, send, actor } = await start()
      send({ type: 'loan.changed', loan: changed('liquidated', borrow.liquidate(5, '1000')) })
      expect(actor.getSnapshot().value).toBe('ready')
      expect(view().loans.map((l) => [l.id, l.status])).toEqual([
        [5, 'liquidated'],
        [3, 'repaid'],
        [2, 'liquidated'],
        [1, 'rejected'],
      ])
    })

    it('closes the repayment sheet of a loan that stopped running', async () => {
      const borrow = mock()
      const { view, send, actor } = await start()
      send({ type: 'repay.open', id: 5 })
      expect(view().isConfirmOpen).toBe(true)
      send({ type: 'loan.changed', loan: changed('liquidated', borrow.liquidate(5, '1000')) })
      expect(actor.getSnapshot().value).toBe('ready')
      expect(actor.getSnapshot().context.repayId).toBeNull()
      expect(view().loans[0]?.status).toBe('liquidated')
    })

    it('shows a loan not listed yet first, and leaves the empty state for it', async () => {
      const borrow = mock()
      const loan = changed('liquidated', borrow.liquidate(5, '1000'))
      server.use(...createBorrowMock({ loans: [] }).list)
      const { view, send } = await start()
      expect(view().status).toBe('empty')
      send({ type: 'loan.changed', loan })
      expect(view().status).toBe('ready')
      expect(view().loans.map((l) => l.id)).toEqual([5])
    })

    it('a payload the contract refuses never parses', () => {
      const wire = createBorrowMock().loans()[0]
      expect(
        parsePrivate(BorrowLoanEvent, { type: 'borrow_loan', to: 9, event: 'boom', data: wire }),
      ).toBeNull()
      expect(
        parsePrivate(BorrowLoanEvent, { type: 'borrow_loan', to: 9, event: 'approved' }),
      ).toBeNull()
    })
  })
})
