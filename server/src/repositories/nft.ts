/**
 * NFT catalogue and sales (db/migrations/024-nft.sql; api-reference §19; contract
 * src/api/contract/nft.ts, formulas nft-math.ts). Reads join the item's currency, artist and
 * owner; every write about a user's item filters by its owner. A sale goes through
 * nft/sale.ts `settleSale` inside the transaction of `buy` (the caller's, with the idempotency
 * record), which re-reads the item there, so of simultaneous buyers of one listing the first
 * commits and the others see it sold (`nftSold`). Resale and cancel are one guarded UPDATE each
 * (WHERE owner, not listed / listed, bid_count 0), so they too are decided once. Amounts are
 * bigint minor units.
 */
import type Database from 'better-sqlite3'
import { buyIssue, resaleDeposit, resellIssue } from '../../../src/api/contract/nft-math'
import { toUnits } from '../../../src/api/contract/wallet-math'
import { platformUserId } from '../nft/platform'
import { settleSale, type SaleKind } from '../nft/sale'
import { Refusal } from '../refusal'

export interface NftItemRow {
  id: number
  code: string
  type: 1 | 2 | 3 | 4
  pay_type: 1 | 2 | 3
  currency_id: number
  name: string
  description: string
  author_description: string
  image: string
  media: string | null
  author_id: number
  owner_id: number
  rarity: 'N' | 'R' | 'SR' | null
  list_price_units: bigint
  price_units: bigint
  per_increase_units: bigint
  margin_units: bigint
  start_time: number
  end_time: number
  status: 0 | 1
  resell_nft_status: 0 | 1
  rarity_status: 0 | 1
  lock_order: 0 | 1
  round: number
  bid_count: number
  chain: string
  created_at: number
  updated_at: number
  /** Joined. */
  currency_name: string
  decimal_scale: number
  author_name: string
  author_avatar: string
  owner_name: string
  series_id: number | null
  collect_number: number
}

export interface NftOrderRow {
  id: number
  item_id: number
  code: string
  round: number
  kind: SaleKind
  buyer_id: number
  seller_id: number
  currency_id: number
  currency_name: string
  decimal_scale: number
  order_price_units: bigint
  fee_units: bigint
  created_at: number
}

export interface NftArtistRow {
  id: number
  nickname: string
  head_portrait: string
  artworks_number: number
}

export interface NftListFilter {
  currency?: number
  pay_type?: number
  status?: number
  type?: number
  keyword?: string
}

export interface NewNftItem {
  code: string
  type: 1 | 2 | 3 | 4
  pay_type: 1 | 2 | 3
  currency_id: number
  name: string
  description: string
  author_description: string
  image: string
  media: string | null
  author_id: number
  owner_id: number
  rarity: 'N' | 'R' | 'SR' | null
  price_units: bigint
  per_increase_units: bigint
  margin_units: bigint
  start_time: number
  end_time: number
  status: 0 | 1
}

export interface ResellTerms {
  payType: 1 | 2
  price: string
  perIncrease?: string
  /** Epoch ms. */
  start: number
  end: number
  /** What one unit of the item's currency is worth in USDT (the deposit of an auction). */
  usdtPrice: string
}

const INTS = [
  'id',
  'type',
  'pay_type',
  'currency_id',
  'author_id',
  'owner_id',
  'start_time',
  'end_time',
  'status',
  'resell_nft_status',
  'rarity_status',
  'lock_order',
  'round',
  'bid_count',
  'created_at',
  'updated_at',
  'decimal_scale',
  'series_id',
  'collect_number',
  'item_id',
  'buyer_id',
  'seller_id',
  'artworks_number',
] as const

function ints<T>(r: unknown): T {
  const out = { ...(r as Record<string, unknown>) }
  for (const k of INTS) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as T
}

