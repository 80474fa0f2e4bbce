/**
 * Auth contract (api-reference §2, spec §5 and §7).
 * Field rules are zod refinements whose messages are BusinessErrorCodes, so the forms and the
 * sandbox reject the same input with the same translated message.
 *
 * Designed here where the reference is silent:
 * - Accounts are an e-mail or a phone. A phone travels as `user_string` (the national number;
 *   spaces, dashes, dots and brackets are ignored) plus `area_code` (the dialling code without
 *   '+'); the sandbox keys it as E.164, `+<area_code><number>`. `area_code_id` is accepted and
 *   ignored: several countries share a dialling code, the code is what the number needs.
 * - Phone rules (spec §5): with area code 86 the mainland pattern (1, then 3–9, 11 digits);
 *   elsewhere 4 to 14 digits and at most 15 with the area code (the E.164 maximum).
 * - `sms_mail.type` gains `login` (an existing account receives a sign-in code), `bind` (a code to
 *   an e-mail the signed-in user is binding) and `security` (a code to the signed-in user's own
 *   bound e-mail, or phone when there is none; no `user_string`), next to `register` (sent as ''
 *   by the legacy client) and `forget`. `send` is its SMS twin for register, forget and login;
 *   `sms_send` sends the bind code to a new phone (both per api-reference §2).
 * - `user/login.type` gains `3` = code sign-in (1 = password, 2 = gesture in the original). An
 *   `area_code` makes `user_string` a phone; without one it is an e-mail.
 * - Codes are six digits, expire after `CODE_TTL_SECONDS`, allow five wrong tries, and can be
 *   re-sent after `CODE_RESEND_SECONDS`.
 */
import * as z from 'zod/mini'
import type { BusinessErrorCode } from './common'
import { WireInt } from './common'

export const CODE_TTL_SECONDS = 600
export const CODE_RESEND_SECONDS = 60
export const CODE_MAX_ATTEMPTS = 5

/** Printable ASCII without spaces: what a password or invite code may contain (spec §5 "special characters"). */
const PLAIN = /^[\x21-\x7e]*$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const EmailField = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'accountRequired'),
      z.maxLength(100, 'emailInvalid'),
      z.regex(EMAIL, 'emailInvalid'),
    ),
  z.transform((v: string) => v.toLowerCase()),
)

export const CodeField = z
  .string()
  .check(z.minLength(1, 'codeRequired'), z.regex(/^\d{6}$/, 'codeInvalid'))

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
  .check(
    z.trim(),
    z.regex(/^[A-Za-z0-9]*$/, 'specialCharacters'),
    z.maxLength(16, 'inviteCodeInvalid'),
  )

// ---- phones -------------------------------------------------------------------------------

/** The dialling code whose numbers follow the mainland mobile pattern (spec §5). */
export const MAINLAND_AREA_CODE = '86'
/** Spec §5 "mainland mobile": starts with 1, second digit 3–9, 11 digits. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
const AREA_CODE = /^[1-9]\d{0,3}$/

/** What people type between digits of a phone number. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, '')
}

/** Spec §5 for a national number under `areaCode` (both already trimmed, digits only). */
export function phoneIssue(areaCode: string, phone: string): BusinessErrorCode | null {
  if (phone === '') return 'phoneRequired'
  if (!AREA_CODE.test(areaCode)) return 'areaCodeInvalid'
  if (areaCode === MAINLAND_AREA_CODE) return MAINLAND_MOBILE.test(phone) ? null : 'phoneInvalid'
  return /^\d{4,14}$/.test(phone) && areaCode.length + phone.length <= 15 ? null : 'phoneInvalid'
}

/** The E.164 form the sandbox keys phones by: `+8613800000000`. */
export function toE164(areaCode: string, phone: string): string {
  return `+${areaCode.trim()}${normalisePhone(phone)}`
}

export type AccountKind = 'email' | 'mobile'

/** The account a request names, keyed as the sandbox stores it (lower-cased e-mail or E.164). */
export function accountKey(kind: AccountKind, userString: string, areaCode: string): string {
  return kind === 'email' ? userString.trim().toLowerCase() : toE164(areaCode, userString)
}

/** The first rule an account breaks, and the wire field it concerns. */
export function accountIssue(
  kind: AccountKind,
  userString: string,
  areaCode: string,
): BusinessErrorCode | null {
  if (kind === 'email') {
    const result = EmailField.safeParse(userString)
    return result.success ? null : (result.error.issues[0]?.message as BusinessErrorCode)
  }
  return phoneIssue(areaCode.trim(), normalisePhone(userString))
}

