import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MockProfileUser } from './contract/profile.fixtures'
import { credentials } from './credentials'
import { infoPagesApi } from './info-pages'
import { readBody } from './msw/envelope'
import { infoPageHandlerList, infoPageScenarios } from './msw/info-pages'
import { profileHandlers, profileScenarios } from './msw/profile'
import { profileApi } from './profile'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  credentials.setLang('pt')
})
afterAll(() => server.close())

describe('profile api', () => {
  it('sends each field form-urlencoded and reads the affected rows', async () => {
    const sent: Array<Record<string, string>> = []
    server.use(
      http.post('*/api/user/editNickname', async ({ request }) => {
        sent.push(await readBody(request))
        return HttpResponse.json({ type: 'ok', message: '1' })
      }),
    )
    expect(await profileApi.editNickname({ nickname: '安娜' })).toBe(1)
    expect(sent).toEqual([{ nickname: '安娜', lang: 'pt' }])
  })

  it('saves through the mock sandbox, which user/info then reflects', async () => {
    server.use(...profileHandlers(MockProfileUser))
    await profileApi.editSignature({ signature: 'Patience pays.' })
    await profileApi.setAvatar({ head_portrait: '/uploads/0123456789abcdef0123456789abcdef.png' })
    const info = (await (await fetch('http://localhost/api/user/info')).json()) as {
      message: { signature: string; head_portrait: string }
    }
    expect(info.message).toMatchObject({
      signature: 'Patience pays.',
      head_portrait: '/uploads/0123456789abcdef0123456789abcdef.png',
    })
  })

  it('rejects a refusal as parameterError with the sandbox’s sentence', async () => {
    server.use(profileScenarios.avatarRefused)
    await expect(profileApi.setAvatar({ head_portrait: '/uploads/x.png' })).rejects.toMatchObject({
      code: 'parameterError',
      serverMessage: 'This picture cannot be used as your avatar. Please choose another one',
    })
  })

  it('rejects an answer that is not a count', async () => {
    server.use(
      http.post('*/api/user/editSignature', () =>
        HttpResponse.json({ type: 'ok', message: 'yes' }),
      ),
    )
    await expect(profileApi.editSignature({ signature: 'Hello' })).rejects.toMatchObject({
      code: 'invalidResponse',
    })
  })
})

describe('information pages api', () => {
  it('reads a page in the request’s language', async () => {
    server.use(...infoPageHandlerList)
    expect((await infoPagesApi.read('faq'))?.lang).toBe('pt')
    credentials.setLang('jp')
    const page = await infoPagesApi.read('compliance')
    expect(page).toMatchObject({ lang: 'en', c_id: 34, title: 'Operational compliance' })
  })

  it('answers null for a page the platform has not written', async () => {
    server.use(infoPageScenarios.missing('about'))
    expect(await infoPagesApi.read('about')).toBeNull()
  })
})
