/**
 * The OTC payment window (issue 18; §16.6 "unpaid deals are auto-cancelled by a job") on the
 * sandbox clock: an order still awaiting payment at its `deadline_at` is cancelled (reason
 * `timeout`), the seller's coins return (one otcEscrowReturn ledger row) and the amount goes back
 * to the ad; the user gets the `otc_order` event and a message-centre notice.
 *
 * Idempotent: the repository cancels an order only while it is still awaiting payment, in the
 * transaction of its ledger row, so a run twice, a restart or two app instances return nothing
 * twice. Nothing is remembered in memory: after a restart (or a jump of the dev clock) the first
 * run cancels everything due since. The routes that show or change orders run it first, so an
 * order past its window is never shown or paid as awaiting payment.
 *
 * Runs once a second (or every `intervalMs`; 0 = no timer, tests call `expire()`).
 */
import type { FastifyInstance } from 'fastify'
import { repeat } from '../repeat'
import type { OtcOrderRow } from '../repositories/otc'
import { emitOtcOrder } from './wire'

export type OtcExpiry = ReturnType<typeof attachOtcExpiry>

declare module 'fastify' {
  interface FastifyInstance {
    otcExpiry: OtcExpiry
  }
}

export function attachOtcExpiry(app: FastifyInstance, intervalMs = 1000) {
  const { otc } = app.repos

  /** Cancels every due order not cancelled yet; returns those it cancelled, oldest first. */
  function expire(): OtcOrderRow[] {
    const now = app.clock.now()
    const done = otc
      .due(now)
      .map((id) => otc.expire(id, now))
      .filter((o): o is OtcOrderRow => o !== null)
    for (const o of done) emitOtcOrder(app, o)
    return done
  }

  repeat(app, { intervalMs, failure: '[otc] expiry failed; the next run tries again' }, expire)

  return { expire }
}
