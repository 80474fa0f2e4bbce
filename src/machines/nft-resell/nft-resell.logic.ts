/**
 * The resale form's rules that are not states (spec §2 nft/resell, §5 "NFT resell: correct price,
 * correct per-increase amount, end time later than start"; api-reference §19.2 resellNFT; the
 * product's rules are contract/nft-math.ts): the times as typed in `datetime-local` fields read
 * in a time zone, each field's problem, the request on the wire and the fee preview.
 */
import type { NftItem, NftResellRequest } from '@/api/contract/nft'
import {
  NFT_FEE_RATE,
  START_MAX_AHEAD_MS,
  WINDOW_MAX_MS,
  WINDOW_MIN_MS,
  resellIssue,
  saleSplit,
} from '@/api/contract/nft-math'
import { amountIssue } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'

export type ResalePayType = 'fixed' | 'auction'
export type ResaleField = 'price' | 'perIncrease' | 'start' | 'end'

/** The form as typed: nothing here is lost on a refusal or a network error. */
export interface ResaleForm {
  payType: ResalePayType
  price: string
  perIncrease: string
  /** `datetime-local` values ("2026-11-29T10:30"), read in the form's time zone. */
  start: string
  end: string
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/

/** How far `timeZone` (the device's when undefined) is ahead of UTC at `ms`, in ms. */
function zoneOffset(ms: number, timeZone?: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms)
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
  return wall - Math.floor(ms / 1000) * 1000
}

/** A `datetime-local` value read in `timeZone` → epoch ms, or null when it is not one. */
export function wallTimeToMs(text: string, timeZone?: string): number | null {
  const m = WALL.exec(text.trim())
  if (!m) return null
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number]
  const asUtc = Date.UTC(y, mo - 1, d, h, mi)
  if (Number.isNaN(asUtc)) return null
  const first = asUtc - zoneOffset(asUtc, timeZone)
  // a second pass settles a time next to a daylight-saving change
  return asUtc - zoneOffset(first, timeZone)
}

/** Epoch ms → the `datetime-local` value showing it in `timeZone`. */
export function msToWallTime(ms: number, timeZone?: string): string {
  const wall = new Date(ms + zoneOffset(ms, timeZone))
  return wall.toISOString().slice(0, 16)
}

const MINUTE = 60_000
/** The start offered: the next whole minute at least 10 minutes from now. */
export const DEFAULT_START_AHEAD_MS = 10 * MINUTE
/** The window offered: one day. */
export const DEFAULT_WINDOW_MS = 24 * 60 * MINUTE

/** The form offered at the server's `now`: fixed price, for a day from 10 minutes on. */
export function defaultForm(now: number, timeZone?: string): ResaleForm {
  const start = Math.ceil((now + DEFAULT_START_AHEAD_MS) / MINUTE) * MINUTE
  return {
    payType: 'fixed',
    price: '',
    perIncrease: '',
    start: msToWallTime(start, timeZone),
    end: msToWallTime(start + DEFAULT_WINDOW_MS, timeZone),
  }
}

const priceCode = (text: string, scale: number): ErrorCode | null => {
  const issue = amountIssue(text, scale)
  if (!issue) return null
  if (issue === 'amountRequired') return 'priceRequired'
  return issue === 'amountTooPrecise' ? 'priceTooPrecise' : 'priceInvalid'
}

/** Each field's problem at the server's `now` (epoch ms), in the item currency's `scale`. */
export function fieldIssues(
  f: ResaleForm,
  now: number,
  scale: number,
  timeZone?: string,
): Partial<Record<ResaleField, ErrorCode>> {
  const out: Partial<Record<ResaleField, ErrorCode>> = {}
  const price = priceCode(f.price, scale)
  if (price) out.price = price
  const inc = f.payType === 'auction' ? priceCode(f.perIncrease, scale) : null
  if (inc) out.perIncrease = inc
  const start = wallTimeToMs(f.start, timeZone)
  const end = wallTimeToMs(f.end, timeZone)
  const nowSecond = Math.floor(now / 1000) * 1000
  if (start === null) out.start = 'fieldRequired'
  else if (start < nowSecond) out.start = 'nftStartInPast'
  else if (start - nowSecond > START_MAX_AHEAD_MS) out.start = 'nftWindowInvalid'
  if (end === null) out.end = 'fieldRequired'
  else if (start !== null) {
    const span = end - start
    if (span < WINDOW_MIN_MS || span > WINDOW_MAX_MS) out.end = 'nftWindowInvalid'
  }
  return out
}

/** resellNFT's request for the form (without its key); null while a time is unreadable. */
export function toResaleRequest(
  code: string,
  f: ResaleForm,
  timeZone?: string,
): Omit<NftResellRequest, 'idempotency_key'> {
  const seconds = (text: string) => Math.floor((wallTimeToMs(text, timeZone) ?? 0) / 1000)
  return {
    code,
    pay_type: f.payType === 'auction' ? 2 : 1,
    price: f.price.trim(),
    ...(f.payType === 'auction' ? { per_increase: f.perIncrease.trim() } : {}),
    start_time: seconds(f.start),
    end_time: seconds(f.end),
  }
}

/** The whole form's problem by nft-math's own check (what the sandbox decides), or null. */
export function resaleIssue(f: ResaleForm, now: number, scale: number, timeZone?: string) {
  const start = wallTimeToMs(f.start, timeZone)
  const end = wallTimeToMs(f.end, timeZone)
  if (start === null || end === null) return 'fieldRequired' as const
  return resellIssue(
    {
      payType: f.payType === 'auction' ? 2 : 1,
      price: f.price.trim(),
      perIncrease: f.perIncrease.trim(),
      start,
      end,
    },
    now,
    scale,
  )
}

/** Which field a refusal of the server belongs under (none: the whole form). */
export function fieldOf(code: ErrorCode, payType: ResalePayType): ResaleField | null {
  if (code === 'nftStartInPast') return 'start'
  if (code === 'nftWindowInvalid') return 'end'
  if (code === 'priceRequired' || code === 'priceInvalid' || code === 'priceTooPrecise')
    return payType === 'auction' ? null : 'price'
  return null
}

/** What the seller pays and receives at `price` (nft-math saleSplit; null: not a price yet). */
export interface ResaleSplit {
  rate: string
  fee: string
  credit: string
}

export function resaleSplit(price: string, scale: number): ResaleSplit | null {
  if (priceCode(price, scale)) return null
  const { fee, sellerCredit } = saleSplit(price.trim(), scale, false)
  return { rate: NFT_FEE_RATE, fee, credit: sellerCredit }
}

/** Why `item` cannot be put on sale now, or null (listed, an unpaid auction, an unopened box). */
export function resaleBlock(item: NftItem): ErrorCode | null {
  if (item.paymentPending) return 'nftPaymentPending'
  // a fixed-price window that passed unsold may be listed again (the sandbox's rule)
  if (item.listed && (item.payType !== 'fixed' || item.buyStatus !== 0)) return 'nftListed'
  if (item.payType === 'blindBox' && !item.opened) return 'nftBoxUnopened'
  return null
}
