/**
 * MSW handlers for the auth and account-security domain (stories and unit tests). They validate
 * requests with the contract, so a client that drifts from the wire fails here the way it would
 * on the sandbox. Any six digits other than MockEmailCode are a wrong code.
 */
import { delay, http, HttpResponse } from 'msw'
import { AREA_ROWS } from '@/api/contract/auth-areas'
import {
  BindSmsRequest,
  ForgetRequest,
  LoginRequest,
  RegisterRequest,
  SecurityCodeRequest,
  SendMailCodeRequest,
  SendSmsCodeRequest,
  type Area,
} from '@/api/contract/auth'
import {
  BindEmailRequest,
  BindPhoneRequest,
  PayPasswordRequest,
  type SecurityInfoWire,
} from '@/api/contract/auth-security'
import type { BusinessErrorCode } from '@/api/contract/common'
import { MockEmailCode, MockToken, MockUser } from '@/test/fixtures'
import { fail, ok, readBody } from './envelope'

const api = (path: string) => `*/api/${path}`

/** The area list the sandbox seeds, in the same order and with the same ids. */
export const MockAreas: Area[] = AREA_ROWS.map(([iso, area_code, name], i) => ({
  id: i + 1,
  iso,
  area_code,
  name,
}))

/** A mainland mobile number (spec §5 pattern). */
export const MockPhone = { areaCode: '86', phone: '13800138000', e164: '+8613800138000' }

/** MockUser's security page: an e-mail, no phone, no pay password. */
export const MockSecurityInfo: SecurityInfoWire = {
  email: MockUser.email,
  phone: null,
  area_code: null,
  has_pay_password: 0,
}

/** The first issue's code of a failed parse, as the sandbox answers it. */
function refusal(error: { issues: readonly { message: string }[] }) {
  return fail((error.issues[0]?.message ?? 'parameterError') as BusinessErrorCode)
}

const checked = (code: string) => (code === MockEmailCode ? null : fail('codeInvalid'))

export const authHandlers = {
  sendCode: http.post(api('sms_mail'), async ({ request }) => {
    const body = await readBody(request)
    if (body.type === 'security') {
      return SecurityCodeRequest.safeParse(body).success ? ok('sent') : fail('parameterError')
    }
    const parsed = SendMailCodeRequest.safeParse(body)
    return parsed.success ? ok('sent') : refusal(parsed.error)
  }),
  sendSms: http.post(api('send'), async ({ request }) => {
    const parsed = SendSmsCodeRequest.safeParse(await readBody(request))
    return parsed.success ? ok('sent') : refusal(parsed.error)
  }),
  sendBindSms: http.post(api('sms_send'), async ({ request }) => {
    const parsed = BindSmsRequest.safeParse(await readBody(request))
    return parsed.success ? ok('sent') : refusal(parsed.error)
  }),
  areaCodes: http.get(api('area_code'), () => ok(MockAreas)),
  logIn: http.post(api('user/login'), async ({ request }) => {
    const parsed = LoginRequest.safeParse(await readBody(request))
    if (!parsed.success) return refusal(parsed.error)
    const good =
      parsed.data.type === '1'
        ? parsed.data.password === 'secret12'
        : parsed.data.code === MockEmailCode
    if (!good) return fail(parsed.data.type === '1' ? 'credentialsInvalid' : 'codeInvalid')
    return ok(MockToken)
  }),
  register: http.post(api('user/register'), async ({ request }) => {
    const parsed = RegisterRequest.safeParse(await readBody(request))
    if (!parsed.success) return refusal(parsed.error)
    return checked(parsed.data.code) ?? ok('registered')
  }),
  forget: http.post(api('user/forget'), async ({ request }) => {
    const parsed = ForgetRequest.safeParse(await readBody(request))
    if (!parsed.success) return refusal(parsed.error)
    return checked(parsed.data.code) ?? ok('password changed')
  }),
  userInfo: http.get(api('user/info'), () => ok(MockUser)),
  logOut: http.get(api('user/logout'), () => ok('bye')),
}

export const securityHandlers = {
  info: http.get(api('safe/info'), () => ok(MockSecurityInfo)),
  payPassword: http.post(api('safe/update_password'), async ({ request }) => {
    const parsed = PayPasswordRequest.safeParse(await readBody(request))
    if (!parsed.success) return refusal(parsed.error)
    return checked(parsed.data.code) ?? ok('pay password set')
  }),
  bindEmail: http.post(api('safe/email'), async ({ request }) => {
    const parsed = BindEmailRequest.safeParse(await readBody(request))
    if (!parsed.success) return refusal(parsed.error)
    return checked(parsed.data.code) ?? ok('bound')
  }),
  bindPhone: http.post(api('safe/mobile'), async ({ request }) => {
    const parsed = BindPhoneRequest.safeParse(await readBody(request))
    if (!parsed.success) return refusal(parsed.error)
    return checked(parsed.data.code) ?? ok('bound')
  }),
}

export const authScenarios = {
  /** Every login answers with an expired session (type 999). */
  loginExpired: http.post(api('user/login'), () =>
    HttpResponse.json({ type: '999', message: 'Please log in first' }),
  ),
  loginCodeExpired: http.post(api('user/login'), () => fail('codeExpired')),
  /** The network is down: the request errors without a response. */
  loginNetworkError: http.post(api('user/login'), () => HttpResponse.error()),
  loginPending: http.post(api('user/login'), async () => {
    await delay('infinite')
    return ok(MockToken)
  }),
  registerAccountExists: http.post(api('user/register'), () => fail('accountExists')),
  forgetAccountNotFound: http.post(api('user/forget'), () => fail('accountNotFound')),
  areaCodesPending: http.get(api('area_code'), async () => {
    await delay('infinite')
    return ok(MockAreas)
  }),
  areaCodesNetworkError: http.get(api('area_code'), () => HttpResponse.error()),
}

export const securityScenarios = {
  /** A user who registered by phone, bound an e-mail later and has a pay password. */
  infoAllBound: http.get(api('safe/info'), () =>
    ok({
      email: MockUser.email,
      phone: MockPhone.e164,
      area_code: MockPhone.areaCode,
      has_pay_password: 1,
    }),
  ),
  /** Registered by phone, nothing else bound. */
  infoPhoneOnly: http.get(api('safe/info'), () =>
    ok({ email: null, phone: MockPhone.e164, area_code: MockPhone.areaCode, has_pay_password: 0 }),
  ),
  infoPending: http.get(api('safe/info'), async () => {
    await delay('infinite')
    return ok(MockSecurityInfo)
  }),
  infoNetworkError: http.get(api('safe/info'), () => HttpResponse.error()),
  bindEmailInUse: http.post(api('sms_mail'), () => fail('emailInUse')),
  bindPhoneInUse: http.post(api('sms_send'), () => fail('phoneInUse')),
}

export const authHandlerList = [...Object.values(authHandlers), ...Object.values(securityHandlers)]
