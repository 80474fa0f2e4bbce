/**
 * Dual investment (db/migrations/019-dual.sql; api-reference §20; formulas only from
 * src/api/contract/dual-math.ts). An order's money moves only through the wallet's `move` (balance
 * + ledger row) on the funds account (change) of its currencies: dualInvest (available −P, locked
 * +P) when bought, dualSettle (locked −P in the invested currency; available +payout in the coin or
 * USDT) when settled. `buy` runs inside the caller's transaction (the idempotency record's,
 * wallet.once); `settleDue` is one transaction that changes only a row still holding, so a
 * settlement happens exactly once however it is raced or repeated. Amounts are bigint minor units.
 */
import type Database from 'better-sqlite3'
import {
  dualSettlement,
  principalOf,
  purchaseIssue,
  termDays,
  DUAL_PURCHASE_INTERVAL_SECONDS,
  type DualDirection,
  type DualOutcome,
} from '../../../src/api/contract/dual-math'
import { USDT_ID } from '../../../src/api/contract/wallet'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { WalletRepository } from './wallet'

export interface DualProductRow {
  id: number
  currency_id: number
  pair_id: number
  type: DualDirection
  rate: string
  exercise_price: string
  start_time: number
  end_time: number
  total_number: number
  user_limit: number
  purchased_number: number
  status: 0 | 1
  created: number
  /** Joined: the coin's name and decimals, USDT's decimals, the caller's shares. */
  currency_name: string
  coin_scale: number
  usdt_scale: number
  user_number: number
}

export interface DualOrderRow {
  id: number
  user_id: number
  dual_id: number
  /** The invested currency. */
  currency_id: number
  order_rate: string
  day: number
  number: number
  total: bigint
  price: string
  settle_tick: number
  status: 0 | 1
  settle_price: string | null
  outcome: DualOutcome | null
  payout: bigint | null
  payout_currency_id: number | null
  settled_at: number | null
  created: number
  /** Joined from the product and the currencies. */
  coin_id: number
  pair_id: number
  type: DualDirection
  exercise_price: string
  remaining_number: number
  coin_name: string
  coin_scale: number
  usdt_scale: number
  pay_currency_name: string
  pay_scale: number
  payout_currency_name: string | null
}

export interface NewDualProduct {
  currency_id: number
  pair_id: number
  type: DualDirection
  rate: string
  exercise_price: string
  start_time: number
  end_time: number
  total_number: number
  user_limit: number
}

export interface DualListFilter {
  coin_id: number | null
  type: DualDirection | null
  status: 0 | 1 | null
}

const INTS = [
  'id',
  'user_id',
  'dual_id',
  'currency_id',
  'pair_id',
  'day',
  'number',
  'settle_tick',
  'status',
  'payout_currency_id',
  'settled_at',
  'created',
  'coin_id',
  'remaining_number',
  'coin_scale',
  'usdt_scale',
  'pay_scale',
  'start_time',
  'end_time',
  'total_number',
  'user_limit',
  'purchased_number',
  'user_number',
] as const

function ints<T>(r: Record<string, unknown>): T {
  const out = { ...r }
  for (const k of INTS) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as T
}

