/**
 * Wire-shaped copy-trading data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/follow.ts). Figures are consistent: every position's margin, fee and
 * P/L comes from lever-math, every statistic from follow-math's `traderStats` over the trader's
 * own positions, every follower count from the follows below (§17.9: never a set number), and
 * the skipped copy's cost from `copyTerms`.
 *
 * The fixtures' caller is user 1 (the lever fixtures' user): they follow trader 7 at ratio 2, and
 * hold MockCopiedPosition, the copy of trader 7's open position 501 (5 lots × 2 = 10 lots).
 */
import { Big } from 'big.js'
import type {
  CopyRulesWire,
  FollowWire,
  SkippedCopyWire,
  TraderConditionKey,
  TraderItemWire,
} from './follow'
import { FOLLOW_PAGE_SIZE, TRADER_CONDITIONS, traderConditionKeys } from './follow'
import { copyLots, copyTerms, traderStats, type ClosedPosition } from './follow-math'
import type { LeverPositionWire } from './lever'
import {
  MockBtcLeverPair,
  MockEthLeverPair,
  MockLeverBalance,
  MockLeverNow,
  mockLeverRow,
  type MockLeverPair,
} from './lever.fixtures'
import { closeSettlement, type PositionSide } from './lever-math'

/** The fixtures' "now" (the lever fixtures'), in ms. */
export const MockFollowNow = MockLeverNow
/** The caller. */
export const MockFollowerId = 1
const DAY_MINUTES = 24 * 60
const SCALE = 4

/** A trader as the sandbox stores them: the flag, the profile and their own positions. */
export interface MockTrader {
  id: number
  is_trader: boolean
  nickname: string
  head_portrait: string
  signature: string
  /** Their own positions (order_type 1), newest first. */
  positions: LeverPositionWire[]
}

interface TradeInput {
  id: number
  trader: number
  pair: MockLeverPair
  side: PositionSide
  origin: string
  lots: number
  multiple: number
  openedMinutesAgo: number
  /** Closed at `close` this many minutes ago; open when absent. */
  close?: { price: string; minutesAgo: number }
}

/** A trader's position with lever-math's terms, closed at `close` by closeSettlement. */
export function mockTraderRow(t: TradeInput): LeverPositionWire {
  const row = mockLeverRow({
    id: t.id,
    side: t.side,
    status: 1,
    origin: t.origin,
    lots: t.lots,
    multiple: t.multiple,
    minutesAgo: t.openedMinutesAgo,
    pair: t.pair,
    extra: { user_id: t.trader },
  })
  if (!t.close) return row
  const { pnl } = closeSettlement(
    { side: t.side, price: row.price, number: row.number, margin: row.caution_money },
    t.close.price,
    SCALE,
  )
  const at = Math.floor((MockFollowNow - t.close.minutesAgo * 60_000) / 1000)
  return {
    ...row,
    status: 3,
    update_price: t.close.price,
    fact_profits: pnl,
    profits: '0.0000',
    complete_time: at,
    close_reason: 'user',
    close_price: t.close.price,
    close_tick: at * 1000,
    close_market_price: t.close.price,
  }
}

const eth = MockEthLeverPair
const btc = MockBtcLeverPair
const days = (n: number) => n * DAY_MINUTES

/** Trader 7's open ETH long of 5 lots at 2100.00: MockCopiedPosition copies it at ratio 2. */
export const MockTraderOpenPosition = mockTraderRow({
  id: 501,
  trader: 7,
  pair: eth,
  side: 'long',
  origin: '2100.00',
  lots: 5,
  multiple: 10,
  openedMinutesAgo: 20,
})

/** Trader 7's open ETH short of 20 lots at 2120.00 (its copy was skipped: MockSkippedCopy). */
export const MockTraderShortPosition = mockTraderRow({
  id: 500,
  trader: 7,
  pair: eth,
  side: 'short',
  origin: '2120.00',
  lots: 20,
  multiple: 20,
  openedMinutesAgo: 60,
})

