/**
 * MSW handlers for the auth domain (stories and unit tests). They validate requests with the
 * contract, so a client that drifts from the wire fails here the way it would on the sandbox.
 */
import { delay, http, HttpResponse } from 'msw'
import { LoginRequest, RegisterRequest, SendMailCodeRequest } from '@/api/contract/auth'
import { MockEmailCode, MockToken, MockUser } from '@/test/fixtures'
import { fail, ok, readBody } from './envelope'

const api = (path: string) => `*/api/${path}`

export const authHandlers = {
  sendCode: http.post(api('sms_mail'), async ({ request }) => {
    const parsed = SendMailCodeRequest.safeParse(await readBody(request))
    return parsed.success ? ok('sent') : fail('emailInvalid')
  }),
  logIn: http.post(api('user/login'), async ({ request }) => {
    const parsed = LoginRequest.safeParse(await readBody(request))
    if (!parsed.success) return fail('parameterError')
    const good = parsed.data.type === '1' ? parsed.data.password === 'secret12' : parsed.data.code === MockEmailCode
    if (!good) return fail(parsed.data.type === '1' ? 'credentialsInvalid' : 'codeInvalid')
    return ok(MockToken)
  }),
  register: http.post(api('user/register'), async ({ request }) => {
    const parsed = RegisterRequest.safeParse(await readBody(request))
    if (!parsed.success) return fail('parameterError')
    return parsed.data.code === MockEmailCode ? ok('registered') : fail('codeInvalid')
  }),
  userInfo: http.get(api('user/info'), () => ok(MockUser)),
  logOut: http.get(api('user/logout'), () => ok('bye')),
}

export const authScenarios = {
  /** Every login answers with an expired session (type 999). */
  loginExpired: http.post(api('user/login'), () => HttpResponse.json({ type: '999', message: 'Please log in first' })),
  loginCodeExpired: http.post(api('user/login'), () => fail('codeExpired')),
  /** The network is down: the request errors without a response. */
  loginNetworkError: http.post(api('user/login'), () => HttpResponse.error()),
  loginPending: http.post(api('user/login'), async () => {
    await delay('infinite')
    return ok(MockToken)
  }),
  registerAccountExists: http.post(api('user/register'), () => fail('accountExists')),
}

export const authHandlerList = Object.values(authHandlers)
