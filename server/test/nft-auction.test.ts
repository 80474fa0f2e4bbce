/**
 * NFT auctions in the sandbox (issue 17; api-reference §19.2–§19.3; server/src/nft/auction.ts and
 * auction-job.ts): the deposit held once per round and bidder, returned to every non-winner at the
 * close; the winner pays the final price through settleSale and gets the deposit back; an unpaid
 * winner past the deadline forfeits it to the seller and the item goes back to its owner unlisted;
 * the job does each effect once; of 20 bids on one step one wins and the others are refused with
 * the new price and nothing changed; Σ ledger of the NFT moves per currency is 0; a new round
 * does not count the old one's bids or deposits; bad requests change nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  NftBidWire,
  NftBidWireAnswer,
  NftWinnerOrderWire,
} from '../../src/api/contract/nft-auction'
import { PAYMENT_WINDOW_MS, REMINDER_LEAD_MS } from '../../src/api/contract/nft-auction-math'
import { buildApp } from '../src/app'
import { createTestClock } from '../src/clock'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { platformUserId } from '../src/nft/platform'
import { ledgerSums } from '../src/repositories/wallet'
import { buildTestApp, type TestContext } from './helper'
import {
  BTC,
  HOUR,
  USDT,
  auctionItem,
  bidder,
  itemRow,
  ledgerRows,
  nftLedgerSums,
  okOf,
  snapshot,
} from './nft-auction-helper'
import { newKey } from './wallet-helper'

let t: TestContext
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.app.close()
})

const units = (usdt: number) => BigInt(usdt * 10_000)
const closeRound = (hours = 2) => {
  t.clock.advance(hours * HOUR)
  return t.app.nftAuction.run()
}
/** Σ NFT ledger per currency + the deposits still held (in custody) = 0. */
const expectConserved = () => {
  const held =
    t.app.db
      .prepare<[], { s: number | null }>(
        'SELECT SUM(amount_units) AS s FROM nft_margins WHERE status = 1',
      )
      .get()!.s ?? 0
  const sums = nftLedgerSums(t.app)
  expect((sums[USDT] ?? 0) + held).toBe(0)
  for (const [currency, sum] of Object.entries(sums))
    if (Number(currency) !== USDT) expect(sum).toBe(0)
  const ledger = ledgerSums(t.app.db)
  expect([ledger.mismatches, ledger.brokenChains]).toEqual([[], 0])
}