/** Trader 7, ETH: six closed positions (two yesterday, one 40 days ago) and two open. */
export const MockTraderAurora: MockTrader = {
  id: 7,
  is_trader: true,
  nickname: 'Aurora',
  head_portrait: '',
  signature: 'ETH trends, 10× at most',
  positions: [
    MockTraderOpenPosition,
    MockTraderShortPosition,
    mockTraderRow({
      id: 495,
      trader: 7,
      pair: eth,
      side: 'short',
      origin: '2090.00',
      lots: 4,
      multiple: 5,
      openedMinutesAgo: days(2) + 300,
      close: { price: '2110.00', minutesAgo: days(2) },
    }),
    // yesterday (UTC) for MockFollowNow (12:00): 12 h and 20 h ago
    mockTraderRow({
      id: 494,
      trader: 7,
      pair: eth,
      side: 'long',
      origin: '2040.00',
      lots: 8,
      multiple: 10,
      openedMinutesAgo: days(1) + 60,
      close: { price: '2095.00', minutesAgo: 20 * 60 },
    }),
    mockTraderRow({
      id: 493,
      trader: 7,
      pair: eth,
      side: 'long',
      origin: '2100.00',
      lots: 5,
      multiple: 10,
      openedMinutesAgo: days(1) + 120,
      close: { price: '2060.00', minutesAgo: 13 * 60 },
    }),
    mockTraderRow({
      id: 492,
      trader: 7,
      pair: eth,
      side: 'short',
      origin: '2150.00',
      lots: 10,
      multiple: 20,
      openedMinutesAgo: days(5) + 90,
      close: { price: '2120.00', minutesAgo: days(5) },
    }),
    mockTraderRow({
      id: 491,
      trader: 7,
      pair: eth,
      side: 'long',
      origin: '2000.00',
      lots: 5,
      multiple: 10,
      openedMinutesAgo: days(9),
      close: { price: '2080.00', minutesAgo: days(8) },
    }),
    mockTraderRow({
      id: 490,
      trader: 7,
      pair: eth,
      side: 'long',
      origin: '1900.00',
      lots: 10,
      multiple: 10,
      openedMinutesAgo: days(41),
      close: { price: '1950.00', minutesAgo: days(40) },
    }),
  ],
}

/** Trader 8, BTC: three closed positions (a win, a loss, an even close) and one open short. */
export const MockTraderKenji: MockTrader = {
  id: 8,
  is_trader: true,
  nickname: 'Kenji',
  head_portrait: '',
  signature: '',
  positions: [
    mockTraderRow({
      id: 502,
      trader: 8,
      pair: btc,
      side: 'short',
      origin: '41300.00',
      lots: 10,
      multiple: 20,
      openedMinutesAgo: 5,
    }),
    mockTraderRow({
      id: 482,
      trader: 8,
      pair: btc,
      side: 'short',
      origin: '41500.00',
      lots: 20,
      multiple: 20,
      openedMinutesAgo: days(1) + 30,
      close: { price: '41800.00', minutesAgo: 15 * 60 },
    }),
    mockTraderRow({
      id: 481,
      trader: 8,
      pair: btc,
      side: 'long',
      origin: '39000.00',
      lots: 10,
      multiple: 10,
      openedMinutesAgo: days(3) + 240,
      close: { price: '40500.00', minutesAgo: days(3) },
    }),
    mockTraderRow({
      id: 483,
      trader: 8,
      pair: btc,
      side: 'long',
      origin: '40000.00',
      lots: 5,
      multiple: 10,
      openedMinutesAgo: days(12) + 60,
      close: { price: '40000.00', minutesAgo: days(12) },
    }),
  ],
}

/** Trader 9: approved today, no position yet. */
export const MockTraderBia: MockTrader = {
  id: 9,
  is_trader: true,
  nickname: 'Bia',
  head_portrait: '',
  signature: 'New here',
  positions: [],
}

/** User 10 lost the trader flag: not listed, cannot be followed; the detail still answers. */
export const MockFormerTrader: MockTrader = {
  id: 10,
  is_trader: false,
  nickname: 'Omar',
  head_portrait: '',
  signature: '',
  positions: [
    mockTraderRow({
      id: 470,
      trader: 10,
      pair: btc,
      side: 'long',
      origin: '40000.00',
      lots: 5,
      multiple: 10,
      openedMinutesAgo: days(6),
      close: { price: '39000.00', minutesAgo: days(6) - 60 },
    }),
  ],
}

