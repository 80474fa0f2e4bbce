/**
 * Shared by the NFT auction tests: auction items made with plain SQL (the catalogue's seed is not
 * needed), bidders who can sign in with USDT in their funds account, requests, and the ledger
 * figures the tests compare.
 */
import type { FastifyInstance } from 'fastify'
import { toUnits } from '../../src/api/contract/wallet-math'
import { platformUserId } from '../src/nft/platform'
import { newUser } from './micro-helper'
import { client, fund, type Answer } from './spot-helper'
import { newKey } from './wallet-helper'

export const USDT = 3
export const BTC = 1
export const HOUR = 3_600_000

let items = 0

export interface AuctionItemOptions {
  ownerId?: number
  currencyId?: number
  /** Starting price, item currency. */
  price?: string
  perIncrease?: string
  /** USDT. */
  margin?: string
  start?: number
  end?: number
}

/** An auction listing (pay_type 2, round 1) owned by `ownerId` (default the platform account). */
export function auctionItem(app: FastifyInstance, o: AuctionItemOptions = {}) {
  const now = app.clock.now()
  const currencyId = o.currencyId ?? USDT
  const scale = currencyId === BTC ? 8 : 4
  const owner = o.ownerId ?? platformUserId(app.db, now)
  const code = `AUC${String(++items).padStart(4, '0')}`
  const price = toUnits(o.price ?? '100', scale)
  const id = Number(
    app.db
      .prepare(
        `INSERT INTO nft_items (code, type, pay_type, currency_id, name, image, author_id, owner_id,
           rarity, list_price_units, price_units, per_increase_units, margin_units, start_time,
           end_time, status, resell_nft_status, created_at, updated_at)
         VALUES (?, 1, 2, ?, ?, '/api/nft/media/art-01.svg', ?, ?, 'R', ?, ?, ?, ?, ?, ?, 1, 1, ?, ?)`,
      )
      .run(
        code,
        currencyId,
        `Lot ${code}`,
        owner,
        owner,
        price,
        price,
        toUnits(o.perIncrease ?? '10', scale),
        toUnits(o.margin ?? '5', 4),
        o.start ?? now - HOUR,
        o.end ?? now + HOUR,
        now,
        now,
      ).lastInsertRowid,
  )
  return { id, code }
}

/** A bidder who can sign in, with `usdt` in the funds account. */
export function bidder(app: FastifyInstance, email: string, usdt = '1000') {
  const id = newUser(app, email)
  if (usdt !== '0') fund(app, email, USDT, usdt)
  const c = client(app, email)
  return {
    id,
    email,
    token: c.token,
    send: c.send,
    bid: (code: string, increment: string, total: string, key = newKey('bid')) =>
      c.send('POST', 'bind_box/auctionNFT', {
        code,
        price: increment,
        total,
        idempotency_key: key,
      }),
    pay: (orderId: number, key = newKey('pay')) =>
      c.send('POST', 'bind_box/payNFTOrder', { id: String(orderId), idempotency_key: key }),
    orders: () => c.send('POST', 'bind_box/getNeedPayNFTOrder', {}),
    log: (code: string) => c.send('POST', 'bind_box/getBindBoxQuotationLog', { code }),
    usdt: () => app.repos.wallet.balance(id, USDT, 'change').available,
    funds: (currency: number) => app.repos.wallet.balance(id, currency, 'change').available,
  }
}
export type Bidder = ReturnType<typeof bidder>

export function okOf<T>(answer: Answer): T {
  if (answer.type !== 'ok') throw new Error(`refused: ${JSON.stringify(answer)}`)
  return answer.message as T
}

/** Σ ledger per currency of the NFT types over every user (0 for each: nothing made or lost). */
export function nftLedgerSums(app: FastifyInstance): Record<number, number> {
  const rows = app.db
    .prepare<[], { currency_id: number; s: number }>(
      `SELECT currency_id, SUM(available_delta + locked_delta) AS s FROM ledger
       WHERE type LIKE 'nft%' GROUP BY currency_id`,
    )
    .all()
  return Object.fromEntries(rows.map((r) => [r.currency_id, r.s]))
}

/** Ledger rows of `type` for `userId`. */
export function ledgerRows(app: FastifyInstance, userId: number, type: string) {
  return app.db
    .prepare<
      [number, string],
      { currency_id: number; available_delta: number; reference_id: number }
    >(
      'SELECT currency_id, available_delta, reference_id FROM ledger WHERE user_id = ? AND type = ? ORDER BY id',
    )
    .all(userId, type)
}

/** Everything a refused request must leave as it was. */
export function snapshot(app: FastifyInstance) {
  const all = (sql: string) => app.db.prepare(sql).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT COUNT(*) AS n FROM ledger'),
    items: all('SELECT * FROM nft_items ORDER BY id'),
    bids: all('SELECT * FROM nft_bids ORDER BY id'),
    margins: all('SELECT * FROM nft_margins ORDER BY id'),
    orders: all('SELECT * FROM nft_winner_orders ORDER BY id'),
    sales: all('SELECT * FROM nft_orders ORDER BY id'),
    messages: all('SELECT COUNT(*) AS n FROM messages'),
  }
}

export const itemRow = (app: FastifyInstance, id: number) =>
  app.db
    .prepare<
      [number],
      {
        owner_id: number
        status: number
        resell_nft_status: number
        lock_order: number
        price_units: number
        bid_count: number
        round: number
      }
    >(
      'SELECT owner_id, status, resell_nft_status, lock_order, price_units, bid_count, round FROM nft_items WHERE id = ?',
    )
    .get(id)!
