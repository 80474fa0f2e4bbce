/**
 * Auth contract (api-reference §2, spec §5 and §7).
 * Field rules are zod refinements whose messages are BusinessErrorCodes, so the login form, the
 * register form and the sandbox reject the same input with the same translated message.
 *
 * Designed here where the reference is silent:
 * - `sms_mail.type` gains `login` (an existing account receives a sign-in code) next to `register`
 *   (sent as '' by the legacy client) and `forget`.
 * - `user/login.type` gains `3` = e-mail code sign-in (1 = password, 2 = gesture in the original).
 * - Codes are six digits, expire after `CODE_TTL_SECONDS`, allow five wrong tries, and can be
 *   re-sent after `CODE_RESEND_SECONDS`.
 */
import * as z from 'zod/mini'
import { WireInt } from './common'

export const CODE_TTL_SECONDS = 600
export const CODE_RESEND_SECONDS = 60
export const CODE_MAX_ATTEMPTS = 5

/** Printable ASCII without spaces: what a password or invite code may contain (spec §5 "special characters"). */
const PLAIN = /^[\x21-\x7e]*$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const EmailField = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, 'accountRequired'),
    z.maxLength(100, 'emailInvalid'),
    z.regex(EMAIL, 'emailInvalid'),
  ),
  z.transform((v: string) => v.toLowerCase()),
)

export const CodeField = z.string().check(z.minLength(1, 'codeRequired'), z.regex(/^\d{6}$/, 'codeInvalid'))

export const PasswordField = z
  .string()
  .check(
    z.minLength(1, 'passwordRequired'),
    z.regex(PLAIN, 'specialCharacters'),
    z.minLength(6, 'passwordLength'),
    z.maxLength(16, 'passwordLength'),
  )

export const InviteCodeField = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9]*$/, 'specialCharacters'), z.maxLength(16, 'inviteCodeInvalid'))

export const CodeScene = z.enum(['register', 'forget', 'login'])
export type CodeScene = z.infer<typeof CodeScene>

/** The legacy client sends `type: ''` for registration. */
const SceneField = z.pipe(
  z.transform((v: unknown) => (v === '' || v === undefined ? 'register' : v)),
  CodeScene,
)

/** POST sms_mail. */
export const SendMailCodeRequest = z.object({ user_string: EmailField, type: SceneField })
export type SendMailCodeRequest = z.input<typeof SendMailCodeRequest>

/** POST user/check_email: checks a code without consuming it (used before the password step). */
export const CheckEmailRequest = z.object({ user_string: EmailField, email_code: CodeField, type: SceneField })

export const PasswordLoginRequest = z.object({
  type: z.literal('1'),
  user_string: EmailField,
  password: z.string().check(z.minLength(1, 'passwordRequired')),
})
export const CodeLoginRequest = z.object({
  type: z.literal('3'),
  user_string: EmailField,
  code: CodeField,
})
export const LoginRequest = z.discriminatedUnion('type', [PasswordLoginRequest, CodeLoginRequest])
export type LoginRequest = z.input<typeof LoginRequest>

/** Two passwords that must agree (spec §5: "the two passwords are inconsistent"). */
const matchingPasswords = z.superRefine((v: { password: string; re_password: string }, ctx) => {
  if (v.password !== v.re_password) {
    ctx.issues.push({ code: 'custom', path: ['re_password'], message: 'passwordMismatch', input: v })
  }
})

export const RegisterRequest = z
  .object({
    type: z._default(z.literal('email'), 'email'),
    user_string: EmailField,
    code: CodeField,
    password: PasswordField,
    re_password: z.string().check(z.minLength(1, 'passwordRequired')),
    extension_code: z._default(z.optional(InviteCodeField), ''),
  })
  .check(matchingPasswords)
export type RegisterRequest = z.input<typeof RegisterRequest>

/** POST user/forget; the legacy field names (`account`, `repassword`) are accepted too. */
export const ForgetRequest = z.pipe(
  z.transform((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return raw
    const r = raw as Record<string, unknown>
    return { ...r, user_string: r.user_string ?? r.account, re_password: r.re_password ?? r.repassword }
  }),
  z
    .object({
      user_string: EmailField,
      code: CodeField,
      password: PasswordField,
      re_password: z.string().check(z.minLength(1, 'passwordRequired')),
    })
    .check(matchingPasswords),
)
export type ForgetRequest = { user_string: string; code: string; password: string; re_password: string }

/** A session token: the raw 32-hex string sent back in `Authorization` (api-reference §1.1). */
export const Token = z.string().check(z.regex(/^[0-9a-f]{32}$/))
export type Token = z.infer<typeof Token>

/** `user/login` answers the token in `message`; some builds nest `{ token, user }`. Normalised here. */
export const LoginResponse = z.pipe(
  z.union([Token, z.looseObject({ token: Token })]),
  z.transform((m: string | { token: string }) => (typeof m === 'string' ? m : m.token)),
)

const orEmpty = z.pipe(z.nullable(z.string()), z.transform((v: string | null) => v ?? ''))

/** GET user/info, the fields the app reads. `risk` and other operator fields are never part of it. */
export const UserInfo = z.object({
  id: WireInt,
  account_number: z.string(),
  email: orEmpty,
  phone: orEmpty,
  nickname: orEmpty,
  head_portrait: orEmpty,
  extension_code: z.string(),
  review_status: WireInt,
  vip: z._default(WireInt, 0),
  create_date: z.string(),
})
export type UserInfo = z.infer<typeof UserInfo>
export type UserInfoWire = z.input<typeof UserInfo>

/** Plain localised notices (`message` is a sentence), e.g. "code sent". */
export const Notice = z.string()
