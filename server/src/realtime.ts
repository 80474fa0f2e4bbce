/**
 * socket.io on the app's HTTP server (api-reference §13). The original joined a room from a bare
 * user id; here `login` must carry a valid session token, and the socket joins `user:<id>`.
 * Accepted: `login('<token>')`, `login({ token })`, and the client's form `login(<id>, { token })`,
 * which a real backend reads as the bare id (§13.2) and this one joins only when the token belongs
 * to that id. `logout` leaves the user room. An optional last argument is acked.
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

/** A numeric user id, as the original client sent it (a number or its digits). */
function userIdOf(payload: unknown): number | null {
  if (typeof payload === 'number' && Number.isSafeInteger(payload)) return payload
  return typeof payload === 'string' && /^\d{1,15}$/.test(payload) ? Number(payload) : null
}

type Reply = (answer: unknown) => void

/** Splits socket.io arguments into the payload arguments and the ack, if the client asked for one. */
function withAck(args: unknown[]): [unknown[], Reply | undefined] {
  const last = args.at(-1)
  return typeof last === 'function' ? [args.slice(0, -1), last as Reply] : [args, undefined]
}

export function attachRealtime(app: FastifyInstance): void {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false })
  app.decorate('io', io)

  io.on('connection', (socket) => {
    const leaveUserRooms = () => {
      for (const room of socket.rooms) if (room.startsWith('user:')) void socket.leave(room)
    }
    socket.on('login', (...args: unknown[]) => {
      const [[first, second], reply] = withAck(args)
      // login(<id>, { token }): the id must be the token's user
      const claimed = userIdOf(first)
      const user = resolveSession(app, tokenOf(claimed === null ? first : second))
      if (!user || (claimed !== null && claimed !== user.id)) {
        socket.emit('login_error', { message: 'invalid token' })
        reply?.({ ok: false })
        return
      }
      leaveUserRooms()
      void socket.join(userRoom(user.id))
      socket.emit('login_ok', { user_id: user.id })
      reply?.({ ok: true, user_id: user.id })
    })
    socket.on('logout', (...args: unknown[]) => {
      leaveUserRooms()
      withAck(args)[1]?.({ ok: true })
    })
  })

  app.addHook('preClose', async () => {
    io.disconnectSockets(true)
    io.engine.close()
  })
}
