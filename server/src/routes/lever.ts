/**
 * Futures, "lever" (api-reference §7; contract src/api/contract/lever.ts, formulas lever-math.ts),
 * all POST: the pair's rules with the engine's real depth (never other users' positions, §17.8),
 * open (market at the engine's price of this tick, or a pending limit opening), the account and
 * its positions, history, close one, close many in one transaction, take-profit / stop-loss, and
 * cancel a pending opening. Every money POST is idempotent by (user, idempotency_key): a repeat
 * answers the first result, another request under the key is `idempotencyConflict`. After each
 * commit the owner's room gets `lever_position` (and `lever_closed` for closes), and the watcher
 * (lever/watcher.ts, when attached) is told what changed.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import {
  LeverBatchCloseRequest,
  LeverDealRequest,
  LeverHistoryRequest,
  LeverIdRequest,
  LeverPositionsRequest,
  LeverSetStopRequest,
  LeverSubmitRequest,
  batchCloseScopes,
  type LeverBatchResult,
  type LeverEventKind,
  type LeverPositionWire,
} from '../../../src/api/contract/lever'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { ok } from '../envelope'
import { leverPolicy } from '../lever/policy'
import { emitPosition, emitSettled, laravelPage, positionWire, rulesWire } from '../lever/wire'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import type { LeverPositionRow } from '../repositories/lever'
import { idempotent } from '../repositories/wallet'
import { parseInput } from '../validation'

/** The watcher's hooks (S2's lever/watcher.ts decorates the app with them when it is attached). */
interface LeverWatcherHooks {
  track(row: LeverPositionRow): void
  refresh(userId: number): void
}
const watcherOf = (app: FastifyInstance) =>
  (app as unknown as { leverWatcher?: LeverWatcherHooks }).leverWatcher
/** The copy engine's hooks (issue 15), when attached. */
interface CopierHooks {
  opened(rows: readonly LeverPositionRow[]): unknown
  closed(rows: readonly LeverPositionRow[]): unknown
}
const copierOf = (app: FastifyInstance) =>
  (app as unknown as { followCopier?: CopierHooks }).followCopier

const DEPTH_LEVELS = 5
/** How many open positions lever/deal lists (§7.2: the user's 10 latest). */
/**
 * `my_transaction`: every open position of the account in the pair's quote coin (the platform sends
 * its 10 latest), so the ticket's liquidation estimate and risk rate after a trade count them all.
 */
const DEAL_POSITIONS = 500

