/**
 * NFT auctions (issue 17; api-reference §19.2 auctionNFT … readNFTOrderMessage, §19.3; formulas
 * and the product's rules in nft-auction-math.ts; the item itself is nft.ts). Prices are decimal
 * strings in the item's currency, deposits in USDT; times on the wire are unix SECONDS as §19
 * has them; every answer carries the sandbox's `now` so countdowns follow the sandbox clock.
 *
 * Wire (all need a session):
 * - POST `bind_box/auctionNFT` `{ code, price, total, idempotency_key }`: `price` is the
 *   INCREMENT (§19.2), `total` the new total the bidder confirmed (price before + increment; a
 *   different total means another bid took the step: `nftBidTaken`, whose sentence names the new
 *   price). Answers `{ bid, item, deposit_held, now }`: the bid made, the item's new price /
 *   next minimum / bid count, and the USDT this bid held (the deposit on the first bid of the
 *   round, else "0.0000"). A repeat of the key answers the first bid; refusals change nothing.
 * - POST `bind_box/getBindBoxQuotationLog` `{ code }`: the last 10 bids of the item's CURRENT
 *   round, newest first (an old round's bids never show), each with `price` (the total),
 *   `created`, `currency_name`, `nick_name`, `head_portrait`, `status` (1 highest, 0 outbid),
 *   `is_expired` (1 once the round closed) and `mine`.
 * - POST `bind_box/getAuctionInfo` `{ code }` (added by the sandbox): what the bid sheet shows
 *   before bidding: price, `next_min`, `per_increase`, the deposit and whether the caller already
 *   holds it (`deposit_held`, `deposit_due`), `is_highest`, `is_owner`, `auction_status`, the
 *   window, the caller's funds of the item's currency and of USDT, `now`.
 * - POST `bind_box/getMyBindBoxQuotationLog` `{ page, limit }`: Custom E `{ code: 0, data, count }`
 *   of the caller's bids, newest first, with the item's `name` and `image`.
 * - POST `bind_box/getNeedPayNFTOrder`: the caller's winner orders, newest first:
 *   `{ id, code, quotrtion_log_id (sic), user_id, currency_id, currency_name, is_read, is_pay,
 *   is_expired, overtime, created, pay_time, nft_name, nft_image, price, margin, margin_status,
 *   deadline, now }`. `overtime` = the deadline (unix s), 0 once paid or expired (§19.1);
 *   `deadline` keeps it after that; `margin_status` 1 held, 0 returned, 2 forfeited.
 * - POST `bind_box/payNFTOrder` `{ id, idempotency_key }`: pays the final price, returns the
 *   deposit, the item becomes the caller's (unlisted). Answers the order. Past the deadline
 *   `nftOrderExpired`, paid already (another key) `nftOrderPaid`, short `insufficientBalance`.
 * - `bind_box/readNFTOrderMessage` `{ id }`: marks the order read; answers it.
 *
 * Socket (api-reference §13): a viewer of an item emits `nft_watch` with its code (ack
 * `{ ok }`) and receives public `nft_bid` `{ type, code, round, price, next_min, bid_count, bid }`
 * for every bid, until `nft_unwatch`. Private to the user's room: `nft_outbid`
 * `{ type, to, code, name, price, currency_name, next_min }` when their highest bid is passed,
 * and `nft_won` `{ type, to, data: order }` when a round closes on their bid. The message centre
 * tells the same (outbid, won with the deadline, the 2 h reminder, paid, forfeited, deposit
 * returned), so nothing is missed while the app is closed.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import type { AuctionPhase } from './nft-auction-math'
import { IdempotencyKeyField } from './wallet/common'
import { Id } from './wallet/fields'

export {
  BID_LOG_SIZE,
  PAYMENT_WINDOW_MS,
  REMINDER_LEAD_MS,
  type AuctionPhase,
  type DepositFate,
} from './nft-auction-math'

/** Socket event names (server → client unless noted). */
export const nftAuctionEvents = {
  /** client → server: join an item's room, payload its code. */
  watch: 'nft_watch',
  unwatch: 'nft_unwatch',
  bid: 'nft_bid',
  outbid: 'nft_outbid',
  won: 'nft_won',
} as const

