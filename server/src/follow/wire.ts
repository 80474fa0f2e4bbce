/**
 * Copy-trading rows (repositories/follow.ts) as the wire shapes of src/api/contract/follow.ts:
 * follows, traders (statistics from follow-math `traderStats` over their real positions, §17.9),
 * skipped copies, and the private events to a follower's room (`follow_copy`, `follow_cancelled`)
 * that the copy engine and the reviewer emit after their commit.
 */
import type { FastifyInstance } from 'fastify'
import {
  FOLLOW_CANCELLED_EVENT,
  FOLLOW_COPY_EVENT,
  type FollowCopyEventKind,
  type FollowWire,
  type SkippedCopyWire,
  type TraderItemWire,
} from '../../../src/api/contract/follow'
import { traderStats, type TraderStats } from '../../../src/api/contract/follow-math'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import { positionWire } from '../lever/wire'
import { userRoom } from '../realtime'
import type {
  FollowRepository,
  FollowRow,
  FollowSkipView,
  TraderSums,
} from '../repositories/follow'
import type { LeverPositionRow } from '../repositories/lever'

/** USDT, the quote of every lever pair: the scale of the statistics. */
const QUOTE_SCALE = 4

export function followWire(f: FollowRow): FollowWire {
  return {
    id: f.id,
    user_id: f.user_id,
    follow_user_id: f.follow_user_id,
    type: f.type,
    number: f.number,
    status: f.status,
    create_time: f.created_at / 1000,
    update_time: f.updated_at / 1000,
  }
}

/** follow-math's statistics of a trader, from their closed own positions, as of `now`. */
export function statsOf(follow: FollowRepository, s: TraderSums, now: number): TraderStats {
  const closed = follow.closedOf(s.id).map((p) => ({
    pnl: fromUnits(p.pnl, QUOTE_SCALE),
    originMargin: fromUnits(p.originMargin, QUOTE_SCALE),
    side: p.side,
    closedAt: p.closedAt,
  }))
  return traderStats(closed, s.position_count, now, QUOTE_SCALE)
}

/** One row of follow/index; `mine` is the caller's active follow of the trader, if any. */
export function traderItemWire(
  s: TraderSums,
  stats: TraderStats,
  mine: FollowRow | undefined,
): TraderItemWire {
  const active = mine?.status === 1 ? mine : undefined
  return {
    id: s.id,
    nickname: s.nickname ?? '',
    head_portrait: s.head_portrait ?? '',
    closed_count: stats.closedCount,
    total_profits: stats.totalProfits,
    correct_rate: stats.correctRate,
    follow_num: s.follow_num,
    is_followed: active !== undefined,
    my_follow: active ? { type: active.type, number: active.number } : null,
  }
}

export function skipWire(s: FollowSkipView): SkippedCopyWire {
  return {
    id: s.id,
    follow_id: s.follow_id,
    trader_user_id: s.follow_user_id,
    nickname: s.nickname ?? '',
    trader_order_id: s.position_id,
    symbol: s.symbol,
    type: s.side,
    share: s.lots,
    cost: fromUnits(s.cost, s.quote_scale),
    reason: s.reason,
    create_time: s.created_at / 1000,
  }
}

export type FollowCopyNews =
  | { event: Exclude<FollowCopyEventKind, 'skipped'>; position: LeverPositionRow }
  | { event: 'skipped'; skip: FollowSkipView }

/** `follow_copy` to the follower's room: a copy opened, closed with the trader, or was skipped. */
export function emitFollowCopy(
  app: Pick<FastifyInstance, 'io'>,
  to: number,
  trader: { id: number; nickname: string | null },
  news: FollowCopyNews,
) {
  app.io?.to(userRoom(to)).emit(FOLLOW_COPY_EVENT, {
    type: FOLLOW_COPY_EVENT,
    to,
    event: news.event,
    trader_user_id: trader.id,
    nickname: trader.nickname ?? '',
    position: news.event === 'skipped' ? null : positionWire(news.position),
    skipped: news.event === 'skipped' ? skipWire(news.skip) : null,
  })
}

/** `follow_cancelled` to the follower's room: the trader lost the flag and the follow ended. */
export function emitFollowCancelled(
  app: Pick<FastifyInstance, 'io'>,
  f: FollowRow,
  trader: { id: number; nickname: string | null },
) {
  app.io?.to(userRoom(f.user_id)).emit(FOLLOW_CANCELLED_EVENT, {
    type: FOLLOW_CANCELLED_EVENT,
    to: f.user_id,
    trader_user_id: trader.id,
    nickname: trader.nickname ?? '',
    follow: followWire(f),
  })
}
