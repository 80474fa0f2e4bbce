/**
 * Account security contract (api-reference §3.2, spec §2 setting/security, password,
 * payPassword; §5 validation). Every endpoint here needs a token and acts only on its own user.
 *
 * Designed here where the reference is silent:
 * - GET `safe/info` answers what the security screen shows: the bound e-mail and phone (E.164,
 *   with its `area_code`), and whether a pay password is set. The pay password itself, like the
 *   login password, never leaves the server.
 * - `safe/update_password` sets or changes the pay (trade) password with the same rules as the
 *   login password (6–16 characters, no spaces or special characters, typed twice) and a
 *   `security` code sent to the user's own e-mail (or phone).
 * - `safe/email` and `safe/mobile` bind an e-mail or phone the account does not have yet, with a
 *   `bind` code sent to that new address. An address another account uses is refused as
 *   `emailInUse` / `phoneInUse`, the same answer whichever account it is. `safe/mobile` takes the
 *   `area_code` with `mobile`. Changing a bound address is not offered (`alreadyBound`).
 * - The login password is changed through `user/forget` (api-reference §3.2), which ends every
 *   session of the account.
 */
import * as z from 'zod/mini'
import {
  CodeField,
  EmailField,
  PasswordField,
  Text,
  accountRefinement,
  matchingPasswords,
  toE164,
} from './auth'
import { WireInt } from './common'

const orEmpty = z.pipe(
  z.nullable(z.string()),
  z.transform((v: string | null) => v ?? ''),
)

/** GET safe/info. */
export const SecurityInfo = z.object({
  email: orEmpty,
  /** E.164 (`+8613800000000`), or '' when no phone is bound. */
  phone: orEmpty,
  /** The dialling code of `phone`, without '+'. */
  area_code: orEmpty,
  has_pay_password: z.pipe(
    WireInt,
    z.transform((v: number) => v === 1),
  ),
})
export type SecurityInfo = z.infer<typeof SecurityInfo>
export type SecurityInfoWire = z.input<typeof SecurityInfo>

/** POST safe/update_password: the pay password. */
export const PayPasswordRequest = z
  .object({
    code: CodeField,
    password: PasswordField,
    re_password: z.string().check(z.minLength(1, 'passwordRequired')),
  })
  .check(matchingPasswords)
export type PayPasswordRequest = z.input<typeof PayPasswordRequest>

/** POST safe/email. */
export const BindEmailRequest = z.object({ email: EmailField, code: CodeField })
export type BindEmailRequest = z.input<typeof BindEmailRequest>

/** POST safe/mobile: `mobile` + `area_code` as for sms_send, plus the code sent there. */
const BindPhoneFields = z
  .object({ mobile: Text, area_code: Text, code: CodeField })
  .check(accountRefinement(() => 'mobile', 'mobile'))
export const BindPhoneRequest = z.pipe(
  BindPhoneFields,
  z.transform((v: z.output<typeof BindPhoneFields>) => ({
    ...v,
    account: toE164(v.area_code, v.mobile),
  })),
)
export type BindPhoneRequest = z.input<typeof BindPhoneRequest>
