/**
 * The bid page's rules over nft-auction-math (the one copy of every formula): the page's clock,
 * the request a typed amount makes, why it cannot be bid, and how a live bid moves the snapshot.
 */
import type { NftAuctionInfo, NftBid } from '@/api/contract/nft-auction'
import {
  auctionPhase,
  bidIssue,
  BID_LOG_SIZE,
  type AuctionPhase,
} from '@/api/contract/nft-auction-math'
import { amountIssue, fromUnits, toUnits } from '@/api/contract/wallet-math'
import type { BusinessErrorCode } from '@/api/contract/common'
import type { NftBidNotice } from './nft-auction.actors'

export const NFT_AUCTION_TICK_MS = 1_000

interface ClockContext {
  info: NftAuctionInfo | null
  /** Ms since the snapshot's `now`. */
  elapsed: number
}

/** The sandbox's clock as the page counts it: the snapshot's `now` plus the ticks since. */
export const nowOf = (c: ClockContext) => (c.info?.now ?? 0) + c.elapsed

/** Where the round is on the page's clock. */
export const phaseOf = (c: ClockContext): AuctionPhase =>
  c.info
    ? auctionPhase(nowOf(c), c.info.startTime, c.info.endTime, c.info.phase !== 'closed')
    : 'notStarted'

/** Seconds to the start (not started) or to the end (open); 0 once closed. */
export function secondsLeftOf(c: ClockContext): number {
  if (!c.info) return 0
  const phase = phaseOf(c)
  if (phase === 'closed') return 0
  const to = phase === 'notStarted' ? c.info.startTime : c.info.endTime
  return Math.max(0, Math.ceil((to - nowOf(c)) / 1000))
}

interface BidContext extends ClockContext {
  code: string
  /** The new total as typed. */
  amount: string
}

/** The increment the typed total makes over the current price (wire `price`), or null. */
export function incrementOf(c: BidContext): string | null {
  if (!c.info || amountIssue(c.amount, c.info.scale)) return null
  const { scale, price } = c.info
  return fromUnits(toUnits(c.amount, scale) - toUnits(price, scale), scale)
}

/** auctionNFT's request for the typed total (without its key). */
export const toBidRequest = (c: BidContext) => ({
  code: c.code,
  price: incrementOf(c) ?? '',
  total: c.amount.trim(),
})

/** Why the typed total cannot be bid now (nft-auction-math `bidIssue`, the sandbox's order). */
export function bidIssueOf(c: BidContext): BusinessErrorCode | null {
  const i = c.info
  if (!i) return 'notFound'
  const format = amountIssue(c.amount, i.scale)
  if (format) return format
  return bidIssue(incrementOf(c)!, c.amount.trim(), {
    now: nowOf(c),
    start: i.startTime,
    end: i.endTime,
    listed: i.phase !== 'closed',
    auction: true,
    isOwner: i.isOwner,
    isHighest: i.isHighest,
    price: i.price,
    perIncrease: i.perIncrease,
    scale: i.scale,
    margin: i.deposit,
    depositHeld: i.depositHeld,
    available: i.balance,
    usdtAvailable: i.usdtBalance,
    pricedInUsdt: i.currencyName === 'USDT',
  })
}

/** How a live bid relates to the snapshot: the next one, old news, or after a gap (or a new round). */
export function bidNoticeKind(
  info: NftAuctionInfo | null,
  n: NftBidNotice,
): 'next' | 'stale' | 'gap' {
  if (!info || n.round !== info.round) return n.round < (info?.round ?? 0) ? 'stale' : 'gap'
  if (n.bidCount <= info.bidCount) return 'stale'
  return n.bidCount === info.bidCount + 1 ? 'next' : 'gap'
}

/** The snapshot with the next live bid applied: the new price, and the log's newest first. */
export function withBid(info: NftAuctionInfo, bids: readonly NftBid[], n: NftBidNotice) {
  return {
    info: {
      ...info,
      price: n.price,
      nextMin: n.nextMin,
      bidCount: n.bidCount,
      isHighest: n.bid.mine,
    },
    bids: [
      n.bid,
      ...bids.filter((b) => b.id !== n.bid.id).map((b) => ({ ...b, highest: false })),
    ].slice(0, BID_LOG_SIZE),
  }
}

/** Whether the typed total is below `min` (false when it is not an amount). */
export const isBelow = (amount: string, min: string, scale: number) =>
  amountIssue(amount, scale) !== null || toUnits(amount, scale) < toUnits(min, scale)

/** A valid typed total written to the currency's decimals: "140" → "140.0000". */
export const fixedTotal = (amount: string, scale: number) =>
  fromUnits(toUnits(amount, scale), scale)
