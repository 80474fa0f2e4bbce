import type { StateValue } from 'xstate'
import { NftAuctionInfoAnswer, NftBid, type NftAuctionInfoWire } from '@/api/contract/nft-auction'
import {
  MockNftAuctionNow,
  MockNftBidEvent,
  MockNftBidLog,
  MockNftLots,
} from '@/api/contract/nft-auction.fixtures'
import { nextMinimumBid } from '@/api/contract/nft-auction-math'
import { requestFingerprint } from '@/api/contract/request-fingerprint'
import { createFakeMarketSocket } from '@/api/socket'
import {
  mockAwaitingOrder,
  mockExpiredOrder,
  mockPaidOrder,
} from '../nft-payment/nft-payment.fixtures'
import type { NftAuctionData } from './nft-auction.actors'
import { nftAuctionMachine } from './nft-auction.machine'
import { bidRequest, type NftAuctionContext } from './nft-auction.types'
import type { NftAuctionSnapshot } from './nft-auction.view'

import type { NftItemWire } from '@/api/contract/nft'
import { MockNftItems } from '@/api/contract/nft.fixtures'

const HOUR = 3_600_000
const seconds = (ms: number) => Math.floor(ms / 1000)
const tidal = MockNftLots[0]!

/** getAuctionInfo of NFT-AUC-01 (Tidal Bloom): 120 USDT, +10 a step, a 5 USDT deposit, 6 h left. */
export const mockAuctionInfoWire = (
  more: Partial<NftAuctionInfoWire> = {},
): NftAuctionInfoWire => ({
  code: tidal.code,
  round: tidal.round,
  auction_status: 1,
  price: tidal.price,
  per_increase: tidal.per_increase,
  next_min: nextMinimumBid(tidal.price, tidal.per_increase, tidal.scale),
  currency_name: tidal.currency_name,
  decimal_scale: tidal.scale,
  margin: tidal.margin,
  deposit_held: 0,
  deposit_due: tidal.margin,
  is_highest: 0,
  is_owner: 0,
  bid_count: tidal.bid_count,
  start_time: seconds(tidal.start),
  end_time: seconds(tidal.end),
  balance: '1000.0000',
  usdt_balance: '1000.0000',
  now: seconds(MockNftAuctionNow),
  ...more,
})
const info = (more: Partial<NftAuctionInfoWire> = {}) =>
  NftAuctionInfoAnswer.parse(mockAuctionInfoWire(more))

const item: NftAuctionData['item'] = {
  code: tidal.code,
  name: tidal.name,
  mediaType: 'image',
  image: tidal.image,
  media: null,
}
/** The round's log: Marina 120 (highest), the caller 110 (outbid). */
export const mockAuctionBids = MockNftBidLog.map((b) => NftBid.parse(b))

/** The snapshot the page reads for NFT-AUC-01. */
export const mockAuctionData: NftAuctionData = {
  item,
  info: info(),
  bids: mockAuctionBids,
  order: null,
}

const socket = createFakeMarketSocket()
const blank: NftAuctionContext = {
  code: tidal.code,
  socket,
  item: null,
  info: null,
  bids: [],
  order: null,
  elapsed: 0,
  amount: '',
  touched: false,
  seenPrice: null,
  takenPrice: null,
  requestKey: null,
  error: null,
  errorField: null,
  serverMessage: '',
}
const loaded = (more: Partial<NftAuctionContext> = {}): NftAuctionContext => ({
  ...blank,
  ...mockAuctionData,
  ...more,
})
const bidding = loaded({ amount: '140', seenPrice: '120.0000' })
const keyed: NftAuctionContext = {
  ...bidding,
  requestKey: { key: 'k-nft-bid-0001', request: requestFingerprint(bidRequest(bidding)) },
}
const closedInfo = info({
  auction_status: 0,
  now: seconds(tidal.end + HOUR),
  deposit_held: 0,
  deposit_due: tidal.margin,
})
const closedBids = mockAuctionBids.map((b) => ({ ...b, closed: true }))
const wonBids = [{ ...closedBids[0]!, bidder: 'demo', mine: true }, ...closedBids.slice(1)]

const at = (value: StateValue, context: NftAuctionContext) =>
  nftAuctionMachine.resolveState({ value, context }) as NftAuctionSnapshot

