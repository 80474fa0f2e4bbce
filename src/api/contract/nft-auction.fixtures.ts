/**
 * Wire-shaped NFT auction data for MSW handlers, stories and unit tests, in the exact shapes the
 * sandbox sends (contract/nft-auction.ts, server/src/nft/auction.ts), around `MockNftAuctionNow`.
 * Figures are consistent: each lot's price is its last bid's total, the next minimum is
 * nftAuctionMath's, and the orders show the three states of a winner order (awaiting payment with
 * the deposit held, paid with it returned, expired with it forfeited).
 */
import type { NftBidWire, NftBidWireAnswer, NftMyBidWire, NftWinnerOrderWire } from './nft-auction'
import { PAYMENT_WINDOW_MS, nextMinimumBid } from './nft-auction-math'
import { MockWalletNow } from './wallet.fixtures'

/** The auction fixtures' "now" (the wallet's), ms. */
export const MockNftAuctionNow = MockWalletNow
const HOUR = 3_600_000
const seconds = (ms: number) => Math.floor(ms / 1000)

/** An auction lot as the mock keeps it (the catalogue's item wire is contract/nft.ts). */
export interface MockNftLot {
  code: string
  name: string
  image: string
  currency_id: number
  currency_name: string
  scale: number
  /** Current price (the highest bid, or the starting price). */
  price: string
  per_increase: string
  /** USDT. */
  margin: string
  start: number
  end: number
  status: 0 | 1
  round: number
  bid_count: number
  /** The caller owns it. */
  own: boolean
}

export const MockNftLots: MockNftLot[] = [
  {
    code: 'NFT-AUC-01',
    name: 'Tidal Bloom',
    image: '/api/nft/media/art-03.svg',
    currency_id: 3,
    currency_name: 'USDT',
    scale: 4,
    price: '120.0000',
    per_increase: '10.0000',
    margin: '5.0000',
    start: MockNftAuctionNow - 2 * HOUR,
    end: MockNftAuctionNow + 6 * HOUR,
    status: 1,
    round: 1,
    bid_count: 2,
    own: false,
  },
  {
    code: 'NFT-AUC-02',
    name: 'Quiet Orbit',
    image: '/api/nft/media/art-07.svg',
    currency_id: 3,
    currency_name: 'USDT',
    scale: 4,
    price: '250.0000',
    per_increase: '25.0000',
    margin: '12.5000',
    start: MockNftAuctionNow + 3 * HOUR,
    end: MockNftAuctionNow + 27 * HOUR,
    status: 1,
    round: 1,
    bid_count: 0,
    own: false,
  },
  {
    code: 'NFT-AUC-03',
    name: 'Paper Lanterns',
    image: '/api/nft/media/art-11.svg',
    currency_id: 3,
    currency_name: 'USDT',
    scale: 4,
    price: '80.0000',
    per_increase: '5.0000',
    margin: '4.0000',
    start: MockNftAuctionNow - 4 * HOUR,
    end: MockNftAuctionNow + 2 * HOUR,
    status: 1,
    round: 2,
    bid_count: 0,
    own: true,
  },
]

const bid = (
  id: number,
  lot: MockNftLot,
  price: string,
  status: 0 | 1,
  minutesAgo: number,
  bidder: string,
  mine: boolean,
): NftBidWire => ({
  id,
  code: lot.code,
  price,
  currency_name: lot.currency_name,
  status,
  is_expired: 0,
  created: seconds(MockNftAuctionNow - minutesAgo * 60_000),
  nick_name: bidder,
  head_portrait: '',
  mine,
})

const [tidal] = MockNftLots as [MockNftLot, ...MockNftLot[]]

/** getBindBoxQuotationLog of NFT-AUC-01: newest first, the caller's bid outbid. */
export const MockNftBidLog: NftBidWire[] = [
  bid(2, tidal, '120.0000', 1, 5, 'Marina', false),
  bid(1, tidal, '110.0000', 0, 30, 'demo', true),
]

/** auctionNFT: the caller's bid of 10 on NFT-AUC-01 at 120 (their deposit held earlier: 0 now). */
export const MockNftBidAnswer: NftBidWireAnswer = {
  bid: bid(3, tidal, '130.0000', 1, 0, 'demo', true),
  item: {
    code: tidal.code,
    price: '130.0000',
    next_min: nextMinimumBid('130.0000', tidal.per_increase, tidal.scale),
    bid_count: 3,
    currency_name: tidal.currency_name,
    end_time: seconds(tidal.end),
  },
  deposit_held: '0.0000',
  now: seconds(MockNftAuctionNow),
}

/** getMyBindBoxQuotationLog: Custom E. */
export const MockNftMyBids: { code: 0; data: NftMyBidWire[]; count: number } = {
  code: 0,
  data: [{ ...MockNftBidLog[1]!, name: tidal.name, image: tidal.image }],
  count: 1,
}

const order = (
  id: number,
  name: string,
  price: string,
  closedHoursAgo: number,
  state: 'awaitingPayment' | 'paid' | 'expired',
): NftWinnerOrderWire => {
  const created = MockNftAuctionNow - closedHoursAgo * HOUR
  const deadline = created + PAYMENT_WINDOW_MS
  return {
    id,
    code: `NFT-WON-0${id}`,
    quotrtion_log_id: 100 + id,
    user_id: 7,
    currency_id: 3,
    currency_name: 'USDT',
    is_read: state === 'awaitingPayment' ? 0 : 1,
    is_pay: state === 'paid' ? 1 : 0,
    is_expired: state === 'expired' ? 1 : 0,
    overtime: state === 'awaitingPayment' ? seconds(deadline) : 0,
    deadline: seconds(deadline),
    created: seconds(created),
    pay_time: state === 'paid' ? seconds(created + 3 * HOUR) : null,
    nft_name: name,
    nft_image: '/api/nft/media/art-05.svg',
    price,
    margin: '5.0000',
    margin_status: state === 'awaitingPayment' ? 1 : state === 'paid' ? 0 : 2,
    now: seconds(MockNftAuctionNow),
  }
}

/** getNeedPayNFTOrder: awaiting payment (21 h left), paid, expired (deposit forfeited). */
export const MockNftWinnerOrders: NftWinnerOrderWire[] = [
  order(3, 'Copper Tide', '150.0000', 3, 'awaitingPayment'),
  order(2, 'Night Garden', '95.0000', 40, 'paid'),
  order(1, 'Salt Lines', '60.0000', 80, 'expired'),
]

/** Public `nft_bid` of NFT-AUC-01. */
export const MockNftBidEvent = {
  type: 'nft_bid' as const,
  code: tidal.code,
  round: tidal.round,
  price: '130.0000',
  next_min: '140.0000',
  bid_count: 3,
  bid: { ...bid(3, tidal, '130.0000', 1, 0, 'Marina', false) },
}

/** Private `nft_outbid` to the caller. */
export const MockNftOutbidEvent = {
  type: 'nft_outbid' as const,
  to: 7,
  code: tidal.code,
  name: tidal.name,
  price: '130.0000',
  currency_name: 'USDT',
  next_min: '140.0000',
}
