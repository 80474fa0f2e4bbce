/**
 * Seconds options (db/migrations/013-micro.sql; api-reference §8; formulas only from
 * src/api/contract/micro-math.ts). An option's money moves only through the wallet's `move`
 * (balance + ledger row) on the options account (4) of the stake currency: microStake (available →
 * locked) and microFee when placed, microSettle (locked −stake, available +credit) when settled.
 * `place` runs inside the caller's transaction (the idempotency record's, wallet.once); `settle`
 * is one transaction that changes only a row still open, so a settlement happens exactly once
 * however it is raced. Amounts are bigint minor units.
 */
import type Database from 'better-sqlite3'
import { optionDirectionOf, optionOutcomeCodes } from '../../../src/api/contract/micro'
import { outcomeOf, settlementOf, type OptionOutcome } from '../../../src/api/contract/micro-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { WalletRepository } from './wallet'

export interface MicroOrderRow {
  id: number
  user_id: number
  pair_id: number
  currency_id: number
  type: 1 | 2
  seconds: number
  number: bigint
  fee: bigint
  fee_rate: string
  profit_ratio: string
  open_price: string
  open_tick: number
  settle_tick: number
  end_price: string | null
  status: 1 | 2 | 3
  profit_result: -1 | 0 | 1
  fact_profits: bigint
  payout: bigint | null
  created_at: number
  updated_at: number
  complete_at: number | null
  /** Joined: the stake currency's name and decimals, the pair's symbol. */
  currency_name: string
  scale: number
  symbol_name: string
}

/** A payable stake currency with its option settings. */
export interface MicroCurrencyRow {
  id: number
  name: string
  decimal_scale: number
  fee_rate: string
  min_amount: string
  max_amount: string
  hold_max: number
  presets: string[]
}

export interface MicroDurationRow {
  id: number
  seconds: number
  status: 0 | 1
  profit_ratio: string
  min_amount: string
  max_amount: string
  created_at: number
  updated_at: number
}

export interface MicroPairRow {
  id: number
  currency_id: number
  legal_id: number
  symbol_name: string
  open_microtrade: number
}

export interface NewMicroOrder {
  user_id: number
  pair_id: number
  currency_id: number
  type: 1 | 2
  seconds: number
  /** Stake and fee, units of the stake currency. */
  number: bigint
  fee: bigint
  fee_rate: string
  profit_ratio: string
  open_price: string
  open_tick: number
  settle_tick: number
}

export interface MicroListFilter {
  status?: number | null
  currency_id?: number | null
}

const INTS = [
  'id',
  'user_id',
  'pair_id',
  'currency_id',
  'type',
  'seconds',
  'open_tick',
  'settle_tick',
  'status',
  'profit_result',
  'created_at',
  'updated_at',
  'complete_at',
  'scale',
] as const

function row(r: Record<string, unknown>): MicroOrderRow {
  const out = { ...r }
  for (const k of INTS) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as unknown as MicroOrderRow
}

