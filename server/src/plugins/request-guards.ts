/**
 * Two guards in front of the routes, as root `onRequest` hooks (so one check covers every route,
 * present and future, and runs before any body is read):
 *
 * - Foreign pages may not change state: a POST/PUT/PATCH/DELETE under /api whose `Origin` header
 *   is neither the request's own host nor one of `allowedOrigins` (SANDBOX_ALLOWED_ORIGINS, for a
 *   front end served elsewhere through VITE_API_BASE) is refused. Requests without an Origin
 *   (curl, server-to-server, the e2e helpers) pass: browsers always send one on such requests.
 * - Dev tools (/api/dev/*: mailbox, clock, KYC and wallet review, messages) answer only a loopback
 *   `Host` (127.0.0.1, localhost, [::1], any port; a DNS-rebinding page cannot forge it) and no
 *   foreign `Origin`, whatever the method: a page elsewhere must not read the mailbox either.
 *
 * Refusals are HTTP 403 with `{ type: 'error', code: 'forbidden', message }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fail, langOf } from '../envelope'
import { isLoopbackHostHeader, isSameOrigin, normaliseOrigin } from '../network'

export interface RequestGuardOptions {
  /** Whether /api/dev/* is mounted (then it gets the loopback guard). */
  devTools: boolean
  /** Origins besides the request's own host allowed to change state (`scheme://host[:port]`). */
  allowedOrigins?: readonly string[]
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

function refuse(request: FastifyRequest, reply: FastifyReply, why: string) {
  request.log.warn(
    {
      method: request.method,
      url: request.url,
      host: request.headers.host,
      origin: request.headers.origin,
    },
    `refused: ${why}`,
  )
  return reply.code(403).send(fail('forbidden', langOf(request)))
}

export function registerRequestGuards(app: FastifyInstance, opts: RequestGuardOptions): void {
  const allowed = new Set((opts.allowedOrigins ?? []).map((o) => normaliseOrigin(o) ?? o))

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request)
    if (!isUnder(path, '/api')) return
    const origin = request.headers.origin
    const host = request.headers.host

    if (opts.devTools && isUnder(path, '/api/dev')) {
      if (!isLoopbackHostHeader(host))
        return refuse(request, reply, 'dev tools need a loopback Host')
      if (origin !== undefined && !isSameOrigin(origin, host)) {
        return refuse(request, reply, 'dev tools called from a foreign Origin')
      }
      return
    }

    if (!STATE_CHANGING.has(request.method) || origin === undefined) return
    if (isSameOrigin(origin, host)) return
    const normal = normaliseOrigin(origin)
    if (normal && allowed.has(normal)) return
    return refuse(request, reply, 'state-changing request from a foreign Origin')
  })
}
