/**
 * One NFT sale (issue 17; api-reference §19.2 buyNFT / payNFTOrder; the fee rule is
 * src/api/contract/nft-math.ts `saleSplit`). Called INSIDE the caller's transaction (buyNFT for a
 * fixed price or a blind box, payNFTOrder for an auction's winner), so the money and the item
 * change together or not at all:
 * - the buyer's funds account (`change`) of the item's currency is debited the price (nftPay;
 *   `insufficientBalance` when short, and the transaction rolls back);
 * - the seller (the current owner) is credited price − fee (nftSaleIncome), the platform account
 *   the fee (nftSaleFee; no row when the fee is 0: a first sale by the platform carries none);
 * - one nft_orders row for (item, round): a second sale of one listing is refused `nftSold`
 *   (and the table's UNIQUE (item_id, round) would refuse it anyway), as is a stale round;
 * - the item becomes the buyer's: status 0, resell_nft_status 0, lock_order 0, updated_at; its
 *   price and list price stay as they were (the last sale's price).
 * Σ of the ledger rows it writes is 0 in the item's currency: −P + (P − fee) + fee.
 */
import type Database from 'better-sqlite3'
import { saleSplit } from '../../../src/api/contract/nft-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { Refusal } from '../refusal'
import { walletRepository, type WalletRepository } from '../repositories/wallet'
import { platformUserId } from './platform'

export type SaleKind = 'fixed' | 'auction' | 'blindBox'

export interface SaleInput {
  itemId: number
  round: number
  buyerId: number
  priceUnits: number | bigint
  kind: SaleKind
  /** Epoch ms (the sandbox clock). */
  at: number
}

export interface SaleResult {
  orderId: number
  feeUnits: number
  sellerCreditUnits: number
}

const wallets = new WeakMap<Database.Database, WalletRepository>()
const walletOf = (db: Database.Database) => {
  let w = wallets.get(db)
  if (!w) wallets.set(db, (w = walletRepository(db)))
  return w
}

interface SaleItemRow {
  id: number
  owner_id: number
  author_id: number
  currency_id: number
  round: number
  decimal_scale: number
}

/** Settles one sale; see the header. Throws a Refusal (or a constraint error) and changes nothing then. */
export function settleSale(db: Database.Database, sale: SaleInput): SaleResult {
  if (!db.inTransaction) throw new Error('settleSale must run inside a transaction')
  const item = db
    .prepare<[number], SaleItemRow>(
      `SELECT i.id, i.owner_id, i.author_id, i.currency_id, i.round, c.decimal_scale
       FROM nft_items i JOIN currencies c ON c.id = i.currency_id WHERE i.id = ?`,
    )
    .get(sale.itemId)
  if (!item) throw new Refusal('notFound')
  if (item.round !== sale.round) throw new Refusal('nftSold')
  const sold = db
    .prepare('SELECT 1 FROM nft_orders WHERE item_id = ? AND round = ?')
    .get(item.id, sale.round)
  if (sold) throw new Refusal('nftSold')
  if (item.owner_id === sale.buyerId) throw new Refusal('nftOwnItem')
  const price = BigInt(sale.priceUnits)
  if (price <= 0n) throw new Error(`a sale needs a positive price, got ${price}`)
  const platform = platformUserId(db, sale.at)
  const firstSale = item.owner_id === platform
  const split = saleSplit(fromUnits(price, item.decimal_scale), item.decimal_scale, firstSale)
  const fee = toUnits(split.fee, item.decimal_scale)
  const credit = toUnits(split.sellerCredit, item.decimal_scale)
  const orderId = Number(
    db
      .prepare(
        `INSERT INTO nft_orders (item_id, round, kind, buyer_id, seller_id, author_id, currency_id,
           order_price_units, fee_units, seller_credit_units, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        item.id,
        sale.round,
        sale.kind,
        sale.buyerId,
        item.owner_id,
        item.author_id,
        item.currency_id,
        price,
        fee,
        credit,
        sale.at,
      ).lastInsertRowid,
  )
  const wallet = walletOf(db)
  const move = {
    currencyId: item.currency_id,
    account: 'change' as const,
    locked: 0n,
    referenceId: orderId,
  }
  wallet.move({ ...move, userId: sale.buyerId, available: -price, type: 'nftPay' }, sale.at)
  if (credit > 0n)
    wallet.move(
      { ...move, userId: item.owner_id, available: credit, type: 'nftSaleIncome' },
      sale.at,
    )
  if (fee > 0n)
    wallet.move({ ...move, userId: platform, available: fee, type: 'nftSaleFee' }, sale.at)
  db.prepare(
    `UPDATE nft_items SET owner_id = ?, status = 0, resell_nft_status = 0, lock_order = 0,
       updated_at = ? WHERE id = ? AND round = ?`,
  ).run(sale.buyerId, sale.at, item.id, sale.round)
  return { orderId, feeUnits: Number(fee), sellerCreditUnits: Number(credit) }
}
