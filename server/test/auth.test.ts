/** sms_mail, user/check_email and user/register: code rules and refusals that change nothing. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_SECONDS,
} from '../../src/api/contract/auth'
import { DEMO, buildTestApp, otherCode, post, requestCode, type TestContext } from './helper'

const NEW = 'new.user@example.com'
let t: TestContext

beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

function register(fields: Record<string, string>) {
  return post(t.app, '/api/user/register', {
    type: 'email',
    user_string: NEW,
    password: 'secret12',
    re_password: 'secret12',
    lang: 'en',
    ...fields,
  })
}

describe('sms_mail', () => {
  it('sends a six-digit code to the mailbox for a new address', async () => {
    const body = await post(t.app, '/api/sms_mail', {
      user_string: 'New.User@Example.com',
      type: '',
    })
    expect(body).toMatchObject({ status: 200, type: 'ok' })
    const mail = t.app.repos.mailbox.latest(NEW)
    expect(mail).toMatchObject({ to: NEW, scene: 'register' })
    expect(mail?.code).toMatch(/^\d{6}$/)
  })

  it('refuses a registration code for an existing account', async () => {
    const body = await post(t.app, '/api/sms_mail', { user_string: DEMO.email, type: 'register' })
    expect(body).toMatchObject({ status: 200, type: 'error', code: 'accountExists' })
    expect(t.app.repos.mailbox.latest(DEMO.email)).toBeUndefined()
  })

  it.each(['forget', 'login'])('refuses a %s code for an unknown account', async (type) => {
    const body = await post(t.app, '/api/sms_mail', { user_string: NEW, type })
    expect(body).toMatchObject({ type: 'error', code: 'accountNotFound' })
  })

  it('rejects a malformed address', async () => {
    const body = await post(t.app, '/api/sms_mail', { user_string: 'not-an-email', type: '' })
    expect(body).toMatchObject({ type: 'error', code: 'emailInvalid' })
  })

  it('refuses to re-send inside the cooldown and offers it again afterwards', async () => {
    await requestCode(t.app, NEW, 'register')
    t.clock.advance(CODE_RESEND_SECONDS * 1000 - 1)
    const again = await post(t.app, '/api/sms_mail', { user_string: NEW, type: '' })
    expect(again).toMatchObject({ type: 'error', code: 'codeTooFrequent' })
    expect(t.app.repos.mailbox.list(NEW)).toHaveLength(1)

    t.clock.advance(1)
    const second = await requestCode(t.app, NEW, 'register')
    expect(t.app.repos.mailbox.list(NEW)).toHaveLength(2)
    expect(t.app.repos.codes.find(NEW, 'register')).toMatchObject({ code: second, attempts: 0 })
    expect(await register({ code: second })).toMatchObject({ type: 'ok' })
  })
})

describe('user/check_email', () => {
  it('accepts the right code without using it up', async () => {
    const code = await requestCode(t.app, NEW, 'register')
    const check = { user_string: NEW, email_code: code, type: '' }
    expect(await post(t.app, '/api/user/check_email', check)).toMatchObject({ type: 'ok' })
    expect(await post(t.app, '/api/user/check_email', check)).toMatchObject({ type: 'ok' })
    expect(await register({ code })).toMatchObject({ type: 'ok' })
  })

  it('rejects a wrong code', async () => {
    const code = await requestCode(t.app, NEW, 'register')
    const body = await post(t.app, '/api/user/check_email', {
      user_string: NEW,
      email_code: otherCode(code),
      type: 'register',
    })
    expect(body).toMatchObject({ type: 'error', code: 'codeInvalid' })
  })
})

describe('user/register', () => {
  it('creates the account with its own invite code and lets it log in', async () => {
    const code = await requestCode(t.app, NEW, 'register')
    expect(await register({ code })).toMatchObject({ status: 200, type: 'ok' })

    const user = t.app.repos.users.findByAccount(NEW)
    expect(user).toMatchObject({ account_number: NEW, email: NEW, nickname: 'new.user' })
    expect(user?.extension_code).toMatch(/^[A-Z0-9]{8}$/)
    expect(user?.password_hash).not.toContain('secret12')
    const login = await post(t.app, '/api/user/login', {
      type: '1',
      user_string: NEW,
      password: 'secret12',
    })
    expect(login).toMatchObject({ type: 'ok' })
  })

  it('links the inviter when a valid invite code is given', async () => {
    const code = await requestCode(t.app, NEW, 'register')
    expect(await register({ code, extension_code: 'demo0001' })).toMatchObject({ type: 'ok' })
    const inviter = t.app.repos.users.findByAccount(DEMO.email)
    expect(t.app.repos.users.findByAccount(NEW)?.parent_id).toBe(inviter?.id)
  })

  describe('refuses and creates no user', () => {
    /** The answer's type and code, and whether the account exists afterwards. */
    async function attempt(fields: Record<string, string>) {
      const { status, type, code } = await register(fields)
      return { status, type, code, created: t.app.repos.users.findByAccount(NEW) !== undefined }
    }
    const refused = (code: string) => ({ status: 200, type: 'error', code, created: false })

    it('with an unknown invite code', async () => {
      const code = await requestCode(t.app, NEW, 'register')
      expect(await attempt({ code, extension_code: 'NOSUCH01' })).toEqual(
        refused('inviteCodeInvalid'),
      )
    })

    it('with a wrong code', async () => {
      const code = await requestCode(t.app, NEW, 'register')
      expect(await attempt({ code: otherCode(code) })).toEqual(refused('codeInvalid'))
    })

    it('with no code ever sent', async () => {
      expect(await attempt({ code: '123456' })).toEqual(refused('codeInvalid'))
    })

    it('with a code sent to another address', async () => {
      const code = await requestCode(t.app, 'someone.else@example.com', 'register')
      expect(await attempt({ code })).toEqual(refused('codeInvalid'))
    })

    it('with an expired code', async () => {
      const code = await requestCode(t.app, NEW, 'register')
      t.clock.advance(CODE_TTL_SECONDS * 1000)
      expect(await attempt({ code })).toEqual(refused('codeExpired'))
    })

    it('with mismatched passwords', async () => {
      const code = await requestCode(t.app, NEW, 'register')
      expect(await attempt({ code, re_password: 'secret13' })).toEqual(refused('passwordMismatch'))
      const body = await register({ code, re_password: 'secret13' })
      expect(body.message).toBe('The two passwords are inconsistent')
    })

    it('with a short password', async () => {
      const code = await requestCode(t.app, NEW, 'register')
      expect(await attempt({ code, password: 'abc', re_password: 'abc' })).toEqual(
        refused('passwordLength'),
      )
    })

    it('with a malformed e-mail', async () => {
      expect(await attempt({ code: '123456', user_string: 'new.user@example' })).toEqual(
        refused('emailInvalid'),
      )
    })

    it(`after ${CODE_MAX_ATTEMPTS} wrong tries, even with the right code`, async () => {
      const code = await requestCode(t.app, NEW, 'register')
      for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
        expect(await attempt({ code: otherCode(code) })).toEqual(refused('codeInvalid'))
      }
      expect(await attempt({ code: otherCode(code) })).toEqual(refused('tooManyAttempts'))
      expect(await attempt({ code })).toEqual(refused('tooManyAttempts'))
    })
  })

  it('accepts a fresh code sent after the wrong tries', async () => {
    const code = await requestCode(t.app, NEW, 'register')
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) await register({ code: otherCode(code) })
    t.clock.advance(CODE_RESEND_SECONDS * 1000)
    const fresh = await requestCode(t.app, NEW, 'register')
    expect(await register({ code: fresh })).toMatchObject({ type: 'ok' })
  })

  it('refuses an existing account', async () => {
    const code = await requestCode(t.app, NEW, 'register')
    expect(await register({ code })).toMatchObject({ type: 'ok' })
    const before = t.app.repos.users.findByAccount(NEW)
    const body = await register({ code, password: 'other123', re_password: 'other123' })
    expect(body).toMatchObject({ type: 'error', code: 'accountExists' })
    expect(t.app.repos.users.findByAccount(NEW)).toEqual(before)
  })

  it('does not accept a code twice', async () => {
    const code = await requestCode(t.app, NEW, 'register')
    const check = { user_string: NEW, email_code: code, type: 'register' }
    expect(await register({ code })).toMatchObject({ type: 'ok' })
    expect(await post(t.app, '/api/user/check_email', check)).toMatchObject({ code: 'codeInvalid' })
  })
})
