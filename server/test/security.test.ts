/**
 * Account security (safe/*, sms_send, sms_mail type=bind|security): each route reads or changes
 * only the token's own user, and every invalid input is refused with its code and changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SecurityInfo } from '../../src/api/contract/auth-security'
import { CODE_TTL_SECONDS } from '../../src/api/contract/auth'
import {
  DEMO,
  buildTestApp,
  get,
  logIn,
  otherCode,
  post,
  requestCode,
  type TestContext,
} from './helper'
import { PHONE, registerPhone } from './security-helper'

let t: TestContext
let token: string

beforeEach(async () => {
  t = await buildTestApp()
  token = await logIn(t.app)
})
afterEach(() => t.app.close())

const demo = () => t.app.repos.users.findByAccount(DEMO.email)!
const latest = (to: string) => t.app.repos.mailbox.latest(to)?.code ?? ''

async function securityCode(as = token) {
  const body = await post(t.app, '/api/sms_mail', { type: 'security' }, as)
  expect(body).toMatchObject({ type: 'ok' })
}

async function phoneSession() {
  await registerPhone(t.app)
  return post(t.app, '/api/user/login', {
    type: '1',
    user_string: PHONE.number,
    area_code: '86',
    password: 'secret12',
  }).then((b) => b.message as string)
}

describe('without a token', () => {
  it.each([
    ['GET', '/api/safe/info', {}],
    [
      'POST',
      '/api/safe/update_password',
      { password: 'paypass1', re_password: 'paypass1', code: '123456' },
    ],
    ['POST', '/api/safe/email', { email: 'x@example.com', code: '123456' }],
    ['POST', '/api/safe/mobile', { mobile: PHONE.number, area_code: '86', code: '123456' }],
    ['POST', '/api/sms_send', { mobile: PHONE.number, area_code: '86' }],
    ['POST', '/api/sms_mail', { type: 'security' }],
    ['POST', '/api/sms_mail', { type: 'bind', user_string: 'x@example.com' }],
  ])('%s %s answers 999 and sends nothing', async (method, url, fields) => {
    const body = method === 'GET' ? await get(t.app, url, fields) : await post(t.app, url, fields)
    expect(body).toMatchObject({ status: 200, type: '999' })
    expect(t.app.repos.mailbox.list(undefined)).toEqual([])
  })
})

describe('safe/info', () => {
  it('shows what the token’s own account has bound, never a hash', async () => {
    const body = await get(t.app, '/api/safe/info', { user_id: '2' }, token)
    expect(body.message).toEqual({
      email: DEMO.email,
      phone: null,
      area_code: null,
      has_pay_password: 0,
    })
    expect(SecurityInfo.parse(body.message)).toEqual({
      email: DEMO.email,
      phone: '',
      area_code: '',
      has_pay_password: false,
    })
  })

  it('shows the phone and its area code for an account registered by phone', async () => {
    const body = await get(t.app, '/api/safe/info', {}, await phoneSession())
    expect(body.message).toEqual({
      email: null,
      phone: PHONE.e164,
      area_code: '86',
      has_pay_password: 0,
    })
  })
})

describe('sms_mail type=security', () => {
  it('sends the code to the user’s own e-mail, whatever user_string says', async () => {
    const body = await post(
      t.app,
      '/api/sms_mail',
      { type: 'security', user_string: 'lv1@sandbox.test' },
      token,
    )
    expect(body).toMatchObject({ type: 'ok' })
    expect(t.app.repos.mailbox.latest(DEMO.email)).toMatchObject({ scene: 'security' })
    expect(t.app.repos.mailbox.latest('lv1@sandbox.test')).toBeUndefined()
  })

  it('sends it to the phone of an account without e-mail', async () => {
    const phoneToken = await phoneSession()
    await securityCode(phoneToken)
    expect(t.app.repos.mailbox.latest(PHONE.e164)).toMatchObject({ scene: 'security' })
  })
})

describe('safe/update_password (pay password)', () => {
  const set = (fields: Record<string, string>, as = token) =>
    post(
      t.app,
      '/api/safe/update_password',
      { password: 'paypass1', re_password: 'paypass1', ...fields },
      as,
    )

  it('sets it with the code, then changes it with a new one; the login password stays', async () => {
    await securityCode()
    expect(await set({ code: latest(DEMO.email) })).toMatchObject({
      type: 'ok',
      message: 'pay password set',
    })
    expect((await get(t.app, '/api/safe/info', {}, token)).message).toMatchObject({
      has_pay_password: 1,
    })
    const first = demo().pay_password_hash
    expect(first).toMatch(/^scrypt:/)

    t.clock.advance(60_000)
    await securityCode()
    const body = await set({
      code: latest(DEMO.email),
      password: 'paypass2',
      re_password: 'paypass2',
    })
    expect(body).toMatchObject({ type: 'ok', message: 'pay password changed' })
    expect(demo().pay_password_hash).not.toBe(first)
    expect(await logIn(t.app)).toMatch(/^[0-9a-f]{32}$/)
  })

  describe('refuses and changes nothing', () => {
    it.each([
      [{ code: '' }, 'codeRequired'],
      [{ code: '12345' }, 'codeInvalid'],
      [{ code: '12a456' }, 'codeInvalid'],
      [{ password: '', re_password: '' }, 'passwordRequired'],
      [{ password: 'abc12', re_password: 'abc12' }, 'passwordLength'],
      [{ password: 'a'.repeat(17), re_password: 'a'.repeat(17) }, 'passwordLength'],
      [{ password: 'pay pass', re_password: 'pay pass' }, 'specialCharacters'],
      [{ password: 'paypässe', re_password: 'paypässe' }, 'specialCharacters'],
      [{ re_password: '' }, 'passwordRequired'],
      [{ re_password: 'paypass2' }, 'passwordMismatch'],
    ])('%j with %s', async (fields, code) => {
      await securityCode()
      const body = await set({ code: latest(DEMO.email), ...fields })
      expect(body).toMatchObject({ type: 'error', code })
      expect(demo().pay_password_hash).toBeNull()
      // the code was not spent: it still works
      expect(await set({ code: latest(DEMO.email) })).toMatchObject({ type: 'ok' })
    })

    it('with a wrong, expired or never-sent code', async () => {
      expect(await set({ code: '123456' })).toMatchObject({ code: 'codeInvalid' })
      await securityCode()
      expect(await set({ code: otherCode(latest(DEMO.email)) })).toMatchObject({
        code: 'codeInvalid',
      })
      t.clock.advance(CODE_TTL_SECONDS * 1000)
      expect(await set({ code: latest(DEMO.email) })).toMatchObject({ code: 'codeExpired' })
      expect(demo().pay_password_hash).toBeNull()
    })

    it('with a code of another scene (a login code to the same e-mail)', async () => {
      const code = await requestCode(t.app, DEMO.email, 'login')
      expect(await set({ code })).toMatchObject({ code: 'codeInvalid' })
      expect(demo().pay_password_hash).toBeNull()
    })

    it('with another user’s security code', async () => {
      const other = await logIn(t.app, 'lv1@sandbox.test')
      await securityCode(other)
      expect(await set({ code: latest('lv1@sandbox.test') })).toMatchObject({ code: 'codeInvalid' })
      expect(demo().pay_password_hash).toBeNull()
      expect(t.app.repos.users.findByAccount('lv1@sandbox.test')!.pay_password_hash).toBeNull()
    })
  })
})

describe('binding an e-mail', () => {
  const NEW_EMAIL = 'phone.owner@example.com'
  const bindCode = (email: string, as: string) =>
    post(t.app, '/api/sms_mail', { type: 'bind', user_string: email }, as)

  it('binds it with a code sent to it; the account can then log in with it', async () => {
    const phoneToken = await phoneSession()
    expect(await bindCode('Phone.Owner@Example.com', phoneToken)).toMatchObject({ type: 'ok' })
    const code = latest(NEW_EMAIL)
    expect(
      await post(t.app, '/api/safe/email', { email: NEW_EMAIL, code }, phoneToken),
    ).toMatchObject({ type: 'ok' })
    expect((await get(t.app, '/api/safe/info', {}, phoneToken)).message).toMatchObject({
      email: NEW_EMAIL,
      phone: PHONE.e164,
    })
    expect(await logIn(t.app, NEW_EMAIL, 'secret12')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('refuses a code to an e-mail already in use, the same way whoever holds it', async () => {
    const phoneToken = await phoneSession()
    const a = await bindCode(DEMO.email, phoneToken)
    const b = await bindCode('lv1@sandbox.test', phoneToken)
    expect(a).toEqual(b)
    expect(a).toMatchObject({ type: 'error', code: 'emailInUse' })
    expect(JSON.stringify(a)).not.toMatch(/demo|sandbox\.test/i)
    expect(t.app.repos.mailbox.list(undefined).filter((m) => m.scene === 'bind')).toEqual([])
  })

  it('refuses an account that has an e-mail already', async () => {
    expect(await bindCode('second@example.com', token)).toMatchObject({ code: 'alreadyBound' })
  })

  describe('safe/email refuses and changes nothing', () => {
    let phoneToken: string
    const email = () => t.app.repos.users.findByAccount(PHONE.e164)!.email

    beforeEach(async () => {
      phoneToken = await phoneSession()
      await bindCode(NEW_EMAIL, phoneToken)
    })

    it.each([
      [{ email: '' }, 'accountRequired'],
      [{ email: 'not-an-email' }, 'emailInvalid'],
      [{ code: '' }, 'codeRequired'],
      [{ code: '1234' }, 'codeInvalid'],
    ])('%j with %s', async (fields, code) => {
      const body = await post(
        t.app,
        '/api/safe/email',
        { email: NEW_EMAIL, code: latest(NEW_EMAIL), ...fields },
        phoneToken,
      )
      expect(body).toMatchObject({ type: 'error', code })
      expect(email()).toBeNull()
    })

    it('with a wrong code, or the code of another address', async () => {
      const wrong = await post(
        t.app,
        '/api/safe/email',
        { email: NEW_EMAIL, code: otherCode(latest(NEW_EMAIL)) },
        phoneToken,
      )
      expect(wrong).toMatchObject({ code: 'codeInvalid' })
      const elsewhere = await post(
        t.app,
        '/api/safe/email',
        { email: 'other@example.com', code: latest(NEW_EMAIL) },
        phoneToken,
      )
      expect(elsewhere).toMatchObject({ code: 'codeInvalid' })
      expect(email()).toBeNull()
    })

    it('when the address was taken by someone else meanwhile', async () => {
      const code = await requestCode(t.app, NEW_EMAIL, 'register')
      await post(t.app, '/api/user/register', {
        user_string: NEW_EMAIL,
        code,
        password: 'secret12',
        re_password: 'secret12',
      })
      const body = await post(
        t.app,
        '/api/safe/email',
        { email: NEW_EMAIL, code: latest(NEW_EMAIL) },
        phoneToken,
      )
      expect(body).toMatchObject({ code: 'emailInUse' })
      expect(email()).toBeNull()
    })

    it('for an account that already has an e-mail, even with a valid code', async () => {
      const body = await post(
        t.app,
        '/api/safe/email',
        { email: NEW_EMAIL, code: latest(NEW_EMAIL) },
        token,
      )
      expect(body).toMatchObject({ code: 'alreadyBound' })
      expect(demo().email).toBe(DEMO.email)
    })
  })
})

describe('binding a phone', () => {
  const sms = (fields: Record<string, string>, as = token) =>
    post(t.app, '/api/sms_send', { mobile: PHONE.number, area_code: '86', ...fields }, as)
  const bind = (fields: Record<string, string>, as = token) =>
    post(
      t.app,
      '/api/safe/mobile',
      { mobile: PHONE.number, area_code: '86', code: latest(PHONE.e164), ...fields },
      as,
    )

  it('binds it with an SMS code; the account can then log in with the phone', async () => {
    expect(await sms({})).toMatchObject({ type: 'ok' })
    expect(t.app.repos.mailbox.latest(PHONE.e164)).toMatchObject({ scene: 'bind' })
    expect(await bind({})).toMatchObject({ type: 'ok', message: 'bound' })
    expect(demo()).toMatchObject({ phone: PHONE.e164, area_code: '86', email: DEMO.email })
    const login = await post(t.app, '/api/user/login', {
      type: '1',
      user_string: PHONE.number,
      area_code: '86',
      password: DEMO.password,
    })
    expect(login).toMatchObject({ type: 'ok' })
  })

  it.each([
    [{ mobile: '' }, 'phoneRequired'],
    [{ mobile: '2380013800' }, 'phoneInvalid'],
    [{ mobile: '1380013800' }, 'phoneInvalid'],
    [{ area_code: '' }, 'areaCodeInvalid'],
    [{ area_code: '999' }, 'areaCodeInvalid'],
  ])('sms_send refuses %j with %s and sends nothing', async (fields, code) => {
    expect(await sms(fields)).toMatchObject({ type: 'error', code })
    expect(t.app.repos.mailbox.list(undefined)).toEqual([])
  })

  it('refuses a phone in use by another account, without saying whose', async () => {
    await registerPhone(t.app)
    const body = await sms({})
    expect(body).toMatchObject({ type: 'error', code: 'phoneInUse' })
    expect(JSON.stringify(body)).not.toMatch(/user8000|8613800138000/)
    expect(t.app.repos.mailbox.list(PHONE.e164).filter((m) => m.scene === 'bind')).toEqual([])
  })

  it('refuses an account that has a phone already', async () => {
    const phoneToken = await phoneSession()
    expect(await sms({ mobile: '13900139000' }, phoneToken)).toMatchObject({ code: 'alreadyBound' })
  })

  describe('safe/mobile refuses and changes nothing', () => {
    beforeEach(async () => {
      await sms({})
    })

    it.each([
      [{ mobile: '' }, 'phoneRequired'],
      [{ mobile: '23800138000' }, 'phoneInvalid'],
      [{ area_code: 'x' }, 'areaCodeInvalid'],
      [{ area_code: '999' }, 'areaCodeInvalid'],
      [{ code: '' }, 'codeRequired'],
      [{ code: '12345' }, 'codeInvalid'],
    ])('%j with %s', async (fields, code) => {
      expect(await bind(fields)).toMatchObject({ type: 'error', code })
      expect(demo().phone).toBeNull()
    })

    it('with a wrong code or a code sent to another number', async () => {
      expect(await bind({ code: otherCode(latest(PHONE.e164)) })).toMatchObject({
        code: 'codeInvalid',
      })
      expect(await bind({ mobile: '13900139000' })).toMatchObject({ code: 'codeInvalid' })
      expect(demo().phone).toBeNull()
    })

    it('when the number was registered by someone else meanwhile', async () => {
      const code = latest(PHONE.e164)
      await registerPhone(t.app)
      expect(await bind({ code })).toMatchObject({ code: 'phoneInUse' })
      expect(demo().phone).toBeNull()
    })
  })
})
