/**
 * Copy trading, "follow" (api-reference §10; contract src/api/contract/follow.ts, formulas
 * follow-math.ts): the traders by total realised P/L, follow / edit / cancel, a trader's detail and
 * closed history, taking a copy over (selfHolding), the caller's follows, copies and skipped
 * copies (follow/my), and becoming a trader (follow/apply, follow/application). Every statistic is
 * computed from the traders' real positions and every follower count is a COUNT of real follows
 * (§17.9). The copies themselves are made and closed by the copy engine (follow/copier.ts).
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  FOLLOW_PAGE_SIZE,
  FollowCancelRequest,
  FollowListRequest,
  FollowRequest,
  HistoryTradeRequest,
  SelfHoldingRequest,
  SKIPPED_COPIES_MAX,
  TRADER_CONDITIONS,
  TraderApplyRequest,
  TraderDetailRequest,
  traderConditionKeys,
  type CopyRulesWire,
  type TraderConditionKey,
} from '../../../src/api/contract/follow'
import {
  FOLLOW_LIMIT,
  followModeOf,
  followNumberIssue,
} from '../../../src/api/contract/follow-math'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { ok } from '../envelope'
import { followWire, skipWire, statsOf, traderItemWire } from '../follow/wire'
import { leverPolicy } from '../lever/policy'
import { emitPosition, laravelPage, positionWire } from '../lever/wire'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal, refuse } from '../refusal'
import { parseInput } from '../validation'

const DAY_MS = 86_400_000
/** Open copies follow/my lists. */
const COPIES_MAX = 200

