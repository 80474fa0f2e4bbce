/**
 * Spot orders (db/migrations/011-spot.sql; api-reference §9). An order's money moves only through
 * the wallet's `move` (balance + ledger row): orderLock when placed, orderUnlock when cancelled,
 * orderSpend (from the lock) + orderReceive when filled. Place, cancel and fill are each one
 * `db.transaction`; fill and cancel change only an order whose status is still 1 inside it, so a
 * cancel racing a fill ends with exactly one of them. Amounts are bigint minor units.
 */
import type Database from 'better-sqlite3'
import type { OrderKind } from '../../../src/api/contract/spot'
import { Refusal } from '../refusal'
import type { WalletRepository } from './wallet'

export interface SpotOrderRow {
  id: number
  user_id: number
  pair_id: number
  currency_id: number
  legal_id: number
  currency_name: string
  legal_name: string
  /** decimal_scale of the base and of the quote currency. */
  base_scale: number
  quote_scale: number
  /** The pair's price decimals (precision_length). */
  price_decimals: number
  side: 1 | 2
  kind: OrderKind
  target_price: string
  price_units: number
  amount: bigint
  trade_price: string
  fee_rate: string
  locked: bigint
  status: 1 | 2 | 3
  fill_price: string | null
  spent: bigint | null
  fee: bigint | null
  received: bigint | null
  fill_tick: number | null
  fill_market_price: string | null
  created_at: number
  filled_at: number | null
  cancelled_at: number | null
}

/** What the open-order index keeps of an order. */
export interface OpenOrderRow {
  id: number
  user_id: number
  pair_id: number
  side: 1 | 2
  price_units: number
  created_at: number
}

/** A pair as coin/trade needs it: its currencies, decimals and whether it takes orders. */
export interface SpotPairRow {
  id: number
  currency_id: number
  legal_id: number
  currency_name: string
  legal_name: string
  precision_length: number
  volume_decimals: number
  open_coin_trade: number
  base_scale: number
  quote_scale: number
}

export type NewSpotOrder = Pick<
  SpotOrderRow,
  | 'user_id'
  | 'pair_id'
  | 'currency_id'
  | 'legal_id'
  | 'side'
  | 'kind'
  | 'target_price'
  | 'price_units'
  | 'amount'
  | 'trade_price'
  | 'fee_rate'
  | 'locked'
>

/** A fill in units: spent from the lock, the fee and what arrives, and the tick that decided it. */
export interface FillUnits {
  fill_price: string
  spent: bigint
  fee: bigint
  received: bigint
  fill_tick: number
  fill_market_price: string
}

export interface SpotListFilter {
  currency_id?: number
  legal_id?: number
  status?: 1 | 2 | 3
}

const INTS = [
  'id',
  'user_id',
  'pair_id',
  'currency_id',
  'legal_id',
  'base_scale',
  'quote_scale',
  'price_decimals',
  'side',
  'status',
] as const
const TIMES = ['price_units', 'fill_tick', 'created_at', 'filled_at', 'cancelled_at'] as const

function row(r: Record<string, unknown>): SpotOrderRow {
  const out = { ...r }
  for (const k of [...INTS, ...TIMES]) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as unknown as SpotOrderRow
}

/** The currency an order locks (quote for a buy, base for a sell) and the one it receives. */
export const lockCurrency = (o: Pick<SpotOrderRow, 'side' | 'currency_id' | 'legal_id'>) =>
  o.side === 1 ? o.legal_id : o.currency_id
export const receiveCurrency = (o: Pick<SpotOrderRow, 'side' | 'currency_id' | 'legal_id'>) =>
  o.side === 1 ? o.currency_id : o.legal_id

