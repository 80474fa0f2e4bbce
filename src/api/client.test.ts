import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { authApi } from './auth'
import { credentials, requestActivity, sessionErrors } from './credentials'
import { ApiError } from './errors'
import { marketApi } from './market'
import { authHandlerList } from './msw/auth'
import { kycHandlerList, kycScenarios } from './msw/kyc'
import { marketHandlerList } from './msw/market'
import { uploadImage } from './upload'
import { MockToken, MockUser } from '@/test/fixtures'

const server = setupServer(...authHandlerList, ...marketHandlerList, ...kycHandlerList)
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  credentials.setToken(null)
  credentials.setLang('pt')
})
afterAll(() => server.close())

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('api client', () => {
  it('posts form-urlencoded with lang and returns the parsed message', async () => {
    let seen: { type: string | null; body: string } | undefined
    server.use(
      http.post('*/api/user/login', async ({ request }) => {
        seen = { type: request.headers.get('content-type'), body: await request.text() }
        return HttpResponse.json({ type: 'ok', message: MockToken })
      }),
    )
    credentials.setLang('kor')
    const token = await authApi.logIn({
      type: '1',
      user_string: 'ana@example.com',
      password: 'secret12',
    })
    expect(token).toBe(MockToken)
    expect(seen?.type).toContain('application/x-www-form-urlencoded')
    expect(new URLSearchParams(seen?.body)).toEqual(
      new URLSearchParams({
        type: '1',
        user_string: 'ana@example.com',
        password: 'secret12',
        lang: 'kor',
      }),
    )
  })

  it('raises the loading indicator for a request, but not for a background one', async () => {
    const busy: boolean[] = []
    const stop = requestActivity.subscribe((b) => busy.push(b))
    await marketApi.quotation()
    await marketApi.currencies()
    expect(busy).toEqual([])
    const pending = authApi.userInfo().catch(() => null)
    expect(busy).toEqual([true])
    await pending
    expect(busy).toEqual([true, false])
    stop()
  })

  it('sends the raw token and lang on GET', async () => {
    let seen: { auth: string | null; lang: string | null } | undefined
    server.use(
      http.get('*/api/user/logout', ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          lang: new URL(request.url).searchParams.get('lang'),
        }
        return HttpResponse.json({ type: 'ok', message: 'bye' })
      }),
    )
    credentials.setToken(MockToken)
    await authApi.logOut()
    expect(seen).toEqual({ auth: MockToken, lang: 'pt' })
  })

  it('normalises a login answer nested as { token, user }', async () => {
    server.use(
      http.post('*/api/user/login', () =>
        HttpResponse.json({ type: 'ok', message: { token: MockToken, user: {} } }),
      ),
    )
    expect(await authApi.logIn({ type: '3', user_string: 'a@b.co', code: '123456' })).toBe(
      MockToken,
    )
  })

  it('turns a business error into its code and keeps the server sentence', async () => {
    const error = await failure(
      authApi.logIn({ type: '1', user_string: 'ana@example.com', password: 'nope' }),
    )
    expect(error.code).toBe('credentialsInvalid')
    expect(error.serverMessage).toBe('credentialsInvalid')
  })

  it('maps an error without a known code to unknown, with the text', async () => {
    server.use(
      http.post('*/api/user/login', () =>
        HttpResponse.json({ type: 'error', message: 'Conta bloqueada' }),
      ),
    )
    const error = await failure(authApi.logIn({ type: '1', user_string: 'a@b.co', password: 'x' }))
    expect([error.code, error.serverMessage]).toEqual(['unknown', 'Conta bloqueada'])
  })

  it('publishes 999 and 998 to the session and rejects with their codes', async () => {
    const heard = vi.fn()
    const stop = sessionErrors.subscribe(heard)
    server.use(
      http.get('*/api/user/info', () => HttpResponse.json({ type: '999', message: 'login' })),
    )
    expect((await failure(authApi.userInfo())).code).toBe('sessionExpired')
    server.use(
      http.get('*/api/user/info', () => HttpResponse.json({ type: '998', message: 'kyc' })),
    )
    expect((await failure(authApi.userInfo())).code).toBe('verificationRequired')
    stop()
    expect(heard.mock.calls).toEqual([
      ['sessionExpired', 'login'],
      ['verificationRequired', 'kyc'],
    ])
  })

  it('rejects any status but 200, network failures and malformed payloads', async () => {
    server.use(http.get('*/api/user/info', () => new HttpResponse('oops', { status: 500 })))
    expect((await failure(authApi.userInfo())).code).toBe('http')
    server.use(http.get('*/api/user/info', () => HttpResponse.error()))
    expect((await failure(authApi.userInfo())).code).toBe('network')
    server.use(
      http.get('*/api/user/info', () => HttpResponse.json({ type: 'ok', message: { id: 'x' } })),
    )
    expect((await failure(authApi.userInfo())).code).toBe('invalidResponse')
  })

  it('sends a token given with the request instead of the published one', async () => {
    let auth: string | null = 'unset'
    server.use(
      http.get('*/api/user/info', ({ request }) => {
        auth = request.headers.get('authorization')
        return HttpResponse.json({ type: 'ok', message: MockUser })
      }),
    )
    credentials.setToken(null)
    await authApi.userInfo({ token: 'a'.repeat(32) })
    expect(auth).toBe('a'.repeat(32))
  })

  it('calls a body that is not JSON invalidResponse', async () => {
    server.use(http.get('*/api/user/info', () => new HttpResponse('<html>', { status: 200 })))
    expect((await failure(authApi.userInfo())).code).toBe('invalidResponse')
  })

  it('turns the 60 s time-out into timeout', async () => {
    server.use(
      http.get('*/api/user/info', () => HttpResponse.json({ type: 'ok', message: MockUser })),
    )
    const timedOut = vi
      .spyOn(AbortSignal, 'timeout')
      .mockReturnValue(AbortSignal.abort(new DOMException('time-out', 'TimeoutError')))
    expect((await failure(authApi.userInfo())).code).toBe('timeout')
    expect(timedOut).toHaveBeenCalledWith(60_000)
    timedOut.mockRestore()
  })

  it('never settles a request its caller aborted, and still lowers the loading indicator', async () => {
    server.use(
      http.get('*/api/user/info', () => HttpResponse.json({ type: 'ok', message: MockUser })),
    )
    const busy: boolean[] = []
    const stop = requestActivity.subscribe((b) => busy.push(b))
    const controller = new AbortController()
    const request = authApi.userInfo({ signal: controller.signal })
    controller.abort()
    const outcome = await Promise.race([
      request.then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 100)),
    ])
    stop()
    expect(outcome).toBe('pending')
    expect(busy.at(-1)).toBe(false)
  })

  it('reads the business code of a K-line style code: -1 failure', async () => {
    server.use(
      http.get('*/api/user/logout', () =>
        HttpResponse.json({ code: -1, msg: 'range too large', data: [], reason: 'rangeTooLarge' }),
      ),
    )
    const error = await failure(authApi.logOut())
    expect([error.code, error.serverMessage]).toEqual(['rangeTooLarge', 'range too large'])
  })

  it('accepts the K-line style code: 1 envelope as success', async () => {
    server.use(
      http.get('*/api/user/logout', () =>
        HttpResponse.json({ code: 1, msg: 'success', message: 'bye' }),
      ),
    )
    expect(await authApi.logOut()).toBe('bye')
  })
})