describe('bidding', () => {
  it('holds the deposit once per round and bidder however many bids', async () => {
    const item = auctionItem(t.app, { price: '100', perIncrease: '10', margin: '5' })
    const [a, b] = [bidder(t.app, 'a@nft.test'), bidder(t.app, 'b@nft.test')]
    const first = okOf<NftBidWireAnswer>(await a.bid(item.code, '10', '110'))
    expect(first.deposit_held).toBe('5.0000')
    expect(first.item).toMatchObject({ price: '110.0000', next_min: '120.0000', bid_count: 1 })
    okOf(await b.bid(item.code, '15', '125'))
    const third = okOf<NftBidWireAnswer>(await a.bid(item.code, '10', '135'))
    expect(third.deposit_held).toBe('0.0000')
    okOf(await b.bid(item.code, '10', '145'))
    expect(ledgerRows(t.app, a.id, 'nftMarginHold')).toHaveLength(1)
    expect(ledgerRows(t.app, b.id, 'nftMarginHold')).toHaveLength(1)
    expect(a.usdt()).toBe(units(995))
    expect(b.usdt()).toBe(units(995))
    expect(itemRow(t.app, item.id)).toMatchObject({ price_units: 1_450_000, bid_count: 4 })
    // the log: newest first, one highest, the caller's own marked
    const log = okOf<NftBidWire[]>(await a.log(item.code))
    expect(log.map((l) => [l.price, l.status, l.mine])).toEqual([
      ['145.0000', 1, false],
      ['135.0000', 0, true],
      ['125.0000', 0, false],
      ['110.0000', 0, true],
    ])
    // the outbid bidder is told in the message centre each time
    expect(t.app.repos.message.addressedTo(a.id)).toBe(2)
    expect(t.app.repos.message.addressedTo(b.id)).toBe(1)
  })

  it('shows the bid sheet its figures: next minimum, the deposit due once, funds', async () => {
    const item = auctionItem(t.app, { price: '100', perIncrease: '10', margin: '5' })
    const a = bidder(t.app, 'a@nft.test')
    const info = () => a.send('POST', 'bind_box/getAuctionInfo', { code: item.code })
    expect(okOf(await info())).toMatchObject({
      auction_status: 1,
      price: '100.0000',
      next_min: '110.0000',
      margin: '5.0000',
      deposit_held: 0,
      deposit_due: '5.0000',
      is_highest: 0,
      is_owner: 0,
      balance: '1000.0000',
      usdt_balance: '1000.0000',
    })
    okOf(await a.bid(item.code, '10', '110'))
    expect(okOf(await info())).toMatchObject({
      price: '110.0000',
      next_min: '120.0000',
      deposit_held: 1,
      deposit_due: '0.0000',
      is_highest: 1,
      bid_count: 1,
      usdt_balance: '995.0000',
    })
    expect((await a.send('POST', 'bind_box/getAuctionInfo', { code: 'NOPE' })).code).toBe(
      'notFound',
    )
  })

  it('answers a retried bid once (same key), a different request under it is a conflict', async () => {
    const item = auctionItem(t.app)
    const a = bidder(t.app, 'a@nft.test')
    const key = newKey('bid')
    const [one, two] = await Promise.all([
      a.bid(item.code, '10', '110', key),
      a.bid(item.code, '10', '110', key),
    ])
    expect(two).toEqual(one)
    expect(await a.bid(item.code, '10', '110', key)).toEqual(one)
    expect(itemRow(t.app, item.id).bid_count).toBe(1)
    expect((await a.bid(item.code, '20', '120', key)).code).toBe('idempotencyConflict')
  })

  it('of 20 simultaneous bids on one step one wins; the others are told the new price, unchanged', async () => {
    const item = auctionItem(t.app, { price: '100', perIncrease: '10', margin: '5' })
    const bidders = Array.from({ length: 20 }, (_, n) => bidder(t.app, `b${n}@nft.test`))
    const answers = await Promise.all(bidders.map((b) => b.bid(item.code, '10', '110')))
    const won = answers.filter((a) => a.type === 'ok')
    expect(won).toHaveLength(1)
    const refused = answers.filter((a) => a.type !== 'ok')
    expect(new Set(refused.map((a) => a.code))).toEqual(new Set(['nftBidTaken']))
    for (const a of refused) expect(a.message).toContain('110.0000 USDT')
    const winner = bidders[answers.indexOf(won[0]!)]!
    for (const b of bidders) expect(b.usdt()).toBe(b === winner ? units(995) : units(1000))
    expect(t.app.db.prepare('SELECT COUNT(*) AS n FROM nft_bids').get()).toEqual({ n: 1 })
    expect(t.app.db.prepare('SELECT COUNT(*) AS n FROM nft_margins').get()).toEqual({ n: 1 })
    expect(itemRow(t.app, item.id)).toMatchObject({ price_units: 1_100_000, bid_count: 1 })
    expectConserved()
  })

  it('refuses with a translated code and changes nothing', async () => {
    const seller = bidder(t.app, 'seller@nft.test')
    const item = auctionItem(t.app, {
      ownerId: seller.id,
      price: '100',
      perIncrease: '10',
      margin: '5',
    })
    const early = auctionItem(t.app, { start: t.clock.now() + HOUR, end: t.clock.now() + 2 * HOUR })
    const btcItem = auctionItem(t.app, {
      currencyId: BTC,
      price: '1',
      perIncrease: '0.1',
      margin: '5',
    })
    const a = bidder(t.app, 'a@nft.test')
    const poor = bidder(t.app, 'poor@nft.test', '4')
    const fixed = auctionItem(t.app)
    t.app.db
      .prepare(
        'UPDATE nft_items SET pay_type = 1, per_increase_units = 0, margin_units = 0 WHERE id = ?',
      )
      .run(fixed.id)
    okOf(await a.bid(item.code, '10', '110'))
    const before = snapshot(t.app)
    const cases: Array<[Promise<{ type: string; code?: string; message: unknown }>, string]> = [
      [seller.bid(item.code, '10', '120'), 'nftOwnItem'],
      [a.bid(item.code, '10', '120'), 'nftAlreadyHighest'],
      [poor.bid(item.code, '9.9999', '119.9999'), 'nftBidTooLow'],
      [poor.bid(item.code, '10', '120'), 'nftDepositShort'],
      [seller.bid(early.code, '10', '110'), 'nftNotStarted'],
      [a.bid(btcItem.code, '0.1', '1.1'), 'insufficientBalance'],
      [a.bid(fixed.code, '10', '110'), 'nftNotAuction'],
      [seller.bid(item.code, '10', '110'), 'nftOwnItem'],
      [poor.bid('NOPE', '10', '110'), 'notFound'],
      [poor.bid(item.code, 'abc', '110'), 'amountInvalid'],
      [poor.bid(item.code, '10.00001', '120.00001'), 'amountTooPrecise'],
      [
        poor.send('POST', 'bind_box/auctionNFT', { code: item.code, price: '10', total: '120' }),
        'idempotencyKeyInvalid',
      ],
      [poor.pay(1), 'notFound'],
    ]
    for (const [answer, code] of cases) {
      const body = await answer
      expect(body.type).toBe('error')
      expect(body.code).toBe(code)
      expect(typeof body.message).toBe('string')
    }
    // a stale total is the step taken, with the price as it is
    const stale = await poor.send('POST', 'bind_box/auctionNFT', {
      code: item.code,
      price: '10',
      total: '110',
      idempotency_key: newKey('bid'),
      lang: 'pt',
    })
    expect(stale.code).toBe('nftBidTaken')
    expect(stale.message).toContain('110.0000 USDT')
    expect(snapshot(t.app)).toEqual(before)
  })

  it('refuses a bid after the end', async () => {
    const item = auctionItem(t.app, { start: t.clock.now() - 2 * HOUR, end: t.clock.now() - HOUR })
    const a = bidder(t.app, 'a@nft.test')
    expect((await a.bid(item.code, '10', '110')).code).toBe('nftNotOnSale')
    expect(a.usdt()).toBe(units(1000))
  })

  it('changes nothing on a refused bid (snapshot)', async () => {
    const item = auctionItem(t.app)
    const a = bidder(t.app, 'a@nft.test')
    const poor = bidder(t.app, 'poor@nft.test', '4')
    okOf(await a.bid(item.code, '10', '110'))
    const before = snapshot(t.app)
    await poor.bid(item.code, '10', '120')
    await a.bid(item.code, '10', '120')
    await poor.bid(item.code, '5', '115')
    expect(snapshot(t.app)).toEqual(before)
  })

  it('sends the public bid to the item room and the outbid event to the passed bidder', async () => {
    const item = auctionItem(t.app)
    const [a, b] = [bidder(t.app, 'a@nft.test'), bidder(t.app, 'b@nft.test')]
    const emitted: Array<[string, string, unknown]> = []
    vi.spyOn(t.app.io, 'to').mockImplementation(
      (room) =>
        ({
          emit: (event: string, payload: unknown) => emitted.push([String(room), event, payload]),
        }) as never,
    )
    okOf(await a.bid(item.code, '10', '110'))
    okOf(await b.bid(item.code, '10', '120'))
    expect(emitted.map(([room, event]) => [room, event])).toEqual([
      [`nft:${item.code}`, 'nft_bid'],
      [`nft:${item.code}`, 'nft_bid'],
      [`user:${a.id}`, 'nft_outbid'],
    ])
    expect(emitted[2]![2]).toMatchObject({ to: a.id, price: '120.0000', next_min: '130.0000' })
    expect(JSON.stringify(emitted[1]![2])).not.toContain(`"user_id"`)
  })
})