/** The socket room of an item's viewers. */
export const nftItemRoom = (code: string) => `nft:${code}`

export const NFT_BIDS_PAGE_SIZE = 10
export const NFT_BIDS_PAGE_MAX = 50

const Code = z
  .string('parameterError')
  .check(z.trim(), z.minLength(1, 'parameterError'), z.maxLength(64, 'parameterError'))
const amountText = (missing: 'amountRequired' | 'priceRequired') =>
  z.pipe(
    z.union([z.string(), z.number()], missing),
    z.transform((v: string | number) => String(v).trim()),
  )
const secondsToMs = z.pipe(
  WireInt,
  z.transform((s: number) => s * 1000),
)

/* ---------- requests ---------- */

/** POST bind_box/auctionNFT. Amounts stay strings: nft-auction-math `bidIssue` checks them. */
export const NftBidRequest = z.object({
  code: Code,
  /** The increment (§19.2), not the total. */
  price: amountText('amountRequired'),
  /** The new total the bidder confirmed. */
  total: amountText('priceRequired'),
  idempotency_key: IdempotencyKeyField,
})
export type NftBidRequest = z.input<typeof NftBidRequest>

/** POST bind_box/getBindBoxQuotationLog. */
export const NftBidLogRequest = z.object({ code: Code })
export type NftBidLogRequest = z.input<typeof NftBidLogRequest>

/** POST bind_box/getMyBindBoxQuotationLog. */
export const NftMyBidsRequest = z.object({
  page: z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1),
  limit: z._default(
    z.coerce.number<number>().check(z.int(), z.positive(), z.lte(NFT_BIDS_PAGE_MAX)),
    NFT_BIDS_PAGE_SIZE,
  ),
})
export type NftMyBidsRequest = z.input<typeof NftMyBidsRequest>

/** POST bind_box/payNFTOrder. */
export const NftPayRequest = z.object({ id: Id, idempotency_key: IdempotencyKeyField })
export type NftPayRequest = z.input<typeof NftPayRequest>

/** bind_box/readNFTOrderMessage. */
export const NftReadOrderRequest = z.object({ id: Id })
export type NftReadOrderRequest = z.input<typeof NftReadOrderRequest>

/* ---------- answers ---------- */

export interface NftBidWire {
  id: number
  code: string
  /** The new total this bid made. */
  price: string
  currency_name: string
  status: 0 | 1
  is_expired: 0 | 1
  /** Unix seconds. */
  created: number
  nick_name: string
  head_portrait: string
  /** The caller's own bid (false in public socket events). */
  mine: boolean
}

export interface NftBid {
  id: number
  code: string
  total: string
  currencyName: string
  highest: boolean
  closed: boolean
  createdAt: number
  bidder: string
  avatar: string
  mine: boolean
}

const bidShape = {
  id: WireInt,
  code: z.string(),
  price: Decimal,
  currency_name: z.string(),
  status: WireInt,
  is_expired: z._default(z.optional(WireInt), 0),
  created: secondsToMs,
  nick_name: z._default(z.optional(z.string()), ''),
  head_portrait: z._default(z.optional(z.string()), ''),
  mine: z._default(z.optional(z.boolean()), false),
}

export const NftBid = z.pipe(
  z.object(bidShape),
  z.transform((w): NftBid => ({
    id: w.id,
    code: w.code,
    total: w.price,
    currencyName: w.currency_name,
    highest: w.status === 1,
    closed: w.is_expired === 1,
    createdAt: w.created,
    bidder: w.nick_name,
    avatar: w.head_portrait,
    mine: w.mine,
  })),
)

/** getBindBoxQuotationLog: the last 10 bids of the current round, newest first. */
export const NftBidLogAnswer = z.array(NftBid)

/** POST bind_box/getAuctionInfo (added by the sandbox): what the bid sheet shows. */
export const NftAuctionInfoRequest = z.object({ code: Code })
export type NftAuctionInfoRequest = z.input<typeof NftAuctionInfoRequest>