export const followRoutes: FastifyPluginAsync = async (app) => {
  const { follow, lever, users, wallet } = app.repos
  const policy = leverPolicy(app)
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }

  /** A trader the caller may look at: a trader now, or one the caller follows or followed. */
  function traderFor(callerId: number, traderId: number) {
    const s = follow.trader(traderId)
    if (!s || (s.is_trader !== 1 && !follow.followOf(callerId, traderId)))
      throw new Refusal('traderNotFound')
    return s
  }

  const itemOf = (callerId: number, traderId: number) => {
    const s = follow.trader(traderId)!
    return traderItemWire(s, statsOf(follow, s, now()), follow.followOf(callerId, traderId))
  }

  /** The conditions of becoming a trader, with the user's progress when `userId` is given. */
  function conditions(userId: number | null) {
    const progress = (key: TraderConditionKey): number => {
      if (userId === null) return 0
      if (key === 'closedPositions') return follow.trader(userId)?.closed_count ?? 0
      if (key === 'tradingDays') {
        const first = follow.firstOwnOpenedAt(userId)
        return first === null ? 0 : Math.floor((now() - first) / DAY_MS)
      }
      return users.findById(userId)?.review_status === 2 ? 1 : 0
    }
    return traderConditionKeys.map((key) => {
      const required = TRADER_CONDITIONS[key]
      if (userId === null) return { key, required, actual: null, met: null }
      const actual = progress(key)
      return { key, required, actual, met: actual >= required }
    })
  }

  app.get('/follow/index', auth, async (request) => {
    const { page } = parseInput(FollowListRequest, request)
    const callerId = request.user!.id
    const { rows, total } = follow.traders(FOLLOW_PAGE_SIZE, (page - 1) * FOLLOW_PAGE_SIZE)
    const at = now()
    const data = rows.map((s) =>
      traderItemWire(s, statsOf(follow, s, at), follow.followOf(callerId, s.id)),
    )
    return ok(laravelPage('/api/follow/index', page, FOLLOW_PAGE_SIZE, total, data))
  })

  app.post('/follow/follow', auth, async (request) => {
    const v = parseInput(FollowRequest, request)
    const callerId = request.user!.id
    if (v.trader_user_id === callerId) throw new Refusal('cannotFollowSelf')
    if (!follow.isTrader(v.trader_user_id)) throw new Refusal('traderNotFound')
    if (follow.isTrader(callerId)) throw new Refusal('tradersCannotFollow')
    // an applicant becomes a trader, and a trader cannot follow
    if (follow.pendingApplication(callerId)) throw new Refusal('applicationPending')
    refuse(followNumberIssue(followModeOf(v.type), v.number))
    const row = follow.transaction(() => {
      const others = follow
        .activeFollows(callerId)
        .filter((f) => f.follow_user_id !== v.trader_user_id)
      if (others.length >= FOLLOW_LIMIT) throw new Refusal('followLimitReached')
      return follow.upsert(callerId, v.trader_user_id, v.type, v.number, now())
    })
    return ok(followWire(row))
  })

  app.post('/follow/cancel', auth, async (request) => {
    const v = parseInput(FollowCancelRequest, request)
    const callerId = request.user!.id
    const row = follow.transaction(() => {
      const f = follow.followOf(callerId, v.follow_user_id)
      if (!f) throw new Refusal('notFollowing')
      if (f.status === 1) follow.cancel(f.id, 'user', now())
      return follow.follow(f.id)!
    })
    return ok(followWire(row))
  })

  app.get('/follow/traderDetail', auth, async (request) => {
    const v = parseInput(TraderDetailRequest, request)
    const callerId = request.user!.id
    const s = traderFor(callerId, v.trader_user_id)
    const stats = statsOf(follow, s, now())
    const item = traderItemWire(s, stats, follow.followOf(callerId, s.id))
    const latestId = follow.latestOwn(s.id)
    const latest = latestId === undefined ? undefined : lever.position(latestId)
    const pair = latest && lever.pairById(latest.pair_id)
    let copyRules: CopyRulesWire | null = null
    if (pair) {
      const rules = policy.rulesOf(pair)
      copyRules = {
        lot_size: rules.lotSize,
        fee_rate: rules.feeRate,
        min: rules.minLots,
        max: rules.maxLots,
        open: policy.isOpen(pair) ? 1 : 0,
        price_decimals: rules.priceDecimals,
        quote_scale: rules.quoteScale,
      }
    }
    const legalId = latest?.legal_id ?? 3
    const scale = latest?.quote_scale ?? wallet.currency(legalId)?.decimal_scale ?? 4
    return ok({
      trader_info: {
        id: s.id,
        is_trader: s.is_trader,
        nickname: s.nickname ?? '',
        head_portrait: s.head_portrait ?? '',
        signature: s.signature ?? '',
      },
      data: {
        total_profits: stats.totalProfits,
        profitCount: stats.profitCount,
        fallCount: stats.fallCount,
        riseCount: stats.riseCount,
        total_income_rate: stats.totalIncomeRate,
        correct_rate: stats.correctRate,
        follow_num: s.follow_num,
        yesterday_profits: stats.yesterdayProfits,
        position_count: stats.positionCount,
        total_count: stats.totalCount,
        closed_count: stats.closedCount,
      },
      is_followed: item.is_followed,
      my_follow: item.my_follow,
      daily_pnl: stats.dailyPnl,
      latest_position: latest
        ? positionWire(latest, latest.status === 1 ? app.market.price(latest.pair_id) : undefined)
        : null,
      copy_rules: copyRules,
      lever_balance: fromUnits(wallet.balance(callerId, legalId, 'lever').available, scale),
      conditions: conditions(null),
    })
  })

  app.post('/follow/selfHolding', auth, async (request) => {
    const v = parseInput(SelfHoldingRequest, request)
    const callerId = request.user!.id
    const row = follow.transaction(() => {
      const r = policy.own(callerId, v.transaction_id)
      if (r.order_type !== 2) throw new Refusal('notCopied')
      if (r.status !== 1) throw new Refusal('positionNotOpen')
      if (!follow.takeOver(callerId, r.id)) throw new Refusal('positionNotOpen')
      return lever.position(r.id)!
    })
    // the user's other screens (futures positions, My copy trading) see it is their own now
    emitPosition(app, row, 'takenOver')
    return ok(positionWire(row, app.market.price(row.pair_id)))
  })

  app.get('/follow/historyTrade', auth, async (request) => {
    const v = parseInput(HistoryTradeRequest, request)
    const callerId = request.user!.id
    const s = traderFor(callerId, v.trader_user_id)
    const { ids, total } = follow.history(s.id, FOLLOW_PAGE_SIZE, (v.page - 1) * FOLLOW_PAGE_SIZE)
    const data = ids.map((id) => positionWire(lever.position(id)!))
    return ok(laravelPage('/api/follow/historyTrade', v.page, FOLLOW_PAGE_SIZE, total, data))
  })

  app.get('/follow/my', auth, async (request) => {
    const callerId = request.user!.id
    const follows = follow
      .activeFollows(callerId)
      .map((f) => ({ follow: followWire(f), trader: itemOf(callerId, f.follow_user_id) }))
    const copies = follow
      .copiesOfUser(callerId, 1, COPIES_MAX)
      .map((id) => lever.position(id)!)
      .map((r) => positionWire(r, app.market.price(r.pair_id)))
    const skipped = follow.skips(callerId, SKIPPED_COPIES_MAX, 0).rows.map(skipWire)
    return ok({ follows, copies, skipped })
  })

  /** The caller's application as the contract's TraderApplicationAnswer. */
  function applicationOf(userId: number) {
    const a = follow.latestApplication(userId)
    const status = !a
      ? 'none'
      : a.status === 1
        ? 'pending'
        : a.status === 2
          ? 'approved'
          : 'rejected'
    return {
      status,
      is_trader: follow.isTrader(userId),
      reason: a?.text ?? '',
      reject_reason: a?.status === 3 ? (a.reason ?? '') : '',
      create_time: a ? a.created_at / 1000 : null,
      review_time: a?.reviewed_at ? a.reviewed_at / 1000 : null,
      conditions: conditions(userId),
    }
  }

  app.get('/follow/application', auth, async (request) => ok(applicationOf(request.user!.id)))

  app.post('/follow/apply', auth, async (request) => {
    const callerId = request.user!.id
    if (follow.isTrader(callerId)) throw new Refusal('alreadyTrader')
    if (follow.pendingApplication(callerId)) throw new Refusal('applicationPending')
    const v = parseInput(TraderApplyRequest, request)
    if (conditions(callerId).some((c) => !c.met)) throw new Refusal('conditionsNotMet')
    follow.transaction(() => {
      if (follow.pendingApplication(callerId)) throw new Refusal('applicationPending')
      // a trader cannot follow: the applicant ends their follows first
      if (follow.activeFollows(callerId).length > 0) throw new Refusal('stopFollowingFirst')
      follow.apply(callerId, v.reason, now())
    })
    return ok(applicationOf(callerId))
  })
}

export const routes = routeModule(followRoutes, { prefix: '/api' })
