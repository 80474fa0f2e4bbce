import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { credentials } from './credentials'
import { infoPagesApi } from './info-pages'
import { ok } from './msw/envelope'
import { traderAgreementHandlerList } from './msw/info-pages'

const server = setupServer()
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  credentials.setLang('pt')
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('infoPagesApi.traderAgreement', () => {
  it('asks for one version, whatever the interface language, and reads it in its own', async () => {
    server.use(...traderAgreementHandlerList)
    expect(await infoPagesApi.traderAgreement('zh')).toMatchObject({
      lang: 'zh',
      title: '交易员协议',
    })
    expect(await infoPagesApi.traderAgreement('en')).toMatchObject({
      lang: 'en',
      title: 'Trader agreement',
    })
  })

  it('sends version beside the interface lang', async () => {
    let query: Record<string, string> = {}
    server.use(
      http.get('*/api/trader_agreement', ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams)
        return ok(null)
      }),
    )
    expect(await infoPagesApi.traderAgreement('zh')).toBeNull()
    expect(query).toEqual({ version: 'zh', lang: 'pt' })
  })
})
