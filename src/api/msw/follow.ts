/**
 * MSW handlers for copy trading (stories and unit tests), answering the nine follow endpoints like
 * the sandbox (contract/follow.ts). `createFollowMock()` keeps traders (with their own positions),
 * follows, the caller's copies, skipped copies and the trader application in memory; it validates
 * every request with the contract, refuses in the sandbox's order, and computes every statistic
 * with follow-math (through the fixtures' builders), so a follower count is always the real active
 * follows (§17.9). `review()` stands in for the sandbox's reviewer action. Deterministic: times
 * come from `now`.
 */
import { delay, http, HttpResponse } from 'msw'
import type { BusinessErrorCode } from '@/api/contract/common'
import {
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
  type ApplicationStatus,
  type FollowWire,
  type SkippedCopyWire,
} from '@/api/contract/follow'
import {
  byTotalProfits,
  MockFollowerId,
  MockFollowNow,
  MockFollows,
  MockSkippedCopies,
  MockTraders,
  mockLaravelPage,
  mockTraderDetail,
  mockTraderItem,
  type MockTrader,
} from '@/api/contract/follow.fixtures'
import { FOLLOW_LIMIT, followModeOf, followNumberIssue } from '@/api/contract/follow-math'
import type { LeverPositionWire } from '@/api/contract/lever'
import {
  MockLeverBalance,
  MockLeverPairs,
  MockLeverPositions,
  type MockLeverPair,
} from '@/api/contract/lever.fixtures'
import { fail, ok, parseRequest } from './envelope'

const api = (path: string) => `*/api/follow/${path}`
const DAY_MS = 86_400_000

/** The caller's application as the sandbox stores it. */
export interface MockApplication {
  status: ApplicationStatus
  reason: string
  reject_reason: string
  create_time: number | null
  review_time: number | null
}

export interface FollowMockState {
  traders?: MockTrader[]
  follows?: FollowWire[]
  /** The caller's lever positions (own and copies). */
  positions?: LeverPositionWire[]
  skipped?: SkippedCopyWire[]
  pairs?: MockLeverPair[]
  /** The caller's lever balance (USDT). */
  leverBalance?: string
  callerId?: number
  /** The caller holds the trader flag. */
  callerIsTrader?: boolean
  /** The caller's identity is verified (a condition of becoming a trader). */
  kycVerified?: boolean
  application?: MockApplication
  now?: number
}

