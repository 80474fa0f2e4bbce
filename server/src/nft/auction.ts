/**
 * NFT auctions in the sandbox (issue 17; api-reference §19.2 auctionNFT … readNFTOrderMessage,
 * §19.3; schema db/migrations/024-nft.sql; the rules and formulas are
 * src/api/contract/nft-auction-math.ts, the wire src/api/contract/nft-auction.ts).
 *
 * Every change is one SQLite transaction with its ledger rows and its message-centre notices:
 * - `bid` (inside the caller's idempotency transaction, wallet.once) re-reads the item, checks
 *   with `bidIssue`, then moves the price with a guarded UPDATE (`price_units` must still be the
 *   price the bidder saw), so of N bids on one step exactly one changes it and the others are
 *   refused `nftBidTaken` with the new price, their transaction rolled back; the partial unique
 *   index `nft_bids_top` backs it (one live highest bid per round). The bidder's first bid of the
 *   round holds the USDT deposit (nft_margins UNIQUE (item, round, user): once per round and
 *   bidder); the previous highest bid becomes outbid and its bidder is told.
 * - `close` (the job) closes one round past its end once: every deposit but the winner's is
 *   returned (nftMarginReturn), the round's bids expire, and the highest bid becomes a winner
 *   order with the deadline close + 24 h (the item stays the seller's, unlisted, `lock_order` 1);
 *   without a bid the listing just ends. Guarded by the item still being listed in that round.
 * - `pay` (inside the idempotency transaction) sells through N1's `settleSale` (kind 'auction':
 *   nftPay, nftSaleIncome, nftSaleFee, the nft_orders row, owner = winner) and returns the
 *   winner's deposit. `is_expired` stays 0 on a paid order (§19.2 sets both; here is_expired = 1
 *   means only "the deadline passed unpaid").
 * - `expire` (the job) forfeits an unpaid winner's deposit past the deadline to the SELLER (the
 *   owner; the platform account for a first sale) as nftMarginForfeit, and puts the item back
 *   with its owner unlisted, `lock_order` 0. `remind` sends the pay-by reminder once.
 * Σ ledger of these moves per currency is 0: hold −m, then return +m to the bidder or forfeit +m
 * to the seller; a sale's rows sum to 0 (sale.ts).
 */
import type Database from 'better-sqlite3'
import {
  BID_LOG_SIZE,
  auctionPhase,
  bidIssue,
  depositDue,
  nextMinimumBid,
  paymentDeadline,
  reminderDue,
} from '../../../src/api/contract/nft-auction-math'
import type {
  NftAuctionInfoWire,
  NftBidWire,
  NftBidWireAnswer,
  NftMyBidWire,
  NftWinnerOrderWire,
} from '../../../src/api/contract/nft-auction'
import { USDT_ID } from '../../../src/api/contract/wallet/common'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { MessageRepository } from '../repositories/message'
import type { WalletRepository } from '../repositories/wallet'
import { auctionNotice, utcMinute, type AuctionFacts } from './auction-notices'
import { settleSale } from './sale'

export interface AuctionItemRow {
  id: number
  code: string
  name: string
  image: string
  pay_type: number
  currency_id: number
  currency_name: string
  decimal_scale: number
  owner_id: number
  price_units: bigint
  per_increase_units: bigint
  margin_units: bigint
  start_time: number
  end_time: number
  status: number
  round: number
  bid_count: number
}

interface BidRow {
  id: number
  item_id: number
  round: number
  user_id: number
  margin_id: number
  price_units: bigint
  status: 0 | 1
  is_expired: 0 | 1
  created_at: number
  code: string
  name: string
  image: string
  currency_name: string
  decimal_scale: number
  nickname: string | null
  head_portrait: string | null
}

interface OrderRow {
  id: number
  item_id: number
  round: number
  bid_id: number
  user_id: number
  margin_id: number
  currency_id: number
  price_units: bigint
  is_read: 0 | 1
  is_pay: 0 | 1
  is_expired: 0 | 1
  overtime: number
  reminded_at: number | null
  created_at: number
  pay_time: number | null
  code: string
  name: string
  image: string
  owner_id: number
  currency_name: string
  decimal_scale: number
  margin_units: bigint
  margin_status: 0 | 1 | 2
}

/** What one accepted bid did, for the answer and the socket events. */
export interface BidOutcome {
  answer: NftBidWireAnswer
  round: number
  /** The bidder whose highest bid this one passed, if any. */
  outbid: { userId: number } | null
}