const isUniqueViolation = (err: unknown) =>
  err instanceof Error && (err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE'

export function microRepository(db: Database.Database, wallet: WalletRepository) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) =>
    db.prepare<P, R>(sql).safeIntegers(true)

  const CURRENCY = `SELECT c.id, c.name, c.decimal_scale, m.fee_rate, m.min_amount, m.max_amount,
      m.hold_max FROM micro_currencies m JOIN currencies c ON c.id = m.currency_id
    WHERE m.open = 1 AND c.is_micro = 1`
  const currencies = db.prepare<[], Omit<MicroCurrencyRow, 'presets'>>(
    `${CURRENCY} ORDER BY c.sort, c.id`,
  )
  const currency = db.prepare<[number], Omit<MicroCurrencyRow, 'presets'>>(
    `${CURRENCY} AND c.id = ?`,
  )
  const presets = db.prepare<[number], { number: string }>(
    'SELECT number FROM micro_numbers WHERE currency_id = ? ORDER BY id',
  )
  const durations = db.prepare<[], MicroDurationRow>(
    'SELECT * FROM micro_seconds WHERE status = 1 ORDER BY seconds',
  )
  const bound = db.prepare<[number], MicroDurationRow>(
    `SELECT s.* FROM micro_seconds s JOIN micro_pair_seconds b ON b.seconds_id = s.id
     WHERE b.pair_id = ? AND s.status = 1 ORDER BY s.seconds`,
  )
  const pair = db.prepare<[number], MicroPairRow>(
    `SELECT m.id, m.currency_id, m.legal_id, c.name || '/' || l.name AS symbol_name,
       m.open_microtrade FROM currency_matches m JOIN currencies c ON c.id = m.currency_id
     JOIN currencies l ON l.id = m.legal_id WHERE m.id = ? AND m.is_display = 1`,
  )

  const SELECT = `SELECT o.*, c.name AS currency_name, c.decimal_scale AS scale,
      b.name || '/' || q.name AS symbol_name
    FROM micro_orders o JOIN currencies c ON c.id = o.currency_id
    JOIN currency_matches m ON m.id = o.pair_id
    JOIN currencies b ON b.id = m.currency_id JOIN currencies q ON q.id = m.legal_id`
  const byId = prepare<[number], Record<string, unknown>>(`${SELECT} WHERE o.id = ?`)
  const FILTER = `o.user_id = @user_id AND (@status IS NULL OR o.status = @status)
    AND (@currency_id IS NULL OR o.currency_id = @currency_id)`
  const page = prepare<object, Record<string, unknown>>(
    `${SELECT} WHERE ${FILTER} ORDER BY o.id DESC LIMIT @limit OFFSET @offset`,
  )
  const count = prepare<object, { n: bigint }>(
    `SELECT COUNT(*) AS n FROM micro_orders o WHERE ${FILTER}`,
  )
  const openCount = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM micro_orders WHERE user_id = ? AND currency_id = ? AND status = 1',
  )
  const placedIn = db.prepare<[number, number], { id: number }>(
    'SELECT id FROM micro_orders WHERE user_id = ? AND open_tick = ?',
  )
  const openRows = prepare<[], { id: bigint; settle_tick: bigint }>(
    'SELECT id, settle_tick FROM micro_orders WHERE status = 1 ORDER BY settle_tick, id',
  )
  const dueRows = prepare<[number], Record<string, unknown>>(
    `${SELECT} WHERE o.status = 1 AND o.settle_tick <= ? ORDER BY o.settle_tick, o.id`,
  )
  const insert = prepare(
    `INSERT INTO micro_orders (user_id, pair_id, currency_id, type, seconds, number, fee, fee_rate,
       profit_ratio, open_price, open_tick, settle_tick, created_at, updated_at)
     VALUES (@user_id, @pair_id, @currency_id, @type, @seconds, @number, @fee, @fee_rate,
       @profit_ratio, @open_price, @open_tick, @settle_tick, @at, @at)`,
  )
  const markClosed = prepare(
    `UPDATE micro_orders SET status = 3, end_price = @end_price, profit_result = @result,
       fact_profits = @fact, payout = @payout, complete_at = @at, updated_at = @at
     WHERE id = @id AND status = 1`,
  )

  const order = (id: number) => {
    const found = byId.get(id)
    return found && row(found)
  }

  const micro = (r: { user_id: number; currency_id: number }, id: number) => ({
    userId: r.user_id,
    currencyId: r.currency_id,
    account: 'micro' as const,
    referenceId: id,
  })

  const withPresets = (c: Omit<MicroCurrencyRow, 'presets'>): MicroCurrencyRow => ({
    ...c,
    presets: presets.all(c.id).map((p) => p.number),
  })

  /**
   * micro-math settlementOf's credit in units, remembered: options share stakes (the presets) and
   * ratios, and big.js division at 40 digits is the dearest part of a settlement.
   */
  const credits = new Map<string, bigint>()
  function creditOf(r: MicroOrderRow, outcome: OptionOutcome): bigint {
    const key = `${outcome}|${r.number}|${r.profit_ratio}|${r.scale}`
    let units = credits.get(key)
    if (units === undefined) {
      const stake = fromUnits(r.number, r.scale)
      const { credit } = settlementOf(outcome, stake, r.profit_ratio, r.scale)
      if (credits.size >= 10_000) credits.clear()
      credits.set(key, (units = toUnits(credit, r.scale)))
    }
    return units
  }

  /** Settles `r` (read in this transaction) at `endPrice`; undefined when no longer open. */
  function settleRow(r: MicroOrderRow, endPrice: string, at: number): MicroOrderRow | undefined {
    const outcome = outcomeOf(optionDirectionOf(r.type), r.open_price, endPrice)
    const payout = creditOf(r, outcome)
    const changed = markClosed.run({
      id: r.id,
      end_price: endPrice,
      result: optionOutcomeCodes[outcome],
      fact: payout - r.number,
      payout,
      at,
    }).changes
    if (changed !== 1) return undefined
    wallet.move(
      { ...micro(r, r.id), available: payout, locked: -r.number, type: 'microSettle' },
      at,
    )
    return {
      ...r,
      status: 3,
      end_price: endPrice,
      profit_result: optionOutcomeCodes[outcome],
      fact_profits: payout - r.number,
      payout,
      complete_at: at,
      updated_at: at,
    }
  }

  return {
    /** The payable stake currencies with their settings and presets. */
    currencies: () => currencies.all().map(withPresets),
    /** A payable stake currency, or undefined. */
    currency: (id: number) => {
      const found = currency.get(id)
      return found && withPresets(found)
    },
    /** The active durations, shortest first. */
    durations: () => durations.all(),
    /** The active durations bound to the pair. */
    boundDurations: (pairId: number) => bound.all(pairId),
    /** A displayed pair with its symbol and `open_microtrade`, or undefined. */
    pair: (pairId: number) => pair.get(pairId),

    /** Open options of the user in the stake currency. */
    openCount: (userId: number, currencyId: number) => openCount.get(userId, currencyId)!.n,

    /**
     * Inserts an option and takes its stake (microStake: available → locked) and fee (microFee)
     * from the options balance, inside the caller's transaction. At most one per user and second
     * (`requestTooFrequent`; the unique index is the truth, the look-up only answers early).
     */
    place(p: NewMicroOrder, at: number): MicroOrderRow {
      return db.transaction(() => {
        if (placedIn.get(p.user_id, p.open_tick)) throw new Refusal('requestTooFrequent')
        let id: number
        try {
          id = Number(insert.run({ ...p, at }).lastInsertRowid)
        } catch (err) {
          if (isUniqueViolation(err)) throw new Refusal('requestTooFrequent')
          throw err
        }
        const base = micro(p, id)
        wallet.move({ ...base, available: -p.number, locked: p.number, type: 'microStake' }, at)
        if (p.fee > 0n)
          wallet.move({ ...base, available: -p.fee, locked: 0n, type: 'microFee' }, at)
        return order(id)!
      })()
    },

    /**
     * Settles one option at `endPrice` (micro-math outcomeOf + settlementOf, nothing else): locked
     * −stake, available +credit (a loss moves only the locked part). Undefined when it is no longer
     * open (already settled): exactly once however it is raced.
     */
    settle: db.transaction(
      (id: number, endPrice: string, at: number): MicroOrderRow | undefined => {
        const r = order(id)
        if (!r || r.status !== 1) return undefined
        return settleRow(r, endPrice, at)
      },
    ),

    /**
     * Settles every open option whose settle_tick ≤ `tick` in one transaction (one indexed query),
     * each at `priceOf(row)`, the engine's price of its own expiry second; a row whose price is
     * null (a pair the engine does not price) stays open. Returns the settled rows.
     */
    settleDue: db.transaction(
      (tick: number, priceOf: (r: MicroOrderRow) => string | null, at: number) => {
        const out: MicroOrderRow[] = []
        for (const r of dueRows.all(tick).map(row)) {
          const price = priceOf(r)
          if (price === null) continue
          const done = settleRow(r, price, at)
          if (done) out.push(done)
        }
        return out
      },
    ),

    /** Any option by id (the public check and the settler), or undefined. */
    order,
    /** The caller's own option; someone else's id is `notFound`. */
    get(userId: number, id: number): MicroOrderRow {
      const r = order(id)
      if (!r || r.user_id !== userId) throw new Refusal('notFound')
      return r
    },

    /** (id, settle_tick) of every open option, soonest first: the settler's index. */
    openIndex: () =>
      openRows.all().map((r) => ({ id: Number(r.id), settleTick: Number(r.settle_tick) })),

    /** The user's options, newest first, and how many match. */
    list(userId: number, filter: MicroListFilter, limit: number, offset: number) {
      const params = {
        user_id: userId,
        status: filter.status ?? null,
        currency_id: filter.currency_id ?? null,
      }
      return {
        rows: page.all({ ...params, limit, offset }).map(row),
        total: Number(count.get(params)!.n),
      }
    },
  }
}

export type MicroRepository = ReturnType<typeof microRepository>
