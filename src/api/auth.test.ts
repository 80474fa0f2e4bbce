import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { authApi, securityApi, type CodeTarget } from './auth'
import { ApiError } from './errors'
import { authHandlerList, securityScenarios } from './msw/auth'
import { ok } from './msw/envelope'

const server = setupServer(...authHandlerList)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** Records which endpoint a request went to and with which fields. */
function recordPosts(paths: string[]) {
  const seen: Array<{ path: string; body: Record<string, string> }> = []
  server.use(
    ...paths.map((path) =>
      http.post(`*/api/${path}`, async ({ request }) => {
        seen.push({ path, body: Object.fromEntries(new URLSearchParams(await request.text())) })
        return ok('sent')
      }),
    ),
  )
  return seen
}

describe('authApi.sendCode', () => {
  it.each<
    [CodeTarget, 'register' | 'forget' | 'bind' | 'security', string, Record<string, string>]
  >([
    [
      { channel: 'email', email: 'a@b.co' },
      'register',
      'sms_mail',
      { user_string: 'a@b.co', type: '' },
    ],
    [
      { channel: 'email', email: 'a@b.co' },
      'bind',
      'sms_mail',
      { user_string: 'a@b.co', type: 'bind' },
    ],
    [{ channel: 'own' }, 'security', 'sms_mail', { type: 'security' }],
    [
      { channel: 'mobile', areaCode: '86', phone: '13800138000' },
      'forget',
      'send',
      { user_string: '13800138000', area_code: '86', type: 'forget' },
    ],
    [
      { channel: 'mobile', areaCode: '86', phone: '13800138000' },
      'bind',
      'sms_send',
      { mobile: '13800138000', area_code: '86' },
    ],
  ])('sends %o (%s) through %s', async (target, scene, path, fields) => {
    const seen = recordPosts(['sms_mail', 'send', 'sms_send'])
    await authApi.sendCode({ target, scene })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ path, body: fields })
  })
})

describe('authApi.areaCodes', () => {
  it('reads the area list', async () => {
    const areas = await authApi.areaCodes()
    expect(areas).toContainEqual(expect.objectContaining({ iso: 'CN', area_code: '86' }))
  })

  it('rejects a malformed answer', async () => {
    server.use(
      http.get('*/api/area_code', () =>
        ok([{ id: 1, iso: 'china', area_code: '+86', name: 'China' }]),
      ),
    )
    await expect(authApi.areaCodes()).rejects.toEqual(new ApiError('invalidResponse'))
  })
})

describe('securityApi.info', () => {
  it('turns the wire flags and nulls into plain values', async () => {
    expect(await securityApi.info()).toEqual({
      email: 'ana@example.com',
      phone: '',
      area_code: '',
      has_pay_password: false,
    })
    server.use(securityScenarios.infoAllBound)
    expect(await securityApi.info()).toMatchObject({
      phone: '+8613800138000',
      area_code: '86',
      has_pay_password: true,
    })
  })
})
