/**
 * The dual purchase form's rules (spec §5 "Invest purchase quantity: required and an integer";
 * contract/dual.ts, dual-math.ts purchaseIssue): the shares as typed, the request, and why the
 * typed shares cannot be bought.
 */
import type { DualProduct } from '@/api/contract/dual'
import { principalOf, purchaseIssue, termDays } from '@/api/contract/dual-math'
import type { BusinessErrorCode } from '@/api/contract/common'

/** Longest share count kept as typed. */
const SHARES_TEXT_MAX = 9

/** Shares as typed: digits, and a dot or comma kept so that "1.5" is refused rather than changed. */
export const sharesText = (value: string) =>
  value
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .slice(0, SHARES_TEXT_MAX)

/** The typed shares as a whole number, or NaN (empty, decimal, not a number). */
export const sharesOf = (text: string) =>
  /^\d+$/.test(text.trim()) ? Number.parseInt(text.trim(), 10) : Number.NaN

export interface PurchaseFacts {
  product: DualProduct | null
  /** The caller's funds balance of the invested currency; null: not signed in (not checked). */
  balance: string | null
  shares: string
  now: number
}

/** Why the typed shares cannot be bought (dual-math purchaseIssue, in the sandbox's order), or null. */
export function sharesIssueOf(c: PurchaseFacts): BusinessErrorCode | null {
  const p = c.product
  if (!p) return 'sharesInvalid'
  const shares = sharesOf(c.shares)
  const balance =
    c.balance ??
    (Number.isSafeInteger(shares) && shares > 0 ? principalOf(p.direction, shares) : '0')
  return purchaseIssue({
    shares,
    open: p.open,
    days: termDays(c.now, p.settleAt),
    remaining: p.remainingShares,
    held: p.heldShares,
    userLimit: p.userLimit,
    direction: p.direction,
    balance,
  })
}

/** dual/buyDual's request for the form (without its key). */
export const toBuyRequest = (c: { id: number | null; shares: string }) => ({
  id: c.id ?? 0,
  num: sharesOf(c.shares),
})
