import type { SnapshotFrom } from 'xstate'
import type { NftBid, NftWinnerOrder } from '@/api/contract/nft-auction'
import type { ErrorCode } from '@/api/errors'
import { moneyFormStatus } from '../money-form'
import type { NftAuctionData } from './nft-auction.actors'
import type { nftAuctionMachine } from './nft-auction.machine'
import { bidIssueOf, fixedTotal, incrementOf, secondsLeftOf } from './nft-auction.rules'

export type NftAuctionSnapshot = SnapshotFrom<typeof nftAuctionMachine>

export type NftAuctionStatus =
  'loading' | 'loadFailed' | 'notFound' | 'upcoming' | 'open' | 'closing' | 'won' | 'lost' | 'ended'

/** The round's figures as the page shows them. */
export interface NftAuctionFigures {
  price: string
  nextMin: string
  perIncrease: string
  currencyName: string
  scale: number
  /** The deposit, USDT. */
  deposit: string
  /** The caller holds this round's deposit already. */
  depositHeld: boolean
  /** What the next bid holds (0 when held already). */
  depositDue: string
  isHighest: boolean
  isOwner: boolean
  bidCount: number
  startTime: number
  endTime: number
  balance: string
  usdtBalance: string
}

/** What the confirm sheet shows for the typed total. */
export interface NftBidPreview {
  /** The price the bid goes over. */
  price: string
  increment: string
  total: string
  depositDue: string
}

export interface NftAuctionView {
  status: NftAuctionStatus
  /** The form's step while open. */
  form: 'editing' | 'confirming' | 'submitting'
  item: NftAuctionData['item'] | null
  figures: NftAuctionFigures | null
  /** Seconds to the start (upcoming) or the end (open). */
  secondsLeft: number
  bids: NftBid[]
  amount: string
  /** The typed total's problem worth showing now. */
  amountIssue: ErrorCode | null
  preview: NftBidPreview | null
  /** Why this user cannot bid at all now (their own item, already the highest), or null. */
  blockedBy: 'nftOwnItem' | 'nftAlreadyHighest' | null
  isConfirmOpen: boolean
  isSubmitting: boolean
  /** The figures are being read again after another bid took the step. */
  isRetaking: boolean
  isRefreshing: boolean
  /** The new price after another bid took the step (the sheet asks to confirm again). */
  takenPrice: string | null
  /** The caller's winner order (won). */
  order: NftWinnerOrder | null
  error: ErrorCode | null
  errorField: 'amount' | null
  serverMessage: string
}

const statusTags = ['upcoming', 'open', 'closing', 'won', 'lost', 'ended'] as const
/** Said as soon as typed: the rest waits until the field is left or the form sent. */
const liveCodes = new Set<ErrorCode>(['amountTooPrecise', 'insufficientBalance', 'nftDepositShort'])
const notAnAmount = new Set<ErrorCode>(['amountRequired', 'amountInvalid', 'amountTooPrecise'])

function statusOf(s: NftAuctionSnapshot): NftAuctionStatus {
  if (s.hasTag('loading')) return 'loading'
  if (s.hasTag('failed')) return 'loadFailed'
  if (s.hasTag('notFound')) return 'notFound'
  // refreshing keeps what the page showed before
  const tag = statusTags.find((t) => s.hasTag(t))
  if (tag) return tag
  const c = s.context
  if (c.order) return 'won'
  if (c.info?.phase === 'notStarted') return 'upcoming'
  if (c.info?.phase === 'open') return 'open'
  return c.bids.some((b) => b.mine) ? 'lost' : 'ended'
}

export function toNftAuctionView(s: NftAuctionSnapshot): NftAuctionView {
  const c = s.context
  const i = c.info
  const form = moneyFormStatus(s)
  const issue = i ? bidIssueOf(c) : null
  const typed = c.amount.trim()
  const shown =
    typed === '' && !c.touched
      ? null
      : c.touched
        ? issue
        : issue && liveCodes.has(issue)
          ? issue
          : null
  const increment = incrementOf({ ...c, info: i && c.seenPrice ? { ...i, price: c.seenPrice } : i })
  const blockedBy = i?.isOwner ? 'nftOwnItem' : i?.isHighest ? 'nftAlreadyHighest' : null
  return {
    status: statusOf(s),
    form: form === 'submitting' ? 'submitting' : form === 'confirming' ? 'confirming' : 'editing',
    item: c.item,
    figures: i && {
      price: i.price,
      nextMin: i.nextMin,
      perIncrease: i.perIncrease,
      currencyName: i.currencyName,
      scale: i.scale,
      deposit: i.deposit,
      depositHeld: i.depositHeld,
      depositDue: i.depositDue,
      isHighest: i.isHighest,
      isOwner: i.isOwner,
      bidCount: i.bidCount,
      startTime: i.startTime,
      endTime: i.endTime,
      balance: i.balance,
      usdtBalance: i.usdtBalance,
    },
    secondsLeft: secondsLeftOf(c),
    bids: c.bids,
    amount: c.amount,
    amountIssue: shown,
    preview:
      i && increment !== null && !(issue && notAnAmount.has(issue))
        ? {
            price: c.seenPrice ?? i.price,
            increment,
            total: fixedTotal(typed, i.scale),
            depositDue: i.depositDue,
          }
        : null,
    blockedBy,
    isConfirmOpen: form === 'confirming' || form === 'submitting',
    isSubmitting: form === 'submitting',
    isRetaking: s.hasTag('retaking'),
    isRefreshing: s.hasTag('refreshing'),
    takenPrice: c.takenPrice,
    order: c.order,
    error: c.error,
    errorField: c.errorField,
    serverMessage: c.serverMessage,
  }
}