/** A string field that may be missing on the wire (read as ''). */
export const Text = z._default(z.optional(z.string()), '')

type AccountFields = Record<string, unknown>

/**
 * Checks the account fields `userKey` (+ `area_code`) of an object as `kindOf` says. Runs only
 * when the object itself parsed, and reports under `userKey` (or `area_code`) so a form can show
 * the message under the right input.
 */
export function accountRefinement<T extends AccountFields>(
  kindOf: (v: T) => AccountKind,
  userKey = 'user_string',
) {
  return z.superRefine(
    (v: T, ctx) => {
      const kind = kindOf(v)
      const code = accountIssue(kind, String(v[userKey] ?? ''), String(v.area_code ?? ''))
      if (!code) return
      const path = code === 'areaCodeInvalid' ? 'area_code' : userKey
      ctx.issues.push({ code: 'custom', path: [path], message: code, input: v })
    },
    {
      when: (p) =>
        typeof p.value === 'object' &&
        p.value !== null &&
        p.issues.every(
          (i) =>
            (i.path?.length ?? 0) > 0 &&
            ![userKey, 'area_code', 'type'].includes(String(i.path?.[0])),
        ),
    },
  )
}

/** No area code: an e-mail. An area code: a phone. */
const inferKind = (v: AccountFields): AccountKind =>
  String(v.area_code ?? '').trim() ? 'mobile' : 'email'

/** A parsed request plus its normalised `account` and the account's kind. */
function addAccount<T extends { user_string: string; area_code: string }>(v: T, kind: AccountKind) {
  return { ...v, kind, account: accountKey(kind, v.user_string, v.area_code) }
}

// ---- verification codes -------------------------------------------------------------------

export const CodeScene = z.enum(['register', 'forget', 'login', 'bind', 'security'])
export type CodeScene = z.infer<typeof CodeScene>

/** The legacy client sends `type: ''` for registration. */
const SceneField = z.pipe(
  z.transform((v: unknown) => (v === '' || v === undefined ? 'register' : v)),
  CodeScene,
)

/** POST sms_mail: an e-mail code (scenes register, forget, login, bind). */
export const SendMailCodeRequest = z.object({ user_string: EmailField, type: SceneField })
export type SendMailCodeRequest = z.input<typeof SendMailCodeRequest>

/** POST sms_mail with `type=security` (token): a code to the caller's own bound e-mail or phone. */
export const SecurityCodeRequest = z.object({ type: z.literal('security') })

/** POST send: an SMS code for register, forget or login. */
const SmsCodeFields = z
  .object({ user_string: Text, area_code: Text, type: SceneField })
  .check(accountRefinement(() => 'mobile'))
export const SendSmsCodeRequest = z.pipe(
  SmsCodeFields,
  z.transform((v: z.output<typeof SmsCodeFields>) => addAccount(v, 'mobile')),
)
export type SendSmsCodeRequest = z.input<typeof SendSmsCodeRequest>

/** POST sms_send (token): the bind code to a new phone. */
const BindSmsFields = z
  .object({ mobile: Text, area_code: Text })
  .check(accountRefinement(() => 'mobile', 'mobile'))
export const BindSmsRequest = z.pipe(
  BindSmsFields,
  z.transform((v: z.output<typeof BindSmsFields>) => ({
    ...v,
    account: toE164(v.area_code, v.mobile),
  })),
)
export type BindSmsRequest = z.input<typeof BindSmsRequest>

/** POST user/check_email: checks a code without consuming it (used before the password step). */
export const CheckEmailRequest = z.object({
  user_string: EmailField,
  email_code: CodeField,
  type: SceneField,
})

// ---- login, register, forget --------------------------------------------------------------

export const PasswordLoginRequest = z.object({
  type: z.literal('1'),
  user_string: Text,
  area_code: Text,
  password: z.string().check(z.minLength(1, 'passwordRequired')),
})
export const CodeLoginRequest = z.object({
  type: z.literal('3'),
  user_string: Text,
  area_code: Text,
  code: CodeField,
})
const LoginFields = z
  .discriminatedUnion('type', [PasswordLoginRequest, CodeLoginRequest])
  .check(accountRefinement(inferKind))
export const LoginRequest = z.pipe(
  LoginFields,
  z.transform((v: z.output<typeof LoginFields>) => addAccount(v, inferKind(v))),
)
export type LoginRequest = z.input<typeof LoginRequest>

