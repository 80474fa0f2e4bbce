/**
 * Futures positions (db/migrations/012-lever.sql; api-reference §7; formulas only from
 * src/api/contract/lever-math.ts). A position's money moves only through the wallet's `move`
 * (balance + ledger row) on the lever account (3) of the quote currency: leverMargin (available →
 * locked) and leverFee when opened or placed, leverRefund when a pending opening is cancelled,
 * leverSettle (locked −margin, available +margin+P/L) when closed, leverOvernight for the daily fee.
 * Every function is one `db.transaction` (a savepoint inside a caller's) and changes only a row
 * whose status is still the one it expects, so a manual close, a take-profit and a liquidation
 * racing on one position end with exactly one settlement. Amounts are bigint minor units.
 */
import type Database from 'better-sqlite3'
import type { BatchCloseScope, CloseReason } from '../../../src/api/contract/lever'
import {
  closeSettlement,
  liquidationSettlement,
  overnightFee,
  overnightSplit,
  type PositionSide,
} from '../../../src/api/contract/lever-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { WalletRepository } from './wallet'

export interface LeverPositionRow {
  id: number
  user_id: number
  pair_id: number
  currency_id: number
  legal_id: number
  currency_name: string
  legal_name: string
  /** decimal_scale of the quote currency (money columns are in its units). */
  quote_scale: number
  /** The pair's price decimals (precision_length). */
  price_decimals: number
  side: 1 | 2
  kind: 'market' | 'limit'
  origin_price: string
  origin_units: number
  price: string
  target_profit_price: string
  take_profit_units: number | null
  stop_loss_price: string
  stop_loss_units: number | null
  share: number
  number: string
  multiple: number
  lot_size: string
  fee_rate: string
  spread: string
  overnight: string
  origin_caution_money: bigint
  caution_money: bigint
  trade_fee: bigint
  fact_profits: bigint
  overnight_money: bigint
  overnight_waived: bigint
  overnight_day: number | null
  shortfall: bigint
  update_price: string
  status: 0 | 1 | 2 | 3 | 4
  order_type: 1 | 2
  follow_user_id: number
  follow_order_id: number
  open_tick: number | null
  open_market_price: string | null
  close_reason: CloseReason | null
  close_price: string | null
  close_tick: number | null
  close_market_price: string | null
  created_at: number
  opened_at: number | null
  closed_at: number | null
}

/** A pair as lever trading needs it: its currencies, decimals and lever rules. */
export interface LeverPairRow {
  id: number
  currency_id: number
  legal_id: number
  currency_name: string
  legal_name: string
  precision_length: number
  quote_scale: number
  open_lever: number
  lot_size: string
  min_lots: number
  max_lots: number
  multiples: string
  lot_presets: string
  fee_rate: string
  spread: string
  overnight: string
  open: number
}

/** A position or pending opening to insert; margin and fee are taken from the lever balance. */
export interface NewLeverPosition {
  user_id: number
  pair_id: number
  currency_id: number
  legal_id: number
  side: 1 | 2
  kind: 'market' | 'limit'
  origin_price: string
  origin_units: number
  price: string
  share: number
  number: string
  multiple: number
  lot_size: string
  fee_rate: string
  spread: string
  overnight: string
  /** Margin (origin_caution_money) and fee, in quote units. */
  margin: bigint
  fee: bigint
  update_price: string
  /** The tick (ms) and engine price that opened it; null for a pending limit opening. */
  open_tick: number | null
  open_market_price: string | null
  order_type?: 1 | 2
  follow_user_id?: number
  follow_order_id?: number
}

/** The engine's price that settles a position: `price` at tick `tick` (ms). */
export interface SettlePrice {
  price: string
  tick: number
  /** The engine's price in that tick, when it differs from `price`; default `price`. */
  marketPrice?: string
}

export interface LeverListFilter {
  /** One status code, or every status. */
  status?: number | null
  pair_id?: number | null
  legal_id?: number | null
  /** 1 own positions, 2 copies; null: both. */
  order_type?: 1 | 2 | null
}

const INTS = [
  'id',
  'user_id',
  'pair_id',
  'currency_id',
  'legal_id',
  'quote_scale',
  'price_decimals',
  'side',
  'origin_units',
  'take_profit_units',
  'stop_loss_units',
  'share',
  'multiple',
  'overnight_day',
  'status',
  'order_type',
  'follow_user_id',
  'follow_order_id',
  'open_tick',
  'close_tick',
  'created_at',
  'opened_at',
  'closed_at',
] as const

