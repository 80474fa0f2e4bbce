/**
 * Shared by the lever tests: an app with a test clock, a lever balance funded the way a user funds
 * it (an approved deposit to the change account, then a fund transfer change → lever through the
 * wallet's ledger), requests, and the invariants every test checks.
 */
import type { FastifyInstance } from 'fastify'
import { LeverPositionSchema, type LeverPositionWire } from '../../src/api/contract/lever'
import { fromUnits, toUnits } from '../../src/api/contract/wallet-math'
import type { LeverPositionRow, NewLeverPosition } from '../src/repositories/lever'
import { ledgerSums } from '../src/repositories/wallet'
import { openTerms } from '../../src/api/contract/lever-math'
import { leverPolicy } from '../src/lever/policy'
import { client as spotClientFor, fund } from './spot-helper'
import { newKey } from './wallet-helper'

export { spotApp as leverApp, lv1 } from './spot-helper'
export type { Answer } from './spot-helper'

export const USDT = 3
export const BTC_PAIR = { currency_id: '1', legal_id: '3' }
export const ETH_PAIR = { currency_id: '2', legal_id: '3' }

/** Credits `amount` USDT to `email`'s lever account: a deposit, then a transfer change → lever. */
export function fundLever(app: FastifyInstance, email: string, amount: string) {
  fund(app, email, USDT, amount)
  const { wallet, users } = app.repos
  const user = users.findByAccount(email)!
  wallet.addTransfer(
    {
      user_id: user.id,
      currency_id: USDT,
      number: toUnits(amount, 4),
      from: 'change',
      to: 'lever',
    },
    app.clock.now(),
  )
  return user.id
}

/** The lever account (3) of USDT of `userId`, as decimal strings. */
export function leverBalance(app: FastifyInstance, userId: number) {
  const b = app.repos.wallet.balance(userId, USDT, 'lever')
  return { available: fromUnits(b.available, 4), locked: fromUnits(b.locked, 4) }
}

/** Everything a refusal must leave unchanged: balances, ledger and position rows. */
export function snapshot(app: FastifyInstance) {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    positions: all('SELECT * FROM lever_positions ORDER BY id'),
    idempotency: all('SELECT * FROM idempotency ORDER BY user_id, key'),
  }
}

/**
 * The invariants: Σ ledger = balances (and every ledger chain adds up), and each user's locked
 * lever USDT = Σ caution_money of their pending, open and closing rows.
 */
export function invariants(app: FastifyInstance) {
  const sums = ledgerSums(app.db)
  const lockedVsRows = app.db
    .prepare(
      `SELECT b.user_id, b.locked, COALESCE(SUM(p.caution_money), 0) AS held
         FROM balances b LEFT JOIN lever_positions p
           ON p.user_id = b.user_id AND p.legal_id = b.currency_id AND p.status IN (0, 1, 2)
        WHERE b.account = 3 AND b.currency_id = ${USDT}
        GROUP BY b.user_id HAVING b.locked <> held`,
    )
    .safeIntegers(true)
    .all()
  return { mismatches: sums.mismatches, brokenChains: sums.brokenChains, lockedVsRows }
}

export function leverClient(app: FastifyInstance, email: string) {
  const { send } = spotClientFor(app, email)
  const post = (url: string, fields: Record<string, string>) => send('POST', `lever/${url}`, fields)
  return {
    post,
    deal: (fields: Record<string, string> = BTC_PAIR) => post('deal', fields),
    submit: (fields: Record<string, string>) =>
      post('submit', {
        ...BTC_PAIR,
        type: '1',
        status: '1',
        multiple: '10',
        share: '1',
        idempotency_key: newKey('lever'),
        ...fields,
      }),
    dealall: (fields: Record<string, string> = {}) => post('dealall', { ...BTC_PAIR, ...fields }),
    myTrade: (fields: Record<string, string> = {}) => post('my_trade', fields),
    close: (id: number, key = newKey('close')) =>
      post('close', { id: String(id), idempotency_key: key }),
    batchClose: (fields: Record<string, string>, key = newKey('batch')) =>
      post('batch_close', { idempotency_key: key, ...fields }),
    setstop: (id: number, tp: string, sl: string) =>
      post('setstop', { id: String(id), target_profit_price: tp, stop_loss_price: sl }),
    cancel: (id: number, key = newKey('cancel')) =>
      post('cancel', { id: String(id), idempotency_key: key }),
  }
}

/** The position of an ok answer, checked against the contract. */
export function positionOf(answer: { type: string; message: unknown }): LeverPositionWire {
  if (answer.type !== 'ok') throw new Error(`refused: ${JSON.stringify(answer)}`)
  LeverPositionSchema.parse(answer.message)
  return answer.message as LeverPositionWire
}

/**
 * Inserts a position straight through the repository (a copied one, order_type 2, or many for the
 * batch test), opened at `price` in the current tick.
 */
export function insertPosition(
  app: FastifyInstance,
  userId: number,
  fields: { side: 1 | 2; price: string; lots?: number; multiple?: number; order_type?: 1 | 2 },
): LeverPositionRow {
  const { lever } = app.repos
  const pair = lever.pairById(1)!
  const rules = leverPolicy(app).rulesOf(pair)
  const lots = fields.lots ?? 1
  const multiple = fields.multiple ?? 10
  const side = fields.side === 1 ? 'long' : 'short'
  const terms = openTerms({ side, originPrice: fields.price, lots, multiple, rules })
  const p: NewLeverPosition = {
    user_id: userId,
    pair_id: 1,
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    side: fields.side,
    kind: 'market',
    origin_price: fields.price,
    origin_units: Number(toUnits(fields.price, 2)),
    price: terms.price,
    share: lots,
    number: terms.number,
    multiple,
    lot_size: pair.lot_size,
    fee_rate: pair.fee_rate,
    spread: pair.spread,
    overnight: pair.overnight,
    margin: toUnits(terms.margin, rules.quoteScale),
    fee: toUnits(terms.fee, rules.quoteScale),
    update_price: fields.price,
    open_tick: app.market.tick() * 1000,
    open_market_price: fields.price,
    order_type: fields.order_type ?? 1,
    follow_user_id: fields.order_type === 2 ? 99 : 0,
    follow_order_id: fields.order_type === 2 ? 1 : 0,
  }
  return lever.open(p, app.clock.now())
}
