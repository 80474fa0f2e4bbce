import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { manyMessages } from './contract/message.fixtures'
import { credentials } from './credentials'
import { messageApi } from './message'
import { ok } from './msw/envelope'
import { createMessageMock, messageScenarios } from './msw/message'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  credentials.setToken(null)
})
afterAll(() => server.close())

describe('message api', () => {
  it('counts, lists and reads; reading lowers the count', async () => {
    server.use(...createMessageMock().list)
    expect(await messageApi.unreadCount()).toBe(2)
    const page = await messageApi.list({ page: 1 })
    expect(page).toMatchObject({ page: 1, pages: 1, total: 4 })
    expect(page.data.map((m) => m.status)).toEqual([0, 0, 1, 1])
    const read = await messageApi.detail({ id: page.data[0]!.id })
    expect(read).toMatchObject({ id: 41, status: 1, content: expect.stringContaining('<strong>') })
    expect(await messageApi.unreadCount()).toBe(1)
    expect(await messageApi.readAll()).toEqual({ count: 1 })
    expect(await messageApi.unreadCount()).toBe(0)
  })

  it('sends the token, the paging and the language as query parameters', async () => {
    let seen: URL | null = null
    let auth: string | null = null
    server.use(
      http.get('*/api/message/getList', ({ request }) => {
        seen = new URL(request.url)
        auth = request.headers.get('authorization')
        return ok({ data: [], page: 2, pages: 1, total: 0 })
      }),
    )
    credentials.setToken('0123456789abcdef0123456789abcdef')
    credentials.setLang('jp')
    await messageApi.list({ page: 2, limit: 5 })
    expect(Object.fromEntries(seen!.searchParams)).toEqual({ page: '2', limit: '5', lang: 'jp' })
    expect(auth).toBe('0123456789abcdef0123456789abcdef')
    credentials.setLang('pt')
  })

  it('takes numbers sent as strings, as the legacy backend does', async () => {
    const [m] = manyMessages(1)
    server.use(
      http.get('*/api/message/getList', () =>
        ok({
          data: [{ ...m, id: String(m!.id), status: '0', create_time: String(m!.create_time) }],
          page: '1',
          pages: '1',
          total: '1',
        }),
      ),
      http.get('*/api/message/getCount', () => ok('3')),
    )
    expect((await messageApi.list({ page: 1 })).data[0]).toMatchObject({ id: m!.id, status: 0 })
    expect(await messageApi.unreadCount()).toBe(3)
  })

  it('rejects a malformed answer and names the failures', async () => {
    server.use(
      http.get('*/api/message/getCount', () => ok(-1)),
      http.get('*/api/message/detail', () =>
        HttpResponse.json({ type: 'error', code: 'notFound', message: 'x' }),
      ),
      messageScenarios.listDown,
    )
    await expect(messageApi.unreadCount()).rejects.toMatchObject({ code: 'invalidResponse' })
    await expect(messageApi.detail({ id: 9 })).rejects.toMatchObject({ code: 'notFound' })
    await expect(messageApi.list({ page: 1 })).rejects.toMatchObject({ code: 'network' })
  })

  it('says when the session is gone', async () => {
    server.use(
      http.get('*/api/message/getCount', () =>
        HttpResponse.json({ type: '999', message: 'Please log in' }),
      ),
    )
    await expect(messageApi.unreadCount()).rejects.toMatchObject({ code: 'sessionExpired' })
  })
})
