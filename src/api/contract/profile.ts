/**
 * Profile contract (api-reference §3.1 profile endpoints, §15 VIP; spec §2 setting/userInfo, §3
 * user profile, §5 "nickname 2-10 characters (Chinese, English, digits); signature 2-30
 * characters; special characters are not allowed", §9 "image upload: one image, original or
 * compressed, from album").
 *
 * Field rules are zod checks whose messages are `settings` translation keys (`profileIssues`), so
 * the profile form and the sandbox refuse the same input with the same sentence. The sandbox
 * answers a refused field with `{ type: 'error', code: 'parameterError', message: <sentence> }`.
 *
 * Designed here where the reference is silent (the sandbox implements exactly this):
 * - `POST user/editNickname { nickname }` and `POST user/editSignature { signature }` (the latter
 *   is not in the reference) save one field of the caller's own profile and answer the
 *   affected-row count (1), as the original's nickname endpoint does. Surrounding spaces are
 *   trimmed; a nickname is Han characters (simplified or traditional), English letters and
 *   digits, 2 to 10 characters; a signature is letters of any script, digits, spaces and
 *   punctuation (runs of spaces count as one), 2 to 30 characters. Lengths count characters,
 *   not bytes or UTF-16 units.
 * - `POST user/uploadHeadPortrait { head_portrait }` takes a picture the same user uploaded
 *   (`POST upload`), as the path it answered (`/uploads/<name>`) or that path behind the
 *   domain (the original client prefixed it); anything else is refused with
 *   `profile.avatar.invalid`. The stored value, and `user/info`'s `head_portrait`, is the path.
 * - `user/info` gains `signature` ('' when none; a backend without it reads as '').
 * - VIP (§15): `users.vip` is a display level, 0 (standard), 1 or 2. It is set by the platform;
 *   there is no purchase. VIP 2 and above may apply for OTC borrowing (spec §6).
 */
import * as z from 'zod/mini'
import { WireInt } from './common'

export const NICKNAME_MIN = 2
export const NICKNAME_MAX = 10
export const SIGNATURE_MIN = 2
export const SIGNATURE_MAX = 30

/** Every message a profile field can be refused with: keys of the `settings` namespace. */
export const profileIssues = [
  'profile.avatar.invalid',
  'profile.nickname.characters',
  'profile.nickname.length',
  'profile.nickname.required',
  'profile.signature.characters',
  'profile.signature.length',
  'profile.signature.required',
] as const
export type ProfileIssue = (typeof profileIssues)[number]
const issueSet = new Set<string>(profileIssues)
export const isProfileIssue = (value: unknown): value is ProfileIssue =>
  typeof value === 'string' && issueSet.has(value)

/** Characters, not UTF-16 units: a rare Han character outside the BMP counts once. */
export const characterCount = (value: string) => [...value].length

/** Spec §5: Chinese (Han, simplified or traditional), English letters and digits. */
const NICKNAME = /^[\p{Script=Han}A-Za-z0-9]*$/u
/** Letters of any script with their marks, digits, spaces and punctuation; no symbols or emoji. */
const SIGNATURE = /^[\p{L}\p{M}\p{N}\p{P} ]*$/u

const lengthBetween = (min: number, max: number, message: string) =>
  z.refine<string>((v) => characterCount(v) >= min && characterCount(v) <= max, message)

export const NicknameField = z
  .string('profile.nickname.required')
  .check(
    z.normalize('NFC'),
    z.trim(),
    z.minLength(1, 'profile.nickname.required'),
    z.regex(NICKNAME, 'profile.nickname.characters'),
    lengthBetween(NICKNAME_MIN, NICKNAME_MAX, 'profile.nickname.length'),
  )

export const SignatureField = z.string('profile.signature.required').check(
  z.normalize('NFC'),
  z.overwrite((v: string) => v.trim().replace(/\s+/g, ' ')),
  z.minLength(1, 'profile.signature.required'),
  z.regex(SIGNATURE, 'profile.signature.characters'),
  lengthBetween(SIGNATURE_MIN, SIGNATURE_MAX, 'profile.signature.length'),
)

/** POST user/editNickname. */
export const EditNicknameRequest = z.object({ nickname: NicknameField })
export type EditNicknameRequest = { nickname: string }

/** POST user/editSignature. */
export const EditSignatureRequest = z.object({ signature: SignatureField })
export type EditSignatureRequest = { signature: string }

/** POST user/uploadHeadPortrait: the upload's path (the sandbox checks whose upload it is). */
export const HeadPortraitRequest = z.object({
  head_portrait: z
    .string('profile.avatar.invalid')
    .check(
      z.trim(),
      z.minLength(1, 'profile.avatar.invalid'),
      z.maxLength(500, 'profile.avatar.invalid'),
    ),
})
export type HeadPortraitRequest = { head_portrait: string }

/** The profile endpoints answer the affected-row count (api-reference §3.1). */
export const AffectedRows = WireInt

/** The editable text fields of the profile and their rules. */
export const profileFieldRules = { nickname: NicknameField, signature: SignatureField } as const
export type ProfileTextField = keyof typeof profileFieldRules

/** The first refusal of `value` as `field`, or null when it is acceptable. */
export function profileIssue(field: ProfileTextField, value: string): ProfileIssue | null {
  const result = profileFieldRules[field].safeParse(value)
  if (result.success) return null
  const message = result.error.issues[0]?.message
  return isProfileIssue(message) ? message : `profile.${field}.characters`
}

/** The value as it will be saved (trimmed, spaces collapsed), or null when it is refused. */
export function normaliseProfileField(field: ProfileTextField, value: string): string | null {
  const result = profileFieldRules[field].safeParse(value)
  return result.success ? result.data : null
}

/* ---------- VIP (api-reference §15) ---------- */

export const vipLevels = [0, 1, 2] as const
export type VipLevel = (typeof vipLevels)[number]
/** Spec §6: OTC borrowing needs VIP level 2 or above. */
export const VIP_BORROWING_LEVEL: VipLevel = 2

/** `users.vip` as a display level; anything unknown reads as standard (0), above 2 as 2. */
export function vipLevelOf(value: number | null | undefined): VipLevel {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return 0
  return value >= 2 ? 2 : 1
}
