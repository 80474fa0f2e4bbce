/**
 * NFT rows → the wire of src/api/contract/nft.ts (api-reference §19.1 + the sandbox's fields):
 * money as decimal strings with the currency's decimals (the deposit in USDT), times as unix
 * seconds, `buy_status` from nft-math at the sandbox clock's `now`, `collect` and `is_mine` for
 * the caller, `fee_rate` the share its seller pays (0 on the platform's first sale).
 */
import { NFT_CHAIN, type NftItemWire, type NftOrderWire } from '../../../src/api/contract/nft'
import { NFT_FEE_RATE, USDT_SCALE, buyStatus } from '../../../src/api/contract/nft-math'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import type { NftItemRow, NftOrderRow } from '../repositories/nft'

export const unixSeconds = (ms: number) => Math.floor(ms / 1000)

export interface Viewer {
  userId: number
  favourites: ReadonlySet<number>
  platformId: number
}

export function itemWire(i: NftItemRow, viewer: Viewer, now: number): NftItemWire {
  return {
    id: i.id,
    code: i.code,
    type: i.type,
    currency_id: i.currency_id,
    currency_name: i.currency_name,
    decimal_scale: i.decimal_scale,
    name: i.name,
    price: fromUnits(i.price_units, i.decimal_scale),
    list_price: fromUnits(i.list_price_units, i.decimal_scale),
    image: i.image,
    media: i.media,
    description: i.description,
    author_description: i.author_description,
    author: i.author_name,
    owner: i.owner_id,
    owner_name: i.owner_name,
    author_id: i.author_id,
    author_name: i.author_name,
    author_avatar: i.author_avatar,
    status: i.status,
    start_time: unixSeconds(i.start_time),
    end_time: unixSeconds(i.end_time),
    created: unixSeconds(i.created_at),
    updated: unixSeconds(i.updated_at),
    pay_type: i.pay_type,
    per_increase: fromUnits(i.per_increase_units, i.decimal_scale),
    chain: i.chain || NFT_CHAIN,
    rarity: i.rarity,
    margin: fromUnits(i.margin_units, USDT_SCALE),
    rarity_house_id: i.series_id ?? 0,
    rarity_status: i.rarity_status,
    resell_nft_status: i.resell_nft_status,
    lock_order: i.lock_order,
    collect: viewer.favourites.has(i.id),
    fee_rate: i.owner_id === viewer.platformId ? '0' : NFT_FEE_RATE,
    round: i.round,
    bid_count: i.bid_count,
    is_mine: i.owner_id === viewer.userId,
    buy_status: buyStatus(now, i.start_time, i.end_time, i.status),
  }
}

export function orderWire(o: NftOrderRow): NftOrderWire {
  return {
    id: o.id,
    code: o.code,
    round: o.round,
    kind: o.kind,
    price: fromUnits(o.order_price_units, o.decimal_scale),
    fee: fromUnits(o.fee_units, o.decimal_scale),
    currency_id: o.currency_id,
    currency_name: o.currency_name,
    created: unixSeconds(o.created_at),
  }
}
