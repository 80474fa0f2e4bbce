/**
 * A sandbox listening on a free port and socket.io clients to it, for tests of socket events:
 * registers the file's hooks (the app built once, the clients disconnected after each test).
 */
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { buildTestApp, type TestContext } from './helper'

export function listeningApp() {
  let t: TestContext
  let url: string
  const sockets: Socket[] = []

  beforeAll(async () => {
    t = await buildTestApp()
    url = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => t.app.close())
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })

  return {
    /** The app and its clock (after `beforeAll`). */
    context: () => t,
    /** A connected client; disconnected after the test. */
    async openSocket(): Promise<Socket> {
      const socket = connect(url, { path: '/socket.io', transports: ['websocket'], forceNew: true })
      sockets.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', reject)
      })
      return socket
    },
  }
}

/** The next `event` the socket receives. */
export const nextEvent = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)))
