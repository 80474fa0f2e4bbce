/**
 * The lock mining day job (issue 16; api-reference §12's daily dividend) on the sandbox clock:
 * at each 00:00 UTC every earning lock is paid the day that just ended (one ledger row per day)
 * and, at its `end_at`, its principal returns to the funds account.
 *
 * Idempotent: the repository pays a day only while the lock's `paid_days` is what it read, and
 * each day is a `lockming_payments` row keyed by (lock, day), so a run twice, a restart or two
 * app instances pay nothing twice. A missed day (the sandbox was down, or the dev clock jumped)
 * is caught up once on the next run: every due day, oldest first, then the maturity.
 *
 * Runs once a second (or every `intervalMs`; 0 = only when asked); `run()` runs it now. Routes that
 * read or redeem locks call it first, so a lock past a day boundary is never answered stale.
 */
import type { FastifyInstance } from 'fastify'
import { repeat } from '../repeat'
import type { LockOrderRow } from '../repositories/lockming'

export type LockmingJob = ReturnType<typeof attachLockmingJob>

declare module 'fastify' {
  interface FastifyInstance {
    lockmingJob: LockmingJob
  }
}

export function attachLockmingJob(app: FastifyInstance, intervalMs = 1000) {
  const { lockming } = app.repos

  /** Pays everything due at the sandbox clock's now; returns the locks that changed. */
  function run(): LockOrderRow[] {
    return lockming.payDue(app.clock.now())
  }

  repeat(app, { intervalMs, failure: '[lockming] day job failed; the next run tries again' }, run)

  return { run }
}
