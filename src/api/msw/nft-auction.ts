/**
 * MSW handlers for NFT auctions (stories and unit tests), answering the seven `bind_box` auction
 * endpoints like the sandbox (contract/nft-auction.ts, server/src/routes/nft-auction.ts).
 * `createNftAuctionMock()` keeps the lots (nft-auction.fixtures' MockNftLots), their bids, the
 * caller's deposits, winner orders, funds and idempotency keys in memory, and decides with
 * nft-auction-math only (bidIssue, bidTotal, nextMinimumBid, paymentDeadline), in the sandbox's
 * order. A refused request changes nothing; a repeated key answers the first answer.
 * Stateful scenarios: `rivalBid(code, increment)` is another user's bid (the caller is outbid and
 * their `onOutbid` listeners hear it, as the private `nft_outbid` event); `advance(ms)` moves the
 * mock's clock and does what the sandbox's job does: closes rounds past their end (the caller's
 * winning bid becomes an order with its 24 h deadline, an outbid deposit comes back) and expires
 * unpaid orders past the deadline (the deposit forfeited). Pay through `pay`.
 */
import { http } from 'msw'
import {
  NftAuctionInfoRequest,
  NftBidLogRequest,
  NftBidRequest,
  NftMyBidsRequest,
  NftPayRequest,
  NftReadOrderRequest,
  type NftBidWire,
  type NftBidWireAnswer,
  type NftWinnerOrderWire,
} from '@/api/contract/nft-auction'
import {
  MockNftAuctionNow,
  MockNftLots,
  type MockNftLot,
} from '@/api/contract/nft-auction.fixtures'
import {
  BID_LOG_SIZE,
  auctionPhase,
  bidIssue,
  depositDue,
  bidTotal,
  nextMinimumBid,
  paymentDeadline,
} from '@/api/contract/nft-auction-math'
import { USDT_ID } from '@/api/contract/wallet'
import { MockBalances, type MockBalances as Balances } from '@/api/contract/wallet.fixtures'
import { fromUnits, toUnits } from '@/api/contract/wallet-math'
import { fail, ok, parseRequest } from './envelope'
import { endpointScenarios, type Method } from './endpoint-scenarios'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/${path}`
const seconds = (ms: number) => Math.floor(ms / 1000)
const USDT_SCALE = 4
const CALLER = 7

interface MockBid extends NftBidWire {
  round: number
  bidder: 'caller' | 'rival'
}

interface Deposit {
  code: string
  round: number
  amount: string
  status: 0 | 1 | 2
}

export interface NftAuctionMockState {
  lots?: MockNftLot[]
  /** The funds account is `balances.change`; a wallet mock's `balances()` shares it. */
  balances?: Balances
  orders?: NftWinnerOrderWire[]
  now?: number
}

export function createNftAuctionMock(initial: NftAuctionMockState = {}) {
  const lots = structuredClone(initial.lots ?? MockNftLots)
  const balances: Balances = initial.balances ?? structuredClone(MockBalances)
  let orders = structuredClone(initial.orders ?? [])
  let now = initial.now ?? MockNftAuctionNow
  let bids: MockBid[] = []
  const deposits: Deposit[] = []
  const outbidListeners = new Set<(event: unknown) => void>()
  const { replay, remember } = idempotentAnswers()
  let nextBid = 1000
  let nextOrder = Math.max(0, ...orders.map((o) => o.id)) + 1

  const funds = (currency: number) =>
    balances.change[currency] ?? { available: '0.0000', locked: '0.0000' }
  const credit = (currency: number, amount: string, scale: number) => {
    const b = funds(currency)
    balances.change[currency] = {
      ...b,
      available: fromUnits(toUnits(b.available, scale) + toUnits(amount, scale), scale),
    }
  }
  const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`)
  const lotOf = (code: string) => lots.find((l) => l.code === code)
  const depositOf = (lot: MockNftLot) =>
    deposits.find((d) => d.code === lot.code && d.round === lot.round && d.status === 1)
  const top = (lot: MockNftLot) =>
    bids.find((b) => b.code === lot.code && b.round === lot.round && b.status === 1)

  function placeBid(lot: MockNftLot, total: string, bidder: MockBid['bidder']): MockBid {
    bids = bids.map((b) => (b.code === lot.code && b.round === lot.round ? { ...b, status: 0 } : b))
    const made: MockBid = {
      id: nextBid++,
      code: lot.code,
      price: total,
      currency_name: lot.currency_name,
      status: 1,
      is_expired: 0,
      created: seconds(now),
      nick_name: bidder === 'caller' ? 'demo' : 'Marina',
      head_portrait: '',
      mine: bidder === 'caller',
      round: lot.round,
      bidder,
    }
    bids = [made, ...bids]
    lot.price = total
    lot.bid_count += 1
    return made
  }

  const wire = ({ round: _r, bidder: _b, ...b }: MockBid): NftBidWire => b

  /** The sandbox's job: closes rounds past their end, expires unpaid orders past the deadline. */
  function settle() {
    for (const lot of lots) {
      if (lot.status !== 1 || lot.end >= now) continue
      lot.status = 0
      const winner = top(lot)
      bids = bids.map((b) =>
        b.code === lot.code && b.round === lot.round ? { ...b, is_expired: 1 } : b,
      )
      const deposit = depositOf(lot)
      if (deposit && winner?.bidder !== 'caller') {
        deposit.status = 0
        credit(USDT_ID, deposit.amount, USDT_SCALE)
      }
      if (winner?.bidder === 'caller') {
        const deadline = paymentDeadline(now)
        orders = [
          {
            id: nextOrder++,
            code: lot.code,
            quotrtion_log_id: winner.id,
            user_id: CALLER,
            currency_id: lot.currency_id,
            currency_name: lot.currency_name,
            is_read: 0,
            is_pay: 0,
            is_expired: 0,
            overtime: seconds(deadline),
            deadline: seconds(deadline),
            created: seconds(now),
            pay_time: null,
            nft_name: lot.name,
            nft_image: lot.image,
            price: winner.price,
            margin: deposit?.amount ?? lot.margin,
            margin_status: 1,
            now: seconds(now),
          },
          ...orders,
        ]
      }
    }
    orders = orders.map((o) =>
      o.is_pay === 0 && o.is_expired === 0 && o.deadline * 1000 < now
        ? { ...o, is_expired: 1, overtime: 0, margin_status: 2 }
        : o,
    )
  }

  const withNow = (o: NftWinnerOrderWire) => ({ ...o, now: seconds(now) })

  const handlers = {
    bid: http.post(api('bind_box/auctionNFT'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftBidRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      settle()
      const lot = lotOf(data.code)
      if (!lot) return fail('notFound')
      const held = depositOf(lot) !== undefined
      const issue = bidIssue(data.price, data.total, {
        now,
        start: lot.start,
        end: lot.end,
        listed: lot.status === 1,
        auction: true,
        isOwner: lot.own,
        isHighest: top(lot)?.bidder === 'caller',
        price: lot.price,
        perIncrease: lot.per_increase,
        scale: lot.scale,
        margin: lot.margin,
        depositHeld: held,
        available: funds(lot.currency_id).available,
        usdtAvailable: funds(USDT_ID).available,
        pricedInUsdt: lot.currency_id === USDT_ID,
      })
      if (issue) return fail(issue)
      const total = bidTotal(lot.price, data.price, lot.scale)
      if (!held) {
        deposits.push({ code: lot.code, round: lot.round, amount: lot.margin, status: 1 })
        credit(USDT_ID, negate(lot.margin), USDT_SCALE)
      }
      const made = placeBid(lot, total, 'caller')
      const answer: NftBidWireAnswer = {
        bid: wire(made),
        item: {
          code: lot.code,
          price: lot.price,
          next_min: nextMinimumBid(lot.price, lot.per_increase, lot.scale),
          bid_count: lot.bid_count,
          currency_name: lot.currency_name,
          end_time: seconds(lot.end),
        },
        deposit_held: held ? '0.0000' : lot.margin,
        now: seconds(now),
      }
      return remember(data.idempotency_key, seen.fingerprint, answer)
    }),

    info: http.post(api('bind_box/getAuctionInfo'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftAuctionInfoRequest, request)
      if (!data) return refusal
      settle()
      const lot = lotOf(data.code)
      if (!lot) return fail('notFound')
      const held = depositOf(lot) !== undefined
      const phase = auctionPhase(now, lot.start, lot.end, lot.status === 1)
      return ok({
        code: lot.code,
        round: lot.round,
        auction_status: phase === 'open' ? 1 : phase === 'notStarted' ? 2 : 0,
        price: lot.price,
        per_increase: lot.per_increase,
        next_min: nextMinimumBid(lot.price, lot.per_increase, lot.scale),
        currency_name: lot.currency_name,
        decimal_scale: lot.scale,
        margin: lot.margin,
        deposit_held: held ? 1 : 0,
        deposit_due: depositDue(lot.margin, held),
        is_highest: top(lot)?.bidder === 'caller' ? 1 : 0,
        is_owner: lot.own ? 1 : 0,
        bid_count: lot.bid_count,
        start_time: seconds(lot.start),
        end_time: seconds(lot.end),
        balance: funds(lot.currency_id).available,
        usdt_balance: funds(USDT_ID).available,
        now: seconds(now),
      })
    }),

    bidLog: http.post(api('bind_box/getBindBoxQuotationLog'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftBidLogRequest, request)
      if (!data) return refusal
      settle()
      const lot = lotOf(data.code)
      if (!lot) return fail('notFound')
      return ok(
        bids
          .filter((b) => b.code === lot.code && b.round === lot.round)
          .slice(0, BID_LOG_SIZE)
          .map(wire),
      )
    }),

    myBids: http.post(api('bind_box/getMyBindBoxQuotationLog'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftMyBidsRequest, request)
      if (!data) return refusal
      settle()
      const mine = bids.filter((b) => b.bidder === 'caller')
      const start = (data.page - 1) * data.limit
      return ok({
        code: 0,
        data: mine.slice(start, start + data.limit).map((b) => ({
          ...wire(b),
          name: lotOf(b.code)!.name,
          image: lotOf(b.code)!.image,
        })),
        count: mine.length,
      })
    }),

    orders: http.post(api('bind_box/getNeedPayNFTOrder'), () => {
      settle()
      return ok(orders.map(withNow))
    }),

    pay: http.post(api('bind_box/payNFTOrder'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftPayRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      settle()
      const o = orders.find((x) => x.id === data.id)
      if (!o) return fail('notFound')
      if (o.is_pay) return fail('nftOrderPaid')
      if (o.is_expired) return fail('nftOrderExpired')
      const lot = lotOf(o.code)
      const scale = lot?.scale ?? USDT_SCALE
      if (toUnits(funds(o.currency_id).available, scale) < toUnits(o.price, scale))
        return fail('insufficientBalance')
      credit(o.currency_id, negate(o.price), scale)
      const deposit = deposits.find((d) => d.code === o.code && d.status === 1)
      if (deposit) deposit.status = 0
      credit(USDT_ID, o.margin, USDT_SCALE)
      const paid: NftWinnerOrderWire = {
        ...o,
        is_pay: 1,
        overtime: 0,
        pay_time: seconds(now),
        margin_status: 0,
        now: seconds(now),
      }
      orders = orders.map((x) => (x.id === o.id ? paid : x))
      if (lot) lot.own = true
      return remember(data.idempotency_key, seen.fingerprint, paid)
    }),

    read: http.post(api('bind_box/readNFTOrderMessage'), async ({ request }) => {
      const { data, refusal } = await parseRequest(NftReadOrderRequest, request)
      if (!data) return refusal
      const o = orders.find((x) => x.id === data.id)
      if (!o) return fail('notFound')
      orders = orders.map((x) => (x.id === o.id ? { ...x, is_read: 1 } : x))
      return ok(withNow({ ...o, is_read: 1 }))
    }),
  }

  return {
    handlers,
    list: Object.values(handlers),
    balances: () => balances,
    orders: () => orders,
    lots: () => lots,
    /** Another user bids `increment` on `code` now; the caller, if highest, is outbid. */
    rivalBid(code: string, increment?: string) {
      const lot = lotOf(code)
      if (!lot) throw new Error(`no lot ${code}`)
      const wasCaller = top(lot)?.bidder === 'caller'
      const total = bidTotal(lot.price, increment ?? lot.per_increase, lot.scale)
      const made = placeBid(lot, total, 'rival')
      if (wasCaller)
        for (const listener of outbidListeners)
          listener({
            type: 'nft_outbid',
            to: CALLER,
            code: lot.code,
            name: lot.name,
            price: lot.price,
            currency_name: lot.currency_name,
            next_min: nextMinimumBid(lot.price, lot.per_increase, lot.scale),
          })
      return wire(made)
    },
    /** Hears the private `nft_outbid` events the mock's rival bids make. */
    onOutbid(listener: (event: unknown) => void) {
      outbidListeners.add(listener)
      return () => void outbidListeners.delete(listener)
    },
    /** Moves the mock's clock and settles what became due (the sandbox's job). */
    advance(ms: number) {
      now += ms
      settle()
    },
  }
}

