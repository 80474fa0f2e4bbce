/** user/login by password (type 1) and by e-mail code (type 3). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Token } from '../../src/api/contract/auth'
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

let t: TestContext

beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

const passwordLogin = (user_string: string, password: string) =>
  post(t.app, '/api/user/login', { type: '1', user_string, password, lang: 'en' })

describe('user/login with a password', () => {
  it('answers a 32-hex token that opens user/info', async () => {
    const body = await passwordLogin(DEMO.email, DEMO.password)
    expect(body).toMatchObject({ status: 200, type: 'ok' })
    const token = Token.parse(body.message)
    const info = await get(t.app, '/api/user/info', {}, token)
    expect(info).toMatchObject({ type: 'ok', message: { account_number: DEMO.email } })
  })

  it('matches the account case-insensitively and records the login time', async () => {
    t.clock.advance(5_000)
    expect(await passwordLogin('DEMO@Sandbox.test', DEMO.password)).toMatchObject({ type: 'ok' })
    expect(t.app.repos.users.findByAccount(DEMO.email)?.last_login_at).toBe(t.clock.now())
  })

  it('gives the same refusal for a wrong password and an unknown account', async () => {
    const wrong = await passwordLogin(DEMO.email, 'wrong-pass')
    const unknown = await passwordLogin('nobody@example.com', DEMO.password)
    expect(wrong).toMatchObject({ type: 'error', code: 'credentialsInvalid' })
    expect(unknown).toEqual(wrong)
  })

  it('refuses a locked account, and only once the password is right', async () => {
    const locked = await passwordLogin('locked@sandbox.test', DEMO.password)
    expect(locked).toMatchObject({ type: 'error', code: 'accountLocked' })
    const wrong = await passwordLogin('locked@sandbox.test', 'wrong-pass')
    expect(wrong).toMatchObject({ code: 'credentialsInvalid' })
    const user = t.app.repos.users.findByAccount('locked@sandbox.test')!
    expect(t.app.repos.tokens.countForUser(user.id)).toBe(0)
  })

  it('ends the older session when logging in again', async () => {
    const first = await logIn(t.app)
    const second = await logIn(t.app)
    expect(second).not.toBe(first)
    expect(await get(t.app, '/api/user/info', {}, first)).toMatchObject({ type: '999' })
    expect(await get(t.app, '/api/user/info', {}, second)).toMatchObject({ type: 'ok' })
  })

  it('accepts a JSON body with a numeric type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { type: 1, user_string: DEMO.email, password: DEMO.password, lang: 'en' },
    })
    expect(Token.safeParse(response.json().message).success).toBe(true)
  })

  it('asks for the password when it is empty', async () => {
    const body = await passwordLogin(DEMO.email, '')
    expect(body).toMatchObject({ type: 'error', code: 'passwordRequired' })
  })
})

describe('user/login with an e-mail code', () => {
  const codeLogin = (code: string, user_string = DEMO.email) =>
    post(t.app, '/api/user/login', { type: '3', user_string, code })

  it('signs in with a login code, once', async () => {
    const code = await requestCode(t.app, DEMO.email, 'login')
    const body = await codeLogin(code)
    expect(Token.safeParse(body.message).success).toBe(true)
    expect(await codeLogin(code)).toMatchObject({ type: 'error', code: 'codeInvalid' })
  })

  it('refuses a wrong code', async () => {
    const code = await requestCode(t.app, DEMO.email, 'login')
    expect(await codeLogin(otherCode(code))).toMatchObject({ type: 'error', code: 'codeInvalid' })
  })

  it('refuses a code sent for registration or password reset', async () => {
    const code = await requestCode(t.app, DEMO.email, 'forget')
    expect(await codeLogin(code)).toMatchObject({ type: 'error', code: 'codeInvalid' })
  })

  it('refuses a locked account after a valid code', async () => {
    const code = await requestCode(t.app, 'locked@sandbox.test', 'login')
    const body = await codeLogin(code, 'locked@sandbox.test')
    expect(body).toMatchObject({ type: 'error', code: 'accountLocked' })
  })
})
