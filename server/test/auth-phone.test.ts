/** Accounts by phone: area_code, send (SMS codes), register, login and forget with a phone. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AreaList } from '../../src/api/contract/auth'
import { buildTestApp, get, otherCode, post, type TestContext } from './helper'
import { PHONE, registerPhone, requestSms } from './security-helper'

let t: TestContext

beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

describe('area_code', () => {
  it('lists the countries and regions with their dialling codes, GET or POST', async () => {
    const body = await get(t.app, '/api/area_code')
    const areas = AreaList.parse(body.message)
    expect(areas.length).toBeGreaterThan(200)
    expect(areas).toContainEqual(
      expect.objectContaining({ iso: 'CN', area_code: '86', name: 'China' }),
    )
    expect(areas).toContainEqual(expect.objectContaining({ iso: 'BR', area_code: '55' }))
    expect(new Set(areas.map((a) => a.iso)).size).toBe(areas.length)
    expect((await post(t.app, '/api/area_code', {})).message).toEqual(body.message)
  })
})

describe('send (SMS code)', () => {
  it('delivers a code to the dev mailbox under the E.164 number', async () => {
    const code = await requestSms(t.app, 'register')
    expect(code).toMatch(/^\d{6}$/)
    expect(t.app.repos.mailbox.latest(PHONE.e164)).toMatchObject({ scene: 'register', code })
  })

  it('ignores spaces and dashes typed inside the number', async () => {
    const body = await post(t.app, '/api/send', {
      user_string: '138-0013 8000',
      area_code: '86',
      type: '',
    })
    expect(body).toMatchObject({ type: 'ok' })
    expect(t.app.repos.mailbox.latest(PHONE.e164)).toBeDefined()
  })

  it.each([
    ['', '86', 'phoneRequired'],
    ['23800138000', '86', 'phoneInvalid'], // mainland numbers start with 1
    ['12800138000', '86', 'phoneInvalid'], // second digit 3–9
    ['1380013800', '86', 'phoneInvalid'], // 10 digits
    ['138001380001', '86', 'phoneInvalid'], // 12 digits
    ['123', '44', 'phoneInvalid'], // shorter than 4
    ['12345678901234', '44', 'phoneInvalid'], // 44 + 14 digits > 15
    ['12ab5678', '44', 'phoneInvalid'],
    ['13800138000', '', 'areaCodeInvalid'],
    ['13800138000', '+86', 'areaCodeInvalid'],
    ['13800138000', '0', 'areaCodeInvalid'],
    ['7700900123', '999', 'areaCodeInvalid'], // well-formed, but no country dials 999
  ])('refuses %j under area %j with %s and sends nothing', async (user_string, area_code, code) => {
    const body = await post(t.app, '/api/send', { user_string, area_code, type: '' })
    expect(body).toMatchObject({ type: 'error', code })
    expect(t.app.repos.mailbox.list(undefined)).toEqual([])
  })

  it('accepts a number of another country within the E.164 length', async () => {
    const uk = { area: '44', number: '7700 900123', e164: '+447700900123' }
    expect(await requestSms(t.app, 'register', uk)).toMatch(/^\d{6}$/)
  })

  it('refuses a register code for a registered phone and a forget code for an unknown one', async () => {
    expect(
      await post(t.app, '/api/send', {
        user_string: PHONE.number,
        area_code: '86',
        type: 'forget',
      }),
    ).toMatchObject({
      code: 'accountNotFound',
    })
    await registerPhone(t.app)
    t.clock.advance(60_000)
    expect(
      await post(t.app, '/api/send', { user_string: PHONE.number, area_code: '86', type: '' }),
    ).toMatchObject({
      code: 'accountExists',
    })
  })

  it('does not send bind or security codes (those need a token and their own endpoints)', async () => {
    for (const type of ['bind', 'security']) {
      const body = await post(t.app, '/api/send', {
        user_string: PHONE.number,
        area_code: '86',
        type,
      })
      expect(body).toMatchObject({ type: 'error', code: 'parameterError' })
    }
  })
})

describe('user/register by phone', () => {
  it('creates the account keyed by the E.164 number and lets it log in with it', async () => {
    const user = await registerPhone(t.app)
    expect(user).toMatchObject({
      account_number: PHONE.e164,
      phone: PHONE.e164,
      area_code: '86',
      email: null,
      nickname: 'user8000',
      pay_password_hash: null,
    })
    const login = await post(t.app, '/api/user/login', {
      type: '1',
      user_string: PHONE.number,
      area_code: '86',
      password: 'secret12',
    })
    expect(login).toMatchObject({ type: 'ok' })
    const info = await get(t.app, '/api/user/info', {}, login.message as string)
    expect(info.message).toMatchObject({
      phone: PHONE.e164,
      email: null,
      account_number: PHONE.e164,
    })
  })

  describe('refuses and creates no user', () => {
    async function attempt(fields: Record<string, string>) {
      const body = await post(t.app, '/api/user/register', {
        type: 'mobile',
        user_string: PHONE.number,
        area_code: '86',
        password: 'secret12',
        re_password: 'secret12',
        code: '123456',
        ...fields,
      })
      return {
        type: body.type,
        code: body.code,
        created: t.app.repos.users.findByAccount(PHONE.e164) !== undefined,
      }
    }
    const refused = (code: string) => ({ type: 'error', code, created: false })

    it.each([
      [{ user_string: '' }, 'phoneRequired'],
      [{ user_string: '2380013800' }, 'phoneInvalid'],
      [{ area_code: '' }, 'areaCodeInvalid'],
      [{ area_code: '999' }, 'areaCodeInvalid'],
      [{ code: '' }, 'codeRequired'],
      [{ code: '12345' }, 'codeInvalid'],
      [{ password: '', re_password: '' }, 'passwordRequired'],
      [{ password: 'abc', re_password: 'abc' }, 'passwordLength'],
      [{ password: 'secret 12', re_password: 'secret 12' }, 'specialCharacters'],
      [{ re_password: 'secret13' }, 'passwordMismatch'],
      [{ extension_code: 'AB-12' }, 'specialCharacters'],
    ])('%j with %s', async (fields, code) => {
      expect(await attempt(fields)).toEqual(refused(code))
    })

    it('with a code sent to another number', async () => {
      const code = await requestSms(t.app, 'register', {
        area: '86',
        number: '13900139000',
        e164: '+8613900139000',
      })
      expect(await attempt({ code })).toEqual(refused('codeInvalid'))
    })

    it('with a wrong code', async () => {
      const code = await requestSms(t.app, 'register')
      expect(await attempt({ code: otherCode(code) })).toEqual(refused('codeInvalid'))
    })
  })
})

describe('user/login by phone', () => {
  it('logs in with an SMS code', async () => {
    await registerPhone(t.app)
    t.clock.advance(60_000)
    const code = await requestSms(t.app, 'login')
    const body = await post(t.app, '/api/user/login', {
      type: '3',
      user_string: PHONE.number,
      area_code: '86',
      code,
    })
    expect(body).toMatchObject({ type: 'ok' })
  })

  it('refuses a wrong password with the same answer as an unknown phone', async () => {
    await registerPhone(t.app)
    const wrong = await post(t.app, '/api/user/login', {
      type: '1',
      user_string: PHONE.number,
      area_code: '86',
      password: 'nope1234',
    })
    const unknown = await post(t.app, '/api/user/login', {
      type: '1',
      user_string: '13900139000',
      area_code: '86',
      password: 'secret12',
    })
    expect(wrong).toMatchObject({ type: 'error', code: 'credentialsInvalid' })
    expect(unknown).toMatchObject({ type: 'error', code: 'credentialsInvalid' })
  })

  it('refuses a malformed phone before looking anything up', async () => {
    const body = await post(t.app, '/api/user/login', {
      type: '1',
      user_string: '2380013800',
      area_code: '86',
      password: 'x',
    })
    expect(body).toMatchObject({ type: 'error', code: 'phoneInvalid' })
  })
})

describe('user/forget by phone', () => {
  it('resets the password with an SMS code and ends every session', async () => {
    const user = await registerPhone(t.app)
    const login = await post(t.app, '/api/user/login', {
      type: '1',
      user_string: PHONE.number,
      area_code: '86',
      password: 'secret12',
    })
    t.clock.advance(60_000)
    const code = await requestSms(t.app, 'forget')
    const body = await post(t.app, '/api/user/forget', {
      type: 'mobile',
      user_string: PHONE.number,
      area_code: '86',
      code,
      password: 'newpass1',
      re_password: 'newpass1',
    })
    expect(body).toMatchObject({ type: 'ok' })
    expect(t.app.repos.tokens.countForUser(user.id)).toBe(0)
    expect(await get(t.app, '/api/user/info', {}, login.message as string)).toMatchObject({
      type: '999',
    })
    const fresh = await post(t.app, '/api/user/login', {
      type: '1',
      user_string: PHONE.number,
      area_code: '86',
      password: 'newpass1',
    })
    expect(fresh).toMatchObject({ type: 'ok' })
  })

  it('infers a phone from the area code when `type` is left out (legacy fields)', async () => {
    await registerPhone(t.app)
    t.clock.advance(60_000)
    const code = await requestSms(t.app, 'forget')
    const body = await post(t.app, '/api/user/forget', {
      account: PHONE.number,
      area_code: '86',
      code,
      password: 'newpass1',
      repassword: 'newpass1',
    })
    expect(body).toMatchObject({ type: 'ok' })
  })
})

describe('GET /api/dev/mailbox with a phone', () => {
  it('answers for ?to=+86… even though the + reads as a space, and for %2B86…', async () => {
    const code = await requestSms(t.app, 'register')
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${PHONE.e164}` })
    expect(res.json().message).toEqual([expect.objectContaining({ to: PHONE.e164, code })])
    const escaped = await t.app.inject({
      method: 'GET',
      url: `/api/dev/mailbox?to=%2B86%20138-0013-8000`,
    })
    expect(escaped.json().message).toEqual([expect.objectContaining({ to: PHONE.e164, code })])
  })
})
