/**
 * The sandbox's background jobs (watchers, settlers, daily jobs) run on one timer shape: every
 * `intervalMs` (0: never, a test runs the job by hand), stopped when the app closes, never keeping
 * the process alive; a run that throws is logged and the next run tries again (each job is
 * idempotent: what a failed run did not commit, the next one does).
 */
import type { FastifyInstance } from 'fastify'

export interface RepeatOptions {
  intervalMs: number
  /** Logged with the error of a failed run, e.g. '[micro] settling failed; the next second tries again'. */
  failure: string
  /** True: pass this run over (e.g. the engine is still in the second the last run saw). */
  skip?: () => boolean
}

export function repeat(
  app: Pick<FastifyInstance, 'log' | 'addHook'>,
  options: RepeatOptions,
  work: () => unknown,
): void {
  if (options.intervalMs <= 0) return
  const timer = setInterval(() => {
    if (options.skip?.()) return
    try {
      work()
    } catch (err) {
      app.log.error(err, options.failure)
    }
  }, options.intervalMs)
  timer.unref()
  app.addHook('preClose', async () => clearInterval(timer))
}
