/**
 * Copy-trading rows (repositories/follow.ts) as the wire shapes of src/api/contract/follow.ts, and
 * the `follow_copy` event to a follower's room that the copy engine emits after its commit.
 */
import type { FastifyInstance } from 'fastify'
import { userRoom } from '../realtime'
import type { FollowSkipRow } from '../repositories/follow'
import type { LeverPositionRow } from '../repositories/lever'
import { positionWire } from '../lever/wire'

export const FOLLOW_COPY_EVENT = 'follow_copy'

const seconds = (ms: number | null) => (ms === null ? null : ms / 1000)

export function skipWire(s: FollowSkipRow) {
  return {
    id: s.id,
    follow_user_id: s.follow_user_id,
    transaction_id: s.position_id,
    lots: s.lots,
    reason: s.reason,
    created_at: seconds(s.created_at),
  }
}

export type FollowCopyNews =
  | { event: 'opened' | 'closed'; position: LeverPositionRow }
  | { event: 'skipped'; skip: FollowSkipRow }

/** `follow_copy` to the follower's room: a copy opened, closed or was skipped. */
export function emitFollowCopy(app: Pick<FastifyInstance, 'io'>, to: number, news: FollowCopyNews) {
  app.io?.to(userRoom(to)).emit(FOLLOW_COPY_EVENT, {
    type: FOLLOW_COPY_EVENT,
    to,
    event: news.event,
    ...(news.event === 'skipped'
      ? { skip: skipWire(news.skip) }
      : { position: positionWire(news.position) }),
  })
}