export function createFollowMock(initial: FollowMockState = {}) {
  const traders = structuredClone(initial.traders ?? MockTraders)
  let follows = structuredClone(initial.follows ?? MockFollows)
  let positions = structuredClone(initial.positions ?? MockLeverPositions)
  const skipped = structuredClone(initial.skipped ?? MockSkippedCopies)
  const pairs = initial.pairs ?? MockLeverPairs
  const leverBalance = initial.leverBalance ?? MockLeverBalance
  const callerId = initial.callerId ?? MockFollowerId
  let callerIsTrader = initial.callerIsTrader ?? false
  const kycVerified = initial.kycVerified ?? true
  let application: MockApplication = initial.application ?? {
    status: 'none',
    reason: '',
    reject_reason: '',
    create_time: null,
    review_time: null,
  }
  const now = initial.now ?? MockFollowNow
  const seconds = () => Math.floor(now / 1000)
  let nextFollowId = Math.max(0, ...follows.map((f) => f.id)) + 1

  const traderOf = (id: number) => traders.find((t) => t.id === id)
  const item = (t: MockTrader) => mockTraderItem(t, follows, callerId, now)

  /** The caller's progress on each condition of becoming a trader. */
  function conditions() {
    const own = positions.filter((p) => p.user_id === callerId && p.order_type === 1)
    const closed = own.filter((p) => p.status === 3).length
    const first = Math.min(...own.map((p) => p.create_time * 1000))
    const actual = {
      closedPositions: closed,
      tradingDays: Number.isFinite(first) ? Math.floor((now - first) / DAY_MS) : 0,
      kycVerified: kycVerified ? 1 : 0,
    }
    return traderConditionKeys.map((key) => ({
      key,
      required: TRADER_CONDITIONS[key],
      actual: actual[key],
      met: actual[key] >= TRADER_CONDITIONS[key],
    }))
  }
  const applicationAnswer = () => ({
    ...application,
    is_trader: callerIsTrader ? 1 : 0,
    conditions: conditions(),
  })

  const handlers = {
    traders: http.get(api('index'), async ({ request }) => {
      const { data, refusal } = await parseRequest(FollowListRequest, request)
      if (!data) return refusal
      const rows = traders
        .filter((t) => t.is_trader)
        .map(item)
        .sort(byTotalProfits)
      return ok(mockLaravelPage(rows, data.page, '/api/follow/index'))
    }),

    trader: http.get(api('traderDetail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(TraderDetailRequest, request)
      if (!data) return refusal
      const trader = traderOf(data.trader_user_id)
      if (!trader) return fail('traderNotFound')
      return ok(mockTraderDetail(trader, { follows, callerId, now, leverBalance, pairs }))
    }),

    traderHistory: http.get(api('historyTrade'), async ({ request }) => {
      const { data, refusal } = await parseRequest(HistoryTradeRequest, request)
      if (!data) return refusal
      const trader = traderOf(data.trader_user_id)
      if (!trader) return fail('traderNotFound')
      const rows = trader.positions
        .filter((p) => p.status === 3 && p.order_type === 1)
        .sort((a, b) => (b.complete_time ?? 0) - (a.complete_time ?? 0) || b.id - a.id)
      return ok(mockLaravelPage(rows, data.page, '/api/follow/historyTrade'))
    }),

    follow: http.post(api('follow'), async ({ request }) => {
      const { data, refusal } = await parseRequest(FollowRequest, request)
      if (!data) return refusal
      const trader = traderOf(data.trader_user_id)
      if (!trader?.is_trader) return fail('traderNotFound')
      if (trader.id === callerId) return fail('cannotFollowSelf')
      if (callerIsTrader) return fail('tradersCannotFollow')
      if (application.status === 'pending') return fail('applicationPending')
      const issue = followNumberIssue(followModeOf(data.type), data.number)
      if (issue) return fail(issue)
      const others = follows.filter(
        (f) => f.user_id === callerId && f.status === 1 && f.follow_user_id !== trader.id,
      )
      if (others.length >= FOLLOW_LIMIT) return fail('followLimitReached')
      const existing = follows.find((f) => f.user_id === callerId && f.follow_user_id === trader.id)
      const row: FollowWire = existing
        ? { ...existing, type: data.type, number: data.number, status: 1, update_time: seconds() }
        : {
            id: nextFollowId++,
            user_id: callerId,
            follow_user_id: trader.id,
            type: data.type,
            number: data.number,
            status: 1,
            create_time: seconds(),
            update_time: seconds(),
          }
      follows = existing ? follows.map((f) => (f.id === row.id ? row : f)) : [...follows, row]
      return ok(row)
    }),

    cancel: http.post(api('cancel'), async ({ request }) => {
      const { data, refusal } = await parseRequest(FollowCancelRequest, request)
      if (!data) return refusal
      const existing = follows.find(
        (f) => f.user_id === callerId && f.follow_user_id === data.follow_user_id,
      )
      if (!existing) return fail('notFollowing')
      if (existing.status === 2) return ok(existing)
      const row: FollowWire = { ...existing, status: 2, update_time: seconds() }
      follows = follows.map((f) => (f.id === row.id ? row : f))
      return ok(row)
    }),

    mine: http.get(api('my'), () => {
      const active = follows.filter((f) => f.user_id === callerId && f.status === 1)
      return ok({
        follows: active.flatMap((f) => {
          const trader = traderOf(f.follow_user_id)
          return trader ? [{ follow: f, trader: item(trader) }] : []
        }),
        copies: positions.filter((p) => p.order_type === 2 && p.status === 1),
        skipped: [...skipped]
          .sort((a, b) => b.create_time - a.create_time || b.id - a.id)
          .slice(0, SKIPPED_COPIES_MAX),
      })
    }),

    selfHolding: http.post(api('selfHolding'), async ({ request }) => {
      const { data, refusal } = await parseRequest(SelfHoldingRequest, request)
      if (!data) return refusal
      const found = positions.find((p) => p.id === data.transaction_id)
      if (!found) return fail('notFound')
      if (found.order_type !== 2) return fail('notCopied')
      if (found.status !== 1) return fail('positionNotOpen')
      const row: LeverPositionWire = { ...found, order_type: 1 }
      positions = positions.map((p) => (p.id === row.id ? row : p))
      return ok(row)
    }),

    application: http.get(api('application'), () => ok(applicationAnswer())),

    apply: http.post(api('apply'), async ({ request }) => {
      const { data, refusal } = await parseRequest(TraderApplyRequest, request)
      if (!data) return refusal
      if (callerIsTrader) return fail('alreadyTrader')
      if (application.status === 'pending') return fail('applicationPending')
      if (conditions().some((c) => !c.met)) return fail('conditionsNotMet')
      if (follows.some((f) => f.user_id === callerId && f.status === 1))
        return fail('stopFollowingFirst')
      application = {
        status: 'pending',
        reason: data.reason,
        reject_reason: '',
        create_time: seconds(),
        review_time: null,
      }
      return ok(applicationAnswer())
    }),
  }

  return {
    handlers,
    list: Object.values(handlers),
    follows: () => follows,
    positions: () => positions,
    application: () => application,
    /** The reviewer's decision on a pending application (tests and stories only). */
    review(approve: boolean, rejectReason = '') {
      if (application.status !== 'pending') return
      application = {
        ...application,
        status: approve ? 'approved' : 'rejected',
        reject_reason: approve ? '' : rejectReason,
        review_time: seconds(),
      }
      callerIsTrader = approve
    },
    /** A trader loses the flag: every follow of them ends (tests and stories only). */
    revoke(traderId: number) {
      const trader = traderOf(traderId)
      if (trader) trader.is_trader = false
      follows = follows.map((f) =>
        f.follow_user_id === traderId && f.status === 1
          ? { ...f, status: 2, update_time: seconds() }
          : f,
      )
    },
  }
}

