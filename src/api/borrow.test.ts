/**
 * The borrowing API module against its MSW mock (issue 18): the terms and why a user may not
 * borrow, an application holding the collateral with its key answered once, the desk's approval
 * disbursing, interest per begun day, repayment once with the collateral back, refusals changing
 * nothing, and a forced close's split.
 */
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { borrowApi } from './borrow'
import { MockBorrowLoans, MockBorrowNow } from './contract/borrow.fixtures'
import { DAY_MS, forcedClose } from './contract/borrow-math'
import { BTC_ID, USDT_ID } from './contract/wallet'
import { MockBalances } from './contract/wallet.fixtures'
import { ApiError } from './errors'
import { borrowScenarios, createBorrowMock } from './msw/borrow'
import { newIdempotencyKey } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof ApiError ? e.code : String(e)),
  )

/** A VIP 2 with 100 BTC and 2,000,000 USDT on the funds account and no loan yet. */
function freshMock(vip = 2) {
  const balances = structuredClone(MockBalances)
  balances.change[BTC_ID] = { available: '100.00000000', locked: '0.00000000' }
  balances.change[USDT_ID] = { available: '2000000.0000', locked: '0.0000' }
  const mock = createBorrowMock({ balances, loans: [], vip })
  server.use(...mock.list)
  return mock
}

const application = {
  currency: USDT_ID,
  collateral_currency: BTC_ID,
  amount: '1000000',
  collateral_amount: '40',
  term_days: 14,
}

describe('borrow api', () => {
  it('reads the terms and says why a user below VIP 2 cannot borrow', async () => {
    freshMock(1)
    const terms = await borrowApi.terms()
    expect(terms).toMatchObject({
      minUsdt: '500000',
      maxUsdt: '10000000',
      initialRiskRate: '150',
      forcedCloseRiskRate: '110',
      requiredVip: 2,
      eligibility: { eligible: false, vip: 1, reason: 'borrowVipRequired' },
    })
    expect(terms.rates.map((r) => r.dailyRate)).toEqual(['0.05', '0.045', '0.04', '0.035'])
    expect(
      await refusal(borrowApi.apply({ ...application, idempotency_key: newIdempotencyKey() })),
    ).toBe('borrowVipRequired')
  })

  it('applies once per key, holds the collateral, and the desk’s approval disburses', async () => {
    const mock = freshMock()
    const key = newIdempotencyKey()
    const loan = await borrowApi.apply({ ...application, idempotency_key: key })
    expect(loan).toMatchObject({ status: 'pending', amount: '1000000.0000', dailyRate: '0.05' })
    expect(mock.balances().change[BTC_ID]).toEqual({
      available: '60.00000000',
      locked: '40.00000000',
    })
    expect((await borrowApi.apply({ ...application, idempotency_key: key })).id).toBe(loan.id)
    expect(
      await refusal(borrowApi.apply({ ...application, amount: '900000', idempotency_key: key })),
    ).toBe('idempotencyConflict')
    expect(
      await refusal(borrowApi.apply({ ...application, idempotency_key: newIdempotencyKey() })),
    ).toBe('borrowOpenLoan')
    expect((await borrowApi.terms()).eligibility).toMatchObject({
      eligible: false,
      reason: 'borrowOpenLoan',
      openLoanId: loan.id,
    })
    mock.approve(loan.id)
    expect(mock.balances().change[USDT_ID]!.available).toBe('3000000.0000')
    mock.setNow(MockBorrowNow + 2 * DAY_MS + 1)
    const running = await borrowApi.loan({ id: loan.id })
    expect(running).toMatchObject({
      status: 'active',
      daysAccrued: 3,
      interest: '1500.0000',
      debt: '1001500.0000',
      riskRate: '167.74',
    })
    expect(running.accruals.map((a) => a.day)).toEqual([0, 1, 2])
  })

  it('refuses bad applications and changes nothing', async () => {
    const mock = freshMock()
    const before = structuredClone(mock.balances())
    const tries: Array<[Record<string, unknown>, string]> = [
      [{ term_days: 6 }, 'borrowTermInvalid'],
      [{ amount: '400000' }, 'borrowBelowMinimum'],
      [{ amount: '10000001', collateral_amount: '400' }, 'borrowAboveMaximum'],
      [{ collateral_amount: '30' }, 'borrowCollateralShort'],
      [{ currency: BTC_ID, amount: '20' }, 'sameCurrency'],
      [{ amount: '2000000', collateral_amount: '101' }, 'insufficientBalance'],
    ]
    for (const [change, code] of tries)
      expect(
        await refusal(
          borrowApi.apply({ ...application, ...change, idempotency_key: newIdempotencyKey() }),
        ),
      ).toBe(code)
    expect(mock.balances()).toEqual(before)
    expect(mock.loans()).toEqual([])
  })

  it('repays principal + interest once and returns the collateral', async () => {
    const mock = freshMock()
    const loan = await borrowApi.apply({ ...application, idempotency_key: newIdempotencyKey() })
    mock.approve(loan.id)
    const key = newIdempotencyKey()
    const repaid = await borrowApi.repay({ id: loan.id, idempotency_key: key })
    expect(repaid).toMatchObject({
      status: 'repaid',
      repaidPrincipal: '1000000.0000',
      paidInterest: '500.0000',
    })
    expect(mock.balances().change[USDT_ID]!.available).toBe('1999500.0000')
    expect(mock.balances().change[BTC_ID]).toEqual({
      available: '100.00000000',
      locked: '0.00000000',
    })
    expect((await borrowApi.repay({ id: loan.id, idempotency_key: key })).status).toBe('repaid')
    expect(
      await refusal(borrowApi.repay({ id: loan.id, idempotency_key: newIdempotencyKey() })),
    ).toBe('borrowNotActive')
    expect(mock.balances().change[USDT_ID]!.available).toBe('1999500.0000')
    expect(await refusal(borrowApi.loan({ id: 999 }))).toBe('notFound')
  })

  it('closes by force with borrow-math’s split, and lists by filter', async () => {
    const mock = freshMock()
    const loan = await borrowApi.apply({ ...application, idempotency_key: newIdempotencyKey() })
    mock.approve(loan.id)
    const done = mock.liquidate(loan.id, '27500')!
    const split = forcedClose({
      debt: '1000500',
      price: '1',
      collateral: '40',
      collateralPrice: '27500',
      scale: 4,
      collateralScale: 8,
    })
    expect(done).toMatchObject({ collateral_sold: split.sold, collateral_returned: split.returned })
    expect(mock.balances().change[BTC_ID]!.locked).toBe('0.00000000')
    const closed = await borrowApi.loans({ status: 'closed' })
    expect(closed.items.map((l) => [l.id, l.status])).toEqual([[loan.id, 'liquidated']])
  })

  it('lists the fixtures’ history newest first and answers the failure scenarios', async () => {
    server.use(...createBorrowMock().list)
    const page = await borrowApi.loans({})
    expect(page.items.map((l) => l.id)).toEqual([
      MockBorrowLoans.active.id,
      MockBorrowLoans.repaid.id,
      MockBorrowLoans.liquidated.id,
      MockBorrowLoans.rejected.id,
    ])
    server.use(borrowScenarios.repayNotActive)
    expect(await refusal(borrowApi.repay({ id: 5, idempotency_key: newIdempotencyKey() }))).toBe(
      'borrowNotActive',
    )
    server.use(borrowScenarios.termsDown)
    expect(await refusal(borrowApi.terms())).toBe('network')
  })
})
