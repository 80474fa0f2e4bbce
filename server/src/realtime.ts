/**
 * socket.io on the app's HTTP server (api-reference §13). The original joined a room from a bare
 * user id; here `login` must carry a valid session token, and the socket joins `user:<id>`.
 * Public market events and their `subscribe` rooms live in market/feed.ts.
 */
import type { FastifyInstance } from 'fastify'
import { Server } from 'socket.io'
import { resolveSession, tokenFromHeader } from './plugins/auth'

declare module 'fastify' {
  interface FastifyInstance {
    io: Server
  }
}

export function userRoom(userId: number): string {
  return `user:${userId}`
}

/** Accepts `'<token>'` or `{ token: '<token>' }`; anything else (a bare id) is not a token. */
function tokenOf(payload: unknown): string | null {
  const raw =
    payload && typeof payload === 'object' ? (payload as { token?: unknown }).token : payload
  return typeof raw === 'string' ? tokenFromHeader(raw) : null
}

export function attachRealtime(app: FastifyInstance): void {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false })
  app.decorate('io', io)

  io.on('connection', (socket) => {
    socket.on('login', (payload: unknown, ack?: unknown) => {
      const user = resolveSession(app, tokenOf(payload))
      const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : undefined
      if (!user) {
        socket.emit('login_error', { message: 'invalid token' })
        reply?.({ ok: false })
        return
      }
      for (const room of socket.rooms) if (room.startsWith('user:')) void socket.leave(room)
      void socket.join(userRoom(user.id))
      socket.emit('login_ok', { user_id: user.id })
      reply?.({ ok: true, user_id: user.id })
    })
  })

  app.addHook('preClose', async () => {
    io.disconnectSockets(true)
    io.engine.close()
  })
}