export const MockTraders: MockTrader[] = [
  MockTraderAurora,
  MockTraderKenji,
  MockTraderBia,
  MockFormerTrader,
]

const secondsAgo = (minutes: number) => Math.floor((MockFollowNow - minutes * 60_000) / 1000)

/** Every follow the sandbox holds (the follower counts are these, nothing else). */
export const MockFollows: FollowWire[] = [
  {
    id: 1,
    user_id: MockFollowerId,
    follow_user_id: 7,
    type: 1,
    number: '2',
    status: 1,
    create_time: secondsAgo(days(3)),
    update_time: secondsAgo(days(3)),
  },
  {
    id: 2,
    user_id: 2,
    follow_user_id: 7,
    type: 2,
    number: '1',
    status: 1,
    create_time: secondsAgo(days(4)),
    update_time: secondsAgo(days(4)),
  },
  {
    id: 3,
    user_id: 3,
    follow_user_id: 7,
    type: 1,
    number: '0.5',
    status: 2,
    create_time: secondsAgo(days(6)),
    update_time: secondsAgo(days(2)),
  },
  {
    id: 4,
    user_id: 4,
    follow_user_id: 8,
    type: 2,
    number: '2',
    status: 1,
    create_time: secondsAgo(days(2)),
    update_time: secondsAgo(days(2)),
  },
]

/** The pair rules a copy of a position in `pair` is priced with (`copy_rules`). */
export const mockCopyRules = (pair: MockLeverPair): CopyRulesWire => ({
  lot_size: pair.rules.lot_size,
  fee_rate: pair.rules.fee_rate,
  min: pair.min,
  max: pair.max,
  open: pair.rules.open,
  price_decimals: pair.rules.price_decimals,
  quote_scale: pair.rules.quote_scale,
})

const copyRulesOf = (pair: MockLeverPair) => ({
  lotSize: pair.rules.lot_size,
  feeRate: pair.rules.fee_rate,
  priceDecimals: pair.rules.price_decimals,
  quoteScale: pair.rules.quote_scale,
})

/** The caller's copy of MockTraderShortPosition at ratio 2 (40 lots), skipped for want of funds. */
export const MockSkippedCopy: SkippedCopyWire = (() => {
  const p = MockTraderShortPosition
  const lots = copyLots('ratio', '2', p.share, eth.max)
  const terms = copyTerms(
    { side: 'short', originPrice: p.origin_price, price: p.price, multiple: p.multiple },
    lots,
    copyRulesOf(eth),
  )
  return {
    id: 1,
    follow_id: 1,
    trader_user_id: 7,
    nickname: 'Aurora',
    trader_order_id: p.id,
    symbol: p.symbol,
    type: 2,
    share: lots,
    cost: terms.cost,
    reason: 'insufficientBalance',
    create_time: p.create_time,
  }
})()

export const MockSkippedCopies: SkippedCopyWire[] = [MockSkippedCopy]

/* ---------- the sandbox's answers, computed ---------- */

/** The statistics' input: a trader's closed own positions. */
export const closedPositionsOf = (rows: readonly LeverPositionWire[]): ClosedPosition[] =>
  rows
    .filter((p) => p.status === 3 && p.order_type === 1)
    .map((p) => ({
      pnl: p.fact_profits,
      originMargin: p.origin_caution_money,
      side: p.type === 2 ? 'short' : 'long',
      closedAt: (p.complete_time ?? 0) * 1000,
    }))

/** follow-math's statistics of a trader as of `now`. */
export const statsOf = (trader: MockTrader, now = MockFollowNow) =>
  traderStats(
    closedPositionsOf(trader.positions),
    trader.positions.filter((p) => p.status === 1 && p.order_type === 1).length,
    now,
    SCALE,
  )

/** Real active followers of a trader. */
export const followersOf = (traderId: number, follows: readonly FollowWire[]) =>
  follows.filter((f) => f.follow_user_id === traderId && f.status === 1).length

/** The caller's active follow of a trader, or undefined. */
export const activeFollowOf = (
  traderId: number,
  follows: readonly FollowWire[],
  callerId = MockFollowerId,
) => follows.find((f) => f.user_id === callerId && f.follow_user_id === traderId && f.status === 1)

