/** getSiteConfig, getSetting, the envelope's error handling and message localisation. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Setting, SiteConfig, settingKeys } from '../../src/api/contract/common'
import errorsEn from '../../locales/en/errors.json'
import errorsPt from '../../locales/pt/errors.json'
import { buildTestApp, get, post, type TestContext } from './helper'

let t: TestContext

beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

describe('getSiteConfig', () => {
  it('answers the site name and logo in the contract shape', async () => {
    const body = await get(t.app, '/api/getSiteConfig', { lang: 'en' })
    expect(body).toMatchObject({ status: 200, type: 'ok' })
    expect(SiteConfig.parse(body.message)).toMatchObject({
      site_name: 'Sandbox Exchange',
      site_logo: '/brand/logo.svg',
    })
  })
})

describe('getSetting', () => {
  it.each(settingKeys)('answers the allow-listed key %s', async (keyword) => {
    const body = await get(t.app, '/api/getSetting', { keyword, lang: 'en' })
    const setting = Setting.parse(body.message)
    expect(setting.key).toBe(keyword)
    expect(setting.value).not.toBe('')
  })

  it.each(['smtp_password', 'site_name', 'risk_mode'])('refuses the key %s', async (keyword) => {
    const body = await get(t.app, '/api/getSetting', { keyword, lang: 'en' })
    expect(body).toEqual({
      status: 200,
      type: 'error',
      code: 'settingNotAllowed',
      message: errorsEn.settingNotAllowed,
    })
  })

  it('refuses a missing keyword as a parameter error', async () => {
    const body = await get(t.app, '/api/getSetting')
    expect(body).toMatchObject({ type: 'error', code: 'parameterError' })
  })
})

describe('errors', () => {
  it('answers an unknown /api route with 404 notFound', async () => {
    const body = await get(t.app, '/api/no/such/route', { lang: 'en' })
    expect(body).toEqual({ status: 404, type: 'error', code: 'notFound', message: 'Not found' })
  })

  it('answers malformed JSON with a parameter error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sms_mail',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_string": ',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ type: 'error', code: 'parameterError' })
  })

  it('hides an unexpected exception behind a 500 with a generic sentence', async () => {
    t.app.get('/api/test/boom', async () => {
      throw new Error('secret internals')
    })
    const body = await get(t.app, '/api/test/boom', { lang: 'en' })
    expect(body).toEqual({ status: 500, type: 'error', message: errorsEn.unknown })
  })
})

describe('message language', () => {
  const refusal = (lang?: string) =>
    post(t.app, '/api/sms_mail', { user_string: 'x@', type: '', ...(lang ? { lang } : {}) })

  it('answers in English for lang=en', async () => {
    expect((await refusal('en')).message).toBe(errorsEn.emailInvalid)
  })

  it('reads lang from the query string too', async () => {
    const body = await get(t.app, '/api/getSetting', { keyword: 'smtp_password', lang: 'en' })
    expect(body.message).toBe(errorsEn.settingNotAllowed)
  })

  it('answers in the default language, pt, for an unknown or missing language', async () => {
    expect((await refusal('xx')).message).toBe(errorsPt.emailInvalid)
    expect((await refusal()).message).toBe(errorsPt.emailInvalid)
    expect(errorsPt.emailInvalid).not.toBe(errorsEn.emailInvalid)
  })
})
