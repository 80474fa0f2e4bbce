/**
 * Human-readable log lines for the sandbox console (Fastify's logger writes JSON to this stream).
 * Messages print as they are, so code deliveries read `[mailbox] code for … (scene): 123456`.
 */
import type { FastifyInstance } from 'fastify'

interface LogLine {
  level?: number
  msg?: string
  err?: { stack?: string; message?: string }
}

const LEVELS: Record<number, string> = { 40: 'WARN ', 50: 'ERROR ', 60: 'FATAL ' }
const FASTIFY_REQUEST_LINES = new Set(['incoming request', 'request completed'])

export function consoleLogStream(out: NodeJS.WritableStream = process.stdout) {
  return {
    write(json: string) {
      let line: LogLine
      try {
        line = JSON.parse(json) as LogLine
      } catch {
        out.write(json)
        return
      }
      if (!line.msg || FASTIFY_REQUEST_LINES.has(line.msg)) return
      const detail = line.err ? `\n${line.err.stack ?? line.err.message}` : ''
      out.write(`${LEVELS[line.level ?? 30] ?? ''}${line.msg}${detail}\n`)
    },
  }
}

/** One line per answered request: `POST /api/user/login 200 12 ms`. */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime)
    request.log.info(`${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${ms} ms`)
  })
}
