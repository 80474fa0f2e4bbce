/**
 * IEO subscriptions (db/migrations/018-ieo.sql; api-reference §11; formulas only from
 * src/api/contract/ieo-math.ts). Money moves only through the wallet's `move` (balance + ledger
 * row) on the funds account: ieoPay when subscribing, ieoDeliver when delivering. `subscribe` runs
 * inside the caller's transaction (the idempotency record's, wallet.once) and re-reads the project
 * there, so two orders for the last units are decided one after the other: the second sees the
 * first's `total_sell`. `deliver` changes only an order still paid, in one transaction with its
 * ledger row, so a delivery happens exactly once however often the job runs. `place` (the
 * placement after the end, `project/buy`) runs the same way inside the caller's transaction: it
 * re-reads the project and the caller's placement there, takes the unsold supply with the same
 * guarded UPDATE, and moves ieoPay (−cost) and ieoDeliver (+tokens) together with an order of
 * type 3 written delivered; a partial unique index keeps one placement per user per project.
 * Amounts are bigint minor units.
 */
import type Database from 'better-sqlite3'
import {
  phaseOf,
  placementIssue,
  placementTerms,
  subscriptionCost,
  subscriptionIssue,
} from '../../../src/api/contract/ieo-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import type { WalletRepository } from './wallet'

export interface IeoProjectRow {
  id: number
  title: string
  summary: string
  content: string
  logo: string
  link: string
  white_paper: string
  currency_id: number
  pay_currency_id: number
  price: string
  min: string
  amount: bigint
  total_sell: bigint
  start_at: number
  end_at: number
  sell_begin: number
  lock_days: number
  status: number
  created_at: number
  /** Joined: token and pay currency names and decimals; order counts. */
  currency_name: string
  decimal_scale: number
  pay_currency_name: string
  pay_scale: number
  applications: number
  passes: number
}

export type NewIeoProject = Pick<
  IeoProjectRow,
  | 'title'
  | 'summary'
  | 'content'
  | 'logo'
  | 'link'
  | 'white_paper'
  | 'currency_id'
  | 'pay_currency_id'
  | 'price'
  | 'min'
  | 'start_at'
  | 'end_at'
  | 'sell_begin'
> & { /** Supply in tokens, a decimal string. */ supply: string }

export interface IeoOrderRow {
  id: number
  user_id: number
  project_id: number
  /** 1 subscription, 3 placement after the end (delivered when made). */
  type: 1 | 3
  status: 2 | 3
  coin_amount: bigint
  price: string
  total_price: bigint
  pay_currency_id: number
  created_at: number
  delivered_at: number | null
  /** Joined from the project and currencies. */
  currency_id: number
  currency_name: string
  decimal_scale: number
  pay_currency_name: string
  pay_scale: number
  end_at: number
  sell_begin: number
}

const INTS = [
  'id',
  'user_id',
  'project_id',
  'type',
  'status',
  'currency_id',
  'pay_currency_id',
  'start_at',
  'end_at',
  'sell_begin',
  'lock_days',
  'created_at',
  'delivered_at',
  'decimal_scale',
  'pay_scale',
  'applications',
  'passes',
] as const

function ints<T>(r: unknown): T {
  const out = { ...(r as Record<string, unknown>) }
  for (const k of INTS) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as T
}

