/**
 * The one sale of issue 17 (server/src/nft/sale.ts `settleSale`): money conserved (buyer −P,
 * seller +P − fee, platform +fee; no fee on the platform's first sale), a second sale of the same
 * item and round refused, a buyer short of funds refused with nothing changed.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { platformUserId } from '../src/nft/platform'
import { settleSale } from '../src/nft/sale'
import { ledgerSums } from '../src/repositories/wallet'
import { buildTestApp } from './helper'
import { newUser } from './micro-helper'
import { fund } from './spot-helper'

const USDT = 3

let app: FastifyInstance

beforeEach(async () => {
  ;({ app } = await buildTestApp())
})
afterEach(async () => {
  const sums = ledgerSums(app.db)
  await app.close()
  if (sums.mismatches.length || sums.brokenChains)
    throw new Error(`the ledger does not add up: ${sums.mismatches.length} mismatches`)
})

/** A fixed-price item of `owner` (default: the platform) at `priceUnits` USDT units, live now. */
function item(ownerId: number, priceUnits: bigint, round = 1) {
  const now = app.clock.now()
  const author = newUser(app, `author${priceUnits}-${round}-${ownerId}@nft.test`)
  return Number(
    app.db
      .prepare(
        `INSERT INTO nft_items (code, type, pay_type, currency_id, name, image, author_id, owner_id,
           rarity, list_price_units, price_units, start_time, end_time, round, created_at, updated_at)
         VALUES (?, 1, 1, ?, 'Test', '/api/nft/media/art-01.svg', ?, ?, 'N', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        `T${ownerId}-${priceUnits}-${round}`,
        USDT,
        author,
        ownerId,
        priceUnits,
        priceUnits,
        now - 1000,
        now + 3_600_000,
        round,
        now,
        now,
      ).lastInsertRowid,
  )
}

const funds = (userId: number) => app.repos.wallet.balance(userId, USDT, 'change').available

const sell = (itemId: number, buyerId: number, priceUnits: bigint, round = 1) =>
  app.db.transaction(() =>
    settleSale(app.db, {
      itemId,
      round,
      buyerId,
      priceUnits,
      kind: 'fixed',
      at: app.clock.now(),
    }),
  )()

function snapshot() {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    items: all('SELECT * FROM nft_items ORDER BY id'),
    orders: all('SELECT * FROM nft_orders ORDER BY id'),
  }
}

describe('settleSale', () => {
  it('moves the price from the buyer to the seller and the fee to the platform, Σ = 0', () => {
    const platform = platformUserId(app.db)
    const seller = newUser(app, 'seller@nft.test')
    const buyer = newUser(app, 'buyer@nft.test')
    fund(app, 'buyer@nft.test', USDT, '1000')
    const id = item(seller, 1_234_567n) // 123.4567 USDT
    const before = { buyer: funds(buyer), seller: funds(seller), platform: funds(platform) }
    const r = sell(id, buyer, 1_234_567n)
    // 2.5 % of 123.4567 = 3.0864175 → 3.0864 (rounded down, the seller's favour)
    expect(r.feeUnits).toBe(30_864)
    expect(r.sellerCreditUnits).toBe(1_234_567 - 30_864)
    expect(funds(buyer) - before.buyer).toBe(-1_234_567n)
    expect(funds(seller) - before.seller).toBe(1_234_567n - 30_864n)
    expect(funds(platform) - before.platform).toBe(30_864n)
    const rows = app.db
      .prepare(
        'SELECT type, available_delta AS d FROM ledger WHERE reference_id = ? AND type LIKE ?',
      )
      .safeIntegers(true)
      .all(r.orderId, 'nft%') as { type: string; d: bigint }[]
    expect(rows.map((x) => x.type).sort()).toEqual(['nftPay', 'nftSaleFee', 'nftSaleIncome'])
    expect(rows.reduce((s, x) => s + x.d, 0n)).toBe(0n)
    const after = app.db.prepare('SELECT * FROM nft_items WHERE id = ?').get(id) as Record<
      string,
      number
    >
    expect(after).toMatchObject({
      owner_id: buyer,
      status: 0,
      resell_nft_status: 0,
      lock_order: 0,
      price_units: 1_234_567,
      list_price_units: 1_234_567,
    })
    const order = app.db.prepare('SELECT * FROM nft_orders WHERE id = ?').get(r.orderId)
    expect(order).toMatchObject({ seller_id: seller, buyer_id: buyer, round: 1, kind: 'fixed' })
  })

  it('charges no fee on a first sale by the platform', () => {
    const platform = platformUserId(app.db)
    const buyer = newUser(app, 'buyer@nft.test')
    fund(app, 'buyer@nft.test', USDT, '50')
    const id = item(platform, 500_000n)
    const before = funds(platform)
    const r = sell(id, buyer, 500_000n)
    expect(r).toMatchObject({ feeUnits: 0, sellerCreditUnits: 500_000 })
    expect(funds(platform) - before).toBe(500_000n)
    expect(funds(buyer)).toBe(0n)
    const fees = app.db.prepare("SELECT COUNT(*) AS n FROM ledger WHERE type = 'nftSaleFee'").get()
    expect(fees).toEqual({ n: 0 })
  })

  it('refuses a second sale of the same item and round, nothing changed', () => {
    const platform = platformUserId(app.db)
    const a = newUser(app, 'a@nft.test')
    const b = newUser(app, 'b@nft.test')
    fund(app, 'a@nft.test', USDT, '100')
    fund(app, 'b@nft.test', USDT, '100')
    const id = item(platform, 100_000n)
    sell(id, a, 100_000n)
    const before = snapshot()
    expect(() => sell(id, b, 100_000n)).toThrow(expect.objectContaining({ code: 'nftSold' }))
    expect(snapshot()).toEqual(before)
  })

  it('refuses a buyer short of funds with insufficientBalance, nothing changed', () => {
    const seller = newUser(app, 'seller@nft.test')
    const buyer = newUser(app, 'buyer@nft.test')
    fund(app, 'buyer@nft.test', USDT, '9.9999')
    const id = item(seller, 100_000n)
    const before = snapshot()
    expect(() => sell(id, buyer, 100_000n)).toThrow(
      expect.objectContaining({ code: 'insufficientBalance' }),
    )
    expect(snapshot()).toEqual(before)
  })

  it('refuses the owner buying their own item and a stale round', () => {
    const seller = newUser(app, 'seller@nft.test')
    const buyer = newUser(app, 'buyer@nft.test')
    fund(app, 'buyer@nft.test', USDT, '100')
    const id = item(seller, 10_000n, 2)
    const before = snapshot()
    expect(() => sell(id, seller, 10_000n, 2)).toThrow(
      expect.objectContaining({ code: 'nftOwnItem' }),
    )
    expect(() => sell(id, buyer, 10_000n, 1)).toThrow(expect.objectContaining({ code: 'nftSold' }))
    expect(snapshot()).toEqual(before)
  })

  it('must run inside a transaction', () => {
    expect(() =>
      settleSale(app.db, { itemId: 1, round: 1, buyerId: 1, priceUnits: 1n, kind: 'fixed', at: 1 }),
    ).toThrow(/transaction/)
  })
})