export function nftRepository(db: Database.Database) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) => {
    const statement = db.prepare<P, R>(sql)
    statement.safeIntegers(true)
    return statement
  }

  const ITEM_SELECT = `SELECT i.*, c.name AS currency_name, c.decimal_scale,
      COALESCE(a.nickname, '') AS author_name, COALESCE(a.head_portrait, '') AS author_avatar,
      COALESCE(o.nickname, '') AS owner_name, b.series_id,
      (SELECT COUNT(*) FROM nft_favourites f WHERE f.item_id = i.id) AS collect_number
    FROM nft_items i JOIN currencies c ON c.id = i.currency_id
    JOIN users a ON a.id = i.author_id JOIN users o ON o.id = i.owner_id
    LEFT JOIN nft_blind_boxes b ON b.item_id = i.id`
  const FILTER = `(@currency IS NULL OR i.currency_id = @currency)
    AND (@pay_type IS NULL OR i.pay_type = @pay_type) AND (@status IS NULL OR i.status = @status)
    AND (@type IS NULL OR i.type = @type)
    AND (@keyword IS NULL OR i.name LIKE '%' || @keyword || '%' ESCAPE '\\')`
  const listed = prepare<object, unknown>(
    `${ITEM_SELECT} WHERE ${FILTER} ORDER BY i.status DESC, i.id DESC LIMIT @limit OFFSET @offset`,
  )
  const countListed = prepare<object, { n: bigint }>(
    `SELECT COUNT(*) AS n FROM nft_items i WHERE ${FILTER}`,
  )
  const byId = prepare<[number], unknown>(`${ITEM_SELECT} WHERE i.id = ?`)
  const byCode = prepare<[string], unknown>(`${ITEM_SELECT} WHERE i.code = ?`)
  const byAuthor = prepare<[number], unknown>(
    `${ITEM_SELECT} WHERE i.author_id = ? ORDER BY i.id DESC`,
  )
  const byOwner = prepare<[number], unknown>(
    `${ITEM_SELECT} WHERE i.owner_id = ? ORDER BY i.updated_at DESC, i.id DESC`,
  )
  const collectedBy = prepare<[number], unknown>(
    `${ITEM_SELECT} JOIN nft_favourites mine ON mine.item_id = i.id AND mine.user_id = ?
     ORDER BY mine.created_at DESC, i.id DESC`,
  )
  const favourite = prepare<[number, number], unknown>(
    'SELECT 1 FROM nft_favourites WHERE user_id = ? AND item_id = ?',
  )
  const favouritesOf = prepare<[number], { item_id: bigint }>(
    'SELECT item_id FROM nft_favourites WHERE user_id = ?',
  )
  const addFavourite = prepare<[number, number, number]>(
    'INSERT INTO nft_favourites (user_id, item_id, created_at) VALUES (?, ?, ?)',
  )
  const removeFavourite = prepare<[number, number]>(
    'DELETE FROM nft_favourites WHERE user_id = ? AND item_id = ?',
  )
  const favouritesCount = prepare<[number], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM nft_favourites WHERE item_id = ?',
  )
  const artworksFavourites = prepare<[number], { n: bigint }>(
    `SELECT COUNT(*) AS n FROM nft_favourites f JOIN nft_items i ON i.id = f.item_id
     WHERE i.author_id = ?`,
  )
  const ARTIST_SELECT = `SELECT u.id, COALESCE(u.nickname, '') AS nickname,
      COALESCE(u.head_portrait, '') AS head_portrait, COUNT(i.id) AS artworks_number
    FROM users u JOIN nft_items i ON i.author_id = u.id`
  const artists = prepare<[number, number], unknown>(
    `${ARTIST_SELECT} GROUP BY u.id ORDER BY artworks_number DESC, u.id LIMIT ? OFFSET ?`,
  )
  const artistCount = prepare<[], { n: bigint }>(
    'SELECT COUNT(DISTINCT author_id) AS n FROM nft_items',
  )
  const artist = prepare<[number], unknown>(`${ARTIST_SELECT} WHERE u.id = ? GROUP BY u.id`)
  const currencies = prepare<[], { id: bigint; name: string; decimal_scale: bigint }>(
    `SELECT DISTINCT c.id, c.name, c.decimal_scale FROM nft_items i
     JOIN currencies c ON c.id = i.currency_id ORDER BY c.id`,
  )
  const ORDER_SELECT = `SELECT o.*, i.code, c.name AS currency_name, c.decimal_scale
    FROM nft_orders o JOIN nft_items i ON i.id = o.item_id JOIN currencies c ON c.id = o.currency_id`
  const orderById = prepare<[number, number], unknown>(
    `${ORDER_SELECT} WHERE o.id = ? AND o.buyer_id = ?`,
  )
  const soldRound = prepare<[number, number], unknown>(
    'SELECT 1 FROM nft_orders WHERE item_id = ? AND round = ?',
  )
  const insertItem = prepare(
    `INSERT INTO nft_items (code, type, pay_type, currency_id, name, description, author_description,
       image, media, author_id, owner_id, rarity, list_price_units, price_units, per_increase_units,
       margin_units, start_time, end_time, status, created_at, updated_at)
     VALUES (@code, @type, @pay_type, @currency_id, @name, @description, @author_description,
       @image, @media, @author_id, @owner_id, @rarity, @price_units, @price_units,
       @per_increase_units, @margin_units, @start_time, @end_time, @status, @now, @now)`,
  )
  const relist = prepare(
    `UPDATE nft_items SET pay_type = @pay_type, list_price_units = @price, price_units = @price,
       per_increase_units = @per_increase, margin_units = @margin, start_time = @start,
       end_time = @end, status = 1, resell_nft_status = 1, round = round + 1, bid_count = 0,
       updated_at = @now
     WHERE id = @id AND owner_id = @owner AND lock_order = 0 AND round = @round
       AND (resell_nft_status = 0 OR (pay_type = 1 AND end_time < @now))`,
  )
  const unlist = prepare(
    `UPDATE nft_items SET status = 0, resell_nft_status = 0, updated_at = @now
     WHERE id = @id AND owner_id = @owner AND resell_nft_status = 1 AND bid_count = 0
       AND lock_order = 0 AND round = @round`,
  )

  const row = (r: unknown) => (r ? ints<NftItemRow>(r) : undefined)
  const item = (id: number) => row(byId.get(id))
  const itemByCode = (code: string) => row(byCode.get(code))

  /**
   * Listed and not over: a fixed-price listing whose window has passed unsold is over (its owner
   * may list it again at once); an auction is over when its settlement unlists it (nft-auction).
   */
  const listedNow = (it: NftItemRow, now: number) =>
    it.resell_nft_status === 1 && (it.pay_type !== 1 || now <= it.end_time)

  /** The caller's item `code`, or notFound (another's item answers notFound too). */
  function own(userId: number, code: string): NftItemRow {
    const it = itemByCode(code)
    if (!it || it.owner_id !== userId) throw new Refusal('notFound')
    return it
  }

  /**
   * Buys `code` (fixed price or blind box) for `userId` at `now`: the checks of the contract in
   * their order, then settleSale. Call inside a transaction (the idempotency record's).
   */
  function buy(userId: number, code: string, now: number) {
    const it = itemByCode(code)
    if (!it) throw new Refusal('notFound')
    if (it.pay_type === 2) throw new Refusal('nftIsAuction')
    if (it.owner_id === userId) throw new Refusal('nftOwnItem')
    if (soldRound.get(it.id, it.round)) throw new Refusal('nftSold')
    const issue = buyIssue(now, it.start_time, it.end_time, it.status)
    if (issue) throw new Refusal(issue)
    const kind: SaleKind = it.pay_type === 3 ? 'blindBox' : 'fixed'
    const sale = settleSale(db, {
      itemId: it.id,
      round: it.round,
      buyerId: userId,
      priceUnits: it.price_units,
      kind,
      at: now,
    })
    return sale.orderId
  }

  function resell(userId: number, code: string, terms: ResellTerms, now: number): NftItemRow {
    const it = own(userId, code)
    if (it.lock_order === 1) throw new Refusal('nftPaymentPending')
    if (listedNow(it, now)) throw new Refusal('nftListed')
    if (it.pay_type === 3 && it.rarity_status === 0) throw new Refusal('nftBoxUnopened')
    const issue = resellIssue(terms, now, it.decimal_scale)
    if (issue) throw new Refusal(issue)
    const auction = terms.payType === 2
    const changed = relist.run({
      id: it.id,
      owner: userId,
      round: it.round,
      pay_type: terms.payType,
      price: toUnits(terms.price, it.decimal_scale),
      per_increase: auction ? toUnits(terms.perIncrease!, it.decimal_scale) : 0n,
      margin: auction ? toUnits(resaleDeposit(terms.price, terms.usdtPrice), 4) : 0n,
      start: terms.start,
      end: terms.end,
      now,
    }).changes
    if (changed !== 1) throw new Refusal('nftListed')
    return item(it.id)!
  }

  function cancel(userId: number, code: string, now: number): NftItemRow {
    const it = own(userId, code)
    if (it.resell_nft_status === 0) throw new Refusal('nftNotListed')
    if (it.lock_order === 1) throw new Refusal('nftPaymentPending')
    if (it.bid_count > 0) throw new Refusal('nftHasBids')
    if (unlist.run({ id: it.id, owner: userId, round: it.round, now }).changes !== 1)
      throw new Refusal('nftHasBids')
    return item(it.id)!
  }

  /** Toggles `userId`'s favourite of `code`; the owner cannot. Returns the new state. */
  function toggleFavourite(userId: number, code: string, now: number) {
    const it = itemByCode(code)
    if (!it) throw new Refusal('notFound')
    if (it.owner_id === userId) throw new Refusal('nftOwnItem')
    const had = favourite.get(userId, it.id) !== undefined
    if (had) removeFavourite.run(userId, it.id)
    else addFavourite.run(userId, it.id, now)
    return { collect: !had, collect_number: Number(favouritesCount.get(it.id)!.n) }
  }

  return {
    item,
    itemByCode,
    list(filter: NftListFilter, limit: number, offset: number) {
      const params = {
        currency: filter.currency ?? null,
        pay_type: filter.pay_type ?? null,
        status: filter.status ?? null,
        type: filter.type ?? null,
        keyword: filter.keyword ? filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`) : null,
      }
      return {
        rows: listed.all({ ...params, limit, offset }).map((r) => ints<NftItemRow>(r)),
        total: Number(countListed.get(params)!.n),
      }
    },
    byAuthor: (authorId: number) => byAuthor.all(authorId).map((r) => ints<NftItemRow>(r)),
    byOwner: (ownerId: number) => byOwner.all(ownerId).map((r) => ints<NftItemRow>(r)),
    collectedBy: (userId: number) => collectedBy.all(userId).map((r) => ints<NftItemRow>(r)),
    /** Ids of the items `userId` favourited. */
    favourites: (userId: number) => new Set(favouritesOf.all(userId).map((r) => Number(r.item_id))),
    artworksFavourites: (authorId: number) => Number(artworksFavourites.get(authorId)!.n),
    artists: (limit: number, offset: number) => ({
      rows: artists.all(limit, offset).map((r) => ints<NftArtistRow>(r)),
      total: Number(artistCount.get()!.n),
    }),
    artist: (id: number) => {
      const r = artist.get(id)
      return r ? ints<NftArtistRow>(r) : undefined
    },
    currencies: () =>
      currencies
        .all()
        .map((c) => ({ id: Number(c.id), name: c.name, decimal_scale: Number(c.decimal_scale) })),
    order: (userId: number, id: number) => {
      const r = orderById.get(id, userId)
      if (!r) throw new Refusal('notFound')
      return ints<NftOrderRow>(r)
    },
    /** Inserts an item (the seed, tests). */
    add(i: NewNftItem, now: number): number {
      return Number(insertItem.run({ ...i, now }).lastInsertRowid)
    },
    platformId: (now: number) => platformUserId(db, now),
    buy,
    resell,
    cancel,
    toggleFavourite,
  }
}

export type NftRepository = ReturnType<typeof nftRepository>
