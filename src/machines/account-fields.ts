/**
 * The account part of the login, register and forget-password forms (spec §2 common/login,
 * register, forget, area; §5 e-mail and phone rules): an e-mail, or a phone number under a
 * chosen area code. Each channel keeps what was typed in it, so switching back loses nothing.
 */
import type { CodeTarget } from '@/api/auth'
import { accountIssue, normalisePhone } from '@/api/contract/auth'
import { noFormError, type FormErrorState } from './form-errors'

export type Channel = 'email' | 'mobile'

/** A country or region chosen in the area picker. */
export interface AreaChoice {
  /** Dialling code without '+'. */
  areaCode: string
  /** ISO 3166-1 alpha-2, to name it. */
  iso: string
}

export interface AccountContext {
  channel: Channel
  email: string
  phone: string
  areaCode: string
  areaIso: string
}

export interface AccountInput {
  channel?: Channel
  email?: string
  phone?: string
  /** The area a phone starts in (the stored choice or the language's country). @default DEFAULT_AREA */
  area?: AreaChoice
}

/** Mainland China, where spec §5's mobile pattern applies. */
export const DEFAULT_AREA: AreaChoice = { areaCode: '86', iso: 'CN' }

export function accountFromInput(input: AccountInput): AccountContext {
  const area = input.area ?? DEFAULT_AREA
  return {
    channel: input.channel ?? 'email',
    email: input.email ?? '',
    phone: input.phone ?? '',
    areaCode: area.areaCode,
    areaIso: area.iso,
  }
}

/** What the account input shows: the e-mail or the phone, whichever channel is on. */
export function accountValue(c: AccountContext): string {
  return c.channel === 'email' ? c.email : c.phone
}

export function changeAccount(c: AccountContext, value: string): Partial<AccountContext> {
  return c.channel === 'email' ? { email: value } : { phone: value }
}

export function changeArea(area: AreaChoice): Partial<AccountContext> {
  return { areaCode: area.areaCode, areaIso: area.iso }
}

/** The wire fields: `user_string`, plus `area_code` for a phone ('' for an e-mail). */
export function accountWire(c: AccountContext) {
  return c.channel === 'email'
    ? { user_string: c.email, area_code: '' }
    : { user_string: c.phone, area_code: c.areaCode }
}

export function codeTargetOf(c: AccountContext): CodeTarget {
  return c.channel === 'email'
    ? { channel: 'email', email: c.email.trim() }
    : { channel: 'mobile', areaCode: c.areaCode, phone: normalisePhone(c.phone) }
}

/** Spec §5 for the account alone (before a code is requested), as form error state. */
export function accountErrorOf(c: AccountContext): FormErrorState {
  const { user_string, area_code } = accountWire(c)
  const error = accountIssue(c.channel, user_string, area_code)
  return error ? { error, errorField: 'account', serverMessage: '' } : noFormError
}

/** The normalised account, e.g. to pre-fill the login form after a sign-up or reset. */
export function accountOutput(c: AccountContext): AccountInput {
  return c.channel === 'email'
    ? { channel: 'email', email: c.email.trim().toLowerCase() }
    : {
        channel: 'mobile',
        phone: normalisePhone(c.phone),
        area: { areaCode: c.areaCode, iso: c.areaIso },
      }
}
