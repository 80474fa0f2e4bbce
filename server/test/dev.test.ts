/** /api/dev: the mailbox and the time-travel clock, and their absence without devTools. */
import { afterEach, describe, expect, it } from 'vitest'
import { CODE_TTL_SECONDS } from '../../src/api/contract/auth'
import { buildTestApp, get, post, requestCode, type TestContext } from './helper'

let t: TestContext | undefined
afterEach(() => t?.app.close())

describe('GET /api/dev/mailbox', () => {
  it('lists the codes sent to an address, newest first', async () => {
    t = await buildTestApp()
    const registerCode = await requestCode(t.app, 'a@example.com', 'register')
    await requestCode(t.app, 'b@example.com', 'register')
    t.clock.advance(1000)
    const loginCode = await requestCode(t.app, 'demo@sandbox.test', 'login')

    const body = await get(t.app, '/api/dev/mailbox', { to: 'A@example.com' })
    expect(body.message).toEqual([
      {
        to: 'a@example.com',
        scene: 'register',
        code: registerCode,
        created_at: t.clock.now() - 1000,
      },
    ])
    const all = (await get(t.app, '/api/dev/mailbox')).message as Array<{ code: string }>
    expect(all.map((m) => m.code)[0]).toBe(loginCode)
    expect(all).toHaveLength(3)
  })
})

describe('POST /api/dev/clock', () => {
  it('moves the app clock so a code expires', async () => {
    t = await buildTestApp()
    const start = t.clock.now()
    const code = await requestCode(t.app, 'new@example.com', 'register')
    const body = await post(t.app, '/api/dev/clock', { advance_seconds: String(CODE_TTL_SECONDS) })
    expect(body).toMatchObject({ type: 'ok', message: { now: start + CODE_TTL_SECONDS * 1000 } })

    const check = { user_string: 'new@example.com', email_code: code, type: 'register' }
    expect(await post(t.app, '/api/user/check_email', check)).toMatchObject({ code: 'codeExpired' })
  })

  it('refuses going back in time or a non-number', async () => {
    t = await buildTestApp()
    const start = t.clock.now()
    for (const advance_seconds of ['-60', 'soon']) {
      const body = await post(t.app, '/api/dev/clock', { advance_seconds })
      expect(body).toMatchObject({ type: 'error', code: 'parameterError' })
    }
    expect(t.clock.now()).toBe(start)
  })
})

describe('without devTools', () => {
  it('has no /api/dev routes', async () => {
    t = await buildTestApp({ devTools: false })
    expect(await get(t.app, '/api/dev/mailbox')).toMatchObject({ status: 404, code: 'notFound' })
    const body = await post(t.app, '/api/dev/clock', { advance_seconds: '60' })
    expect(body).toMatchObject({ status: 404, code: 'notFound' })
  })
})
