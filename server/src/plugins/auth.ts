/**
 * Token sessions (api-reference §1.1): `Authorization: <32 hex>` (a `Bearer ` prefix is tolerated),
 * looked up in `tokens` with a 30-day lifetime measured by the injected clock.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { langOf, sessionExpired } from '../envelope'
import { USER_LOCKED, type UserRow } from '../repositories/users'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; null on public routes. */
    user: UserRow | null
    token: string | null
  }
}

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000

export function newToken(): string {
  return randomBytes(16).toString('hex')
}

export function tokenFromHeader(header: string | undefined): string | null {
  const raw = header?.trim().replace(/^Bearer\s+/i, '')
  return raw && /^[0-9a-f]{32}$/i.test(raw) ? raw.toLowerCase() : null
}

/**
 * The active user behind `token`, or null when the token is unknown or expired or the user is
 * locked. A locked user's token is deleted, as in the original backend.
 */
export function resolveSession(app: FastifyInstance, token: string | null): UserRow | null {
  if (!token) return null
  const row = app.repos.tokens.findLive(token, app.clock.now())
  const user = row ? app.repos.users.findById(row.user_id) : undefined
  if (!user) return null
  if (user.status === USER_LOCKED) {
    app.repos.tokens.delete(token)
    return null
  }
  return user
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null)
  app.decorateRequest('token', null)
}

/** preHandler for routes behind `check_api`: answers type "999" unless the session is valid. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  const token = tokenFromHeader(request.headers.authorization)
  const user = resolveSession(request.server, token)
  if (!user) return reply.send(sessionExpired(langOf(request)))
  request.user = user
  request.token = token
}
