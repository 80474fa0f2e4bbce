/**
 * Quick-buy expiry (issue 18; spec §4 "the order is cancelled if the transfer is not completed
 * promptly") on the sandbox clock: every order still to be paid when its 30-minute window has
 * passed becomes expired (status 4). Nothing is credited or returned: no money moved when it was
 * made.
 *
 * Idempotent: the repository expires an order only while it is still to be paid and past its
 * window (one guarded UPDATE), so a run twice, a restart or two app instances expire nothing
 * twice, and an order the operator credited (or the user cancelled) first is left alone. Nothing
 * is remembered in memory: after a restart (or a jump of the dev clock) the first run expires
 * everything due since.
 *
 * Runs once a second (or every `intervalMs`; 0 = no timer, tests call `run()`); the routes that
 * show orders run it first, so an order past its window is never shown as to be paid.
 */
import type { FastifyInstance } from 'fastify'
import { repeat } from '../repeat'
import type { QuickBuyOrderRow } from '../repositories/quick-buy'

export type QuickBuyExpiry = ReturnType<typeof attachQuickBuyExpiry>

declare module 'fastify' {
  interface FastifyInstance {
    quickBuyExpiry: QuickBuyExpiry
  }
}

export function attachQuickBuyExpiry(app: FastifyInstance, intervalMs = 1000) {
  const { quickBuy } = app.repos

  /** Expires every due order; returns those it expired, oldest deadline first. */
  function run(): QuickBuyOrderRow[] {
    const now = app.clock.now()
    return quickBuy.due(now).filter((o) => quickBuy.expire(o.id, now))
  }

  repeat(app, { intervalMs, failure: '[quick-buy] expiry failed; the next run tries again' }, run)

  return { run }
}