export function ieoRepository(db: Database.Database, wallet: WalletRepository) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) => {
    const statement = db.prepare<P, R>(sql)
    statement.safeIntegers(true)
    return statement
  }

  const PROJECT_FROM = `FROM ieo_projects p JOIN currencies t ON t.id = p.currency_id
    JOIN currencies c ON c.id = p.pay_currency_id`
  const PROJECT_COLUMNS = `p.*, t.name AS currency_name, t.decimal_scale,
      c.name AS pay_currency_name, c.decimal_scale AS pay_scale`
  const PROJECT_SELECT = `SELECT ${PROJECT_COLUMNS},
      (SELECT COUNT(*) FROM ieo_orders o WHERE o.project_id = p.id AND o.type = 1) AS applications,
      (SELECT COUNT(*) FROM ieo_orders o WHERE o.project_id = p.id AND o.type = 1
        AND o.status IN (2, 3)) AS passes
    ${PROJECT_FROM}`
  const listed = prepare<[number, number], unknown>(
    `${PROJECT_SELECT} WHERE p.status = 1 ORDER BY p.start_at DESC, p.id DESC LIMIT ? OFFSET ?`,
  )
  const byId = prepare<[number], unknown>(`${PROJECT_SELECT} WHERE p.id = ? AND p.status = 1`)
  // what subscribing needs, without the order counts (they grow with every order)
  const forOrder = prepare<[number], unknown>(
    `SELECT ${PROJECT_COLUMNS}, 0 AS applications, 0 AS passes ${PROJECT_FROM}
     WHERE p.id = ? AND p.status = 1`,
  )
  const countProjects = prepare<[], { n: bigint }>('SELECT COUNT(*) AS n FROM ieo_projects')
  const insertProject = prepare(
    `INSERT INTO ieo_projects (title, summary, content, logo, link, white_paper, currency_id,
       pay_currency_id, price, min, amount, start_at, end_at, sell_begin, created_at)
     VALUES (@title, @summary, @content, @logo, @link, @white_paper, @currency_id, @pay_currency_id,
       @price, @min, @amount, @start_at, @end_at, @sell_begin, @created_at)`,
  )
  const takeSupply = prepare(
    'UPDATE ieo_projects SET total_sell = total_sell + @amount WHERE id = @id AND total_sell + @amount <= amount',
  )

  const ORDER_SELECT = `SELECT o.*, p.currency_id, t.name AS currency_name, t.decimal_scale,
      c.name AS pay_currency_name, c.decimal_scale AS pay_scale, p.end_at, p.sell_begin
    FROM ieo_orders o JOIN ieo_projects p ON p.id = o.project_id
    JOIN currencies t ON t.id = p.currency_id JOIN currencies c ON c.id = o.pay_currency_id`
  const insertOrder = prepare(
    `INSERT INTO ieo_orders (user_id, project_id, coin_amount, price, total_price, pay_currency_id,
       created_at) VALUES (@user_id, @project_id, @coin_amount, @price, @total_price,
       @pay_currency_id, @created_at)`,
  )
  const orderById = prepare<[number, number], unknown>(
    `${ORDER_SELECT} WHERE o.id = ? AND o.user_id = ?`,
  )
  const ordersOf = prepare<[number, number, number], unknown>(
    `${ORDER_SELECT} WHERE o.user_id = ? ORDER BY o.id DESC LIMIT ? OFFSET ?`,
  )
  const countOrders = prepare<[number], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM ieo_orders WHERE user_id = ?',
  )
  const latestOrder = prepare<[number, number], unknown>(
    `${ORDER_SELECT} WHERE o.user_id = ? AND o.project_id = ? AND o.type < 3
     ORDER BY o.id DESC LIMIT 1`,
  )
  const placementOf = prepare<[number, number], unknown>(
    `${ORDER_SELECT} WHERE o.user_id = ? AND o.project_id = ? AND o.type = 3`,
  )
  const insertPlacement = prepare(
    `INSERT INTO ieo_orders (user_id, project_id, type, status, coin_amount, price, total_price,
       pay_currency_id, created_at, delivered_at) VALUES (@user_id, @project_id, 3, 3,
       @coin_amount, @price, @total_price, @pay_currency_id, @created_at, @created_at)`,
  )
  const dueOrders = prepare<[number], unknown>(
    `${ORDER_SELECT} WHERE o.status = 2 AND p.end_at <= ? ORDER BY o.id`,
  )
  const markDelivered = prepare(
    'UPDATE ieo_orders SET status = 3, delivered_at = @now WHERE id = @id AND status = 2',
  )

  const project = (id: number) => {
    const r = byId.get(id)
    return r ? ints<IeoProjectRow>(r) : undefined
  }
  const order = (userId: number, id: number) => {
    const r = orderById.get(id, userId)
    if (!r) throw new Refusal('notFound')
    return ints<IeoOrderRow>(r)
  }

  /**
   * Subscribes `amount` tokens of project `projectId` for `userId` at `now`: checks with
   * subscriptionIssue, debits the cost (ieoPay) and takes the supply. Call inside a transaction.
   */
  function subscribe(userId: number, projectId: number, amount: string, now: number): IeoOrderRow {
    const found = forOrder.get(projectId)
    if (!found) throw new Refusal('notFound')
    const p = ints<IeoProjectRow>(found)
    const funds = wallet.balance(userId, p.pay_currency_id, 'change')
    const issue = subscriptionIssue(amount, {
      phase: phaseOf(now, p.start_at, p.end_at),
      price: p.price,
      min: p.min,
      supply: fromUnits(p.amount, p.decimal_scale),
      sold: fromUnits(p.total_sell, p.decimal_scale),
      tokenScale: p.decimal_scale,
      payScale: p.pay_scale,
      available: fromUnits(funds.available, p.pay_scale),
    })
    if (issue) throw new Refusal(issue)
    const coins = toUnits(amount, p.decimal_scale)
    const cost = toUnits(subscriptionCost(p.price, amount, p.pay_scale), p.pay_scale)
    if (takeSupply.run({ id: p.id, amount: coins }).changes !== 1)
      throw new Refusal('ieoSupplyExceeded')
    const id = Number(
      insertOrder.run({
        user_id: userId,
        project_id: p.id,
        coin_amount: coins,
        price: p.price,
        total_price: cost,
        pay_currency_id: p.pay_currency_id,
        created_at: now,
      }).lastInsertRowid,
    )
    wallet.move(
      {
        userId,
        currencyId: p.pay_currency_id,
        account: 'change',
        available: -cost,
        locked: 0n,
        type: 'ieoPay',
        referenceId: id,
      },
      now,
    )
    return order(userId, id)
  }

  /**
   * Places `totalPrice` of the pay currency on project `projectId` for `userId` at `now` (the
   * placement after the end): checks with placementIssue, takes the unsold supply, debits the
   * cost (ieoPay) and credits the tokens (ieoDeliver), and writes the order delivered. Call
   * inside a transaction.
   */
  function place(userId: number, projectId: number, totalPrice: string, now: number): IeoOrderRow {
    const found = forOrder.get(projectId)
    if (!found) throw new Refusal('notFound')
    const p = ints<IeoProjectRow>(found)
    const funds = wallet.balance(userId, p.pay_currency_id, 'change')
    const scales = { tokenScale: p.decimal_scale, payScale: p.pay_scale }
    const issue = placementIssue(totalPrice, {
      ...scales,
      phase: phaseOf(now, p.start_at, p.end_at),
      now,
      sellBegin: p.sell_begin,
      price: p.price,
      supply: fromUnits(p.amount, p.decimal_scale),
      sold: fromUnits(p.total_sell, p.decimal_scale),
      available: fromUnits(funds.available, p.pay_scale),
      placed: placementOf.get(userId, p.id) !== undefined,
    })
    if (issue) throw new Refusal(issue)
    const terms = placementTerms(totalPrice, p.price, scales)
    const coins = toUnits(terms.tokens, p.decimal_scale)
    const cost = toUnits(terms.cost, p.pay_scale)
    if (takeSupply.run({ id: p.id, amount: coins }).changes !== 1)
      throw new Refusal('ieoSupplyExceeded')
    const id = Number(
      insertPlacement.run({
        user_id: userId,
        project_id: p.id,
        coin_amount: coins,
        price: p.price,
        total_price: cost,
        pay_currency_id: p.pay_currency_id,
        created_at: now,
      }).lastInsertRowid,
    )
    const move = { userId, account: 'change' as const, locked: 0n, referenceId: id }
    wallet.move(
      { ...move, currencyId: p.pay_currency_id, available: -cost, type: 'ieoPay' as const },
      now,
    )
    wallet.move(
      { ...move, currencyId: p.currency_id, available: coins, type: 'ieoDeliver' as const },
      now,
    )
    return order(userId, id)
  }

  /** Delivers one paid order whose project has ended: status 3 and ieoDeliver, once. */
  const deliverOne = db.transaction((o: IeoOrderRow, now: number): boolean => {
    if (markDelivered.run({ id: o.id, now }).changes !== 1) return false
    wallet.move(
      {
        userId: o.user_id,
        currencyId: o.currency_id,
        account: 'change',
        available: o.coin_amount,
        locked: 0n,
        type: 'ieoDeliver',
        referenceId: o.id,
      },
      now,
    )
    return true
  })

  return {
    projects: (limit: number, offset: number) =>
      listed.all(limit, offset).map((r) => ints<IeoProjectRow>(r)),
    project,
    projectCount: () => Number(countProjects.get()!.n),
    addProject(p: NewIeoProject, now: number): IeoProjectRow {
      const scale = db
        .prepare<[number], { decimal_scale: number }>(
          'SELECT decimal_scale FROM currencies WHERE id = ?',
        )
        .get(p.currency_id)
      if (!scale) throw new Error(`no currency ${p.currency_id}`)
      const { supply, ...rest } = p
      const id = Number(
        insertProject.run({
          ...rest,
          amount: toUnits(supply, scale.decimal_scale),
          created_at: now,
        }).lastInsertRowid,
      )
      return project(id)!
    },
    subscribe,
    place,
    order,
    orders: (userId: number, limit: number, offset: number) => ({
      rows: ordersOf.all(userId, limit, offset).map((r) => ints<IeoOrderRow>(r)),
      total: Number(countOrders.get(userId)!.n),
    }),
    latestOrder: (userId: number, projectId: number) => {
      const r = latestOrder.get(userId, projectId)
      return r ? ints<IeoOrderRow>(r) : null
    },
    /** The caller's placement on `projectId` (type 3), or null. */
    placement: (userId: number, projectId: number) => {
      const r = placementOf.get(userId, projectId)
      return r ? ints<IeoOrderRow>(r) : null
    },
    /** Paid orders whose project ended at or before `now`, oldest first. */
    due: (now: number) => dueOrders.all(now).map((r) => ints<IeoOrderRow>(r)),
    /** Delivers `o` at `now`; false when it was delivered already. */
    deliver: (o: IeoOrderRow, now: number) => deliverOne.immediate(o, now),
  }
}

export type IeoRepository = ReturnType<typeof ieoRepository>
