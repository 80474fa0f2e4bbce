/** Token sessions: type "999", user/logout, user/info, user/forget. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UserInfo } from '../../src/api/contract/auth'
import errorsEn from '../../locales/en/errors.json'
import { TOKEN_TTL_MS } from '../src/plugins/auth'
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

const info = (token?: string, query: Record<string, string> = {}) =>
  get(t.app, '/api/user/info', { lang: 'en', ...query }, token)

describe('a protected route', () => {
  it('answers type "999" with HTTP 200 without a token', async () => {
    const body = await info()
    expect(body).toEqual({ status: 200, type: '999', message: errorsEn.sessionExpired })
  })

  it('answers "999" for an unknown token', async () => {
    expect(await info('0123456789abcdef0123456789abcdef')).toMatchObject({ type: '999' })
    expect(await info('not-a-token')).toMatchObject({ type: '999' })
  })

  it('answers "999" once the token is 30 days old', async () => {
    const token = await logIn(t.app)
    t.clock.advance(TOKEN_TTL_MS - 1)
    expect(await info(token)).toMatchObject({ type: 'ok' })
    t.clock.advance(1)
    expect(await info(token)).toMatchObject({ type: '999' })
  })

  it('tolerates a "Bearer " prefix', async () => {
    const token = await logIn(t.app)
    expect(await info(`Bearer ${token}`)).toMatchObject({ type: 'ok' })
  })

  it('answers "999" to a locked user and drops the token', async () => {
    const locked = t.app.repos.users.findByAccount('locked@sandbox.test')!
    const token = 'abcdefabcdefabcdefabcdefabcdefab'
    t.app.repos.tokens.create(token, locked.id, t.clock.now(), TOKEN_TTL_MS)
    expect(await info(token)).toMatchObject({ type: '999' })
    expect(t.app.repos.tokens.findLive(token, t.clock.now())).toBeUndefined()
  })
})

describe('user/logout', () => {
  it('ends the session', async () => {
    const token = await logIn(t.app)
    expect(await get(t.app, '/api/user/logout', {}, token)).toMatchObject({ type: 'ok' })
    expect(await info(token)).toMatchObject({ type: '999' })
  })
})

describe('user/info', () => {
  it('shows the token owner, whatever user_id asks for', async () => {
    const token = await logIn(t.app, 'lv1@sandbox.test')
    const demo = t.app.repos.users.findByAccount(DEMO.email)!
    const body = await info(token, { user_id: String(demo.id) })
    expect(body.message).toMatchObject({ account_number: 'lv1@sandbox.test', review_status: 2 })
  })

  it('sends exactly the UserInfo fields: no risk, no password hash', async () => {
    const token = await logIn(t.app)
    const message = (await info(token)).message as Record<string, unknown>
    expect(Object.keys(message).sort()).toEqual(Object.keys(UserInfo.shape).sort())
    expect(message).not.toHaveProperty('risk')
    expect(JSON.stringify(message)).not.toContain('scrypt')
    expect(UserInfo.parse(message)).toMatchObject({ email: DEMO.email, nickname: 'demo', vip: 0 })
  })
})

describe('user/forget', () => {
  const forget = (code: string, password = 'newpass1') =>
    post(t.app, '/api/user/forget', {
      user_string: DEMO.email,
      code,
      password,
      re_password: password,
    })
  const canLogIn = async (password: string) =>
    (await post(t.app, '/api/user/login', { type: '1', user_string: DEMO.email, password }))
      .type === 'ok'

  it('sets the new password with a valid code and ends every session', async () => {
    const token = await logIn(t.app)
    const code = await requestCode(t.app, DEMO.email, 'forget')
    expect(await forget(code)).toMatchObject({ type: 'ok' })
    expect(await info(token)).toMatchObject({ type: '999' })
    expect(await canLogIn(DEMO.password)).toBe(false)
    expect(await canLogIn('newpass1')).toBe(true)
    expect(await forget(code, 'another1')).toMatchObject({ code: 'codeInvalid' })
  })

  it('changes nothing with a wrong code, or with none sent', async () => {
    const token = await logIn(t.app)
    expect(await forget('123456')).toMatchObject({ type: 'error', code: 'codeInvalid' })
    const code = await requestCode(t.app, DEMO.email, 'forget')
    expect(await forget(otherCode(code))).toMatchObject({ type: 'error', code: 'codeInvalid' })
    expect(await info(token)).toMatchObject({ type: 'ok' })
    expect(await canLogIn(DEMO.password)).toBe(true)
  })

  it('accepts the legacy field names account and repassword', async () => {
    const code = await requestCode(t.app, DEMO.email, 'forget')
    const body = await post(t.app, '/api/user/forget', {
      account: DEMO.email,
      code,
      password: 'newpass1',
      repassword: 'newpass1',
    })
    expect(body).toMatchObject({ type: 'ok' })
    expect(await canLogIn('newpass1')).toBe(true)
  })
})
