/**
 * Invitation and rebates (api-reference §14; spec §2 setting/share).
 *
 * - `GET user/invite`: the caller's own `extension_code`, `invite_num` (users who registered with
 *   it), `invite_return_total` (the sum of the caller's rebate ledger, a decimal string with
 *   REBATE_DECIMALS decimals, "0.00000000" for a new user) and `inviteList`, the top 3 rebate
 *   earners. Designed here where the reference is silent: `invite_return_currency` (rebates are
 *   paid in USDT), `account` in `inviteList` is masked (`de***@sandbox.test`) because other
 *   users' e-mails are not the caller's to see, and `ad` is null (no poster is configured).
 * - `POST user/invite_list { time }`: the top 20 earners since `time` (YYYY-MM-DD, UTC). The
 *   original refused an empty list; here an empty list is an empty array.
 * - The share link is built by the client from its own address (spec §2 share page):
 *   `<origin><path>#/pages/common/register?code=<extension_code>`; the register screen reads
 *   `?code=`.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'

export const REBATE_DECIMALS = 8
export const INVITE_TOP_EARNERS = 3
export const INVITE_RANKING_SIZE = 20

export const InviteEarner = z.object({
  total: Decimal,
  user_id: WireInt,
  account: z.string(),
})
export type InviteEarner = z.infer<typeof InviteEarner>

export const InviteSummary = z.object({
  extension_code: z.string(),
  invite_num: WireInt,
  invite_return_total: Decimal,
  invite_return_currency: z._default(z.optional(z.string()), 'USDT'),
  inviteList: z._default(z.optional(z.array(InviteEarner)), []),
  ad: z._default(z.optional(z.nullable(z.object({ image: z.string() }))), null),
})
export type InviteSummary = z.infer<typeof InviteSummary>
export type InviteSummaryWire = z.input<typeof InviteSummary>

export const InviteRankingRequest = z.object({
  time: z.string().check(
    z.trim(),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'parameterError'),
    z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'parameterError'),
  ),
})
export const InviteRanking = z.array(InviteEarner)

/** The register screen's address with the invite code, e.g. `https://x.y/#/pages/common/register?code=AB12CD34`. */
export function shareLink(base: string, code: string): string {
  return `${base}#/pages/common/register?code=${encodeURIComponent(code)}`
}

/** `demo@sandbox.test` → `de***@sandbox.test`: enough to recognise, not enough to contact. */
export function maskAccount(account: string): string {
  const at = account.indexOf('@')
  const name = at >= 0 ? account.slice(0, at) : account
  const domain = at >= 0 ? account.slice(at) : ''
  return `${name.slice(0, Math.min(2, Math.max(1, name.length - 1)))}***${domain}`
}
