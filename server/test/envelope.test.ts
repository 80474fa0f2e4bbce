/** Localised envelope sentences: locales/<tag>/errors.json, then English, then the key. */
import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessErrorCodes } from '../../src/api/contract/common'
import { languages } from '../../src/api/contract/languages'
import { fail, localise, ok, sessionExpired } from '../src/envelope'
import { buildTestApp, post, type TestContext } from './helper'

type Messages = Record<string, string>
const read = (tag: string): Messages | null => {
  const file = new URL(`../../locales/${tag}/errors.json`, import.meta.url)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Messages) : null
}
const en = read('en')!

describe('localise', () => {
  it.each(languages.map((l) => [l.code, l.tag] as const))(
    'uses the %s (%s) file where it has the key, else English',
    (code, tag) => {
      const file = read(tag)
      for (const key of [...businessErrorCodes, 'sessionExpired']) {
        expect(localise(key, code)).toBe(file?.[key] ?? en[key])
      }
    },
  )

  it('answers the key itself when no file has it', () => {
    expect(localise('noSuchKey', 'en')).toBe('noSuchKey')
  })

  it('builds the three envelope shapes', () => {
    expect(ok({ a: 1 })).toEqual({ type: 'ok', message: { a: 1 } })
    expect(fail('codeExpired', 'en')).toEqual({
      type: 'error',
      code: 'codeExpired',
      message: en.codeExpired,
    })
    expect(sessionExpired('en')).toEqual({ type: '999', message: en.sessionExpired })
  })
})

// pt is the first translated locale in the table; its sentence must differ from English
const translated = languages.find((l) => {
  const sentence = read(l.tag)?.emailInvalid
  return sentence !== undefined && sentence !== en.emailInvalid
})

describe('lang on the wire', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.app.close())

  it(`answers in ${translated?.tag} for lang=${translated?.code}, in English for lang=en`, async () => {
    expect(translated, 'no locale translates emailInvalid').toBeDefined()
    const refusal = (lang: string) => post(t.app, '/api/sms_mail', { user_string: 'x@', lang })
    expect((await refusal(translated!.code)).message).toBe(read(translated!.tag)!.emailInvalid)
    expect((await refusal('en')).message).toBe(en.emailInvalid)
  })
})
