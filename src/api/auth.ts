/** Auth and account-security API (api-reference §2, §3.2; spec §7). Requests are contract input types. */
import { get, post, type RequestOptions } from './client'
import {
  AreaList,
  LoginResponse,
  Notice,
  UserInfo,
  type CodeScene,
  type ForgetRequest,
  type LoginRequest,
  type RegisterRequest,
} from './contract/auth'
import {
  SecurityInfo,
  type BindEmailRequest,
  type BindPhoneRequest,
  type PayPasswordRequest,
} from './contract/auth-security'

/** Where a verification code goes. `own`: the signed-in user's bound e-mail (or phone). */
export type CodeTarget =
  | { channel: 'email'; email: string }
  | { channel: 'mobile'; areaCode: string; phone: string }
  | { channel: 'own' }

export interface SendCodeRequest {
  target: CodeTarget
  scene: CodeScene
}

/** The legacy wire sends `type: ''` for registration. */
const sceneType = (scene: CodeScene) => (scene === 'register' ? '' : scene)

export const authApi = {
  /**
   * One door for every code: sms_mail (e-mail; `security` for the own address), send (SMS for
   * register, forget, login) or sms_send (SMS to a phone being bound).
   */
  sendCode: ({ target, scene }: SendCodeRequest, opts?: RequestOptions) => {
    if (target.channel === 'own') return post('sms_mail', { type: 'security' }, Notice, opts)
    if (target.channel === 'email') {
      return post(
        'sms_mail',
        { user_string: target.email, type: sceneType(scene), scene },
        Notice,
        opts,
      )
    }
    if (scene === 'bind') {
      return post('sms_send', { mobile: target.phone, area_code: target.areaCode }, Notice, opts)
    }
    const fields = { user_string: target.phone, area_code: target.areaCode, type: sceneType(scene) }
    return post('send', fields, Notice, opts)
  },
  logIn: (req: LoginRequest, opts?: RequestOptions) =>
    post('user/login', { ...req }, LoginResponse, opts),
  register: (req: RegisterRequest, opts?: RequestOptions) =>
    post('user/register', { ...req }, Notice, opts),
  /** user/forget: also the security screen's login-password change; every session ends. */
  resetPassword: (req: ForgetRequest, opts?: RequestOptions) =>
    post('user/forget', { ...req }, Notice, opts),
  logOut: (opts?: RequestOptions) => get('user/logout', {}, Notice, opts),
  userInfo: (opts?: RequestOptions) => get('user/info', {}, UserInfo, opts),
  /** GET area_code: countries and regions with their dialling codes. */
  areaCodes: (opts?: RequestOptions) => get('area_code', {}, AreaList, opts),
}

export const securityApi = {
  info: (opts?: RequestOptions) => get('safe/info', {}, SecurityInfo, opts),
  /** safe/update_password: sets or changes the pay password. */
  setPayPassword: (req: PayPasswordRequest, opts?: RequestOptions) =>
    post('safe/update_password', { ...req }, Notice, opts),
  bindEmail: (req: BindEmailRequest, opts?: RequestOptions) =>
    post('safe/email', { ...req }, Notice, opts),
  bindPhone: (req: BindPhoneRequest, opts?: RequestOptions) =>
    post('safe/mobile', { ...req }, Notice, opts),
}
