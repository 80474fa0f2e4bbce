/**
 * OTC borrowing (issue 18; contract src/api/contract/borrow.ts, rules and formulas borrow-math.ts):
 * the terms (public; with a session the caller's eligibility), applying (idempotent by (user,
 * idempotency_key): a repeat answers the loan as it is now, another request under the key is
 * `idempotencyConflict`), the caller's loans and one loan, and repaying (idempotent the same way).
 * The keeper (borrow/keeper.ts) runs first wherever loans are answered, so interest and the risk
 * watch are never behind the clock.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import {
  BorrowApplyRequest,
  BorrowDetailRequest,
  BorrowListRequest,
  BorrowRepayRequest,
  type BorrowLoanWire,
  type BorrowTermsWire,
} from '../../../src/api/contract/borrow'
import {
  BORROW_MAX_LEVERAGE,
  BORROW_MAX_USDT,
  BORROW_MIN_USDT,
  BORROW_RATE_TIERS,
  BORROW_REVIEW_DAYS,
  BORROW_TERM_MAX_DAYS,
  BORROW_TERM_MIN_DAYS,
  BORROW_VIP_LEVEL,
  FORCED_CLOSE_RISK_RATE,
  INITIAL_RISK_RATE,
  OVERDUE_DAILY_RATE,
  type BorrowCurrency,
} from '../../../src/api/contract/borrow-math'
import { msToWireTime } from '../../../src/api/contract/wallet/common'
import { loanWire } from '../borrow/wire'
import { ok } from '../envelope'
import { requireUser, resolveSession, tokenFromHeader } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'

export const borrowRoutes: FastifyPluginAsync = async (app) => {
  const { borrow, wallet } = app.repos
  const auth = { preHandler: requireUser }
  const keep = () => app.borrowJob?.run()
  const prices = () => app.borrowJob.prices
  const tickMs = () => app.market.tick() * 1000
  const viewer = (request: FastifyRequest) =>
    resolveSession(app, tokenFromHeader(request.headers.authorization))?.id ?? null
  const wire = (id: number, userId: number) =>
    loanWire(borrow.get(userId, id), prices(), app.clock.now())

  app.get('/borrow/terms', async (request) => {
    const userId = viewer(request)
    const tick = tickMs()
    let eligibility: BorrowTermsWire['eligibility'] = null
    if (userId !== null) {
      keep()
      const e = borrow.eligibility(userId)
      const open = borrow.openLoanId(userId)
      eligibility = {
        eligible: e.eligible && open === null,
        vip: e.vip,
        market_maker: e.marketMaker,
        reason: !e.eligible ? 'borrowVipRequired' : open !== null ? 'borrowOpenLoan' : null,
        open_loan_id: open,
      }
    }
    const terms: BorrowTermsWire = {
      min_usdt: BORROW_MIN_USDT,
      max_usdt: BORROW_MAX_USDT,
      term_min_days: BORROW_TERM_MIN_DAYS,
      term_max_days: BORROW_TERM_MAX_DAYS,
      initial_risk_rate: INITIAL_RISK_RATE,
      forced_close_risk_rate: FORCED_CLOSE_RISK_RATE,
      overdue_rate: OVERDUE_DAILY_RATE,
      max_leverage: BORROW_MAX_LEVERAGE,
      required_vip: BORROW_VIP_LEVEL,
      review_days: [BORROW_REVIEW_DAYS[0], BORROW_REVIEW_DAYS[1]],
      rates: BORROW_RATE_TIERS.map((t) => ({
        min_days: t.minDays,
        max_days: t.maxDays,
        daily_rate: t.dailyRate,
      })),
      currencies: borrow.coins().map((c) => ({
        currency_id: c.id,
        name: c.name,
        scale: c.decimal_scale,
        usdt_price: prices().at(c.name as BorrowCurrency, tick),
      })),
      eligibility,
      now: msToWireTime(app.clock.now()),
    }
    return ok(terms)
  })

  app.post('/borrow/apply', auth, async (request) => {
    const v = parseInput(BorrowApplyRequest, request)
    const userId = request.user!.id
    const key = idempotent('borrow/apply', v)
    const previous = wallet.stored<BorrowLoanWire>(userId, key)
    if (previous) {
      keep()
      return ok(wire(previous.id, userId))
    }
    const at = app.clock.now()
    const tick = tickMs()
    const { answer, replayed } = wallet.once(userId, key, at, () =>
      loanWire(borrow.apply(userId, v, prices().at, tick, at), prices(), at),
    )
    return ok(replayed ? wire(answer.id, userId) : answer)
  })

  app.post('/borrow/order/list', auth, async (request) => {
    const v = parseInput(BorrowListRequest, request)
    keep()
    const now = app.clock.now()
    const { rows, total } = borrow.list(request.user!.id, v.status, v.limit, (v.page - 1) * v.limit)
    return ok({
      list: rows.map((r) => loanWire(r, prices(), now)),
      page: v.page,
      limit: v.limit,
      total,
      now: msToWireTime(now),
    })
  })

  app.get('/borrow/order/detail', auth, async (request) => {
    const v = parseInput(BorrowDetailRequest, request)
    keep()
    const userId = request.user!.id
    const r = borrow.get(userId, v.id)
    return ok(loanWire(r, prices(), app.clock.now(), borrow.accruals(r.id)))
  })

  app.post('/borrow/order/repay', auth, async (request) => {
    const v = parseInput(BorrowRepayRequest, request)
    const userId = request.user!.id
    const key = idempotent('borrow/order/repay', v)
    keep()
    const previous = wallet.stored<BorrowLoanWire>(userId, key)
    if (previous) return ok(wire(previous.id, userId))
    const at = app.clock.now()
    const { answer, replayed } = wallet.once(userId, key, at, () =>
      loanWire(borrow.repay(userId, v.id, at), prices(), at),
    )
    return ok(replayed ? wire(answer.id, userId) : answer)
  })
}

export const routes = routeModule(borrowRoutes, { prefix: '/api' })
