/**
 * Profile (user/editNickname, user/editSignature, user/uploadHeadPortrait, user/info's signature
 * and VIP level) and the information pages (faq, aboutus, contactus, operational_compliance):
 * every refusal of spec §5 changes nothing, only the caller's own uploads become an avatar.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UserInfo } from '../../src/api/contract/auth'
import { NewsCategory } from '../../src/api/contract/content'
import { InfoPageResponse, infoPages, type InfoPageKey } from '../../src/api/contract/info-pages'
import settingsEn from '../../locales/en/settings.json'
import settingsJa from '../../locales/ja/settings.json'
import { SUPPORT_EMAIL } from '../db/info-pages-seed'
import { buildTestApp, type TestContext } from './helper'
import { sessionFor, withoutStatus } from './payout-helper'
import { upload } from './pictures'

let t: TestContext
let demo: string
let lv1: string
beforeEach(async () => {
  t = await buildTestApp()
  demo = sessionFor(t.app, 'demo@sandbox.test')
  lv1 = sessionFor(t.app, 'lv1@sandbox.test')
})
afterEach(() => t.app.close())

const { get, post } = withoutStatus(() => t.app)
const info = async (token: string) => {
  const body = await get('/api/user/info', {}, token)
  expect(body.type).toBe('ok')
  return UserInfo.parse(body.message)
}
const refused = (message: string) => ({ type: 'error', code: 'parameterError', message })

describe('user/editNickname', () => {
  it('saves the caller’s nickname, trimmed, and answers the affected rows', async () => {
    expect(await post('/api/user/editNickname', { nickname: ' 安娜Ana1 ' }, demo)).toEqual({
      type: 'ok',
      message: 1,
    })
    expect((await info(demo)).nickname).toBe('安娜Ana1')
    expect((await info(lv1)).nickname).toBe('lv1')
  })

  it.each([
    ['', settingsEn['profile.nickname.required']],
    ['   ', settingsEn['profile.nickname.required']],
    ['a', settingsEn['profile.nickname.length']],
    ['安', settingsEn['profile.nickname.length']],
    ['abcdefghijk', settingsEn['profile.nickname.length']],
    ['ana!', settingsEn['profile.nickname.characters']],
    ['ana bob', settingsEn['profile.nickname.characters']],
    ['ana_1', settingsEn['profile.nickname.characters']],
    ['<b>x</b>', settingsEn['profile.nickname.characters']],
    ['ana😀', settingsEn['profile.nickname.characters']],
    ['あいう', settingsEn['profile.nickname.characters']],
  ])('refuses %j with its sentence and changes nothing', async (nickname, message) => {
    expect(await post('/api/user/editNickname', { nickname, lang: 'en' }, demo)).toEqual(
      refused(message),
    )
    expect((await info(demo)).nickname).toBe('demo')
  })

  it('refuses a missing field, in the request’s language', async () => {
    expect(await post('/api/user/editNickname', { lang: 'jp' }, demo)).toEqual(
      refused(settingsJa['profile.nickname.required']),
    )
  })

  it('needs a session', async () => {
    expect((await post('/api/user/editNickname', { nickname: 'Ana' })).type).toBe('999')
  })
})

describe('user/editSignature', () => {
  it('saves the caller’s signature with its spaces tidied, and user/info shows it', async () => {
    expect((await info(demo)).signature).toBe('')
    const saved = await post(
      '/api/user/editSignature',
      { signature: '  HODL,   but\nwisely! ' },
      demo,
    )
    expect(saved).toEqual({ type: 'ok', message: 1 })
    expect((await info(demo)).signature).toBe('HODL, but wisely!')
  })

  it.each([
    ['', settingsEn['profile.signature.required']],
    ['a', settingsEn['profile.signature.length']],
    ['x'.repeat(31), settingsEn['profile.signature.length']],
    ['<script>alert(1)</script>', settingsEn['profile.signature.characters']],
    ['to the moon 🚀', settingsEn['profile.signature.characters']],
    ['price $100', settingsEn['profile.signature.characters']],
  ])('refuses %j with its sentence and changes nothing', async (signature, message) => {
    expect(await post('/api/user/editSignature', { signature, lang: 'en' }, demo)).toEqual(
      refused(message),
    )
    expect((await info(demo)).signature).toBe('')
  })

  it('needs a session', async () => {
    expect((await post('/api/user/editSignature', { signature: 'Hello' })).type).toBe('999')
  })
})

describe('user/uploadHeadPortrait', () => {
  it('takes the caller’s own upload, as a path or behind the domain', async () => {
    const { message: path } = await upload(t.app, demo)
    expect(await post('/api/user/uploadHeadPortrait', { head_portrait: path }, demo)).toEqual({
      type: 'ok',
      message: 1,
    })
    expect((await info(demo)).head_portrait).toBe(path)

    const { message: second } = await upload(t.app, demo)
    const url = `https://sandbox.example${second}`
    await post('/api/user/uploadHeadPortrait', { head_portrait: url }, demo)
    expect((await info(demo)).head_portrait).toBe(second)
  })

  it('refuses someone else’s upload, an unknown one and anything else; nothing changes', async () => {
    const { message: theirs } = await upload(t.app, lv1)
    for (const head_portrait of [
      theirs,
      '/uploads/00000000000000000000000000000000.png',
      'https://evil.example/cat.png',
      '/brand/logo.svg',
      '',
    ]) {
      expect(
        await post('/api/user/uploadHeadPortrait', { head_portrait, lang: 'en' }, demo),
      ).toEqual(refused(settingsEn['profile.avatar.invalid']))
    }
    expect((await info(demo)).head_portrait).toBe('')
    expect((await info(lv1)).head_portrait).toBe('')
  })

  it('needs a session', async () => {
    expect((await post('/api/user/uploadHeadPortrait', { head_portrait: '/x' })).type).toBe('999')
  })
})

describe('VIP display levels', () => {
  it('shows each demo account’s level (set by the platform, never bought)', async () => {
    expect((await info(demo)).vip).toBe(0)
    expect((await info(sessionFor(t.app, 'lv2@sandbox.test'))).vip).toBe(1)
    const trader = await info(sessionFor(t.app, 'trader@sandbox.test'))
    expect(trader).toMatchObject({ vip: 2, signature: expect.any(String) })
  })

  it('offers no way to buy a level', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/user/vip',
      headers: { authorization: demo },
      payload: { vip: '2', password: '123456' },
    })
    expect(body.statusCode).toBe(404)
    expect((await info(demo)).vip).toBe(0)
  })
})

describe('information pages', () => {
  const read = async (key: InfoPageKey, lang?: string) => {
    const body = await get(`/api/${infoPages[key].endpoint}`, lang ? { lang } : {})
    expect(body.type).toBe('ok')
    return InfoPageResponse.parse(body.message)
  }

  it.each(['about', 'faq', 'contact', 'compliance'] as const)(
    'answers %s in each of the nine languages, without a session',
    async (key) => {
      const titles = new Set<string>()
      for (const lang of ['pt', 'en', 'zh', 'hk', 'th', 'jp', 'kor', 'fra', 'spa']) {
        const page = (await read(key, lang))!
        expect(page).toMatchObject({ c_id: infoPages[key].category, lang })
        expect(page.content.length).toBeGreaterThan(200)
        titles.add(page.title)
      }
      expect(titles.size).toBe(9)
    },
  )

  it('reads pt when no language is given, English for one without rows', async () => {
    expect((await read('about'))!.lang).toBe('pt')
    t.app.db.prepare('DELETE FROM news WHERE c_id = ? AND lang = ?').run(NewsCategory.faq, 'th')
    expect((await read('faq', 'th'))!.lang).toBe('en')
  })

  it('lays the FAQ out as questions to open, and names the support e-mail', async () => {
    const faq = (await read('faq', 'en'))!.content
    expect(faq.match(/<details><summary>/g)?.length).toBeGreaterThanOrEqual(6)
    expect((await read('contact', 'en'))!.content).toContain(`mailto:${SUPPORT_EMAIL}`)
  })

  it('answers null when a page has no row at all', async () => {
    t.app.db.prepare('DELETE FROM news WHERE c_id = ?').run(NewsCategory.compliance)
    expect(await read('compliance', 'en')).toBeNull()
  })
})
