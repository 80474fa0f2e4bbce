/** news/list, news/detail, news/index_pop and menu: shapes, pages, the language fallback, refusals. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  MenuResponse,
  NEWS_DEFAULT_LIMIT,
  NewsCategory,
  NewsDetail,
  NewsListResponse,
  PopupResponse,
  menuKeys,
} from '../../src/api/contract/content'
import errorsEn from '../../locales/en/errors.json'
import errorsPt from '../../locales/pt/errors.json'
import { buildTestApp, get, post, type TestContext } from './helper'

let t: TestContext

beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(() => t.app.close())

const list = async (fields: Record<string, string>) => {
  const body = await post(t.app, '/api/news/list', fields)
  expect(body).toMatchObject({ status: 200, type: 'ok' })
  return NewsListResponse.parse(body.message)
}

describe('news/list', () => {
  it('answers the Custom C page of banners in the asked language, pinned first', async () => {
    const page = await list({ c_id: '5', lang: 'pt' })
    expect(page).toMatchObject({ version: ['0.8.0'], count: 4, page: 1, limit: NEWS_DEFAULT_LIMIT })
    expect(page.list.map((n) => n.sorts)).toEqual([4, 3, 2, 1])
    expect(page.list.every((n) => n.lang === 'pt' && n.c_id === NewsCategory.banner)).toBe(true)
    expect(page.list[0]).toEqual({
      id: expect.any(Number),
      c_id: 5,
      lang: 'pt',
      title: 'Preços ao vivo de 25 moedas',
      thumbnail: '',
      cover: '/content/banners/markets.svg',
      sorts: 4,
    })
  })

  it('leaves content, abstract, author and times out of list items', async () => {
    const body = await post(t.app, '/api/news/list', { c_id: '4', lang: 'en' })
    const item = (body.message as { list: Record<string, unknown>[] }).list[0]!
    expect(Object.keys(item).sort()).toEqual([
      'c_id',
      'cover',
      'id',
      'lang',
      'sorts',
      'thumbnail',
      'title',
    ])
  })

  it('orders announcements pinned first, then newest first', async () => {
    const page = await list({ c_id: '4', lang: 'en' })
    expect(page.list.map((n) => n.title)).toEqual([
      'Scheduled maintenance on 15 January, 02:00–04:00 UTC',
      'New listing: TON/USDT spot trading is open',
      'Risk warning: digital assets are highly volatile',
    ])
  })

  it('pages with page and limit, counting every row of the language', async () => {
    const first = await list({ c_id: '4', lang: 'en', page: '1', limit: '2' })
    const second = await list({ c_id: '4', lang: 'en', page: '2', limit: '2' })
    const beyond = await list({ c_id: '4', lang: 'en', page: '3', limit: '2' })
    expect([first.count, second.count, beyond.count]).toEqual([3, 3, 3])
    expect(first.list).toHaveLength(2)
    expect(second.list).toHaveLength(1)
    expect(beyond.list).toEqual([])
    expect(new Set([...first.list, ...second.list].map((n) => n.id)).size).toBe(3)
  })

  it('falls back to English when the language has no row in the category', async () => {
    const ja = await list({ c_id: '5', lang: 'jp' })
    expect(ja.count).toBe(4)
    expect(ja.list.every((n) => n.lang === 'en')).toBe(true)
    // zh has announcements of its own but no banners
    expect((await list({ c_id: '4', lang: 'zh' })).list.every((n) => n.lang === 'zh')).toBe(true)
    expect((await list({ c_id: '5', lang: 'zh' })).list.every((n) => n.lang === 'en')).toBe(true)
  })

  it('reads a missing or unknown language as pt', async () => {
    expect((await list({ c_id: '4' })).list[0]!.lang).toBe('pt')
    expect((await list({ c_id: '4', lang: 'xx' })).list[0]!.lang).toBe('pt')
  })

  it('answers an empty page for a category without rows', async () => {
    // 23 (the invite-rebate article) has no rows; 18 (FAQ) is seeded by db/info-pages-seed.ts
    expect(await list({ c_id: '23', lang: 'en' })).toMatchObject({ list: [], count: 0 })
  })

  it('accepts a JSON body like the form-urlencoded one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/news/list',
      payload: { c_id: 4, limit: 1, lang: 'en' },
    })
    expect(NewsListResponse.parse(response.json().message)).toMatchObject({ limit: 1, count: 3 })
  })

  it.each([
    ['no category', {}],
    ['a category that is not a number', { c_id: 'banners' }],
    ['page 0', { c_id: '4', page: '0' }],
    ['a fractional page', { c_id: '4', page: '1.5' }],
    ['limit 0', { c_id: '4', limit: '0' }],
    ['a limit over 50', { c_id: '4', limit: '51' }],
  ])('refuses %s as a localised parameter error, changing nothing', async (_, fields) => {
    const body = await post(t.app, '/api/news/list', { ...fields, lang: 'en' })
    expect(body).toEqual({
      status: 200,
      type: 'error',
      code: 'parameterError',
      message: errorsEn.parameterError,
    })
    const pt = await post(t.app, '/api/news/list', { ...fields, lang: 'pt' })
    expect(pt.message).toBe(errorsPt.parameterError)
  })
})

describe('news/detail', () => {
  it('answers the full row with its HTML and counts the view', async () => {
    const [first] = (await list({ c_id: '4', lang: 'en' })).list
    const read = async () => {
      const body = await post(t.app, '/api/news/detail', { id: String(first!.id), lang: 'en' })
      expect(body.type).toBe('ok')
      return NewsDetail.parse(body.message)
    }
    const article = await read()
    expect(article).toMatchObject({
      id: first!.id,
      c_id: 4,
      lang: 'en',
      title: first!.title,
      author: 'Sandbox Exchange',
      views: 1,
      create_time: Date.UTC(2025, 0, 12, 9) / 1000,
    })
    expect(article.content).toContain('<h3>During the maintenance</h3>')
    expect(article.abstract).not.toBe('')
    expect((await read()).views).toBe(2)
  })

  it('answers any language’s article by id', async () => {
    const [zh] = (await list({ c_id: '4', lang: 'zh' })).list
    const body = await post(t.app, '/api/news/detail', { id: String(zh!.id), lang: 'en' })
    expect(NewsDetail.parse(body.message).lang).toBe('zh')
  })

  it('answers notFound for an unknown id', async () => {
    const body = await post(t.app, '/api/news/detail', { id: '99999', lang: 'en' })
    expect(body).toEqual({
      status: 200,
      type: 'error',
      code: 'notFound',
      message: errorsEn.notFound,
    })
  })

  it.each<Record<string, string>>([{}, { id: 'abc' }, { id: '-1' }])(
    'refuses %j as a parameter error',
    async (fields) => {
      const body = await post(t.app, '/api/news/detail', { ...fields, lang: 'en' })
      expect(body).toMatchObject({ type: 'error', code: 'parameterError' })
    },
  )
})

describe('news/index_pop', () => {
  const popup = async (lang?: string) => {
    const body = await get(t.app, '/api/news/index_pop', lang ? { lang } : {})
    expect(body.type).toBe('ok')
    return PopupResponse.parse(body.message)
  }

  it('answers the pop-up of each language, with its HTML', async () => {
    for (const [lang, title] of [
      ['pt', 'Boas-vindas ao sandbox'],
      ['en', 'Welcome to the sandbox'],
      ['jp', 'サンドボックスへようこそ'],
      ['hk', '歡迎來到沙盒環境'],
    ]) {
      expect(await popup(lang)).toMatchObject({ c_id: 32, lang, title })
    }
  })

  it('links to the risk warning in the same language', async () => {
    const pt = (await popup('pt'))!
    const id = /article\?id=(\d+)/.exec(pt.content)![1]!
    const body = await post(t.app, '/api/news/detail', { id, lang: 'pt' })
    expect(NewsDetail.parse(body.message).title).toMatch(/^Aviso de risco/)
  })

  it('answers the newest pop-up of the language', async () => {
    const id = t.app.repos.content.insertNews({
      c_id: NewsCategory.popup,
      lang: 'en',
      title: 'Holiday hours',
      content: '<p>Support answers within 24 hours until 2 January.</p>',
      created_at: Date.UTC(2025, 0, 20),
    })
    expect(await popup('en')).toMatchObject({ id, title: 'Holiday hours' })
    expect((await popup('pt'))!.title).toBe('Boas-vindas ao sandbox')
  })

  it('answers null when there is no pop-up at all', async () => {
    t.app.db.prepare('DELETE FROM news WHERE c_id = ?').run(NewsCategory.popup)
    expect(await popup('en')).toBeNull()
  })
})

describe('menu', () => {
  it('answers the shown tiles in order, each a known key with an icon and a spec route', async () => {
    const body = await get(t.app, '/api/menu', { lang: 'en' })
    const menu = MenuResponse.parse(body.message)
    expect(menu).toHaveLength(24)
    expect(menu.map((m) => m.sort)).toEqual([...menu.map((m) => m.sort)].sort((a, b) => a - b))
    expect(menu.slice(0, 4).map((m) => m.title)).toEqual([
      'recharge',
      'withdraw',
      'transfer',
      'quicklyBuyCoins',
    ])
    for (const item of menu) {
      expect(menuKeys).toContain(item.title)
      expect(item).toMatchObject({ show: 1, open_type: 'navigate' })
      // `download` is no page: the client opens the site setting apk_download_url
      expect(item.url).toMatch(item.title === 'download' ? /^download$/ : /^\/pages\//)
      expect(item.iconUrl).toBe(`/content/menu/${item.icon}`)
    }
  })

  it('opens the earn products at the spec pages (020: finance hub, invest)', async () => {
    const menu = MenuResponse.parse((await get(t.app, '/api/menu')).message)
    const url = (title: string) => menu.find((m) => m.title === title)?.url
    expect(url('financial')).toBe('/pages/other/financial/index')
    expect(url('invest')).toBe('/pages/invest/invest')
  })

  it('opens every spec tile at a spec page (031: chat, game, quick buy, transfer; new tiles)', async () => {
    const menu = MenuResponse.parse((await get(t.app, '/api/menu')).message)
    const url = (title: string) => menu.find((m) => m.title === title)?.url
    expect(url('chatroom')).toBe('/pages/other/kefu/index')
    expect(url('game')).toBe('/pages/other/game/game')
    expect(url('quicklyBuyCoins')).toBe('/pages/fund/quick_buy')
    expect(url('transfer')).toBe('/pages/fund/fundTransfer')
    expect(url('exchange')).toBe('/pages/fund/transfer')
    expect(url('stock')).toBe('/pages/market/market')
    expect(url('superLeverage')).toBe('/pages/transaction/contract')
    expect(url('bills')).toBe('/pages/setting/bill')
    expect(url('download')).toBe('download')
  })

  it('leaves hidden tiles out', async () => {
    const menu = MenuResponse.parse((await get(t.app, '/api/menu')).message)
    expect(menu.map((m) => m.title)).not.toContain('mining')
  })
})

describe('what is not there', () => {
  it('has no news/get_invite_return_news (the original backdoor, api-reference §18)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/news/get_invite_return_news' })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ type: 'error', code: 'notFound' })
    }
  })
})