describe('upload', () => {
  const picture = () => new Blob([new Uint8Array(64 * 1024).fill(7)], { type: 'image/jpeg' })

  it('sends the picture as multipart with token, language and progress, and reads the path', async () => {
    let seen: { auth: string | null; accept: string | null; lang: string | null } | undefined
    server.events.on('request:start', ({ request }) => {
      seen = {
        auth: request.headers.get('authorization'),
        accept: request.headers.get('accept-language'),
        lang: new URL(request.url).searchParams.get('lang'),
      }
    })
    credentials.setToken(MockToken)
    credentials.setLang('zh')
    const progress: number[] = []
    const path = await uploadImage(picture(), { onProgress: (p) => progress.push(p) })
    server.events.removeAllListeners()
    expect(path).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/)
    expect(seen).toEqual({ auth: MockToken, accept: 'zh-cn', lang: 'zh' })
    expect(progress.at(-1)).toBe(100)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
  })

  it.each([
    ['uploadWrongType', 'fileTypeInvalid'],
    ['uploadUnreadable', 'invalidResponse'],
    ['uploadNetworkError', 'network'],
  ] as const)('maps %s to %s', async (scenario, code) => {
    server.use(kycScenarios[scenario])
    expect((await failure(uploadImage(picture()))).code).toBe(code)
  })

  it('rejects with the abort reason when its caller cancels', async () => {
    server.use(kycScenarios.uploadPending)
    const controller = new AbortController()
    const upload = uploadImage(picture(), { signal: controller.signal })
    controller.abort(new DOMException('gone', 'AbortError'))
    await expect(upload).rejects.toMatchObject({ name: 'AbortError', message: 'gone' })
  })
})
