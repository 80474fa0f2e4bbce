import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { contentApi } from './content'
import { NewsDetail } from './contract/content'
import { MockArticle, MockMenu } from './contract/content.fixtures'
import { credentials } from './credentials'
import { contentHandlerList, contentScenarios } from './msw/content'
import { ok } from './msw/envelope'

const server = setupServer(...contentHandlerList)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  credentials.setLang('pt')
})
afterAll(() => server.close())

describe('content api', () => {
  it('reads a news page in the Custom C shape, in the client language', async () => {
    const pt = await contentApi.newsList({ c_id: 5 })
    expect(pt).toMatchObject({ count: 3, page: 1, limit: 15, version: ['0.8.0'] })
    expect(pt.list[0]).toMatchObject({ lang: 'pt', cover: '/content/banners/markets.svg' })
    credentials.setLang('jp')
    expect((await contentApi.newsList({ c_id: 5 })).list[0]!.lang).toBe('en')
  })

  it('pages with page and limit', async () => {
    const page = await contentApi.newsList({ c_id: 4, page: 2, limit: 2 })
    expect(page).toMatchObject({ count: 3, page: 2, limit: 2 })
    expect(page.list).toHaveLength(1)
  })

  it('reads an article, and names an unknown one notFound', async () => {
    const { id } = NewsDetail.parse(MockArticle)
    expect(await contentApi.newsDetail({ id })).toMatchObject({
      title: MockArticle.title,
      content: expect.stringContaining('<h3>'),
    })
    await expect(contentApi.newsDetail({ id: 404 })).rejects.toMatchObject({ code: 'notFound' })
  })

  it('reads the pop-up, or null', async () => {
    expect(await contentApi.popup()).toBeNull()
    server.use(contentScenarios.popup)
    expect(await contentApi.popup()).toMatchObject({ c_id: 32, lang: 'pt' })
  })

  it('reads the menu with each icon resolved to a URL', async () => {
    const menu = await contentApi.menu()
    expect(menu).toHaveLength(MockMenu.length)
    expect(menu[0]).toMatchObject({
      title: 'recharge',
      key: 'recharge',
      iconUrl: '/content/menu/recharge.svg',
    })
  })

  it('keeps an icon that is already a URL, and defaults missing fields', async () => {
    server.use(
      http.get('*/api/menu', () =>
        ok([{ id: '7', title: 'vip', icon: 'https://cdn.example/vip.png', url: '/pages/vip/vip' }]),
      ),
    )
    expect(await contentApi.menu()).toEqual([
      {
        id: 7,
        title: 'vip',
        icon: 'https://cdn.example/vip.png',
        iconUrl: 'https://cdn.example/vip.png',
        key: null,
        url: '/pages/vip/vip',
        open_type: 'navigate',
        show: 1,
        sort: 0,
      },
    ])
  })

  it('reads null texts of the legacy backend as empty', async () => {
    server.use(
      http.post('*/api/news/detail', () => ok({ ...MockArticle, cover: null, abstract: null })),
    )
    expect(await contentApi.newsDetail({ id: 9 })).toMatchObject({ cover: '', abstract: '' })
  })

  it('rejects a malformed page as invalidResponse', async () => {
    server.use(http.post('*/api/news/list', () => ok({ list: 'nope' })))
    await expect(contentApi.newsList({ c_id: 4 })).rejects.toMatchObject({
      code: 'invalidResponse',
    })
  })

  it('turns a dropped connection into the network code', async () => {
    server.use(contentScenarios.menuDown)
    await expect(contentApi.menu()).rejects.toMatchObject({ code: 'network' })
  })
})
