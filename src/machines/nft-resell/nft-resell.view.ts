import type { SnapshotFrom } from 'xstate'
import type { NftItem } from '@/api/contract/nft'
import { NFT_FEE_RATE } from '@/api/contract/nft-math'
import type { ErrorCode } from '@/api/errors'
import { moneyFormStatus, type MoneyFormStatus } from '../money-form'
import { issuesOf, serverNow, type nftResellMachine } from './nft-resell.machine'
import {
  msToWallTime,
  resaleSplit,
  wallTimeToMs,
  type ResaleField,
  type ResaleForm,
  type ResaleSplit,
} from './nft-resell.logic'

export type NftResellSnapshot = SnapshotFrom<typeof nftResellMachine>

export type NftResellStatus = MoneyFormStatus | 'notFound' | 'blocked'

export interface NftResellView {
  status: NftResellStatus
  item: NftItem | null
  form: ResaleForm
  /** Each field's problem worth showing now (after the first submit, or the server's). */
  issues: Partial<Record<ResaleField, ErrorCode>>
  /** The fee and the seller's credit at the typed (starting) price; null until it is a price. */
  split: ResaleSplit | null
  /** The disclosed sale fee rate ("0.025"), paid by the seller. */
  feeRate: string
  /** The earliest start allowed, as a `datetime-local` minimum (the server's now). */
  startMin: string
  /** The start and end as epoch ms, for the confirm sheet (null: unreadable). */
  startAt: number | null
  endAt: number | null
  /** Why the item cannot be put on sale (status `blocked`). */
  block: ErrorCode | null
  isConfirmOpen: boolean
  isSubmitting: boolean
  /** A refusal for the whole form (or the sheet). */
  error: ErrorCode | null
  serverMessage: string
  listed: NftItem | null
}

export function toNftResellView(s: NftResellSnapshot): NftResellView {
  const c = s.context
  const status: NftResellStatus = s.hasTag('notFound')
    ? 'notFound'
    : s.hasTag('blocked')
      ? 'blocked'
      : moneyFormStatus(s)
  const shown = c.touched ? issuesOf(c) : {}
  const issues = c.error && c.errorField ? { ...shown, [c.errorField]: c.error } : shown
  const now = c.item ? serverNow(c) : 0
  return {
    status,
    item: c.item,
    form: c.form,
    issues,
    split: c.item ? resaleSplit(c.form.price, c.item.scale) : null,
    feeRate: NFT_FEE_RATE,
    startMin: c.item ? msToWallTime(now, c.timeZone) : '',
    startAt: wallTimeToMs(c.form.start, c.timeZone),
    endAt: wallTimeToMs(c.form.end, c.timeZone),
    block: c.block,
    isConfirmOpen: status === 'confirming' || status === 'submitting',
    isSubmitting: status === 'submitting',
    error: c.errorField ? null : c.error,
    serverMessage: c.serverMessage,
    listed: c.listed,
  }
}
