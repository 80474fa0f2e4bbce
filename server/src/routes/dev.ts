/**
 * Development and e2e helpers, mounted at /api/dev only when `devTools` is on (the sandbox
 * default). They expose the "sent" codes and move the app clock forward.
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { isAdjustable } from '../clock'
import { BusinessError, ok } from '../envelope'
import { parseInput } from '../validation'

const MailboxQuery = z.object({
  to: z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
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

export const devRoutes: FastifyPluginAsync = async (app) => {
  app.get('/mailbox', async (request) => {
    const { to } = parseInput(MailboxQuery, request)
    return ok(app.repos.mailbox.list(to || undefined))
  })

  app.get('/clock', async () => ok({ now: app.clock.now() }))

  app.post('/clock', async (request) => {
    const { advance_seconds } = parseInput(ClockRequest, request)
    const clock = app.clock
    if (!isAdjustable(clock)) throw new BusinessError('parameterError')
    clock.advance(advance_seconds * 1000)
    app.log.info(`[clock] advanced ${advance_seconds} s to ${new Date(clock.now()).toISOString()}`)
    return ok({ now: clock.now() })
  })
}
