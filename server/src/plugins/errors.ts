/**
 * Error and not-found handling. A thrown `Refusal` (refusal.ts) is answered with its envelope and
 * HTTP 200 (wire contract); an unknown `/api` route is 404 `notFound`; a malformed request (bad
 * JSON, unsupported body) is its 4xx with `parameterError`; anything unexpected is logged and
 * answered 500 with a generic sentence.
 */
import type { FastifyError, FastifyInstance } from 'fastify'
import { fail, langOf, refusalEnvelope, unexpected } from '../envelope'
import { Refusal } from '../refusal'

export function registerErrorHandling(app: FastifyInstance, spaIndex: boolean): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request)
    if (error instanceof Refusal) return reply.code(200).send(refusalEnvelope(error, lang))
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'rejected request')
      return reply.code(status).send(fail('parameterError', lang))
    }
    request.log.error({ err: error }, 'unexpected error')
    return reply.code(500).send(unexpected(lang))
  })

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!
    const isApi = path === '/api' || path.startsWith('/api/')
    const isFile = /\.[a-z0-9]+$/i.test(path)
    if (spaIndex && !isApi && !isFile && request.method === 'GET') {
      // client-side routes of the built front end all load index.html
      return reply.sendFile('index.html')
    }
    return reply.code(404).send(fail('notFound', langOf(request)))
  })
}