export function spotRepository(db: Database.Database, wallet: WalletRepository) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) =>
    db.prepare<P, R>(sql).safeIntegers(true)

  const pair = db.prepare<[number, number], SpotPairRow>(
    `SELECT m.id, m.currency_id, m.legal_id, c.name AS currency_name, l.name AS legal_name,
            m.precision_length, m.volume_decimals, m.open_coin_trade,
            c.decimal_scale AS base_scale, l.decimal_scale AS quote_scale
       FROM currency_matches m JOIN currencies c ON c.id = m.currency_id
       JOIN currencies l ON l.id = m.legal_id
      WHERE m.currency_id = ? AND m.legal_id = ? AND m.is_display = 1`,
  )
  const SELECT = `SELECT o.*, c.name AS currency_name, l.name AS legal_name,
      c.decimal_scale AS base_scale, l.decimal_scale AS quote_scale,
      m.precision_length AS price_decimals
    FROM spot_orders o JOIN currencies c ON c.id = o.currency_id
    JOIN currencies l ON l.id = o.legal_id JOIN currency_matches m ON m.id = o.pair_id`
  const byId = prepare<[number], Record<string, unknown>>(`${SELECT} WHERE o.id = ?`)
  const page = prepare<object, Record<string, unknown>>(
    `${SELECT} WHERE o.user_id = @user_id AND (@status IS NULL OR o.status = @status)
       AND (@currency_id IS NULL OR o.currency_id = @currency_id)
       AND (@legal_id IS NULL OR o.legal_id = @legal_id)
     ORDER BY o.id DESC LIMIT @limit OFFSET @offset`,
  )
  const insert = prepare(
    `INSERT INTO spot_orders (user_id, pair_id, currency_id, legal_id, side, kind, target_price,
       price_units, amount, trade_price, fee_rate, locked, created_at)
     VALUES (@user_id, @pair_id, @currency_id, @legal_id, @side, @kind, @target_price,
       @price_units, @amount, @trade_price, @fee_rate, @locked, @created_at)`,
  )
  const markFilled = prepare(
    `UPDATE spot_orders SET status = 2, fill_price = @fill_price, spent = @spent, fee = @fee,
       received = @received, fill_tick = @fill_tick, fill_market_price = @fill_market_price,
       filled_at = @now WHERE id = @id AND status = 1`,
  )
  const markCancelled = prepare(
    'UPDATE spot_orders SET status = 3, cancelled_at = ? WHERE id = ? AND status = 1',
  )
  const open = db.prepare<[], OpenOrderRow>(
    'SELECT id, user_id, pair_id, side, price_units, created_at FROM spot_orders WHERE status = 1',
  )
  const matcherTick = db.prepare<[], { tick: number }>('SELECT tick FROM spot_matcher WHERE id = 1')
  const putMatcherTick = db.prepare(
    `INSERT INTO spot_matcher (id, tick) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET tick = excluded.tick`,
  )

  const order = (id: number) => {
    const found = byId.get(id)
    return found && row(found)
  }

  /** Spends the lock and credits what was received; null when the order is no longer open. */
  function fill(o: SpotOrderRow, f: FillUnits, now: number): SpotOrderRow | null {
    if (markFilled.run({ ...f, id: o.id, now }).changes !== 1) return null
    const base = { userId: o.user_id, account: 'change' as const, referenceId: o.id }
    const lock = { ...base, currencyId: lockCurrency(o) }
    wallet.move({ ...lock, available: 0n, locked: -f.spent, type: 'orderSpend' }, now)
    const rest = o.locked - f.spent
    if (rest > 0n)
      wallet.move({ ...lock, available: rest, locked: -rest, type: 'orderUnlock' }, now)
    if (f.received > 0n) {
      const to = { ...base, currencyId: receiveCurrency(o) }
      wallet.move({ ...to, available: f.received, locked: 0n, type: 'orderReceive' }, now)
    }
    return { ...o, ...f, status: 2, filled_at: now }
  }

  return {
    /** The pair of (base, quote) that the engine prices, or undefined. */
    pair: (currencyId: number, legalId: number) => pair.get(currencyId, legalId),
    order,

    /**
     * Inserts an open order and locks its funds (orderLock; `insufficientBalance` when they are
     * not there). Call inside the caller's transaction with whatever else decides the order.
     */
    place(o: NewSpotOrder, now: number): SpotOrderRow {
      const id = Number(insert.run({ ...o, created_at: now }).lastInsertRowid)
      wallet.move(
        {
          userId: o.user_id,
          currencyId: lockCurrency(o),
          account: 'change',
          available: -o.locked,
          locked: o.locked,
          type: 'orderLock',
          referenceId: id,
        },
        now,
      )
      return order(id)!
    },

    fill,

    /** Cancels the caller's open order and unlocks its funds, in one transaction. */
    cancel: db.transaction((userId: number, id: number, now: number): SpotOrderRow => {
      const o = order(id)
      if (!o || o.user_id !== userId) throw new Refusal('notFound')
      if (markCancelled.run(now, id).changes !== 1) throw new Refusal('orderNotOpen')
      wallet.move(
        {
          userId,
          currencyId: lockCurrency(o),
          account: 'change',
          available: o.locked,
          locked: -o.locked,
          type: 'orderUnlock',
          referenceId: id,
        },
        now,
      )
      return order(id)!
    }),

    /** The user's orders, newest first. */
    list: (userId: number, filter: SpotListFilter, limit: number, offset: number) =>
      page
        .all({
          user_id: userId,
          status: filter.status ?? null,
          currency_id: filter.currency_id ?? null,
          legal_id: filter.legal_id ?? null,
          limit,
          offset,
        })
        .map(row),

    /** Every open order, for the matcher's index. */
    openOrders: () => open.all(),

    /** The last tick (ms) the matcher looked at, or null before its first run. */
    matchedTick: () => matcherTick.get()?.tick ?? null,
    setMatchedTick: (tick: number) => void putMatcherTick.run(tick),

    transaction: <T>(work: () => T): T => db.transaction(work).immediate(),
  }
}

export type SpotRepository = ReturnType<typeof spotRepository>
