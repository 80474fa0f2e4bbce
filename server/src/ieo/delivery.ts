/**
 * IEO delivery (issue 16; api-reference §11's `project/operation`, built as a job, not an
 * endpoint) on the sandbox clock: once a project's `end_at` has passed, each of its paid
 * subscriptions gets its `coin_amount` of the token on the funds account (one ieoDeliver ledger
 * row) and becomes status 3.
 *
 * Idempotent: the repository delivers an order only while it is still paid (status 2), in the
 * transaction of its ledger row, so a run twice, a restart or two app instances deliver nothing
 * twice. Nothing is remembered in memory: after a restart (or a jump of the dev clock) the first
 * run delivers everything due since.
 *
 * Runs once a second (or every `intervalMs`; 0 = no timer, tests call `deliver()`).
 */
import type { FastifyInstance } from 'fastify'
import { repeat } from '../repeat'
import type { IeoOrderRow } from '../repositories/ieo'

export type IeoDelivery = ReturnType<typeof attachIeoDelivery>

declare module 'fastify' {
  interface FastifyInstance {
    ieoDelivery: IeoDelivery
  }
}

export function attachIeoDelivery(app: FastifyInstance, intervalMs = 1000) {
  const { ieo } = app.repos

  /** Delivers every due order not delivered yet; returns those it delivered, oldest first. */
  function deliver(): IeoOrderRow[] {
    const now = app.clock.now()
    return ieo.due(now).filter((o) => ieo.deliver(o, now))
  }

  repeat(app, { intervalMs, failure: '[ieo] delivery failed; the next run tries again' }, deliver)

  return { deliver }
}
