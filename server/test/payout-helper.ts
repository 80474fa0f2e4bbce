/** Shared by the payout, invite and coupon tests: sessions without the (slow) password login. */
import type { FastifyInstance } from 'fastify'
import { TOKEN_TTL_MS, newToken } from '../src/plugins/auth'
import * as helper from './helper'

/** A live token for a seeded account, written through the tokens repository. */
export function sessionFor(app: FastifyInstance, email: string): string {
  const user = app.repos.users.findByAccount(email)
  if (!user) throw new Error(`no user ${email}`)
  const token = newToken()
  app.repos.tokens.create(token, user.id, app.clock.now(), TOKEN_TTL_MS)
  return token
}

/** `get` and `post` of helper.ts answering the envelope only (no HTTP status). */
export function withoutStatus(app: () => FastifyInstance) {
  const strip = ({ status: _, ...body }: helper.Body & { status: number }) => body
  return {
    get: async (url: string, query: Record<string, string> = {}, token?: string) =>
      strip(await helper.get(app(), url, query, token)),
    post: async (url: string, fields: Record<string, string>, token?: string) =>
      strip(await helper.post(app(), url, fields, token)),
  }
}