/** The catalogue's items of the auction lots (getBoxDetail answers them by code). */
export const mockAuctionItemsWire = (): NftItemWire[] =>
  MockNftLots.map((lot, n) => ({
    ...MockNftItems[1]!,
    id: 900 + n,
    code: lot.code,
    name: lot.name,
    image: lot.image,
  }))

/** One snapshot per state of the bid page. */
export const nftAuctionSnapshots = {
  loading: at('loading', blank),
  loadFailed: at('loadFailed', { ...blank, error: 'network' }),
  notFound: at('notFound', { ...blank, code: '' }),
  /** Starts in 3 h: the figures, no form yet. */
  upcoming: at(
    { ready: 'upcoming' },
    loaded({
      info: info({
        auction_status: 2,
        start_time: seconds(MockNftAuctionNow + 3 * HOUR),
        bid_count: 0,
      }),
      bids: [],
    }),
  ),
  /** Open, nothing typed: 120 now, 130 at least, the first bid holds 5 USDT. */
  editing: at({ ready: { open: 'editing' } }, loaded()),
  /** 140 typed: +20 over 120, the deposit shown. */
  filled: at({ ready: { open: 'editing' } }, loaded({ amount: '140' })),
  /** 125 is under the 130 minimum (the field was left). */
  tooLow: at({ ready: { open: 'editing' } }, loaded({ amount: '125', touched: true })),
  /** The funds cannot cover 5,000. */
  insufficientBalance: at({ ready: { open: 'editing' } }, loaded({ amount: '5000' })),
  /** The deposit is held already this round: the next bid holds nothing more. */
  depositHeld: at(
    { ready: { open: 'editing' } },
    loaded({ info: info({ deposit_held: 1, deposit_due: '0.0000' }) }),
  ),
  /** The caller holds the highest bid: nothing to bid against. */
  highest: at(
    { ready: { open: 'editing' } },
    loaded({ info: info({ is_highest: 1, deposit_held: 1, deposit_due: '0.0000' }) }),
  ),
  /** The seller's own item. */
  ownItem: at({ ready: { open: 'editing' } }, loaded({ info: info({ is_owner: 1 }) })),
  confirming: at({ ready: { open: 'confirming' } }, bidding),
  /** The answer was lost: the sheet stays, confirming again sends the same key. */
  networkError: at({ ready: { open: 'confirming' } }, { ...keyed, error: 'network' }),
  keying: at({ ready: { open: { submitting: 'keying' } } }, bidding),
  submitting: at({ ready: { open: { submitting: 'sending' } } }, keyed),
  /** Another bid took the step: the figures are read again. */
  retaking: at({ ready: { open: 'retaking' } }, bidding),
  /** …and the sheet asks to confirm 140 over the new price 130. */
  taken: at(
    { ready: { open: 'confirming' } },
    loaded({
      info: info({ price: '130.0000', next_min: '140.0000', bid_count: 3 }),
      bids: [
        NftBid.parse(MockNftBidEvent.bid),
        ...mockAuctionBids.map((b) => ({ ...b, highest: false })),
      ],
      amount: '140',
      seenPrice: '130.0000',
      takenPrice: '130.0000',
    }),
  ),
  /** The end passed on the page's clock: the close is being read. */
  closing: at({ ready: 'closing' }, loaded({ elapsed: tidal.end - MockNftAuctionNow + 1_000 })),
  refreshing: at({ ready: 'refreshing' }, loaded()),
  /** The caller won: 21 h left to pay 150 USDT. */
  won: at(
    { ready: 'won' },
    loaded({ info: closedInfo, bids: wonBids, order: { ...mockAwaitingOrder, code: tidal.code } }),
  ),
  /** Won and paid: the deposit came back. */
  wonPaid: at(
    { ready: 'won' },
    loaded({ info: closedInfo, bids: wonBids, order: { ...mockPaidOrder, code: tidal.code } }),
  ),
  /** Won and not paid in time: the deposit was forfeited. */
  wonExpired: at(
    { ready: 'won' },
    loaded({ info: closedInfo, bids: wonBids, order: { ...mockExpiredOrder, code: tidal.code } }),
  ),
  /** Outbid at the close: the deposit came back. */
  lost: at({ ready: 'lost' }, loaded({ info: closedInfo, bids: closedBids })),
  /** Closed without a bid of the caller. */
  ended: at(
    { ready: 'ended' },
    loaded({ info: closedInfo, bids: closedBids.map((b) => ({ ...b, mine: false })) }),
  ),
}
