import type { SnapshotFrom } from 'xstate'
import type { NftItem, NftPurchase } from '@/api/contract/nft'
import type { BoxReveal, OpenedBoxCheck } from '@/api/contract/nft-box'
import { saleSplit, type SaleSplit } from '@/api/contract/nft-math'
import { compareDecimals, fromUnits, toUnits } from '@/api/contract/wallet-math'
import type { ErrorCode } from '@/api/errors'
import { toPublishedBoxView, type PublishedBoxView } from '../nft-artwork/nft-artwork.view'
import { purchaseIssueOf, seedIssue } from './nft-purchase.logic'
import type { nftPurchaseMachine } from './nft-purchase.machine'

export type NftPurchaseSnapshot = SnapshotFrom<typeof nftPurchaseMachine>

export type NftPurchaseStatus =
  | 'loading'
  | 'loadFailed'
  | 'notFound'
  | 'editing'
  | 'submitting'
  | 'opening'
  | 'openFailed'
  | 'opened'
  | 'verifying'
  | 'bought'

/** The sale's fee, paid by the seller (nft-math saleSplit), disclosed before confirming. */
export interface SellerFeeView extends SaleSplit {
  /** The share of the price, in percent: "2.5000" for 0.025. */
  ratePercent: string
}

export interface NftPurchaseView {
  status: NftPurchaseStatus
  item: NftItem | null
  /** The caller's funds balance in the item's currency. */
  balance: string | null
  /** The balance once the price is paid; null when it does not cover the price. */
  balanceAfter: string | null
  /** The seller's fee and credit; null on a first sale by the platform (no fee). */
  sellerFee: SellerFeeView | null
  /** A blind box's published odds and commitment (read before buying); null otherwise. */
  box: PublishedBoxView | null
  clientSeed: string
  /** The seed's problem, as typed. */
  seedIssue: ErrorCode | null
  /** Why buying cannot be confirmed now (window, own item, balance…), before any request. */
  issue: ErrorCode | null
  isSeeding: boolean
  isSubmitting: boolean
  purchase: NftPurchase | null
  /** What opening revealed (the drawn template, the seeds and the roll). */
  reveal: BoxReveal | null
  /** The browser's recomputation of that opening: null until opened. */
  check: OpenedBoxCheck | null
  /** The commitment published before the sale (what the check compares with). */
  publishedCommitment: string | null
  error: ErrorCode | null
  errorField: 'seed' | null
  serverMessage: string
}

function statusOf(s: NftPurchaseSnapshot): NftPurchaseStatus {
  if (s.hasTag('loading')) return 'loading'
  if (s.hasTag('failed')) return 'loadFailed'
  if (s.hasTag('notFound')) return 'notFound'
  if (s.hasTag('submitting')) return 'submitting'
  if (s.hasTag('opening')) return 'opening'
  if (s.hasTag('openFailed')) return 'openFailed'
  if (s.hasTag('verify')) return 'verifying'
  if (s.hasTag('done')) return s.context.opened ? 'opened' : 'bought'
  return 'editing'
}

export function toNftPurchaseView(s: NftPurchaseSnapshot): NftPurchaseView {
  const c = s.context
  const item = c.terms?.detail.item ?? null
  const balance = c.terms?.balance ?? null
  const covered = item && balance !== null && compareDecimals(balance, item.price) >= 0
  const fee =
    item && compareDecimals(item.feeRate, '0') > 0
      ? {
          ratePercent: fromUnits(toUnits(item.feeRate, 6) * 100n, 6),
          ...saleSplit(item.price, item.scale, false),
        }
      : null
  return {
    status: statusOf(s),
    item,
    balance,
    balanceAfter:
      covered && item && balance !== null
        ? fromUnits(toUnits(balance, item.scale) - toUnits(item.price, item.scale), item.scale)
        : null,
    sellerFee: fee,
    box: c.terms?.box ? toPublishedBoxView(c.terms.box) : null,
    clientSeed: c.clientSeed,
    seedIssue: item?.payType === 'blindBox' && c.clientSeed !== '' ? seedIssue(c.clientSeed) : null,
    issue: c.terms ? purchaseIssueOf({ ...c, clientSeed: c.clientSeed || 'x' }) : null,
    isSeeding: s.hasTag('seeding'),
    isSubmitting: s.hasTag('submitting'),
    purchase: c.purchase,
    reveal: c.opened?.reveal ?? null,
    check: c.check,
    publishedCommitment: c.terms?.box?.commitment ?? null,
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
  }
}
