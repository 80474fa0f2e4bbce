/**
 * The scripted operator: with `depositAutoCreditSeconds` > 0 it credits every deposit claim that
 * has been pending that long (sandbox clock), once a second and whenever a wallet route that
 * shows claims or balances runs. Otherwise claims wait for POST /api/dev/wallet/deposit/review.
 */
import type { FastifyInstance } from 'fastify'

/** Credits every claim pending for `seconds` or more, as the scripted operator; returns how many. */
export function creditDueClaims(app: FastifyInstance, seconds: number): number {
  if (seconds <= 0) return 0
  const at = app.clock.now()
  const due = app.repos.wallet.dueClaims(at - seconds * 1000)
  for (const id of due) {
    const claim = app.repos.wallet.reviewClaim(id, true, '', at)
    if (claim) app.log.info(`[wallet] scripted operator credited deposit claim ${claim.oid}`)
  }
  return due.length
}

/** Runs `creditDueClaims` every second until the app closes (nothing when `seconds` is 0). */
export function scheduleDepositCrediting(app: FastifyInstance, seconds: number): void {
  if (seconds <= 0) return
  const timer = setInterval(() => creditDueClaims(app, seconds), 1000)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
