/**
 * Shared by the NFT catalogue tests: an app whose seeded catalogue is moved onto the test clock
 * (the seed's windows are relative to when the database was made, the test clock starts in 2025),
 * users funded through the ledger, a client of the bind_box endpoints, and a snapshot of
 * everything a refused request must leave unchanged.
 */
import type { FastifyInstance } from 'fastify'
import { fromUnits } from '../../src/api/contract/wallet-math'
import type { AdjustableClock } from '../src/clock'
import { buildTestApp } from './helper'
import { newUser } from './micro-helper'
import { client, fund, type Answer } from './spot-helper'
import { newKey } from './wallet-helper'

export const USDT = 3
export const ETH = 2

export async function nftApp(): Promise<{ app: FastifyInstance; clock: AdjustableClock }> {
  const ctx = await buildTestApp()
  const seededAt = ctx.app.db
    .prepare('SELECT MIN(created_at) FROM nft_items')
    .pluck()
    .get() as number
  const shift = seededAt - ctx.clock.now()
  ctx.app.db
    .prepare(
      `UPDATE nft_items SET start_time = start_time - @shift, end_time = end_time - @shift,
         created_at = created_at - @shift, updated_at = updated_at - @shift`,
    )
    .run({ shift })
  return ctx
}

export function nftClient(app: FastifyInstance, email: string) {
  const { send, token } = client(app, email)
  return {
    token,
    send,
    list: (fields: Record<string, string> = {}) => send('GET', 'bind_box/getBoxList', fields),
    detail: (fields: Record<string, string>) => send('GET', 'bind_box/getBoxDetail', fields),
    artists: (fields: Record<string, string> = {}) => send('GET', 'bind_box/getArtist', fields),
    artist: (uid: number | string) => send('GET', 'bind_box/getArtistDetail', { uid: String(uid) }),
    collect: (code: string) => send('POST', 'bind_box/collect', { code }),
    collection: () => send('GET', 'bind_box/getCollection', {}),
    currencies: () => send('GET', 'bind_box/getNftCurrency', {}),
    buy: (code: string, key = newKey('nft')) =>
      send('POST', 'bind_box/buyNFT', { code, idempotency_key: key }),
    mine: () => send('POST', 'bind_box/getMyNFTs', {}),
    resell: (fields: Record<string, string>) => send('POST', 'bind_box/resellNFT', fields),
    cancel: (code: string, key?: string) =>
      send('POST', 'bind_box/cancelResell', key ? { code, idempotency_key: key } : { code }),
  }
}

/** A user who can sign in, with `usdt` USDT (and `eth` ETH) in the funds account. */
export function nftUser(app: FastifyInstance, email: string, usdt = '0', eth = '0') {
  const id = newUser(app, email)
  if (usdt !== '0') fund(app, email, USDT, usdt)
  if (eth !== '0') fund(app, email, ETH, eth)
  return { id, api: nftClient(app, email) }
}

export const funds = (app: FastifyInstance, userId: number, currency = USDT) =>
  fromUnits(
    app.repos.wallet.balance(userId, currency, 'change').available,
    app.repos.wallet.currency(currency)!.decimal_scale,
  )

export function snapshot(app: FastifyInstance) {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    balances: all('SELECT * FROM balances ORDER BY user_id, currency_id, account'),
    ledger: all('SELECT * FROM ledger ORDER BY id'),
    items: all('SELECT * FROM nft_items ORDER BY id'),
    orders: all('SELECT * FROM nft_orders ORDER BY id'),
    favourites: all('SELECT * FROM nft_favourites ORDER BY user_id, item_id'),
    idempotency: all('SELECT * FROM idempotency ORDER BY user_id, key'),
  }
}

export const okOf = <T = Record<string, unknown>>(a: Answer): T => {
  if (a.type !== 'ok') throw new Error(`refused: ${JSON.stringify(a)}`)
  return a.message as T
}

/** The code of a refusal (fails on an ok answer). */
export const refusalOf = (a: Answer) => {
  if (a.type === 'ok') throw new Error(`accepted: ${JSON.stringify(a.message).slice(0, 200)}`)
  return a.code
}

/** The seeded item with `name`. */
export const itemNamed = (app: FastifyInstance, name: string) =>
  app.db.prepare('SELECT * FROM nft_items WHERE name = ?').get(name) as {
    id: number
    code: string
    owner_id: number
    price_units: number
    round: number
  }
