/** Shared by the OTC tests: users with KYC and a bank card, merchants' ads, requests, snapshots. */
import type { FastifyInstance } from 'fastify'
import { fromUnits } from '../../src/api/contract/wallet-math'
import { USDT_ID } from '../../src/api/contract/wallet/common'
import type { NewOtcAd } from '../src/repositories/otc'
import { newUser } from './micro-helper'
import { client, fund } from './spot-helper'
import { newKey } from './wallet-helper'

export const USDT = USDT_ID

/** Verified at `level` (0: none), with a domestic bank card unless `card` is false. */
export function otcUser(
  app: FastifyInstance,
  email: string,
  opts: { level?: 0 | 1 | 2; card?: boolean; usdt?: string } = {},
) {
  const { level = 1, card = true, usdt: funds = '0' } = opts
  const userId = newUser(app, email)
  const at = app.clock.now()
  if (level > 0) {
    app.db
      .prepare(
        `INSERT INTO user_real (user_id, name, card_id, id_type, review_status, advanced_user,
           create_time, submitted_at, reviewed_at) VALUES (?, ?, ?, 0, 2, ?, ?, ?, ?)`,
      )
      .run(
        userId,
        `User ${userId}`,
        `ID${userId}X${email.length}`,
        level === 2 ? 2 : null,
        at,
        at,
        at,
      )
  }
  if (card) {
    app.repos.payout.saveCard(
      userId,
      'domestic',
      { real_name: `User ${userId}`, bank_account: '0012345678', bank_name: 'Banco Teste' },
      at,
    )
  }
  if (funds !== '0') fund(app, email, USDT, funds)
  const { send } = client(app, email)
  const api = {
    ads: (q: Record<string, string> = {}) => send('GET', 'c2c_deal_platform', q),
    quick: (q: Record<string, string>) => send('GET', 'c2c/quick', q),
    buy: (ad: number, amount: string, key = newKey('otc')) =>
      send('POST', 'c2c/buyCoin', { id: String(ad), amount, idempotency_key: key }),
    sell: (ad: number, amount: string, key = newKey('otc')) =>
      send('POST', 'c2c/sellCoin', { id: String(ad), amount, idempotency_key: key }),
    pay: (id: number) => send('POST', 'c2c/user_legal_pay', { id: String(id) }),
    cancel: (id: number) => send('POST', 'c2c/user_legal_pay_cancel', { id: String(id) }),
    confirm: (id: number) => send('POST', 'c2c/legal_deal_sure', { id: String(id) }),
    appeal: (id: number, img: string, content: string) =>
      send('POST', 'c2c/saveAppeal', { id: String(id), img, content }),
    orders: (q: Record<string, string> = {}) => send('GET', 'c2c/userOrderList', q),
    detail: (id: number) => send('GET', 'c2c/userOrderDetail', { id: String(id) }),
  }
  return { id: userId, api }
}

/** A merchant of the seed, by name. */
export const merchantId = (app: FastifyInstance, name: string) =>
  app.repos.otc.merchantByName(name)!.user_id

/** A new ad of `merchant` (defaults: sells USDT for BRL at 5.00, 10–1000, 1000 in all). */
export function addAd(app: FastifyInstance, merchant: number, ad: Partial<NewOtcAd> = {}): number {
  return app.repos.otc.addAd(
    {
      merchant_id: merchant,
      side: 1,
      currency_id: USDT,
      fiat: 'BRL',
      price: '5.00',
      min: '10',
      max: '1000',
      total: '1000',
      ways: 'pix',
      ...ad,
    },
    app.clock.now(),
  )
}

/** Funds (available, locked) of a user's USDT, as decimal strings. */
export function usdt(app: FastifyInstance, userId: number) {
  const b = app.repos.wallet.balance(userId, USDT, 'change')
  return { available: fromUnits(b.available, 4), locked: fromUnits(b.locked, 4) }
}

/** Every table an OTC request may change, to show a refusal changed nothing. */
export function otcSnapshot(app: FastifyInstance) {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    ads: all('SELECT * FROM otc_ads ORDER BY id'),
    orders: all('SELECT * FROM otc_orders ORDER BY id'),
    appeals: all('SELECT * FROM otc_appeals ORDER BY order_id'),
    messages: all('SELECT * FROM messages ORDER BY id'),
    idempotency: all('SELECT * FROM idempotency ORDER BY user_id, key'),
  }
}

/** Σ (available + locked) of USDT over everyone, units. */
export const usdtTotal = (app: FastifyInstance): bigint =>
  (
    app.db
      .prepare(
        'SELECT COALESCE(SUM(available + locked), 0) AS n FROM balances WHERE currency_id = ?',
      )
      .safeIntegers(true)
      .get(USDT) as { n: bigint }
  ).n

/** An upload row of `userId` (the picture an appeal names). */
export function uploadOf(app: FastifyInstance, userId: number, n: number): string {
  const name = `${String(n).padStart(32, 'a')}.png`
  app.repos.uploads.create({
    user_id: userId,
    name,
    mime: 'image/png',
    size: 100,
    created_at: app.clock.now(),
  })
  return `/uploads/${name}`
}