export const leverRoutes: FastifyPluginAsync = async (app) => {
  const { lever, wallet } = app.repos
  const policy = leverPolicy(app)
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }

  /** After a commit: the owner's events, the watcher's index, and the copies (follow/copier.ts). */
  function changed(row: LeverPositionRow, event: LeverEventKind) {
    watcherOf(app)?.track(row)
    watcherOf(app)?.refresh(row.user_id)
    if (event === 'closed') emitSettled(app, [row])
    else emitPosition(app, row, event)
    if (event === 'opened') copierOf(app)?.opened([row])
    if (event === 'closed') copierOf(app)?.closed([row])
  }

  app.post('/lever/deal', auth, async (request) => {
    const v = parseInput(LeverDealRequest, request)
    const userId = request.user!.id
    const pair = policy.pairOf(v.currency_id, v.legal_id)
    const rules = policy.rulesOf(pair)
    const last = app.market.price(pair.id)
    const depth = app.market.engine.depth(pair.id, app.market.tick() * 1000)
    const level = ([price, number]: [string, string]) => ({ price, number })
    const mine = lever.list(userId, { status: 1, legal_id: pair.legal_id }, DEAL_POSITIONS, 0).rows
    return ok({
      lever_transaction: {
        in: depth.bids.slice(0, DEPTH_LEVELS).map(level),
        out: depth.asks.slice(0, DEPTH_LEVELS).map(level),
      },
      my_transaction: mine.map((r) =>
        positionWire(r, r.pair_id === pair.id ? last : app.market.price(r.pair_id)),
      ),
      lever_share_limit: { min: rules.minLots, max: rules.maxLots },
      multiple: {
        muit: rules.multiples.map((value) => ({ value })),
        share: rules.lotPresets.map((value) => ({ value })),
      },
      last_price: last,
      user_lever: fromUnits(
        wallet.balance(userId, pair.legal_id, 'lever').available,
        pair.quote_scale,
      ),
      rules: rulesWire(rules, policy.isOpen(pair)),
    })
  })

  app.post('/lever/submit', auth, async (request) => {
    const v = parseInput(LeverSubmitRequest, request)
    const userId = request.user!.id
    const key = idempotent('lever/submit', v)
    const previous = wallet.stored<LeverPositionWire>(userId, key)
    if (previous) return ok(previous)
    let placed: LeverPositionRow | undefined
    // committed with the other money requests of this event-loop turn (group-commit.ts)
    const { answer } = await app.groupCommit.run(() =>
      wallet.once(userId, key, now(), () => {
        placed = policy.submit(userId, v, now())
        return positionWire(placed)
      }),
    )
    if (placed) changed(placed, placed.status === 0 ? 'pending' : 'opened')
    return ok(answer)
  })

  app.post('/lever/dealall', auth, async (request) => {
    const v = parseInput(LeverPositionsRequest, request)
    const userId = request.user!.id
    const pair = policy.pairOf(v.currency_id, v.legal_id)
    const account = policy.account(userId, pair.legal_id, pair.id)
    const { rows, total } = lever.list(
      userId,
      { status: v.status, pair_id: pair.id },
      v.limit,
      (v.page - 1) * v.limit,
    )
    return ok({
      balance: account.balance,
      hazard_rate: account.riskRate,
      caution_money_total: account.marginTotal,
      origin_caution_money_total: account.originMarginTotal,
      profits_total: account.pnlTotal,
      caution_money: account.margin,
      origin_caution_money: account.originMargin,
      profits: account.pnl,
      order: laravelPage(
        '/api/lever/dealall',
        v.page,
        v.limit,
        total,
        rows.map((r) => positionWire(r, account.marks.get(r.pair_id))),
      ),
    })
  })

  app.post('/lever/my_trade', auth, async (request) => {
    const v = parseInput(LeverHistoryRequest, request)
    const userId = request.user!.id
    const pair =
      v.currency_id !== undefined && v.legal_id !== undefined
        ? policy.pairOf(v.currency_id, v.legal_id)
        : null
    const legalId = pair?.legal_id ?? v.legal_id ?? 3
    const account = policy.account(userId, legalId, null)
    const { rows, total } = lever.list(
      userId,
      {
        status: v.status === -1 ? null : v.status,
        pair_id: pair?.id ?? null,
        legal_id: legalId,
        order_type: v.order_type ?? null,
      },
      v.limit,
      (v.page - 1) * v.limit,
    )
    return ok({
      rate_profits_total: { hazard_rate: account.riskRate, profits_total: account.pnlTotal },
      message: laravelPage(
        '/api/lever/my_trade',
        v.page,
        v.limit,
        total,
        rows.map((r) => positionWire(r, account.marks.get(r.pair_id))),
      ),
    })
  })

  app.post('/lever/close', auth, async (request) => {
    const v = parseInput(LeverIdRequest, request)
    const userId = request.user!.id
    const key = idempotent('lever/close', v)
    const previous = wallet.stored<LeverPositionWire>(userId, key)
    if (previous) return ok(previous)
    let closed: LeverPositionRow | undefined
    const { answer } = wallet.once(userId, key, now(), () => {
      const r = policy.own(userId, v.id)
      if (r.order_type === 2) throw new Refusal('positionCopied')
      if (r.status !== 1) throw new Refusal('positionNotOpen')
      const p = policy.priceNow(r.pair_id)
      closed = lever.close(r, { ...p, reason: 'user' }, now(), { allowShortfall: false })
      if (!closed) throw new Refusal('positionNotOpen')
      return positionWire(closed)
    })
    if (closed) changed(closed, 'closed')
    return ok(answer)
  })

  app.post('/lever/batch_close', auth, async (request) => {
    const v = parseInput(LeverBatchCloseRequest, request)
    const userId = request.user!.id
    const key = idempotent('lever/batch_close', v)
    const previous = wallet.stored<LeverBatchResult>(userId, key)
    if (previous) return ok(previous)
    const pair =
      v.currency_id !== undefined && v.legal_id !== undefined
        ? policy.pairOf(v.currency_id, v.legal_id)
        : null
    const legalId = pair?.legal_id ?? v.legal_id ?? 3
    let rows: LeverPositionRow[] = []
    const { answer } = wallet.once(userId, key, now(), () => {
      const live = lever.accountOf(userId, legalId).rows
      const done = lever.batchClose(
        userId,
        batchCloseScopes[v.type]!,
        pair?.id ?? null,
        policy.pricesOf(live),
        now(),
        legalId,
      )
      rows = done.rows
      const scale = rows[0]?.quote_scale ?? wallet.currency(legalId)?.decimal_scale ?? 4
      const result: LeverBatchResult = {
        closed: rows.length,
        ids: rows.map((r) => r.id),
        pnl: fromUnits(done.pnl, scale),
        credit: fromUnits(done.credit, scale),
      }
      return result
    })
    for (const r of rows) watcherOf(app)?.track(r)
    if (rows.length > 0) watcherOf(app)?.refresh(userId)
    emitSettled(app, rows)
    copierOf(app)?.closed(rows)
    return ok(answer)
  })

  app.post('/lever/setstop', auth, async (request) => {
    const v = parseInput(LeverSetStopRequest, request)
    const userId = request.user!.id
    const checked = policy.stops(userId, v.id, v.target_profit_price, v.stop_loss_price)
    const row = lever.setStops(
      userId,
      v.id,
      { takeProfit: checked.takeProfit, stopLoss: checked.stopLoss },
      now(),
    )
    changed(row, 'stops')
    return ok(positionWire(row, policy.priceNow(row.pair_id).price))
  })

  app.post('/lever/cancel', auth, async (request) => {
    const v = parseInput(LeverIdRequest, request)
    const userId = request.user!.id
    const key = idempotent('lever/cancel', v)
    const previous = wallet.stored<LeverPositionWire>(userId, key)
    if (previous) return ok(previous)
    let cancelled: LeverPositionRow | undefined
    const { answer } = wallet.once(userId, key, now(), () => {
      cancelled = lever.cancel(userId, v.id, now())
      return positionWire(cancelled)
    })
    if (cancelled) changed(cancelled, 'cancelled')
    return ok(answer)
  })
}

export const routes = routeModule(leverRoutes, { prefix: '/api' })