/** What closing one round did. */
export interface CloseOutcome {
  item: AuctionItemRow
  /** The winner's order, or null when the round had no bid. */
  order: NftWinnerOrderWire | null
  /** Bidders whose deposit was returned. */
  returnedTo: number[]
}

const MONEY = new Set(['price_units', 'per_increase_units', 'margin_units', 'amount_units'])

/** bigint columns back to numbers, except money. */
function rowOf<T>(r: unknown): T {
  const out = { ...(r as Record<string, unknown>) }
  for (const [k, v] of Object.entries(out))
    if (typeof v === 'bigint' && !MONEY.has(k)) out[k] = Number(v)
  return out as T
}

const seconds = (ms: number) => Math.floor(ms / 1000)

export function nftAuctionRepository(
  db: Database.Database,
  wallet: WalletRepository,
  message: MessageRepository,
) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) => {
    const statement = db.prepare<P, R>(sql)
    statement.safeIntegers(true)
    return statement
  }

  const ITEM_SELECT = `SELECT i.id, i.code, i.name, i.image, i.pay_type, i.currency_id,
      c.name AS currency_name, c.decimal_scale, i.owner_id, i.price_units, i.per_increase_units,
      i.margin_units, i.start_time, i.end_time, i.status, i.round, i.bid_count
    FROM nft_items i JOIN currencies c ON c.id = i.currency_id`
  const itemByCode = prepare<[string], unknown>(`${ITEM_SELECT} WHERE i.code = ?`)
  const itemById = prepare<[number], unknown>(`${ITEM_SELECT} WHERE i.id = ?`)
  const dueItems = prepare<[number], unknown>(
    `${ITEM_SELECT} WHERE i.pay_type = 2 AND i.status = 1 AND i.end_time < ? ORDER BY i.end_time, i.id`,
  )
  const raisePrice = prepare(
    `UPDATE nft_items SET price_units = @next, bid_count = bid_count + 1, updated_at = @now
     WHERE id = @id AND round = @round AND status = 1 AND price_units = @before`,
  )
  const closeItem = prepare(
    `UPDATE nft_items SET status = 0, resell_nft_status = 0, lock_order = @lock, updated_at = @now
     WHERE id = @id AND round = @round AND status = 1`,
  )
  const releaseItem = prepare(
    `UPDATE nft_items SET status = 0, resell_nft_status = 0, lock_order = 0, updated_at = @now
     WHERE id = @id AND round = @round AND lock_order = 1`,
  )

  const marginOf = prepare<[number, number, number], { id: bigint; status: bigint }>(
    'SELECT id, status FROM nft_margins WHERE item_id = ? AND round = ? AND user_id = ?',
  )
  const insertMargin = prepare(
    `INSERT INTO nft_margins (item_id, round, user_id, amount_units, created_at)
     VALUES (@item_id, @round, @user_id, @amount, @now)`,
  )
  const heldMargins = prepare<[number, number], unknown>(
    `SELECT id, user_id, amount_units FROM nft_margins WHERE item_id = ? AND round = ? AND status = 1
     ORDER BY id`,
  )
  const settleMargin = prepare(
    'UPDATE nft_margins SET status = @status, settled_at = @now WHERE id = @id AND status = 1',
  )

  const BID_SELECT = `SELECT b.*, i.code, i.name, i.image, c.name AS currency_name, c.decimal_scale,
      u.nickname, u.head_portrait
    FROM nft_bids b JOIN nft_items i ON i.id = b.item_id JOIN currencies c ON c.id = b.currency_id
    JOIN users u ON u.id = b.user_id`
  const topBid = prepare<[number, number], unknown>(
    `${BID_SELECT} WHERE b.item_id = ? AND b.round = ? AND b.status = 1 AND b.is_expired = 0`,
  )
  const bidById = prepare<[number], unknown>(`${BID_SELECT} WHERE b.id = ?`)
  const outbidTop = prepare<[number, number]>(
    'UPDATE nft_bids SET status = 0 WHERE item_id = ? AND round = ? AND status = 1 AND is_expired = 0',
  )
  const insertBid = prepare(
    `INSERT INTO nft_bids (item_id, round, user_id, margin_id, currency_id, price_units, created_at)
     VALUES (@item_id, @round, @user_id, @margin_id, @currency_id, @price, @now)`,
  )
  const expireBids = prepare<[number, number]>(
    'UPDATE nft_bids SET is_expired = 1 WHERE item_id = ? AND round = ? AND is_expired = 0',
  )
  const roundBids = prepare<[number, number, number], unknown>(
    `${BID_SELECT} WHERE b.item_id = ? AND b.round = ? ORDER BY b.id DESC LIMIT ?`,
  )
  const bidsOf = prepare<[number, number, number], unknown>(
    `${BID_SELECT} WHERE b.user_id = ? ORDER BY b.id DESC LIMIT ? OFFSET ?`,
  )
  const countBidsOf = prepare<[number], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM nft_bids WHERE user_id = ?',
  )

  const ORDER_SELECT = `SELECT o.*, i.code, i.name, i.image, i.owner_id, c.name AS currency_name,
      c.decimal_scale, m.amount_units AS margin_units, m.status AS margin_status
    FROM nft_winner_orders o JOIN nft_items i ON i.id = o.item_id
    JOIN currencies c ON c.id = o.currency_id JOIN nft_margins m ON m.id = o.margin_id`
  const insertOrder = prepare(
    `INSERT INTO nft_winner_orders (item_id, round, bid_id, user_id, margin_id, currency_id,
       price_units, overtime, created_at)
     VALUES (@item_id, @round, @bid_id, @user_id, @margin_id, @currency_id, @price, @overtime, @now)`,
  )
  const orderById = prepare<[number], unknown>(`${ORDER_SELECT} WHERE o.id = ?`)
  const ordersOf = prepare<[number], unknown>(
    `${ORDER_SELECT} WHERE o.user_id = ? ORDER BY o.id DESC`,
  )
  const markPaid = prepare(
    `UPDATE nft_winner_orders SET is_pay = 1, pay_time = @now
     WHERE id = @id AND is_pay = 0 AND is_expired = 0 AND overtime >= @now`,
  )
  const markExpired = prepare(
    `UPDATE nft_winner_orders SET is_expired = 1
     WHERE id = @id AND is_pay = 0 AND is_expired = 0 AND overtime < @now`,
  )
  const markReminded = prepare(
    `UPDATE nft_winner_orders SET reminded_at = @now
     WHERE id = @id AND reminded_at IS NULL AND is_pay = 0 AND is_expired = 0`,
  )
  const markRead = prepare<[number]>('UPDATE nft_winner_orders SET is_read = 1 WHERE id = ?')
  const dueExpiries = prepare<[number], { id: bigint }>(
    'SELECT id FROM nft_winner_orders WHERE is_expired = 0 AND is_pay = 0 AND overtime < ? ORDER BY id',
  )
  const unpaid = prepare<[], { id: bigint; overtime: bigint; reminded_at: bigint | null }>(
    'SELECT id, overtime, reminded_at FROM nft_winner_orders WHERE is_expired = 0 AND is_pay = 0 AND reminded_at IS NULL ORDER BY id',
  )

  const usdtScale = Number(
    db
      .prepare<[number], { s: number }>('SELECT decimal_scale AS s FROM currencies WHERE id = ?')
      .get(USDT_ID)?.s ?? 4,
  )

  const item = (code: string) => {
    const r = itemByCode.get(code)
    return r ? rowOf<AuctionItemRow>(r) : undefined
  }
  const money = (units: bigint, scale: number) => fromUnits(units, scale)

  const bidWire = (b: BidRow, viewer: number | null): NftBidWire => ({
    id: b.id,
    code: b.code,
    price: money(b.price_units, b.decimal_scale),
    currency_name: b.currency_name,
    status: b.status,
    is_expired: b.is_expired,
    created: seconds(b.created_at),
    nick_name: b.nickname ?? '',
    head_portrait: b.head_portrait ?? '',
    mine: viewer !== null && b.user_id === viewer,
  })

  const orderWire = (o: OrderRow, now: number): NftWinnerOrderWire => ({
    id: o.id,
    code: o.code,
    quotrtion_log_id: o.bid_id,
    user_id: o.user_id,
    currency_id: o.currency_id,
    currency_name: o.currency_name,
    is_read: o.is_read,
    is_pay: o.is_pay,
    is_expired: o.is_expired,
    overtime: o.is_pay || o.is_expired ? 0 : seconds(o.overtime),
    deadline: seconds(o.overtime),
    created: seconds(o.created_at),
    pay_time: o.pay_time === null ? null : seconds(o.pay_time),
    nft_name: o.name,
    nft_image: o.image,
    price: money(o.price_units, o.decimal_scale),
    margin: money(o.margin_units, usdtScale),
    margin_status: o.margin_status,
    now: seconds(now),
  })

  const orderRow = (id: number) => {
    const r = orderById.get(id)
    return r ? rowOf<OrderRow>(r) : undefined
  }

  const facts = (
    i: { name: string; currency_name: string; decimal_scale: number },
    priceUnits: bigint,
    marginUnits: bigint,
    deadline: number,
  ): AuctionFacts => ({
    name: i.name,
    price: `${money(priceUnits, i.decimal_scale)} ${i.currency_name}`,
    deposit: `${money(marginUnits, usdtScale)} USDT`,
    deadline: utcMinute(deadline),
  })

  const usdtMove = (
    userId: number,
    units: bigint,
    type: 'nftMarginHold' | 'nftMarginReturn' | 'nftMarginForfeit',
    ref: number,
    now: number,
  ) =>
    wallet.move(
      {
        userId,
        currencyId: USDT_ID,
        account: 'change',
        available: units,
        locked: 0n,
        type,
        referenceId: ref,
      },
      now,
    )

  /**
   * One bid of `increment` on `code` confirmed at `total` by `userId` at `now`; see the header.
   * Call inside a transaction. Throws a Refusal (nothing changes then).
   */
  function bid(
    userId: number,
    code: string,
    increment: string,
    total: string,
    now: number,
  ): BidOutcome {
    const i = item(code)
    if (!i) throw new Refusal('notFound')
    const top = topBid.get(i.id, i.round)
    const topRow = top ? rowOf<BidRow>(top) : null
    const margin = marginOf.get(i.id, i.round, userId)
    const held = margin !== undefined && Number(margin.status) === 1
    const price = money(i.price_units, i.decimal_scale)
    const available = money(
      wallet.balance(userId, i.currency_id, 'change').available,
      i.decimal_scale,
    )
    const usdtAvailable = money(wallet.balance(userId, USDT_ID, 'change').available, usdtScale)
    const issue = bidIssue(increment, total, {
      now,
      start: i.start_time,
      end: i.end_time,
      listed: i.status === 1,
      auction: i.pay_type === 2,
      isOwner: i.owner_id === userId,
      isHighest: topRow?.user_id === userId,
      price,
      perIncrease: money(i.per_increase_units, i.decimal_scale),
      scale: i.decimal_scale,
      margin: money(i.margin_units, usdtScale),
      depositHeld: held,
      available,
      usdtAvailable,
      pricedInUsdt: i.currency_id === USDT_ID,
    })
    if (issue === 'nftBidTaken') throw taken(i)
    if (issue) throw new Refusal(issue)
    const next = toUnits(total, i.decimal_scale)
    if (
      raisePrice.run({ id: i.id, round: i.round, before: i.price_units, next, now }).changes !== 1
    )
      throw taken(i)
    let marginId: number
    let heldNow = 0n
    if (margin) marginId = Number(margin.id)
    else {
      marginId = Number(
        insertMargin.run({
          item_id: i.id,
          round: i.round,
          user_id: userId,
          amount: i.margin_units,
          now,
        }).lastInsertRowid,
      )
      usdtMove(userId, -i.margin_units, 'nftMarginHold', marginId, now)
      heldNow = i.margin_units
    }
    outbidTop.run(i.id, i.round)
    const bidId = Number(
      insertBid.run({
        item_id: i.id,
        round: i.round,
        user_id: userId,
        margin_id: marginId,
        currency_id: i.currency_id,
        price: next,
        now,
      }).lastInsertRowid,
    )
    if (topRow)
      message.add(
        auctionNotice('outbid', topRow.user_id, facts(i, next, i.margin_units, i.end_time), now),
      )
    const made = rowOf<BidRow>(bidById.get(bidId))
    return {
      round: i.round,
      outbid: topRow ? { userId: topRow.user_id } : null,
      answer: {
        bid: bidWire(made, userId),
        item: {
          code: i.code,
          price: money(next, i.decimal_scale),
          next_min: nextMinimumBid(
            money(next, i.decimal_scale),
            money(i.per_increase_units, i.decimal_scale),
            i.decimal_scale,
          ),
          bid_count: i.bid_count + 1,
          currency_name: i.currency_name,
          end_time: seconds(i.end_time),
        },
        deposit_held: money(heldNow, usdtScale),
        now: seconds(now),
      },
    }
  }

  /** `nftBidTaken` naming the item's price as it is now. */
  function taken(i: AuctionItemRow): Refusal {
    const now = item(i.code) ?? i
    return new Refusal('nftBidTaken', {
      params: { price: money(now.price_units, now.decimal_scale), currency: now.currency_name },
    })
  }

  /** Closes round `round` of item `itemId` once (false: closed already). Own transaction. */
  const closeOne = db.transaction(
    (itemId: number, round: number, now: number): CloseOutcome | null => {
      const found = itemById.get(itemId)
      if (!found) return null
      const i = rowOf<AuctionItemRow>(found)
      if (i.round !== round || i.status !== 1 || i.pay_type !== 2 || i.end_time >= now) return null
      const top = topBid.get(i.id, i.round)
      const winner = top ? rowOf<BidRow>(top) : null
      if (closeItem.run({ id: i.id, round: i.round, lock: winner ? 1 : 0, now }).changes !== 1)
        return null
      const returnedTo: number[] = []
      for (const raw of heldMargins.all(i.id, i.round)) {
        const m = rowOf<{ id: number; user_id: number; amount_units: bigint }>(raw)
        if (winner && m.user_id === winner.user_id) continue
        settleMargin.run({ id: m.id, status: 0, now })
        usdtMove(m.user_id, m.amount_units, 'nftMarginReturn', m.id, now)
        message.add(
          auctionNotice('returned', m.user_id, facts(i, i.price_units, m.amount_units, now), now),
        )
        returnedTo.push(m.user_id)
      }
      expireBids.run(i.id, i.round)
      if (!winner) {
        message.add(
          auctionNotice('unsold', i.owner_id, facts(i, i.price_units, i.margin_units, now), now),
        )
        return { item: i, order: null, returnedTo }
      }
      const deadline = paymentDeadline(now)
      const orderId = Number(
        insertOrder.run({
          item_id: i.id,
          round: i.round,
          bid_id: winner.id,
          user_id: winner.user_id,
          margin_id: winner.margin_id,
          currency_id: i.currency_id,
          price: winner.price_units,
          overtime: deadline,
          now,
        }).lastInsertRowid,
      )
      message.add(
        auctionNotice(
          'won',
          winner.user_id,
          facts(i, winner.price_units, i.margin_units, deadline),
          now,
        ),
      )
      return { item: i, order: orderWire(orderRow(orderId)!, now), returnedTo }
    },
  )

  /** The winner's payment: the sale through settleSale, the deposit returned. Inside a transaction. */
  function pay(userId: number, id: number, now: number): NftWinnerOrderWire {
    const o = orderRow(id)
    if (!o || o.user_id !== userId) throw new Refusal('notFound')
    if (o.is_pay) throw new Refusal('nftOrderPaid')
    if (o.is_expired || o.overtime < now) throw new Refusal('nftOrderExpired')
    settleSale(db, {
      itemId: o.item_id,
      round: o.round,
      buyerId: userId,
      priceUnits: o.price_units,
      kind: 'auction',
      at: now,
    })
    if (markPaid.run({ id, now }).changes !== 1) throw new Refusal('nftOrderPaid')
    if (settleMargin.run({ id: o.margin_id, status: 0, now }).changes === 1)
      usdtMove(userId, o.margin_units, 'nftMarginReturn', o.margin_id, now)
    message.add(
      auctionNotice('paid', userId, facts(o, o.price_units, o.margin_units, o.overtime), now),
    )
    return orderWire(orderRow(id)!, now)
  }

  /** Forfeits an unpaid winner's deposit past the deadline, once (null: nothing to do). */
  const expireOne = db.transaction((id: number, now: number): OrderRow | null => {
    if (markExpired.run({ id, now }).changes !== 1) return null
    const o = orderRow(id)!
    if (settleMargin.run({ id: o.margin_id, status: 2, now }).changes === 1)
      usdtMove(o.owner_id, o.margin_units, 'nftMarginForfeit', o.margin_id, now)
    releaseItem.run({ id: o.item_id, round: o.round, now })
    const f = facts(o, o.price_units, o.margin_units, o.overtime)
    message.add(auctionNotice('forfeited', o.user_id, f, now))
    message.add(auctionNotice('forfeitReceived', o.owner_id, f, now))
    return orderRow(id)!
  })

  /** Sends the pay-by reminder of one order, once. */
  const remindOne = db.transaction((id: number, now: number): boolean => {
    if (markReminded.run({ id, now }).changes !== 1) return false
    const o = orderRow(id)!
    message.add(
      auctionNotice(
        'reminder',
        o.user_id,
        facts(o, o.price_units, o.margin_units, o.overtime),
        now,
      ),
    )
    return true
  })

  return {
    item,
    bid,
    /** What the bid sheet shows `userId` before bidding on `code`. */
    info(userId: number, code: string, now: number): NftAuctionInfoWire {
      const i = item(code)
      if (!i || i.pay_type !== 2) throw new Refusal('notFound')
      const top = topBid.get(i.id, i.round)
      const margin = marginOf.get(i.id, i.round, userId)
      const held = margin !== undefined && Number(margin.status) === 1
      const price = money(i.price_units, i.decimal_scale)
      const phase = auctionPhase(now, i.start_time, i.end_time, i.status === 1)
      return {
        code: i.code,
        round: i.round,
        auction_status: phase === 'open' ? 1 : phase === 'notStarted' ? 2 : 0,
        price,
        per_increase: money(i.per_increase_units, i.decimal_scale),
        next_min: nextMinimumBid(
          price,
          money(i.per_increase_units, i.decimal_scale),
          i.decimal_scale,
        ),
        currency_name: i.currency_name,
        decimal_scale: i.decimal_scale,
        margin: money(i.margin_units, usdtScale),
        deposit_held: held ? 1 : 0,
        deposit_due: depositDue(money(i.margin_units, usdtScale), held),
        is_highest: top !== undefined && rowOf<BidRow>(top).user_id === userId ? 1 : 0,
        is_owner: i.owner_id === userId ? 1 : 0,
        bid_count: i.bid_count,
        start_time: seconds(i.start_time),
        end_time: seconds(i.end_time),
        balance: money(wallet.balance(userId, i.currency_id, 'change').available, i.decimal_scale),
        usdt_balance: money(wallet.balance(userId, USDT_ID, 'change').available, usdtScale),
        now: seconds(now),
      }
    },
    /** The last bids of the item's current round, newest first. */
    bidLog(code: string, viewer: number): NftBidWire[] {
      const i = item(code)
      if (!i) throw new Refusal('notFound')
      return roundBids
        .all(i.id, i.round, BID_LOG_SIZE)
        .map((r) => bidWire(rowOf<BidRow>(r), viewer))
    },
    /** The caller's bids, newest first (Custom E). */
    myBids(userId: number, limit: number, offset: number) {
      const data: NftMyBidWire[] = bidsOf.all(userId, limit, offset).map((r) => {
        const b = rowOf<BidRow>(r)
        return { ...bidWire(b, userId), name: b.name, image: b.image }
      })
      return { code: 0 as const, data, count: Number(countBidsOf.get(userId)!.n) }
    },
    orders: (userId: number, now: number) =>
      ordersOf.all(userId).map((r) => orderWire(rowOf<OrderRow>(r), now)),
    /** The caller's order (notFound for another user's). */
    order(userId: number, id: number, now: number): NftWinnerOrderWire {
      const o = orderRow(id)
      if (!o || o.user_id !== userId) throw new Refusal('notFound')
      return orderWire(o, now)
    },
    read(userId: number, id: number, now: number): NftWinnerOrderWire {
      const o = orderRow(id)
      if (!o || o.user_id !== userId) throw new Refusal('notFound')
      markRead.run(id)
      return orderWire(orderRow(id)!, now)
    },
    pay,
    /** Rounds past their end still listed, oldest end first. */
    dueRounds: (now: number) => dueItems.all(now).map((r) => rowOf<AuctionItemRow>(r)),
    close: (itemId: number, round: number, now: number) => closeOne.immediate(itemId, round, now),
    dueExpiries: (now: number) => dueExpiries.all(now).map((r) => Number(r.id)),
    expire: (id: number, now: number) => expireOne.immediate(id, now),
    dueReminders: (now: number) =>
      unpaid
        .all()
        .filter((r) =>
          reminderDue(
            now,
            Number(r.overtime),
            r.reminded_at === null ? null : Number(r.reminded_at),
          ),
        )
        .map((r) => Number(r.id)),
    remind: (id: number, now: number) => remindOne.immediate(id, now),
    orderWire: (id: number, now: number) => orderWire(orderRow(id)!, now),
  }
}

export type NftAuctionRepository = ReturnType<typeof nftAuctionRepository>