export interface NftAuctionInfoWire {
  code: string
  round: number
  /** 2 not started, 1 open, 0 closed (nft-auction-math auctionPhase). */
  auction_status: 0 | 1 | 2
  price: string
  per_increase: string
  next_min: string
  currency_name: string
  decimal_scale: number
  /** The deposit, USDT. */
  margin: string
  /** 1: the caller already holds this round's deposit (the next bid holds nothing more). */
  deposit_held: 0 | 1
  /** USDT the caller's next bid would hold (depositDue). */
  deposit_due: string
  is_highest: 0 | 1
  is_owner: 0 | 1
  bid_count: number
  start_time: number
  end_time: number
  /** The caller's funds of the item's currency and of USDT. */
  balance: string
  usdt_balance: string
  now: number
}

export interface NftAuctionInfo {
  code: string
  round: number
  phase: AuctionPhase
  price: string
  perIncrease: string
  nextMin: string
  currencyName: string
  scale: number
  deposit: string
  depositHeld: boolean
  depositDue: string
  isHighest: boolean
  isOwner: boolean
  bidCount: number
  startTime: number
  endTime: number
  balance: string
  usdtBalance: string
  now: number
}

export const NftAuctionInfoAnswer = z.pipe(
  z.object({
    code: z.string(),
    round: WireInt,
    auction_status: WireInt,
    price: Decimal,
    per_increase: Decimal,
    next_min: Decimal,
    currency_name: z.string(),
    decimal_scale: WireInt,
    margin: Decimal,
    deposit_held: WireInt,
    deposit_due: Decimal,
    is_highest: WireInt,
    is_owner: WireInt,
    bid_count: WireInt,
    start_time: secondsToMs,
    end_time: secondsToMs,
    balance: Decimal,
    usdt_balance: Decimal,
    now: secondsToMs,
  }),
  z.transform((w): NftAuctionInfo => ({
    code: w.code,
    round: w.round,
    phase: w.auction_status === 1 ? 'open' : w.auction_status === 2 ? 'notStarted' : 'closed',
    price: w.price,
    perIncrease: w.per_increase,
    nextMin: w.next_min,
    currencyName: w.currency_name,
    scale: w.decimal_scale,
    deposit: w.margin,
    depositHeld: w.deposit_held === 1,
    depositDue: w.deposit_due,
    isHighest: w.is_highest === 1,
    isOwner: w.is_owner === 1,
    bidCount: w.bid_count,
    startTime: w.start_time,
    endTime: w.end_time,
    balance: w.balance,
    usdtBalance: w.usdt_balance,
    now: w.now,
  })),
)

export interface NftMyBidWire extends NftBidWire {
  name: string
  image: string
}
export interface NftMyBid extends NftBid {
  name: string
  image: string
}

const NftMyBid = z.pipe(
  z.object({ ...bidShape, name: z.string(), image: z.string() }),
  z.transform((w): NftMyBid => ({ ...z.parse(NftBid, w), name: w.name, image: w.image })),
)

/** getMyBindBoxQuotationLog: Custom E. */
export const NftMyBidsAnswer = z.pipe(
  z.object({ code: z.optional(WireInt), data: z.array(NftMyBid), count: WireInt }),
  z.transform((w) => ({ bids: w.data, total: w.count })),
)

export interface NftBidItemWire {
  code: string
  price: string
  next_min: string
  bid_count: number
  currency_name: string
  /** Unix seconds. */
  end_time: number
}

export interface NftBidWireAnswer {
  bid: NftBidWire
  item: NftBidItemWire
  /** USDT held by this bid: the deposit on the round's first bid of the caller, else 0. */
  deposit_held: string
  now: number
}

export interface NftBidResult {
  bid: NftBid
  code: string
  price: string
  nextMin: string
  bidCount: number
  currencyName: string
  endTime: number
  depositHeld: string
  now: number
}

const bidItemShape = {
  code: z.string(),
  price: Decimal,
  next_min: Decimal,
  bid_count: WireInt,
  currency_name: z.string(),
  end_time: secondsToMs,
}

/** POST bind_box/auctionNFT. */
export const NftBidAnswer = z.pipe(
  z.object({
    bid: NftBid,
    item: z.object(bidItemShape),
    deposit_held: Decimal,
    now: secondsToMs,
  }),
  z.transform((w): NftBidResult => ({
    bid: w.bid,
    code: w.item.code,
    price: w.item.price,
    nextMin: w.item.next_min,
    bidCount: w.item.bid_count,
    currencyName: w.item.currency_name,
    endTime: w.item.end_time,
    depositHeld: w.deposit_held,
    now: w.now,
  })),
)