/** Two passwords that must agree (spec §5: "the two passwords are inconsistent"). */
export const matchingPasswords = z.superRefine(
  (v: { password: string; re_password: string }, ctx) => {
    if (v.password !== v.re_password) {
      ctx.issues.push({
        code: 'custom',
        path: ['re_password'],
        message: 'passwordMismatch',
        input: v,
      })
    }
  },
)

const kindOfType = (v: { type: AccountKind }) => v.type

const RegisterFields = z
  .object({
    type: z._default(z.enum(['email', 'mobile']), 'email'),
    user_string: Text,
    area_code: Text,
    code: CodeField,
    password: PasswordField,
    re_password: z.string().check(z.minLength(1, 'passwordRequired')),
    extension_code: z._default(z.optional(InviteCodeField), ''),
  })
  .check(accountRefinement(kindOfType), matchingPasswords)
export const RegisterRequest = z.pipe(
  RegisterFields,
  z.transform((v: z.output<typeof RegisterFields>) => addAccount(v, v.type)),
)
export type RegisterRequest = z.input<typeof RegisterRequest>

/**
 * POST user/forget; the legacy field names (`account`, `repassword`) are accepted too. `type`
 * (`email` | `mobile`) is optional: without it an `area_code` makes the account a phone.
 */
const ForgetFields = z
  .object({
    type: z.enum(['email', 'mobile']),
    user_string: Text,
    area_code: Text,
    code: CodeField,
    password: PasswordField,
    re_password: z.string().check(z.minLength(1, 'passwordRequired')),
  })
  .check(accountRefinement(kindOfType), matchingPasswords)
export const ForgetRequest = z.pipe(
  z.transform((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return raw
    const r = raw as Record<string, unknown>
    const area = typeof r.area_code === 'string' ? r.area_code : ''
    const type =
      r.type === 'email' || r.type === 'mobile' ? r.type : area.trim() ? 'mobile' : 'email'
    return {
      ...r,
      type,
      user_string: r.user_string ?? r.account,
      re_password: r.re_password ?? r.repassword,
    }
  }),
  z.pipe(
    ForgetFields,
    z.transform((v: z.output<typeof ForgetFields>) => addAccount(v, v.type)),
  ),
)
export type ForgetRequest = {
  type: AccountKind
  user_string: string
  area_code?: string
  code: string
  password: string
  re_password: string
}

// ---- sessions and profile -----------------------------------------------------------------

/** A session token: the raw 32-hex string sent back in `Authorization` (api-reference §1.1). */
export const Token = z.string().check(z.regex(/^[0-9a-f]{32}$/))
export type Token = z.infer<typeof Token>

/** `user/login` answers the token in `message`; some builds nest `{ token, user }`. Normalised here. */
export const LoginResponse = z.pipe(
  z.union([Token, z.looseObject({ token: Token })]),
  z.transform((m: string | { token: string }) => (typeof m === 'string' ? m : m.token)),
)

const orEmpty = z.pipe(
  z.nullable(z.string()),
  z.transform((v: string | null) => v ?? ''),
)

/** GET user/info, the fields the app reads. `risk` and other operator fields are never part of it. */
export const UserInfo = z.object({
  id: WireInt,
  account_number: z.string(),
  email: orEmpty,
  phone: orEmpty,
  nickname: orEmpty,
  head_portrait: orEmpty,
  /** Absent from backends (and stored users) that predate it. */
  signature: z.optional(orEmpty),
  extension_code: z.string(),
  review_status: WireInt,
  vip: z._default(WireInt, 0),
  create_date: z.string(),
})
export type UserInfo = z.infer<typeof UserInfo>
export type UserInfoWire = z.input<typeof UserInfo>

/** Plain localised notices (`message` is a sentence), e.g. "code sent". */
export const Notice = z.string()

// ---- area codes ---------------------------------------------------------------------------

/** One row of GET area_code: a country or region and its dialling code (no '+'). */
export const Area = z.object({
  id: WireInt,
  /** ISO 3166-1 alpha-2; the client names it in the reader's language with Intl.DisplayNames. */
  iso: z.string().check(z.regex(/^[A-Z]{2}$/)),
  area_code: z.string().check(z.regex(AREA_CODE)),
  /** English name, the fallback when Intl has none. */
  name: z.string(),
})
export type Area = z.infer<typeof Area>
export const AreaList = z.array(Area)
