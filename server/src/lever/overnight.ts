/**
 * The overnight fee job (issue 13; api-reference §7.3; lever-math overnightFee, overnightSplit) on
 * the sandbox clock: every day at 00:01 UTC each position open since before that day (00:00) is
 * charged one day, from its margin first, then the lever balance; what neither pays is waived.
 *
 * Idempotent: the repository charges a position at most once per day (`overnight_day`), so a run
 * twice, a restart or two app instances charge nothing twice. A missed day (the sandbox was down,
 * or the dev clock jumped) is caught up once: every day between a position's last charged day and
 * today is charged once, oldest first.
 *
 * Runs once a second (or every `intervalMs`); `charge()` runs it now (tests with `feedIntervalMs: 0`).
 */
import type { FastifyInstance } from 'fastify'
import type { LeverPositionRow } from '../repositories/lever'
import { emitPosition } from './wire'
import { repeat } from '../repeat'

export const DAY_MS = 86_400_000
/** The fee is charged this long after midnight UTC. */
export const OVERNIGHT_AT_MS = 60_000
/** A catch-up never walks back further than this many days. */
const MAX_CATCH_UP_DAYS = 366

/** The start (00:00 UTC, ms) of the latest day whose fee is due at `now`, or null before any. */
export function dueDay(now: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS
  return now >= today + OVERNIGHT_AT_MS ? today : today - DAY_MS
}

export type OvernightJob = ReturnType<typeof attachOvernightJob>

declare module 'fastify' {
  interface FastifyInstance {
    leverOvernight: OvernightJob
  }
}

export function attachOvernightJob(app: FastifyInstance, intervalMs = 1000) {
  const { lever } = app.repos
  let done: number | null = null

  /** Charges every due day not yet charged; returns the rows charged, oldest day first. */
  function charge(): LeverPositionRow[] {
    const now = app.clock.now()
    const due = dueDay(now)
    if (done === due) return []
    const open = lever.openRows()
    // the oldest day some open position still owes
    let first = due
    for (const r of open) {
      const since = r.overnight_day ?? Math.floor((r.opened_at ?? r.created_at) / DAY_MS) * DAY_MS
      if (since + DAY_MS < first) first = since + DAY_MS
    }
    first = Math.max(first, due - MAX_CATCH_UP_DAYS * DAY_MS)
    const charged: LeverPositionRow[] = []
    for (let day = first; day <= due; day += DAY_MS)
      charged.push(...lever.chargeOvernight(day, now))
    done = due
    const users = new Set(charged.map((r) => r.user_id))
    for (const u of users) app.leverWatcher?.refresh(u)
    const latest = new Map(charged.map((r) => [r.id, r]))
    for (const r of latest.values()) emitPosition(app, r, 'overnight')
    return charged
  }

  repeat(
    app,
    { intervalMs, failure: '[lever] overnight fee failed; the next run tries again' },
    charge,
  )

  return { charge }
}