/** A fresh mock with the fixtures: the default for stories and tests. */
export const followHandlerList = () => createFollowMock().list

const pendingGet = (path: string) =>
  http.get(api(path), async () => {
    await delay('infinite')
    return ok(null)
  })
const pendingPost = (path: string) =>
  http.post(api(path), async () => {
    await delay('infinite')
    return ok(null)
  })
const downGet = (path: string) => http.get(api(path), () => HttpResponse.error())
const downPost = (path: string) => http.post(api(path), () => HttpResponse.error())
const refuse = (path: string, code: BusinessErrorCode) => http.post(api(path), () => fail(code))

export const followScenarios = {
  tradersPending: pendingGet('index'),
  tradersDown: downGet('index'),
  /** No trader yet. */
  tradersEmpty: http.get(api('index'), () => ok(mockLaravelPage([], 1, '/api/follow/index'))),
  traderPending: pendingGet('traderDetail'),
  traderDown: downGet('traderDetail'),
  traderNotFound: http.get(api('traderDetail'), () => fail('traderNotFound')),
  traderHistoryPending: pendingGet('historyTrade'),
  traderHistoryDown: downGet('historyTrade'),
  followPending: pendingPost('follow'),
  followDown: downPost('follow'),
  followLimitReached: refuse('follow', 'followLimitReached'),
  followTradersCannotFollow: refuse('follow', 'tradersCannotFollow'),
  followTraderNotFound: refuse('follow', 'traderNotFound'),
  followNumberInvalid: refuse('follow', 'followNumberInvalid'),
  cancelPending: pendingPost('cancel'),
  cancelDown: downPost('cancel'),
  minePending: pendingGet('my'),
  mineDown: downGet('my'),
  selfHoldingPending: pendingPost('selfHolding'),
  selfHoldingDown: downPost('selfHolding'),
  selfHoldingNotOpen: refuse('selfHolding', 'positionNotOpen'),
  applicationPending: pendingGet('application'),
  applicationDown: downGet('application'),
  applyPending: pendingPost('apply'),
  applyDown: downPost('apply'),
  applyConditionsNotMet: refuse('apply', 'conditionsNotMet'),
}
