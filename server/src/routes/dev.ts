/**
 * Development and e2e helpers, mounted at /api/dev only when `devTools` is on (the sandbox
 * default). They expose the "sent" codes, move the app clock forward and review KYC submissions.
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { isAdjustable } from '../clock'
import { ok } from '../envelope'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { parseInput } from '../validation'

/**
 * `to` is an e-mail or a phone in E.164. In a query string an unescaped '+' reads as a space, so
 * `?to=+8613800000000` arrives as ' 8613800000000': a `to` of digits (and separators) is a phone.
 */
const MailboxQuery = z.object({
  to: z
    .string()
    .trim()
    .transform((v) => {
      const digits = v.replace(/[\s\-().]/g, '')
      return /^\+?\d+$/.test(digits) ? `+${digits.replace(/^\+/, '')}` : v.toLowerCase()
    })
    .optional(),
})

/** Up to ten years forward per call; the clock never goes back. */
const ClockRequest = z.object({
  advance_seconds: z.coerce
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 24 * 3600),
})

/** The operator's verdict on a user's pending KYC submission (the sandbox has no admin screen). */
const KycReviewRequest = z.object({
  user: z
    .string()
    .trim()
    .min(1)
    .transform((v) => v.toLowerCase()),
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(200).optional(),
})

export const devRoutes: FastifyPluginAsync = async (app) => {
  app.get('/mailbox', async (request) => {
    const { to } = parseInput(MailboxQuery, request)
    return ok(app.repos.mailbox.list(to || undefined))
  })

  app.get('/clock', async () => ok({ now: app.clock.now() }))

  app.post('/clock', async (request) => {
    const { advance_seconds } = parseInput(ClockRequest, request)
    const clock = app.clock
    if (!isAdjustable(clock)) throw new Refusal('parameterError')
    clock.advance(advance_seconds * 1000)
    app.log.info(`[clock] advanced ${advance_seconds} s to ${new Date(clock.now()).toISOString()}`)
    return ok({ now: clock.now() })
  })

  app.post('/kyc/review', async (request) => {
    const { user, decision, reason } = parseInput(KycReviewRequest, request)
    const row = app.repos.users.findByAccount(user)
    if (!row) throw new Refusal('accountNotFound')
    const outcome = app.repos.kyc.review(
      row.id,
      decision === 'approve'
        ? { approve: true }
        : { approve: false, code: 'reviewRejected', reason: reason ?? '' },
      app.clock.now(),
    )
    if (!outcome) throw new Refusal('notFound')
    const verdict = outcome.approved ? 'approved' : `refused (${outcome.fail_code})`
    app.log.info(`[kyc] ${user}: ${outcome.level} ${verdict}`)
    return ok(outcome)
  })
}

export const routes = routeModule(devRoutes, { prefix: '/api/dev' })
