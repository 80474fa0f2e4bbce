/** Auth API (api-reference §2, spec §7). Request objects are the contract's input types. */
import { get, post, type RequestOptions } from './client'
import {
  LoginResponse,
  Notice,
  UserInfo,
  type CodeScene,
  type ForgetRequest,
  type LoginRequest,
  type RegisterRequest,
} from './contract/auth'

export interface SendCodeRequest {
  email: string
  scene: CodeScene
}

export const authApi = {
  /** POST sms_mail. The legacy wire sends `type: ''` for registration. */
  sendEmailCode: ({ email, scene }: SendCodeRequest, opts?: RequestOptions) =>
    post(
      'sms_mail',
      { user_string: email, type: scene === 'register' ? '' : scene, scene },
      Notice,
      opts,
    ),
  logIn: (req: LoginRequest, opts?: RequestOptions) =>
    post('user/login', { ...req }, LoginResponse, opts),
  register: (req: RegisterRequest, opts?: RequestOptions) =>
    post('user/register', { ...req, type: 'email' }, Notice, opts),
  resetPassword: (req: ForgetRequest, opts?: RequestOptions) =>
    post('user/forget', { ...req, type: 'email' }, Notice, opts),
  logOut: (opts?: RequestOptions) => get('user/logout', {}, Notice, opts),
  userInfo: (opts?: RequestOptions) => get('user/info', {}, UserInfo, opts),
}