function row(r: Record<string, unknown>): LeverPositionRow {
  const out = { ...r }
  for (const k of INTS) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as unknown as LeverPositionRow
}

export const sideOfRow = (r: Pick<LeverPositionRow, 'side'>): PositionSide =>
  r.side === 2 ? 'short' : 'long'

/** A row as lever-math's settlement sees it: decimal strings in the quote's scale. */
export const settleInput = (r: LeverPositionRow) => ({
  side: sideOfRow(r),
  price: r.price,
  number: r.number,
  margin: fromUnits(r.caution_money, r.quote_scale),
})

/** What closing `r` at `price` pays, in units. */
export function settlementUnits(r: LeverPositionRow, price: string) {
  const s = closeSettlement(settleInput(r), price, r.quote_scale)
  return { pnl: toUnits(s.pnl, r.quote_scale), credit: toUnits(s.credit, r.quote_scale) }
}

function priceOf(prices: ReadonlyMap<number, SettlePrice>, pairId: number): SettlePrice {
  const p = prices.get(pairId)
  if (!p) throw new Error(`no price for pair ${pairId}`)
  return p
}

const scopeSide: Record<BatchCloseScope, 1 | 2 | null> = { all: null, long: 1, short: 2 }

export function leverRepository(db: Database.Database, wallet: WalletRepository) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) =>
    db.prepare<P, R>(sql).safeIntegers(true)

  const PAIR = `SELECT m.id, m.currency_id, m.legal_id, c.name AS currency_name,
      l.name AS legal_name, m.precision_length, l.decimal_scale AS quote_scale, m.open_lever,
      p.lot_size, p.min_lots, p.max_lots, p.multiples, p.lot_presets, p.fee_rate, p.spread,
      p.overnight, p.open
    FROM currency_matches m JOIN lever_pairs p ON p.pair_id = m.id
    JOIN currencies c ON c.id = m.currency_id JOIN currencies l ON l.id = m.legal_id`
  const pairOf = db.prepare<[number, number], LeverPairRow>(
    `${PAIR} WHERE m.currency_id = ? AND m.legal_id = ? AND m.is_display = 1`,
  )
  const pairById = db.prepare<[number], LeverPairRow>(`${PAIR} WHERE m.id = ?`)

  const SELECT = `SELECT o.*, c.name AS currency_name, l.name AS legal_name,
      l.decimal_scale AS quote_scale, m.precision_length AS price_decimals
    FROM lever_positions o JOIN currencies c ON c.id = o.currency_id
    JOIN currencies l ON l.id = o.legal_id JOIN currency_matches m ON m.id = o.pair_id`
  const byId = prepare<[number], Record<string, unknown>>(`${SELECT} WHERE o.id = ?`)
  const FILTER = `o.user_id = @user_id AND (@status IS NULL OR o.status = @status)
    AND (@pair_id IS NULL OR o.pair_id = @pair_id) AND (@legal_id IS NULL OR o.legal_id = @legal_id)
    AND (@order_type IS NULL OR o.order_type = @order_type)`
  const page = prepare<object, Record<string, unknown>>(
    `${SELECT} WHERE ${FILTER} ORDER BY o.id DESC LIMIT @limit OFFSET @offset`,
  )
  const count = prepare<object, { n: bigint }>(
    `SELECT COUNT(*) AS n FROM lever_positions o WHERE ${FILTER}`,
  )
  const liveOf = prepare<[number, number], Record<string, unknown>>(
    `${SELECT} WHERE o.user_id = ? AND o.legal_id = ? AND o.status = 1 ORDER BY o.id`,
  )
  const byStatus = prepare<[number], Record<string, unknown>>(
    `${SELECT} WHERE o.status = ? ORDER BY o.id`,
  )
  const insert = prepare(
    `INSERT INTO lever_positions (user_id, pair_id, currency_id, legal_id, side, kind,
       origin_price, origin_units, price, share, number, multiple, lot_size, fee_rate, spread,
       overnight, origin_caution_money, caution_money, trade_fee, update_price, status, order_type,
       follow_user_id, follow_order_id, open_tick, open_market_price, created_at, opened_at)
     VALUES (@user_id, @pair_id, @currency_id, @legal_id, @side, @kind, @origin_price,
       @origin_units, @price, @share, @number, @multiple, @lot_size, @fee_rate, @spread,
       @overnight, @margin, @margin, @fee, @update_price, @status, @order_type, @follow_user_id,
       @follow_order_id, @open_tick, @open_market_price, @created_at, @opened_at)`,
  )
  const markFilled = prepare(
    `UPDATE lever_positions SET status = 1, open_tick = @tick, open_market_price = @market,
       update_price = @market, opened_at = @now WHERE id = @id AND status = 0`,
  )
  const markClosed = prepare(
    `UPDATE lever_positions SET status = 3, close_reason = @reason, close_price = @price,
       close_tick = @tick, close_market_price = @market, update_price = @price,
       fact_profits = @pnl, shortfall = @shortfall, closed_at = @now
     WHERE id = @id AND status = 1`,
  )
  const markCancelled = prepare(
    'UPDATE lever_positions SET status = 4, closed_at = ? WHERE id = ? AND status = 0',
  )
  const putStops = prepare(
    `UPDATE lever_positions SET target_profit_price = @tp, take_profit_units = @tp_units,
       stop_loss_price = @sl, stop_loss_units = @sl_units WHERE id = @id AND status = 1`,
  )
  const chargeDay = prepare(
    `UPDATE lever_positions SET caution_money = caution_money - @margin,
       overnight_money = overnight_money + @paid, overnight_waived = overnight_waived + @waived,
       overnight_day = @day WHERE id = @id AND status = 1
       AND (overnight_day IS NULL OR overnight_day < @day)`,
  )
  const watcherTick = db.prepare<[], { tick: number }>(
    'SELECT tick FROM lever_watcher WHERE id = 1',
  )
  const putWatcherTick = db.prepare(
    `INSERT INTO lever_watcher (id, tick) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET tick = excluded.tick`,
  )

  const position = (id: number) => {
    const found = byId.get(id)
    return found && row(found)
  }

  const lever = (r: { user_id: number; legal_id: number }, id: number) => ({
    userId: r.user_id,
    currencyId: r.legal_id,
    account: 'lever' as const,
    referenceId: id,
  })

  const balanceOf = (userId: number, legalId: number) =>
    wallet.balance(userId, legalId, 'lever').available

  /** Marks `r` closed at `at` and moves its settlement; the caller decided `credit` and `shortfall`. */
  function settle(
    r: LeverPositionRow,
    p: SettlePrice,
    reason: CloseReason,
    pnl: bigint,
    paid: bigint,
    shortfall: bigint,
    at: number,
  ): LeverPositionRow | undefined {
    const changed = markClosed.run({
      id: r.id,
      reason,
      price: p.price,
      tick: p.tick,
      market: p.marketPrice ?? p.price,
      pnl,
      shortfall,
      now: at,
    }).changes
    if (changed !== 1) return undefined
    if (paid !== 0n || r.caution_money !== 0n)
      wallet.move(
        { ...lever(r, r.id), available: paid, locked: -r.caution_money, type: 'leverSettle' },
        at,
      )
    return position(r.id)
  }

  /**
   * Settles `rows` (already read in this transaction) at their prices, the credits applied
   * largest first so the balance is never below zero in between; with `floor`, what would take it
   * below zero is each row's shortfall, else the whole lot is refused `closeNeedsFunds`.
   */
  function settleMany(
    userId: number,
    legalId: number,
    rows: readonly LeverPositionRow[],
    prices: ReadonlyMap<number, SettlePrice>,
    reason: CloseReason,
    floor: boolean,
    at: number,
  ) {
    const plans = rows.map((r) => {
      const p = priceOf(prices, r.pair_id)
      return { r, p, ...settlementUnits(r, p.price) }
    })
    plans.sort((a, b) => (a.credit === b.credit ? a.r.id - b.r.id : a.credit > b.credit ? -1 : 1))
    let balance = balanceOf(userId, legalId)
    const total = plans.reduce((acc, x) => acc + x.credit, 0n)
    if (!floor && balance + total < 0n) throw new Refusal('closeNeedsFunds')
    const closed: LeverPositionRow[] = []
    let pnl = 0n
    let credit = 0n
    for (const x of plans) {
      const paid = x.credit < -balance ? -balance : x.credit
      const done = settle(x.r, x.p, reason, x.pnl, paid, paid - x.credit, at)
      if (!done) continue
      balance += paid
      pnl += x.pnl
      credit += x.credit
      closed.push(done)
    }
    closed.sort((a, b) => a.id - b.id)
    return { rows: closed, pnl, credit }
  }

  return {
    /** The pair (base, quote) with its lever rules, or undefined. */
    pair: (currencyId: number, legalId: number) => pairOf.get(currencyId, legalId),
    pairById: (id: number) => pairById.get(id),
    position,

    /**
     * Inserts a position (open_tick set: open now) or a pending limit opening (open_tick null) and
     * takes its margin (leverMargin: available → locked) and fee (leverFee) from the lever
     * balance; `insufficientBalance` when they are not there.
     */
    open: db.transaction((p: NewLeverPosition, at: number): LeverPositionRow => {
      const opened = p.open_tick !== null
      const id = Number(
        insert.run({
          ...p,
          status: opened ? 1 : 0,
          order_type: p.order_type ?? 1,
          follow_user_id: p.follow_user_id ?? 0,
          follow_order_id: p.follow_order_id ?? 0,
          created_at: at,
          opened_at: opened ? at : null,
        }).lastInsertRowid,
      )
      const base = lever(p, id)
      wallet.move({ ...base, available: -p.margin, locked: p.margin, type: 'leverMargin' }, at)
      if (p.fee > 0n) wallet.move({ ...base, available: -p.fee, locked: 0n, type: 'leverFee' }, at)
      return position(id)!
    }),

    /** A pending opening reached: open at its own (target) price; undefined if no longer pending. */
    fill: db.transaction(
      (r: LeverPositionRow, p: { tick: number; marketPrice: string }, at: number) => {
        const changed = markFilled.run({ id: r.id, tick: p.tick, market: p.marketPrice, now: at })
        return changed.changes === 1 ? position(r.id) : undefined
      },
    ),

    /**
     * Closes one open position at `p.price` (lever-math closeSettlement): locked −margin, available
     * +(margin + P/L). For the user's own closes a credit that would take the balance below zero
     * is refused `closeNeedsFunds`; with `allowShortfall` (triggered closes) the balance floors at
     * zero and the rest is the row's `shortfall`. Undefined when the row is no longer open.
     */
    close: db.transaction(
      (
        r: LeverPositionRow,
        p: SettlePrice & { reason: CloseReason },
        at: number,
        options: { allowShortfall: boolean } = { allowShortfall: false },
      ): LeverPositionRow | undefined => {
        const current = position(r.id)
        if (!current || current.status !== 1) return undefined
        const { pnl, credit } = settlementUnits(current, p.price)
        const balance = balanceOf(current.user_id, current.legal_id)
        if (balance + credit < 0n && !options.allowShortfall) throw new Refusal('closeNeedsFunds')
        const paid = credit < -balance ? -balance : credit
        return settle(current, p, p.reason, pnl, paid, paid - credit, at)
      },
    ),

    /**
     * Liquidation (lever-math liquidationSettlement): every open position of the user in the quote
     * currency closes at its pair's price with reason `liquidation`; the balance ends at
     * max(0, balance + Σ credit) and Σ rows' shortfall is what the platform covers.
     */
    liquidate: db.transaction(
      (
        userId: number,
        prices: ReadonlyMap<number, SettlePrice>,
        at: number,
        legalId = 3,
      ): LeverPositionRow[] => {
        const rows = liveOf.all(userId, legalId).map(row)
        if (rows.length === 0) return []
        const scale = rows[0]!.quote_scale
        const before = fromUnits(balanceOf(userId, legalId), scale)
        const credits = rows.map((r) => settlementUnits(r, priceOf(prices, r.pair_id).price).credit)
        const rule = liquidationSettlement(
          before,
          credits.map((c) => fromUnits(c, scale)),
          scale,
        )
        const done = settleMany(userId, legalId, rows, prices, 'liquidation', true, at)
        // the rule's own figures are what the ledger now holds (else roll everything back)
        const shortfall = done.rows.reduce((acc, r) => acc + r.shortfall, 0n)
        if (
          balanceOf(userId, legalId) !== toUnits(rule.balanceAfter, scale) ||
          shortfall !== toUnits(rule.shortfall, scale)
        )
          throw new Error(`liquidation of user ${userId} does not add up`)
        return done.rows
      },
    ),

    /**
     * Closes the user's open positions of `scope` (and pair) in one transaction with reason
     * `batch`; copied positions (order_type 2) are skipped. Refuses `closeNeedsFunds` as a whole
     * when the net credit would overdraw the balance.
     */
    batchClose: db.transaction(
      (
        userId: number,
        scope: BatchCloseScope,
        pairId: number | null,
        prices: ReadonlyMap<number, SettlePrice>,
        at: number,
        legalId = 3,
      ) => {
        const side = scopeSide[scope]
        const rows = liveOf
          .all(userId, legalId)
          .map(row)
          .filter(
            (r) =>
              r.order_type === 1 &&
              (side === null || r.side === side) &&
              (pairId === null || r.pair_id === pairId),
          )
        return settleMany(userId, legalId, rows, prices, 'batch', false, at)
      },
    ),

    /** Cancels the caller's pending opening and refunds its margin and fee (leverRefund). */
    cancel: db.transaction((userId: number, id: number, at: number): LeverPositionRow => {
      const r = position(id)
      if (!r || r.user_id !== userId) throw new Refusal('notFound')
      if (markCancelled.run(at, id).changes !== 1) throw new Refusal('orderNotOpen')
      wallet.move(
        {
          ...lever(r, id),
          available: r.caution_money + r.trade_fee,
          locked: -r.caution_money,
          type: 'leverRefund',
        },
        at,
      )
      return position(id)!
    }),

    /**
     * Sets (or unsets, '0') the take-profit and stop-loss of the caller's open position; the rule
     * (lever-math stopIssue) is the caller's. `positionNotOpen` unless it is open.
     */
    setStops: db.transaction(
      (
        userId: number,
        id: number,
        stops: { takeProfit: string; stopLoss: string },
        _at: number,
      ): LeverPositionRow => {
        const r = position(id)
        if (!r || r.user_id !== userId) throw new Refusal('notFound')
        const units = (v: string) =>
          /^0*(\.0*)?$/.test(v) ? null : Number(toUnits(v, r.price_decimals))
        const tp = units(stops.takeProfit)
        const sl = units(stops.stopLoss)
        const changed = putStops.run({
          id,
          tp: tp === null ? '0' : stops.takeProfit,
          tp_units: tp,
          sl: sl === null ? '0' : stops.stopLoss,
          sl_units: sl,
        }).changes
        if (changed !== 1) throw new Refusal('positionNotOpen')
        return position(id)!
      },
    ),

    /**
     * The overnight fee (lever-math overnightFee, overnightSplit) of every position open before
     * `dayStartMs` and not yet charged for that day: from its margin first, then the balance;
     * what neither pays is waived. One ledger row (leverOvernight) per position; idempotent per
     * position and day. Returns the rows charged.
     */
    chargeOvernight: db.transaction((dayStartMs: number, at: number): LeverPositionRow[] => {
      const charged: LeverPositionRow[] = []
      for (const r of byStatus.all(1).map(row)) {
        if (r.opened_at === null || r.opened_at >= dayStartMs) continue
        if (r.overnight_day !== null && r.overnight_day >= dayStartMs) continue
        const scale = r.quote_scale
        const fee = overnightFee(r.price, r.number, r.overnight, scale)
        const balance = balanceOf(r.user_id, r.legal_id)
        const split = overnightSplit(
          fee,
          fromUnits(r.caution_money, scale),
          fromUnits(balance, scale),
          scale,
        )
        const margin = toUnits(split.fromMargin, scale)
        const fromBalance = toUnits(split.fromBalance, scale)
        const waived = toUnits(split.waived, scale)
        const changed = chargeDay.run({
          id: r.id,
          margin,
          paid: margin + fromBalance,
          waived,
          day: dayStartMs,
        }).changes
        if (changed !== 1) continue
        if (margin !== 0n || fromBalance !== 0n)
          wallet.move(
            { ...lever(r, r.id), available: -fromBalance, locked: -margin, type: 'leverOvernight' },
            at,
          )
        charged.push(position(r.id)!)
      }
      return charged
    }),

    /** Every open position (status 1), for the watcher's index. */
    openRows: () => byStatus.all(1).map(row),
    /** Every pending limit opening (status 0). */
    pendingRows: () => byStatus.all(0).map(row),

    /** The user's lever account of `legalId`: balance (available), locked, and open positions. */
    accountOf(userId: number, legalId = 3) {
      const b = wallet.balance(userId, legalId, 'lever')
      return { balance: b.available, locked: b.locked, rows: liveOf.all(userId, legalId).map(row) }
    },

    /** The user's positions, newest first, and how many match. */
    list(userId: number, filter: LeverListFilter, limit: number, offset: number) {
      const params = {
        user_id: userId,
        status: filter.status ?? null,
        pair_id: filter.pair_id ?? null,
        legal_id: filter.legal_id ?? null,
        order_type: filter.order_type ?? null,
      }
      return {
        rows: page.all({ ...params, limit, offset }).map(row),
        total: Number(count.get(params)!.n),
      }
    },

    /** The last tick (ms) the watcher processed, or null before its first run. */
    watchedTick: () => watcherTick.get()?.tick ?? null,
    setWatchedTick: (tick: number) => void putWatcherTick.run(tick),

    transaction: <T>(work: () => T): T => db.transaction(work).immediate(),
  }
}

export type LeverRepository = ReturnType<typeof leverRepository>