describe('settlement', () => {
  async function wonAuction() {
    const seller = bidder(t.app, 'seller@nft.test', '0')
    const item = auctionItem(t.app, {
      ownerId: seller.id,
      price: '100',
      perIncrease: '10',
      margin: '5',
    })
    const [a, b, c] = ['a', 'b', 'c'].map((n) => bidder(t.app, `${n}@nft.test`))
    okOf(await a!.bid(item.code, '10', '110'))
    okOf(await b!.bid(item.code, '10', '120'))
    okOf(await c!.bid(item.code, '10', '130'))
    okOf(await a!.bid(item.code, '20', '150'))
    return { seller, item, a: a!, b: b!, c: c! }
  }

  it('returns every non-winner deposit at the close and makes the winner order once', async () => {
    const { item, a, b, c, seller } = await wonAuction()
    const closedAt = t.clock.now() + 2 * HOUR
    const first = closeRound()
    expect(first.closed).toHaveLength(1)
    expect(t.app.nftAuction.run().closed).toEqual([])
    expect(b.usdt()).toBe(units(1000))
    expect(c.usdt()).toBe(units(1000))
    expect(a.usdt()).toBe(units(995))
    expect(ledgerRows(t.app, b.id, 'nftMarginReturn')).toHaveLength(1)
    expect(itemRow(t.app, item.id)).toMatchObject({
      owner_id: seller.id,
      status: 0,
      resell_nft_status: 0,
      lock_order: 1,
    })
    const [order] = okOf<NftWinnerOrderWire[]>(await a.orders())
    expect(order).toMatchObject({
      code: item.code,
      price: '150.0000',
      margin: '5.0000',
      margin_status: 1,
      is_pay: 0,
      is_expired: 0,
      overtime: Math.floor((closedAt + PAYMENT_WINDOW_MS) / 1000),
    })
    expect(okOf<unknown[]>(await b.orders())).toEqual([])
    const log = okOf<NftBidWire[]>(await b.log(item.code))
    expect(log.every((l) => l.is_expired === 1)).toBe(true)
    expect((await b.bid(item.code, '10', '160')).code).toBe('nftNotOnSale')
    expectConserved()
  })

  it('the winner pays the final price, gets the deposit back and owns the item', async () => {
    const { item, a, seller } = await wonAuction()
    closeRound()
    const [order] = okOf<NftWinnerOrderWire[]>(await a.orders())
    const key = newKey('pay')
    const [paid, again] = await Promise.all([a.pay(order!.id, key), a.pay(order!.id, key)])
    expect(again).toEqual(paid)
    expect(okOf<NftWinnerOrderWire>(paid)).toMatchObject({
      is_pay: 1,
      overtime: 0,
      margin_status: 0,
    })
    expect((await a.pay(order!.id)).code).toBe('nftOrderPaid')
    // 1000 − 150 (price) − 5 (deposit) + 5 (deposit back)
    expect(a.usdt()).toBe(units(850))
    // the seller: 150 − the disclosed 2.5 % fee
    expect(seller.usdt()).toBe(units(146.25))
    expect(itemRow(t.app, item.id)).toMatchObject({ owner_id: a.id, status: 0, lock_order: 0 })
    const sale = t.app.db.prepare('SELECT kind, buyer_id, order_price_units FROM nft_orders').all()
    expect(sale).toEqual([{ kind: 'auction', buyer_id: a.id, order_price_units: 1_500_000 }])
    // nothing left for the job
    t.clock.advance(PAYMENT_WINDOW_MS)
    expect(t.app.nftAuction.run()).toMatchObject({ reminded: [], expired: [] })
    expectConserved()
  })

  it('another user cannot pay or read the order', async () => {
    const { a, b } = await wonAuction()
    closeRound()
    const [order] = okOf<NftWinnerOrderWire[]>(await a.orders())
    const before = snapshot(t.app)
    expect((await b.pay(order!.id)).code).toBe('notFound')
    expect(
      (await b.send('POST', 'bind_box/readNFTOrderMessage', { id: String(order!.id) })).code,
    ).toBe('notFound')
    expect(snapshot(t.app)).toEqual(before)
    const read = okOf<NftWinnerOrderWire>(
      await a.send('GET', 'bind_box/readNFTOrderMessage', { id: String(order!.id) }),
    )
    expect(read.is_read).toBe(1)
  })

  it('an unpaid winner is reminded once, then forfeits the deposit to the seller', async () => {
    const { item, a, seller } = await wonAuction()
    closeRound()
    const [order] = okOf<NftWinnerOrderWire[]>(await a.orders())
    const messages = () => t.app.repos.message.addressedTo(a.id)
    const base = messages()
    t.clock.advance(PAYMENT_WINDOW_MS - REMINDER_LEAD_MS)
    expect(t.app.nftAuction.run().reminded).toEqual([order!.id])
    expect(t.app.nftAuction.run().reminded).toEqual([])
    expect(messages()).toBe(base + 1)
    t.clock.advance(REMINDER_LEAD_MS + 1000)
    expect((await a.pay(order!.id)).code).toBe('nftOrderExpired')
    expect(t.app.nftAuction.run().expired).toEqual([])
    expect(a.usdt()).toBe(units(995))
    expect(seller.usdt()).toBe(units(5))
    expect(ledgerRows(t.app, seller.id, 'nftMarginForfeit')).toHaveLength(1)
    expect(itemRow(t.app, item.id)).toMatchObject({
      owner_id: seller.id,
      status: 0,
      resell_nft_status: 0,
      lock_order: 0,
    })
    const [expired] = okOf<NftWinnerOrderWire[]>(await a.orders())
    expect(expired).toMatchObject({ is_expired: 1, is_pay: 0, overtime: 0, margin_status: 2 })
    expect(messages()).toBe(base + 2)
    expectConserved()
  })

  it('a round without a bid just ends: the item stays its owner’s, unlisted', async () => {
    const seller = bidder(t.app, 'seller@nft.test', '0')
    const item = auctionItem(t.app, { ownerId: seller.id })
    expect(closeRound().closed.map((c) => c.order)).toEqual([null])
    expect(itemRow(t.app, item.id)).toMatchObject({ owner_id: seller.id, status: 0, lock_order: 0 })
    expect(t.app.repos.message.addressedTo(seller.id)).toBe(1)
  })

  it('a new round does not count the old round’s bids or deposits', async () => {
    const { item, a, b } = await wonAuction()
    closeRound()
    const [order] = okOf<NftWinnerOrderWire[]>(await a.orders())
    okOf(await a.pay(order!.id))
    // a resells by auction (the catalogue's resellNFT: round + 1 from the list price)
    const now = t.clock.now()
    t.app.db
      .prepare(
        `UPDATE nft_items SET round = round + 1, status = 1, resell_nft_status = 1, bid_count = 0,
           list_price_units = 2000000, price_units = 2000000, start_time = ?, end_time = ? WHERE id = ?`,
      )
      .run(now, now + HOUR, item.id)
    expect(okOf<unknown[]>(await b.log(item.code))).toEqual([])
    const bid = okOf<NftBidWireAnswer>(await b.bid(item.code, '10', '210'))
    expect(bid.deposit_held).toBe('5.0000')
    expect(bid.item.bid_count).toBe(1)
    expect(okOf<unknown[]>(await b.log(item.code))).toHaveLength(1)
    closeRound()
    const [won] = okOf<NftWinnerOrderWire[]>(await b.orders())
    expect(won).toMatchObject({ price: '210.0000', margin_status: 1 })
    okOf(await b.pay(won!.id))
    expect(itemRow(t.app, item.id).owner_id).toBe(b.id)
    expectConserved()
  })
})

