/** socket.io `login`: a valid token joins `user:<id>`; a bare id or a bad token is refused. */
import { beforeAll, describe, expect, it } from 'vitest'
import { userRoom } from '../src/realtime'
import { DEMO, logIn, type TestContext } from './helper'
import { listeningApp, nextEvent } from './socket-helper'

const sockets = listeningApp()
const { openSocket } = sockets
let t: TestContext
beforeAll(() => {
  t = sockets.context()
})

describe('socket login', () => {
  it('joins the user room with a valid token and receives private events', async () => {
    const token = await logIn(t.app)
    const userId = t.app.repos.users.findByAccount(DEMO.email)!.id
    const socket = await openSocket()

    const answer = await socket.emitWithAck('login', token)
    expect(answer).toEqual({ ok: true, user_id: userId })
    const members = await t.app.io.in(userRoom(userId)).fetchSockets()
    expect(members.map((s) => s.id)).toEqual([socket.id])

    const received = nextEvent<{ to: number }>(socket, 'lever_closed')
    t.app.io.to(userRoom(userId)).emit('lever_closed', { type: 'lever_closed', to: userId, id: [] })
    expect(await received).toMatchObject({ to: userId })
  })

  it("joins with the client's login(<id>, { token }) (a real backend reads the bare id)", async () => {
    const token = await logIn(t.app)
    const userId = t.app.repos.users.findByAccount(DEMO.email)!.id
    const socket = await openSocket()
    expect(await socket.emitWithAck('login', userId, { token })).toEqual({
      ok: true,
      user_id: userId,
    })
    expect(await socket.emitWithAck('login', String(userId), { token })).toMatchObject({ ok: true })
    const members = await t.app.io.in(userRoom(userId)).fetchSockets()
    expect(members.map((s) => s.id)).toEqual([socket.id])

    // the same login without an ack, as the client sends it
    const other = await openSocket()
    const joined = nextEvent<{ user_id: number }>(other, 'login_ok')
    other.emit('login', userId, { token })
    expect(await joined).toEqual({ user_id: userId })

    expect(await socket.emitWithAck('logout')).toEqual({ ok: true })
    const left = await t.app.io.in(userRoom(userId)).fetchSockets()
    expect(left.map((s) => s.id)).toEqual([other.id])
  })

  it("refuses an id that is not the token's user, or an id without a token", async () => {
    const token = await logIn(t.app)
    const userId = t.app.repos.users.findByAccount(DEMO.email)!.id
    const socket = await openSocket()
    expect(await socket.emitWithAck('login', userId + 1, { token })).toEqual({ ok: false })
    expect(await socket.emitWithAck('login', userId, {})).toEqual({ ok: false })
    expect(await socket.emitWithAck('login', userId, { token: 'f'.repeat(32) })).toEqual({
      ok: false,
    })
    for (const id of [userId, userId + 1]) {
      const members = await t.app.io.in(userRoom(id)).fetchSockets()
      expect(members.map((s) => s.id)).not.toContain(socket.id)
    }
  })

  it.each([
    ['a bare user id', 1],
    ['a bare user id as text', '1'],
    ['an unknown token', '0123456789abcdef0123456789abcdef'],
  ])('refuses %s', async (_label, payload) => {
    const socket = await openSocket()
    const refusal = nextEvent<{ message: string }>(socket, 'login_error')
    socket.emit('login', payload)
    expect(await refusal).toEqual({ message: 'invalid token' })
    const userId = t.app.repos.users.findByAccount(DEMO.email)!.id
    const members = await t.app.io.in(userRoom(userId)).fetchSockets()
    expect(members.map((s) => s.id)).not.toContain(socket.id)
  })
})