/** A follow/index row. */
export function mockTraderItem(
  trader: MockTrader,
  follows: readonly FollowWire[] = MockFollows,
  callerId = MockFollowerId,
  now = MockFollowNow,
): TraderItemWire {
  const stats = statsOf(trader, now)
  const mine = activeFollowOf(trader.id, follows, callerId)
  return {
    id: trader.id,
    nickname: trader.nickname,
    head_portrait: trader.head_portrait,
    closed_count: stats.closedCount,
    total_profits: stats.totalProfits,
    correct_rate: stats.correctRate,
    follow_num: followersOf(trader.id, follows),
    is_followed: mine !== undefined,
    my_follow: mine ? { type: mine.type, number: mine.number } : null,
  }
}

/** follow/index's order: total P/L descending, then id. */
export const byTotalProfits = (a: TraderItemWire, b: TraderItemWire) =>
  new Big(b.total_profits).cmp(a.total_profits) || a.id - b.id

/** follow/index page 1 of the fixtures. */
export const MockTraderItems: TraderItemWire[] = MockTraders.filter((t) => t.is_trader)
  .map((t) => mockTraderItem(t))
  .sort(byTotalProfits)

/** A Laravel paginator of `rows`, as the sandbox's. */
export function mockLaravelPage<T>(rows: readonly T[], page: number, path: string) {
  const size = FOLLOW_PAGE_SIZE
  const data = rows.slice((page - 1) * size, page * size)
  const last = Math.max(1, Math.ceil(rows.length / size))
  const url = (p: number) => `${path}?page=${p}`
  return {
    current_page: page,
    data,
    first_page_url: url(1),
    from: data.length ? (page - 1) * size + 1 : null,
    last_page: last,
    last_page_url: url(last),
    next_page_url: page < last ? url(page + 1) : null,
    path,
    per_page: size,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: data.length ? (page - 1) * size + data.length : null,
    total: rows.length,
  }
}

/** The conditions of becoming a trader, without anyone's progress (traderDetail). */
export const mockConditions = () =>
  traderConditionKeys.map((key: TraderConditionKey) => ({
    key,
    required: TRADER_CONDITIONS[key],
  }))

/** follow/traderDetail of a trader for the caller. */
export function mockTraderDetail(
  trader: MockTrader,
  opts: {
    follows?: readonly FollowWire[]
    callerId?: number
    now?: number
    leverBalance?: string
    pairs?: readonly MockLeverPair[]
  } = {},
) {
  const follows = opts.follows ?? MockFollows
  const now = opts.now ?? MockFollowNow
  const pairs = opts.pairs ?? [btc, eth]
  const stats = statsOf(trader, now)
  const mine = activeFollowOf(trader.id, follows, opts.callerId ?? MockFollowerId)
  const latest =
    [...trader.positions]
      .filter((p) => p.order_type === 1)
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id)[0] ?? null
  const pair = latest
    ? pairs.find((p) => p.currency_id === latest.currency && p.legal_id === latest.legal)
    : undefined
  return {
    trader_info: {
      id: trader.id,
      is_trader: trader.is_trader ? 1 : 0,
      nickname: trader.nickname,
      head_portrait: trader.head_portrait,
      signature: trader.signature,
    },
    data: {
      total_profits: stats.totalProfits,
      profitCount: stats.profitCount,
      fallCount: stats.fallCount,
      riseCount: stats.riseCount,
      total_income_rate: stats.totalIncomeRate,
      correct_rate: stats.correctRate,
      follow_num: followersOf(trader.id, follows),
      yesterday_profits: stats.yesterdayProfits,
      position_count: stats.positionCount,
      total_count: stats.totalCount,
      closed_count: stats.closedCount,
    },
    is_followed: mine !== undefined,
    my_follow: mine ? { type: mine.type, number: mine.number } : null,
    daily_pnl: stats.dailyPnl,
    latest_position: latest,
    copy_rules: pair ? mockCopyRules(pair) : null,
    lever_balance: opts.leverBalance ?? MockLeverBalance,
    conditions: mockConditions(),
  }
}