describe('the job on a database file', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('closes and expires once across a restart and a second app', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-nft-'))
    dirs.push(dir)
    const file = join(dir, 'sandbox.db')
    const start = Date.UTC(2026, 0, 1)
    const open = (at: number) =>
      buildApp({
        db: file,
        clock: createTestClock(at),
        marketSeed: DEFAULT_MARKET_SEED,
        logger: false,
        feedIntervalMs: 0,
        seedTraders: false,
      })
    const first = await open(start)
    const a = bidder(first, 'a@nft.test')
    const b = bidder(first, 'b@nft.test')
    const item = auctionItem(first)
    okOf(await a.bid(item.code, '10', '110'))
    okOf(await b.bid(item.code, '10', '120'))
    await first.close()

    // down over the end and the deadline; two apps start on the file two days later
    const later = start + 2 * PAYMENT_WINDOW_MS
    const [second, third] = [await open(later), await open(later)]
    const run2 = second.nftAuction.run()
    expect(run2.closed).toHaveLength(1)
    expect(run2.expired).toEqual([])
    expect(third.nftAuction.run().closed).toEqual([])
    await Promise.all([second.close(), third.close()])

    const last = await open(later + PAYMENT_WINDOW_MS + 1000)
    expect(last.nftAuction.run().expired).toHaveLength(1)
    expect(last.nftAuction.run()).toMatchObject({ closed: [], reminded: [], expired: [] })
    const rows = last.db
      .prepare(
        "SELECT type, COUNT(*) AS n FROM ledger WHERE type LIKE 'nft%' GROUP BY type ORDER BY type",
      )
      .all()
    expect(rows).toEqual([
      { type: 'nftMarginForfeit', n: 1 },
      { type: 'nftMarginHold', n: 2 },
      { type: 'nftMarginReturn', n: 1 },
    ])
    const platform = platformUserId(last.db)
    expect(last.repos.wallet.balance(platform, USDT, 'change').available).toBe(50_000n)
    const sums = ledgerSums(last.db)
    expect([sums.mismatches, sums.brokenChains]).toEqual([[], 0])
    await last.close()
  })
})
