/**
 * Sign-in and code throttling (throttle.ts): growing delays, then a lock, per account and per
 * client address; an hourly code quota. Time moves only through the test clock.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { CODE_RESEND_SECONDS } from '../../src/api/contract/auth'
import {
  CODE_ACCOUNT_QUOTA,
  CODE_CLIENT_QUOTA,
  LOGIN_ACCOUNT_POLICY,
  LOGIN_CLIENT_POLICY,
  delayAfter,
} from '../src/throttle'
import { DEMO, buildTestApp, type TestContext } from './helper'

let t: TestContext | undefined
afterEach(() => t?.app.close())

type Answer = { type: string; code?: string; message: unknown; retry_after?: number }

async function postFrom(
  app: FastifyInstance,
  ip: string,
  url: string,
  fields: Record<string, string>,
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  return response.json() as Answer
}

const login = (app: FastifyInstance, password: string, account = DEMO.email, ip = '198.51.100.7') =>
  postFrom(app, ip, '/api/user/login', { type: '1', user_string: account, password, lang: 'en' })

const tokenCount = (app: FastifyInstance) =>
  (app.db.prepare('SELECT COUNT(*) AS n FROM tokens').get() as { n: number }).n

describe('sign-in per account', () => {
  it('delays the 4th and 5th tries, locks for 15 minutes at the 5th failure, and then accepts again', async () => {
    t = await buildTestApp()
    const { app, clock } = t
    expect(await login(app, 'wrong-1')).toMatchObject({ code: 'credentialsInvalid' })
    expect(await login(app, 'wrong-2')).toMatchObject({ code: 'credentialsInvalid' })
    expect(await login(app, 'wrong-3')).toMatchObject({ code: 'credentialsInvalid' })
    // the 3rd failure: 10 s before the next try, even with the right password
    const early = await login(app, DEMO.password)
    expect(early).toEqual({
      type: 'error',
      code: 'loginTooFrequent',
      message: 'Too many failed sign-ins. Please wait 10 s and try again',
      retry_after: 10,
    })
    clock.advance(4000)
    expect(await login(app, DEMO.password)).toMatchObject({
      code: 'loginTooFrequent',
      retry_after: 6,
    })
    clock.advance(6000)
    expect(await login(app, 'wrong-4')).toMatchObject({ code: 'credentialsInvalid' })
    clock.advance(delayAfter(LOGIN_ACCOUNT_POLICY, 4))
    // the 5th failure locks at once
    expect(await login(app, 'wrong-5')).toEqual({
      type: 'error',
      code: 'loginLocked',
      message: 'Too many failed sign-ins. Please try again in 15 min',
      retry_after: 900,
    })
    // locked: the right password is refused with the same answer and no session is made
    clock.advance(60_000)
    const locked = await login(app, DEMO.password)
    expect(locked).toMatchObject({ code: 'loginLocked', retry_after: 840 })
    expect(await login(app, 'wrong-6')).toEqual(locked)
    expect(tokenCount(app)).toBe(0)
    // another account on the same address is not locked
    expect(await login(app, 'lv1pass1', 'lv1@sandbox.test')).toMatchObject({
      code: 'credentialsInvalid',
    })
    clock.advance(LOGIN_ACCOUNT_POLICY.lockMs - 60_000)
    expect(await login(app, DEMO.password)).toMatchObject({ type: 'ok' })
    expect(tokenCount(app)).toBe(1)
  }, 30_000)

  it('translates the wait into the request language', async () => {
    t = await buildTestApp()
    for (let i = 0; i < LOGIN_ACCOUNT_POLICY.maxFailures; i++) {
      t.clock.advance(LOGIN_ACCOUNT_POLICY.maxDelayMs)
      await login(t.app, `wrong-${i}`)
    }
    const body = await postFrom(t.app, '198.51.100.7', '/api/user/login', {
      type: '1',
      user_string: DEMO.email,
      password: DEMO.password,
      lang: 'zh',
    })
    expect(body).toMatchObject({
      code: 'loginLocked',
      message: '登录失败次数过多，请 15 分钟后再试',
    })
  })

  it('a successful sign-in forgets the failures; failures older than the window are forgotten', async () => {
    t = await buildTestApp()
    const { app, clock } = t
    await login(app, 'wrong-1')
    await login(app, 'wrong-2')
    expect(await login(app, DEMO.password)).toMatchObject({ type: 'ok' })
    await login(app, 'wrong-3')
    await login(app, 'wrong-4')
    clock.advance(LOGIN_ACCOUNT_POLICY.windowMs)
    // counting restarts: two more failures, still no delay
    expect(await login(app, 'wrong-5')).toMatchObject({ code: 'credentialsInvalid' })
    expect(await login(app, 'wrong-6')).toMatchObject({ code: 'credentialsInvalid' })
    expect(await login(app, DEMO.password)).toMatchObject({ type: 'ok' })
  })

  it('an unknown account is throttled the same way (no hint that it does not exist)', async () => {
    t = await buildTestApp()
    for (let i = 0; i < LOGIN_ACCOUNT_POLICY.maxFailures - 1; i++) {
      t.clock.advance(LOGIN_ACCOUNT_POLICY.maxDelayMs)
      expect(await login(t.app, 'x', 'nobody@example.com')).toMatchObject({
        code: 'credentialsInvalid',
      })
    }
    t.clock.advance(LOGIN_ACCOUNT_POLICY.maxDelayMs)
    expect(await login(t.app, 'x', 'nobody@example.com')).toMatchObject({ code: 'loginLocked' })
  })
})

describe('sign-in per client address', () => {
  it('many accounts from one address: delays from the 10th failure, a lock at the 30th', async () => {
    t = await buildTestApp()
    const { app, clock } = t
    const ip = '203.0.113.50'
    const answers: string[] = []
    const probes = new Set([
      LOGIN_CLIENT_POLICY.freeFailures + 1,
      LOGIN_CLIENT_POLICY.freeFailures + 3,
    ])
    const early: Answer[] = []
    for (let i = 1; i <= LOGIN_CLIENT_POLICY.maxFailures; i++) {
      const body = await login(app, 'wrong', `user${i}@example.com`, ip)
      answers.push(body.code!)
      // right after a delayed failure, even the right password of another account waits
      if (probes.has(i)) early.push(await login(app, DEMO.password, DEMO.email, ip))
      clock.advance(delayAfter(LOGIN_CLIENT_POLICY, i))
    }
    expect(early).toEqual(
      [...probes].map((i) =>
        expect.objectContaining({
          code: 'loginTooFrequent',
          retry_after: delayAfter(LOGIN_CLIENT_POLICY, i) / 1000,
        }),
      ),
    )
    expect(answers.slice(0, -1).every((c) => c === 'credentialsInvalid')).toBe(true)
    expect(answers.at(-1)).toBe('loginLocked')
    // the address is locked for everyone, right password included; other addresses are not
    expect(await login(app, DEMO.password, DEMO.email, ip)).toMatchObject({ code: 'loginLocked' })
    expect(tokenCount(app)).toBe(0)
    expect(await login(app, DEMO.password, DEMO.email, '203.0.113.51')).toMatchObject({
      type: 'ok',
    })
  }, 60_000)

  it('successful sign-ins from one address never count (the e2e and server tests sign in a lot)', async () => {
    t = await buildTestApp()
    // past the number of failures that would bring a delay: none comes
    for (let i = 0; i < LOGIN_CLIENT_POLICY.freeFailures + 3; i++) {
      expect(await login(t.app, DEMO.password, DEMO.email, '127.0.0.1')).toMatchObject({
        type: 'ok',
      })
    }
  }, 30_000)
})

describe('code sending', () => {
  const sendCode = (app: FastifyInstance, email: string, ip = '198.51.100.9') =>
    postFrom(app, ip, '/api/sms_mail', { user_string: email, type: 'register', lang: 'en' })
  const mails = (app: FastifyInstance) =>
    (app.db.prepare('SELECT COUNT(*) AS n FROM mailbox').get() as { n: number }).n

  it(`at most ${CODE_ACCOUNT_QUOTA.max} codes per account per hour, besides the cooldown`, async () => {
    t = await buildTestApp()
    const { app, clock } = t
    const start = clock.now()
    for (let i = 0; i < CODE_ACCOUNT_QUOTA.max; i++) {
      expect(await sendCode(app, 'new@example.com')).toMatchObject({ type: 'ok' })
      clock.advance(CODE_RESEND_SECONDS * 1000)
    }
    const before = mails(app)
    const refused = await sendCode(app, 'new@example.com')
    const wait = (start + CODE_ACCOUNT_QUOTA.windowMs - clock.now()) / 1000
    expect(refused).toEqual({
      type: 'error',
      code: 'codeLimitReached',
      message: `Too many codes requested. Please try again in ${Math.ceil(wait / 60)} min`,
      retry_after: wait,
    })
    expect(mails(app)).toBe(before)
    // other accounts still get theirs; after the hour this one does again
    expect(await sendCode(app, 'other@example.com')).toMatchObject({ type: 'ok' })
    clock.advance(wait * 1000)
    expect(await sendCode(app, 'new@example.com')).toMatchObject({ type: 'ok' })
  })

  it(`at most ${CODE_CLIENT_QUOTA.max} codes per client address per hour`, async () => {
    t = await buildTestApp()
    for (let i = 0; i < CODE_CLIENT_QUOTA.max; i++) {
      expect(await sendCode(t.app, `n${i}@example.com`)).toMatchObject({ type: 'ok' })
    }
    const before = t.app.repos.mailbox.latest('late@example.com')
    expect(await sendCode(t.app, 'late@example.com')).toMatchObject({
      code: 'codeLimitReached',
      retry_after: 3600,
    })
    expect(t.app.repos.mailbox.latest('late@example.com')).toEqual(before)
    expect(await sendCode(t.app, 'late@example.com', '198.51.100.10')).toMatchObject({ type: 'ok' })
  })
})
