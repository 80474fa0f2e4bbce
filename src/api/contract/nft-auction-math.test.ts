/**
 * Properties of the NFT auction formulas (fast-check; issue 17, api-reference §19.2–§19.3): the
 * new total and the next minimum, the deposit held only on the first bid, the refusal order of
 * bidIssue (window, own item, already highest, increment, the step taken, deposit, balance), the
 * payment deadline, reminder and countdown, and the deposit's fate. Also: the fixtures parse.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  NftBidAnswer,
  NftBidEvent,
  NftBidLogAnswer,
  NftMyBidsAnswer,
  NftOutbidEvent,
  NftWinnerOrdersAnswer,
  NftWonEvent,
} from './nft-auction'
import {
  MockNftBidAnswer,
  MockNftBidEvent,
  MockNftBidLog,
  MockNftMyBids,
  MockNftOutbidEvent,
  MockNftWinnerOrders,
} from './nft-auction.fixtures'
import {
  PAYMENT_WINDOW_MS,
  REMINDER_LEAD_MS,
  auctionPhase,
  bidIssue,
  bidTotal,
  depositDue,
  depositFate,
  nextMinimumBid,
  paymentDeadline,
  reminderDue,
  secondsToPay,
  type BidTerms,
} from './nft-auction-math'

const decimalOf = (units: bigint, scale: number) =>
  new Big(units.toString()).div(new Big(10).pow(scale)).toFixed(scale)
const money = (scale: number) =>
  fc.bigInt({ min: 1n, max: 10n ** 13n }).map((u) => decimalOf(u, scale))

const terms = (over: Partial<BidTerms> = {}): BidTerms => ({
  now: 1_000,
  start: 0,
  end: 2_000,
  listed: true,
  auction: true,
  isOwner: false,
  isHighest: false,
  price: '100.0000',
  perIncrease: '10.0000',
  scale: 4,
  margin: '5.0000',
  depositHeld: false,
  available: '1000.0000',
  usdtAvailable: '1000.0000',
  pricedInUsdt: true,
  ...over,
})

describe('bidTotal and nextMinimumBid', () => {
  it('the total is price + increment exactly; the minimum is the total of the minimum increment', () => {
    fc.assert(
      fc.property(money(4), money(4), money(4), (price, increment, step) => {
        const total = bidTotal(price, increment, 4)
        expect(new Big(total).minus(price).eq(increment)).toBe(true)
        expect(nextMinimumBid(price, step, 4)).toBe(bidTotal(price, step, 4))
      }),
    )
  })

  it('a bid at the minimum is accepted, one unit less is too low', () => {
    const steps = fc.bigInt({ min: 2n, max: 10n ** 13n }).map((u) => decimalOf(u, 8))
    fc.assert(
      fc.property(money(8), steps, (price, step) => {
        const t = terms({
          price,
          perIncrease: step,
          scale: 8,
          available: '1e20',
          usdtAvailable: '1e20',
          pricedInUsdt: false,
        })
        expect(bidIssue(step, nextMinimumBid(price, step, 8), t)).toBeNull()
        const less = new Big(step).minus('0.00000001').toFixed(8)
        expect(bidIssue(less, bidTotal(price, less, 8), t)).toBe('nftBidTooLow')
      }),
    )
  })
})

describe('bidIssue', () => {
  it('refuses in order: not an auction, window, own item, already highest, increment, step, deposit, balance', () => {
    expect(bidIssue('10', '110', terms({ auction: false, isOwner: true }))).toBe('nftNotAuction')
    expect(bidIssue('10', '110', terms({ now: -1, isOwner: true }))).toBe('nftNotStarted')
    expect(bidIssue('10', '110', terms({ now: 2_001, isOwner: true }))).toBe('nftNotOnSale')
    expect(bidIssue('10', '110', terms({ listed: false }))).toBe('nftNotOnSale')
    expect(bidIssue('10', '110', terms({ isOwner: true, isHighest: true }))).toBe('nftOwnItem')
    expect(bidIssue('1', '101', terms({ isHighest: true }))).toBe('nftAlreadyHighest')
    expect(bidIssue('', '110', terms())).toBe('amountRequired')
    expect(bidIssue('x', '110', terms())).toBe('amountInvalid')
    expect(bidIssue('10.00001', '110.00001', terms())).toBe('amountTooPrecise')
    expect(bidIssue('9.9999', '109.9999', terms({ usdtAvailable: '0' }))).toBe('nftBidTooLow')
    expect(bidIssue('10', '120', terms({ usdtAvailable: '0' }))).toBe('nftBidTaken')
    expect(bidIssue('10', 'abc', terms())).toBe('nftBidTaken')
    expect(bidIssue('10', '110', terms({ usdtAvailable: '4.9999', available: '4.9999' }))).toBe(
      'nftDepositShort',
    )
    // priced in USDT: the total must fit beside the deposit held with it
    expect(bidIssue('10', '110', terms({ available: '114.9999', usdtAvailable: '114.9999' }))).toBe(
      'insufficientBalance',
    )
    expect(bidIssue('10', '110', terms({ available: '115', usdtAvailable: '115' }))).toBeNull()
    // held already: only the total counts
    expect(
      bidIssue('10', '110', terms({ depositHeld: true, available: '110', usdtAvailable: '110' })),
    ).toBeNull()
    // another currency: the deposit from USDT, the total from the item's currency
    expect(
      bidIssue('10', '110', terms({ pricedInUsdt: false, available: '110', usdtAvailable: '5' })),
    ).toBeNull()
    expect(
      bidIssue(
        '10',
        '110',
        terms({ pricedInUsdt: false, available: '109.9999', usdtAvailable: '5' }),
      ),
    ).toBe('insufficientBalance')
  })

  it('any total other than price + increment is the step taken', () => {
    fc.assert(
      fc.property(money(4), money(4), money(4), (price, increment, other) => {
        fc.pre(!new Big(other).eq(bidTotal(price, increment, 4)))
        const t = terms({ price, perIncrease: '0.0001', available: '1e20', usdtAvailable: '1e20' })
        expect(bidIssue(increment, other, t)).toBe('nftBidTaken')
        expect(bidIssue(increment, bidTotal(price, increment, 4), t)).toBeNull()
      }),
    )
  })
})

describe('the window and the deadline', () => {
  it('phase: not started before start, open through end, closed after or unlisted', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer(),
        (start, len, now) => {
          const end = start + len
          const phase = auctionPhase(now, start, end, true)
          expect(phase).toBe(now < start ? 'notStarted' : now <= end ? 'open' : 'closed')
          expect(now < start || auctionPhase(now, start, end, false) === 'closed').toBe(true)
        },
      ),
    )
  })

  it('the deadline is 24 h after the close; the reminder is due once in the last 2 h', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 2 * PAYMENT_WINDOW_MS }),
        (closed, after) => {
          const deadline = paymentDeadline(closed)
          expect(deadline - closed).toBe(PAYMENT_WINDOW_MS)
          const now = closed + after
          const due = reminderDue(now, deadline, null)
          expect(due).toBe(now >= deadline - REMINDER_LEAD_MS && now <= deadline)
          expect(reminderDue(now, deadline, now)).toBe(false)
          const left = secondsToPay(now, deadline)
          expect(left).toBe(now >= deadline ? 0 : Math.ceil((deadline - now) / 1000))
        },
      ),
    )
  })
})

describe('the deposit', () => {
  it('is due on the first bid only', () => {
    expect(depositDue('5', false)).toBe('5.0000')
    expect(depositDue('5', true)).toBe('0.0000')
  })

  it('is held while open, returned to non-winners and a paying winner, forfeited otherwise', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (closed, winner, paid, expired) => {
          const expected = !closed
            ? 'held'
            : !winner || paid
              ? 'returned'
              : expired
                ? 'forfeited'
                : 'held'
          expect(depositFate({ closed, winner, paid, expired })).toBe(expected)
        },
      ),
    )
  })
})

describe('fixtures', () => {
  it('parse with the contract', () => {
    expect(NftBidAnswer.parse(MockNftBidAnswer).depositHeld).toBe('0.0000')
    expect(NftBidLogAnswer.parse(MockNftBidLog)).toHaveLength(MockNftBidLog.length)
    expect(NftMyBidsAnswer.parse(MockNftMyBids).bids).toHaveLength(MockNftMyBids.data.length)
    const orders = NftWinnerOrdersAnswer.parse(MockNftWinnerOrders)
    expect(orders.map((o) => o.state)).toEqual(['awaitingPayment', 'paid', 'expired'])
    expect(orders.map((o) => o.depositFate)).toEqual(['held', 'returned', 'forfeited'])
    expect(NftBidEvent.parse(MockNftBidEvent).price).toBe(MockNftBidEvent.price)
    expect(NftOutbidEvent.parse(MockNftOutbidEvent).code).toBe(MockNftOutbidEvent.code)
    expect(NftWonEvent.parse({ type: 'nft_won', to: 7, data: MockNftWinnerOrders[0] }).id).toBe(
      MockNftWinnerOrders[0]!.id,
    )
  })
})