export function dualRepository(db: Database.Database, wallet: WalletRepository) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) =>
    db.prepare<P, R>(sql).safeIntegers(true)

  const PRODUCT = `SELECT p.*, c.name AS currency_name, c.decimal_scale AS coin_scale,
      (SELECT decimal_scale FROM currencies WHERE id = ${USDT_ID}) AS usdt_scale,
      COALESCE((SELECT SUM(o.number) FROM dual_orders o WHERE o.dual_id = p.id
        AND o.user_id = @user_id), 0) AS user_number
    FROM dual_products p JOIN currencies c ON c.id = p.currency_id`
  const productById = prepare<object, Record<string, unknown>>(`${PRODUCT} WHERE p.id = @id`)
  const productList = prepare<object, Record<string, unknown>>(
    `${PRODUCT} WHERE p.currency_id = @coin AND p.type = @type
     ORDER BY p.status DESC, p.end_time, p.exercise_price + 0, p.id`,
  )
  const openProducts = db.prepare<[number, string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM dual_products WHERE currency_id = ? AND type = ? AND status = 1 AND end_time >= ?',
  )
  const insertProduct = db.prepare(
    `INSERT INTO dual_products (currency_id, pair_id, type, rate, exercise_price, start_time,
       end_time, total_number, user_limit, created)
     VALUES (@currency_id, @pair_id, @type, @rate, @exercise_price, @start_time, @end_time,
       @total_number, @user_limit, @start_time)`,
  )
  const closeProducts = db.prepare(
    'UPDATE dual_products SET status = 0 WHERE status = 1 AND end_time < ?',
  )
  const takeShares = db.prepare(
    `UPDATE dual_products SET purchased_number = purchased_number + @n
     WHERE id = @id AND purchased_number + @n <= total_number`,
  )
  const pairOf = db.prepare<[number, number], { id: number }>(
    'SELECT id FROM currency_matches WHERE currency_id = ? AND legal_id = ? ORDER BY id LIMIT 1',
  )

  const ORDER = `SELECT o.*, p.currency_id AS coin_id, p.pair_id, p.type, p.exercise_price,
      p.total_number - p.purchased_number AS remaining_number, c.name AS coin_name,
      c.decimal_scale AS coin_scale, u.decimal_scale AS usdt_scale, pc.name AS pay_currency_name,
      pc.decimal_scale AS pay_scale, oc.name AS payout_currency_name
    FROM dual_orders o JOIN dual_products p ON p.id = o.dual_id
    JOIN currencies c ON c.id = p.currency_id JOIN currencies u ON u.id = ${USDT_ID}
    JOIN currencies pc ON pc.id = o.currency_id LEFT JOIN currencies oc ON oc.id = o.payout_currency_id`
  const orderById = prepare<[number], Record<string, unknown>>(`${ORDER} WHERE o.id = ?`)
  const FILTER = `o.user_id = @user_id AND (@coin_id IS NULL OR p.currency_id = @coin_id)
    AND (@type IS NULL OR p.type = @type) AND (@status IS NULL OR o.status = @status)`
  const page = prepare<object, Record<string, unknown>>(
    `${ORDER} WHERE ${FILTER} ORDER BY o.id DESC LIMIT @limit OFFSET @offset`,
  )
  const count = prepare<object, { n: bigint }>(
    `SELECT COUNT(*) AS n FROM dual_orders o JOIN dual_products p ON p.id = o.dual_id WHERE ${FILTER}`,
  )
  const lastPurchase = db.prepare<[number], { at: number }>(
    'SELECT MAX(created) AS at FROM dual_orders WHERE user_id = ?',
  )
  const dueRows = prepare<[number], Record<string, unknown>>(
    `${ORDER} WHERE o.status = 0 AND o.settle_tick <= ? ORDER BY o.settle_tick, o.id`,
  )
  const insertOrder = prepare(
    `INSERT INTO dual_orders (user_id, dual_id, currency_id, order_rate, day, number, total, price,
       settle_tick, created)
     VALUES (@user_id, @dual_id, @currency_id, @order_rate, @day, @number, @total, @price,
       @settle_tick, @created)`,
  )
  const markSettled = prepare(
    `UPDATE dual_orders SET status = 1, settle_price = @settle_price, outcome = @outcome,
       payout = @payout, payout_currency_id = @payout_currency_id, settled_at = @at
     WHERE id = @id AND status = 0`,
  )

  const product = (id: number, userId: number | null) => {
    const found = productById.get({ id, user_id: userId })
    return found && ints<DualProductRow>(found)
  }
  const order = (id: number) => {
    const found = orderById.get(id)
    return found && ints<DualOrderRow>(found)
  }

  return {
    /** A coin's products of one direction, open first, soonest expiry first, with the caller's shares. */
    products: (coinId: number, type: DualDirection, userId: number | null) =>
      productList.all({ coin: coinId, type, user_id: userId }).map((r) => ints<DualProductRow>(r)),
    /** One product, or `notFound`. */
    product(id: number, userId: number | null): DualProductRow {
      const found = product(id, userId)
      if (!found) throw new Refusal('notFound')
      return found
    },
    /** The coin's USDT pair (whose engine price settles its products), or undefined. */
    pairOf: (coinId: number) => pairOf.get(coinId, USDT_ID)?.id,
    /** Open products of a coin and direction that expire at or after `since`. */
    openCount: (coinId: number, type: DualDirection, since: number) =>
      openProducts.get(coinId, type, since)!.n,
    addProducts: db.transaction((rows: NewDualProduct[]) => {
      for (const r of rows) insertProduct.run(r)
    }),
    /** Closes the products whose end date is today or past (`todayEnd` = the start of tomorrow). */
    closeEnded: (tomorrow: number) => closeProducts.run(tomorrow).changes,

    /**
     * Buys `shares` of product `dualId` at the coin's engine `price`, inside the caller's
     * transaction: dual-math purchaseIssue's checks, one purchase per 5 s per user
     * (`requestTooFrequent`), the shares taken with a guard, the principal from available to locked
     * (dualInvest) of the invested currency.
     */
    buy(userId: number, dualId: number, shares: number, price: string, now: number): DualOrderRow {
      return db.transaction(() => {
        const p = product(dualId, userId)
        if (!p) throw new Refusal('notFound')
        const last = lastPurchase.get(userId)?.at
        if (last != null && now - Number(last) < DUAL_PURCHASE_INTERVAL_SECONDS * 1000)
          throw new Refusal('requestTooFrequent')
        const investId = p.type === 'call' ? p.currency_id : USDT_ID
        const scale = p.type === 'call' ? p.coin_scale : p.usdt_scale
        const balance = wallet.balance(userId, investId, 'change')
        const days = termDays(now, p.end_time)
        const issue = purchaseIssue({
          shares,
          open: p.status === 1,
          days,
          remaining: p.total_number - p.purchased_number,
          held: p.user_number,
          userLimit: p.user_limit,
          direction: p.type,
          balance: fromUnits(balance.available, scale),
        })
        if (issue) throw new Refusal(issue)
        if (takeShares.run({ id: p.id, n: shares }).changes !== 1)
          throw new Refusal('sharesSoldOut')
        const total = toUnits(principalOf(p.type, shares), scale)
        const id = Number(
          insertOrder.run({
            user_id: userId,
            dual_id: p.id,
            currency_id: investId,
            order_rate: p.rate,
            day: days,
            number: shares,
            total,
            price,
            settle_tick: p.end_time,
            created: now,
          }).lastInsertRowid,
        )
        wallet.move(
          {
            userId,
            currencyId: investId,
            account: 'change',
            available: -total,
            locked: total,
            type: 'dualInvest',
            referenceId: id,
          },
          now,
        )
        return order(id)!
      })()
    },

    /**
     * Settles every holding order whose settle_tick ≤ `tick` in one transaction, each at
     * `priceOf(row)` (the engine's price of its own expiry second; null: it stays holding) with
     * dual-math dualSettlement and nothing else. Returns the settled rows.
     */
    settleDue: db.transaction(
      (tick: number, priceOf: (r: DualOrderRow) => string | null, at: number) => {
        const out: DualOrderRow[] = []
        for (const r of dueRows.all(tick).map((x) => ints<DualOrderRow>(x))) {
          const settlePrice = priceOf(r)
          if (settlePrice === null) continue
          const { outcome, payout } = dualSettlement({
            direction: r.type,
            principal: fromUnits(r.total, r.pay_scale),
            strike: r.exercise_price,
            rate: r.order_rate,
            days: r.day,
            settlePrice,
            scales: { coin: r.coin_scale, usdt: r.usdt_scale },
          })
          const payoutId = outcome === 'coin' ? r.coin_id : USDT_ID
          const units = toUnits(payout, outcome === 'coin' ? r.coin_scale : r.usdt_scale)
          const changed = markSettled.run({
            id: r.id,
            settle_price: settlePrice,
            outcome,
            payout: units,
            payout_currency_id: payoutId,
            at,
          }).changes
          if (changed !== 1) continue
          const base = {
            userId: r.user_id,
            account: 'change' as const,
            type: 'dualSettle' as const,
            referenceId: r.id,
          }
          if (payoutId === r.currency_id)
            wallet.move({ ...base, currencyId: payoutId, available: units, locked: -r.total }, at)
          else {
            wallet.move({ ...base, currencyId: r.currency_id, available: 0n, locked: -r.total }, at)
            if (units > 0n)
              wallet.move({ ...base, currencyId: payoutId, available: units, locked: 0n }, at)
          }
          out.push(order(r.id)!)
        }
        return out
      },
    ),

    /** The caller's own order; someone else's id is `notFound`. */
    get(userId: number, id: number): DualOrderRow {
      const r = order(id)
      if (!r || r.user_id !== userId) throw new Refusal('notFound')
      return r
    },

    /** The user's orders, newest first, and how many match. */
    list(userId: number, filter: DualListFilter, limit: number, offset: number) {
      const params = { user_id: userId, ...filter }
      return {
        rows: page.all({ ...params, limit, offset }).map((r) => ints<DualOrderRow>(r)),
        total: Number(count.get(params)!.n),
      }
    },
  }
}

export type DualRepository = ReturnType<typeof dualRepository>