export const nftAuctionHandlers = createNftAuctionMock().handlers

const paths = {
  info: ['post', 'bind_box/getAuctionInfo'],
  bid: ['post', 'bind_box/auctionNFT'],
  bidLog: ['post', 'bind_box/getBindBoxQuotationLog'],
  myBids: ['post', 'bind_box/getMyBindBoxQuotationLog'],
  orders: ['post', 'bind_box/getNeedPayNFTOrder'],
  pay: ['post', 'bind_box/payNFTOrder'],
  read: ['post', 'bind_box/readNFTOrderMessage'],
} as const satisfies Record<string, readonly [Method, string]>
const failures = endpointScenarios(paths, api)
/** `endpoint` never answers (a loading story). */
export const nftAuctionPending = failures.pending
/** `endpoint` fails at the network (the client's `network` code). */
export const nftAuctionDown = failures.down
/** `endpoint` refuses with `code`, whatever was asked. */
export const nftAuctionRefused = failures.refused

export const nftAuctionScenarios = {
  infoPending: nftAuctionPending('info'),
  infoDown: nftAuctionDown('info'),
  infoNotFound: nftAuctionRefused('info', 'notFound'),
  bidPending: nftAuctionPending('bid'),
  bidDown: nftAuctionDown('bid'),
  bidTaken: nftAuctionRefused('bid', 'nftBidTaken'),
  bidTooLow: nftAuctionRefused('bid', 'nftBidTooLow'),
  bidDepositShort: nftAuctionRefused('bid', 'nftDepositShort'),
  bidInsufficientBalance: nftAuctionRefused('bid', 'insufficientBalance'),
  bidAlreadyHighest: nftAuctionRefused('bid', 'nftAlreadyHighest'),
  bidEnded: nftAuctionRefused('bid', 'nftNotOnSale'),
  bidOwnItem: nftAuctionRefused('bid', 'nftOwnItem'),
  bidLogPending: nftAuctionPending('bidLog'),
  bidLogDown: nftAuctionDown('bidLog'),
  ordersPending: nftAuctionPending('orders'),
  ordersDown: nftAuctionDown('orders'),
  payPending: nftAuctionPending('pay'),
  payDown: nftAuctionDown('pay'),
  payExpired: nftAuctionRefused('pay', 'nftOrderExpired'),
  payInsufficientBalance: nftAuctionRefused('pay', 'insufficientBalance'),
}