export interface NftWinnerOrderWire {
  id: number
  code: string
  quotrtion_log_id: number
  user_id: number
  currency_id: number
  currency_name: string
  is_read: 0 | 1
  is_pay: 0 | 1
  is_expired: 0 | 1
  /** Deadline, unix s; 0 once paid or expired (§19.1). */
  overtime: number
  /** Deadline, unix s, kept after payment or expiry. */
  deadline: number
  created: number
  pay_time: number | null
  nft_name: string
  nft_image: string
  /** The final price, item currency. */
  price: string
  /** The deposit, USDT. */
  margin: string
  /** 1 held, 0 returned, 2 forfeited. */
  margin_status: 0 | 1 | 2
  now: number
}

export type NftWinnerOrderState = 'awaitingPayment' | 'paid' | 'expired'

export interface NftWinnerOrder {
  id: number
  code: string
  bidId: number
  currencyId: number
  currencyName: string
  read: boolean
  state: NftWinnerOrderState
  deadline: number
  createdAt: number
  paidAt: number | null
  name: string
  image: string
  price: string
  deposit: string
  depositFate: 'held' | 'returned' | 'forfeited'
  now: number
}

export const NftWinnerOrder = z.pipe(
  z.object({
    id: WireInt,
    code: z.string(),
    quotrtion_log_id: WireInt,
    currency_id: WireInt,
    currency_name: z.string(),
    is_read: WireInt,
    is_pay: WireInt,
    is_expired: WireInt,
    overtime: WireInt,
    deadline: secondsToMs,
    created: secondsToMs,
    pay_time: z.nullable(secondsToMs),
    nft_name: z.string(),
    nft_image: z.string(),
    price: Decimal,
    margin: Decimal,
    margin_status: WireInt,
    now: secondsToMs,
  }),
  z.transform((w): NftWinnerOrder => ({
    id: w.id,
    code: w.code,
    bidId: w.quotrtion_log_id,
    currencyId: w.currency_id,
    currencyName: w.currency_name,
    read: w.is_read === 1,
    state: w.is_pay === 1 ? 'paid' : w.is_expired === 1 ? 'expired' : 'awaitingPayment',
    deadline: w.deadline,
    createdAt: w.created,
    paidAt: w.pay_time,
    name: w.nft_name,
    image: w.nft_image,
    price: w.price,
    deposit: w.margin,
    depositFate: w.margin_status === 2 ? 'forfeited' : w.margin_status === 1 ? 'held' : 'returned',
    now: w.now,
  })),
)

/** getNeedPayNFTOrder. */
export const NftWinnerOrdersAnswer = z.array(NftWinnerOrder)
/** payNFTOrder, readNFTOrderMessage. */
export const NftWinnerOrderAnswer = NftWinnerOrder

/* ---------- socket events ---------- */

/** Public `nft_bid` to an item's viewers. */
export const NftBidEvent = z.pipe(
  z.object({
    type: z.literal('nft_bid'),
    code: z.string(),
    round: WireInt,
    price: Decimal,
    next_min: Decimal,
    bid_count: WireInt,
    bid: NftBid,
  }),
  z.transform((w) => ({
    code: w.code,
    round: w.round,
    price: w.price,
    nextMin: w.next_min,
    bidCount: w.bid_count,
    bid: w.bid,
  })),
)

/** Private `nft_outbid`: the caller's highest bid was passed. */
export const NftOutbidEvent = z.pipe(
  z.object({
    type: z.literal('nft_outbid'),
    to: WireInt,
    code: z.string(),
    name: z.string(),
    price: Decimal,
    currency_name: z.string(),
    next_min: Decimal,
  }),
  z.transform((w) => ({
    code: w.code,
    name: w.name,
    price: w.price,
    currencyName: w.currency_name,
    nextMin: w.next_min,
  })),
)

/** Private `nft_won`: a round closed on the caller's bid; pay by the order's deadline. */
export const NftWonEvent = z.pipe(
  z.object({ type: z.literal('nft_won'), to: WireInt, data: NftWinnerOrder }),
  z.transform((w) => w.data),
)
