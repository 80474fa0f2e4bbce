/**
 * The public check's rules outside the machine: which number the form takes, and whether the
 * record stands against the public prices (the recomputation itself is the contract's
 * `recheckOption`, micro-check.ts).
 */
import { recheckOption, type PublicTicks } from '@/api/contract/micro-check'
import { MICRO_SHOW_ID_OFFSET, type OptionCheck } from '@/api/contract/micro'

/** Why the form's number cannot be checked. */
export type EntryIssue = 'required' | 'invalid'

/**
 * The order id of the number the user typed. The form takes the order number the app shows
 * (`showId` = id + MICRO_SHOW_ID_OFFSET: "No. 10106" is order 106), never the raw id, so what a
 * user reads in their history is what they type; `#` and spaces around it are allowed.
 */
export function orderIdOfNumber(entry: string): number | EntryIssue {
  const text = entry.trim().replace(/^#\s*/, '')
  if (text === '') return 'required'
  if (!/^\d{1,15}$/.test(text)) return 'invalid'
  const id = Number(text) - MICRO_SHOW_ID_OFFSET
  return id > 0 ? id : 'invalid'
}

/** The order number the app shows for order `id`. */
export const showNumberOf = (id: number) => id + MICRO_SHOW_ID_OFFSET

/** The record matches the public prices in every fact. */
export const isConsistent = (order: OptionCheck, ticks: PublicTicks) =>
  recheckOption(order, ticks).mismatches.length === 0

/** Not settled yet: its settlement second may still be to come. */
export const isUnsettled = (order: OptionCheck) => order.status !== 'closed'

/** The `?id=` of the check's address (the raw order id), or null: the form alone. */
export function orderIdOfParam(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}
