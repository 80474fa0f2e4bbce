import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { UserInfo } from '@/api/contract/auth'
import { credentials, sessionErrors } from '@/api/credentials'
import { sessionMachine, TOKEN_KEY, type SessionEmitted } from './session.machine'
import { uncoveredLeaves } from '@/test/state-coverage'
import { sessionSnapshots } from './session.fixtures'
import { toSessionView } from './session.view'

const TOKEN = '0123456789abcdef0123456789abcdef'
const USER: UserInfo = {
  id: 7,
  account_number: 'ana@example.com',
  email: 'ana@example.com',
  phone: '',
  nickname: 'ana',
  head_portrait: '',
  extension_code: 'K7Q2M9XA',
  review_status: 0,
  vip: 0,
  create_date: '2026-11-01 10:00:00',
}

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  }
}

function start(
  storage = memoryStorage(),
  fetchUser = vi.fn(async (_input: { token: string | null }) => USER),
) {
  const clock = new SimulatedClock()
  const machine = sessionMachine.provide({
    actors: {
      fetchUser: fromPromise(async ({ input }: { input: { token: string | null } }) =>
        fetchUser(input),
      ),
      logOut: fromPromise(async () => 'bye'),
    },
  })
  const actor = createActor(machine, { input: { storage }, clock })
  const emitted: SessionEmitted[] = []
  actor.on('*', (e) => emitted.push(e))
  actor.start()
  return { actor, clock, storage, emitted, fetchUser }
}

describe('session', () => {
  it('sends the stored token with its first user request, even before it is published', async () => {
    credentials.setToken(null)
    const seen: Array<string | null> = []
    const { actor } = start(
      memoryStorage({ [TOKEN_KEY]: TOKEN }),
      vi.fn(async (input: { token: string | null }) => {
        // XState starts this actor before the root's entry action has published the token
        seen.push(input.token)
        return USER
      }),
    )
    await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }))
    expect(seen).toEqual([TOKEN])
  })

  it('is logged in when a token is stored, and loads the user', async () => {
    const { actor } = start(memoryStorage({ [TOKEN_KEY]: TOKEN }))
    expect(credentials.getToken()).toBe(TOKEN)
    await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }))
    expect(actor.getSnapshot().context.user).toEqual(USER)
  })

  it('stores a new token on login and drops it on logout', async () => {
    const { actor, storage } = start()
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
    actor.send({ type: 'session.start', token: TOKEN })
    expect(storage.map.get(TOKEN_KEY)).toBe(TOKEN)
    await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }))
    actor.send({ type: 'session.logout' })
    await waitFor(actor, (s) => s.matches('loggedOut'))
    expect(storage.map.has(TOKEN_KEY)).toBe(false)
    expect(credentials.getToken()).toBeNull()
  })

  it('on 999 clears the session, notifies, and goes to login after 1.2 s', async () => {
    const { actor, clock, storage, emitted } = start(memoryStorage({ [TOKEN_KEY]: TOKEN }))
    await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }))
    sessionErrors.publish('sessionExpired', 'please log in')
    expect(storage.map.has(TOKEN_KEY)).toBe(false)
    expect(emitted).toEqual([
      { type: 'notify', code: 'sessionExpired', serverMessage: 'please log in' },
    ])
    clock.increment(1_199)
    expect(emitted).toHaveLength(1)
    clock.increment(1)
    expect(emitted[1]).toEqual({ type: 'navigate', to: 'login' })
  })

  it('on 998 notifies and goes to identity verification after 1.2 s, keeping the session', async () => {
    const { actor, clock, emitted } = start(memoryStorage({ [TOKEN_KEY]: TOKEN }))
    await waitFor(actor, (s) => s.matches({ loggedIn: 'ready' }))
    sessionErrors.publish('verificationRequired', 'verify first')
    clock.increment(1_200)
    expect(emitted).toEqual([
      { type: 'notify', code: 'verificationRequired', serverMessage: 'verify first' },
      { type: 'navigate', to: 'verification' },
    ])
    expect(actor.getSnapshot().context.token).toBe(TOKEN)
  })

  it('a protected screen without a token says please log in, then redirects', () => {
    const { actor, clock, emitted } = start()
    actor.send({ type: 'session.required' })
    expect(emitted).toEqual([{ type: 'notify', code: 'sessionExpired', serverMessage: '' }])
    clock.increment(1_200)
    expect(emitted[1]).toEqual({ type: 'navigate', to: 'login' })
  })

  it('names the protected screen in the redirect so login returns there; an expiry does not', () => {
    const { actor, clock, emitted } = start()
    actor.send({ type: 'session.required', back: '/pages/lockming/buy?id=1' })
    clock.increment(1_200)
    expect(emitted[1]).toEqual({
      type: 'navigate',
      to: 'login',
      back: '/pages/lockming/buy?id=1',
    })
    sessionErrors.publish('sessionExpired', 'gone')
    clock.increment(1_200)
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: 'login' })
  })

  it('stays logged in when the user cannot be loaded for another reason', async () => {
    const { actor } = start(
      memoryStorage({ [TOKEN_KEY]: TOKEN }),
      vi.fn(async () => {
        throw new Error('offline')
      }),
    )
    await waitFor(actor, (s) => s.matches({ loggedIn: 'userFailed' }))
    expect(actor.getSnapshot().context.token).toBe(TOKEN)
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(sessionMachine, sessionSnapshots, ['session.booting'])).toEqual([])
  })

  it('views each fixture as the screens see it', () => {
    const views = Object.fromEntries(
      Object.entries(sessionSnapshots).map(([name, s]) => {
        const v = toSessionView(s)
        return [name, [v.isLoggedIn, v.isLoggingOut, v.user !== null]]
      }),
    )
    expect(views).toEqual({
      visitor: [false, false, false],
      redirectingToLogin: [false, false, false],
      loadingUser: [true, false, false],
      ready: [true, false, true],
      userFailed: [true, false, false],
      loggingOut: [false, true, true],
      verificationRedirect: [true, false, true],
    })
  })
})
