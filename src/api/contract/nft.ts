/**
 * NFT marketplace, "bind_box": catalogue and sales (issue 17; api-reference §19; the formulas and
 * the product's rules are nft-math.ts; auctions are nft-auction.ts, blind boxes nft-box.ts).
 * Every endpoint needs a session (§19.2). Money is decimal strings in the item's currency (with
 * its decimals), the auction deposit `margin` in USDT; times on the wire are unix SECONDS as §19
 * has them; normalised records carry epoch ms.
 *
 * The item (§19.1, every field) plus, added by the sandbox:
 * - `media`: the GIF / audio / video file (`/api/nft/media/<key>`), null for a still image;
 *   `image` is the picture (the cover of audio, the poster of video, the box art of an unopened
 *   blind box);
 * - `list_price` (this listing's asking / starting price; `price` is the current one: an
 *   auction's highest bid), `decimal_scale` of its currency;
 * - `fee_rate`: the share of the price the SELLER of this listing pays (nft-math NFT_FEE_RATE,
 *   "0.025"; "0" while the platform sells it first), so a screen shows fee and credit before
 *   confirming a resale; the buyer always pays exactly `price`;
 * - `round` (1 = the first sale, +1 per resale), `bid_count` (bids of this round), `owner_name`,
 *   `is_mine` (the caller owns it), `buy_status` (§19.1's client-derived 2 / 1 / 0, computed by
 *   the server at its `now`); `author` is the artist's name, `owner` the owner's user id.
 * Every answer with items carries `now` (the sandbox clock, unix seconds) for countdowns.
 *
 * Endpoints (`/api/bind_box/...`):
 * - GET `getBoxList` `{ page, limit (default 2 as §19, at most 50), currency, pay_type, status,
 *   type, keyword }` → `{ list, total, page, limit, now }`, ordered status desc, id desc. An
 *   unopened blind box is listed like any item (`rarity` null).
 * - GET `getBoxDetail` `{ id | code }` → the item + `collect_number` + `now` (unknown: notFound;
 *   neither given: parameterError, not §19's "ok with text").
 * - GET `getArtist` `{ page, limit (10) }` → `{ list: [{ id, nickname, head_portrait,
 *   artworks_number }], total, page, limit }`, artists with most works first.
 * - GET `getArtistDetail` `{ uid }` → `{ id, nickname, head_portrait, artworks, collects,
 *   artworks_collect_number, now }` (collects: what the artist favourited; an unknown uid or a
 *   user without works: notFound).
 * - POST `collect` `{ code }` toggles the caller's favourite → `{ collect, collect_number }`;
 *   the owner cannot (`nftOwnItem`); one toggle per user per second (`requestTooFrequent`).
 * - GET `getCollection` → `{ list, now }` the caller's favourites, newest first.
 * - GET `getNftCurrency` → `[{ id, name, decimal_scale }]` currencies of listed items.
 * - POST `buyNFT` `{ code, idempotency_key }`: fixed price (pay_type 1) or blind box (3). In
 *   order: notFound, `nftIsAuction`, `nftOwnItem`, `nftSold` (this listing was sold: the race's
 *   losers), `nftNotStarted` / `nftNotOnSale` (window and status), `insufficientBalance`
 *   (funds account of the item's currency < price). First buyer wins: the sale is one SQLite
 *   transaction re-reading the item, and nft_orders is unique per item and round. A repeated key
 *   answers the first purchase. → `{ order, item, now }`; order `{ id, code, round, kind, price,
 *   fee, currency_id, currency_name, created }` (fee: what the seller paid).
 * - POST `getMyNFTs` → `{ list, now }` the caller's items (listed or not), newest change first.
 * - POST `resellNFT` `{ code, pay_type 1 | 2, price, start_time, end_time (unix s),
 *   per_increase (auctions) }`: owner only (another's: notFound), not while listed
 *   (`nftListed`), not while an auction winner has not paid (`nftPaymentPending`), not an
 *   unopened blind box (`nftBoxUnopened`: open it first, so the buyer knows what is sold), then
 *   nft-math resellIssue. Starts round + 1: list price = price, bid_count 0, status 1,
 *   resell_nft_status 1; an auction's deposit is nft-math resaleDeposit. → the item. With an
 *   `idempotency_key` (the resale screen sends one) a repeat answers the item as it is now
 *   instead of `nftListed`, and another request under the key is `idempotencyConflict`.
 * - POST `cancelResell` `{ code, idempotency_key? }` (new): owner only, listed (`nftNotListed`),
 *   no bid this round (`nftHasBids`) → the item, unlisted (status 0, resell_nft_status 0); the
 *   round is spent. A repeated key answers the item as it is now.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from './common'
import { IdempotencyKeyField } from './wallet/common'
import { Id } from './wallet/fields'

export const NFT_LIST_DEFAULT = 2
export const NFT_LIST_MAX = 50
export const NFT_ARTISTS_DEFAULT = 10
export const NFT_CHAIN = 'HX'
/** One favourite toggle per user per this many ms. */
export const COLLECT_INTERVAL_MS = 1000

export const nftMediaTypes = ['image', 'gif', 'audio', 'video'] as const
export type NftMediaType = (typeof nftMediaTypes)[number]
export const nftMediaTypeOf = (code: number): NftMediaType => nftMediaTypes[code - 1] ?? 'image'

export const nftPayTypes = ['fixed', 'auction', 'blindBox'] as const
export type NftPayType = (typeof nftPayTypes)[number]
export const nftPayTypeOf = (code: number): NftPayType => nftPayTypes[code - 1] ?? 'fixed'

export const nftRarities = ['N', 'R', 'SR'] as const
export type NftRarity = (typeof nftRarities)[number]

/* ---------- requests ---------- */

const intField = (max?: number) =>
  z.coerce
    .number<number>('parameterError')
    .check(
      z.int('parameterError'),
      z.positive('parameterError'),
      ...(max ? [z.lte(max, 'parameterError')] : []),
    )
const blank = (v: unknown) => (v === '' || v === null ? undefined : v)
/** An optional positive integer ('' = not given), e.g. a filter. */
const optionalInt = (max?: number) => z.pipe(z.transform(blank), z.optional(intField(max)))
const page = z._default(intField(), 1)
const Code = z
  .string('parameterError')
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'parameterError'))
/** One of `values` (a number or its text). */
const Enum = (values: readonly number[]) =>
  z.coerce.number<number>('parameterError').check(
    z.int('parameterError'),
    z.refine((v) => values.includes(v), 'parameterError'),
  )

/** GET bind_box/getBoxList. */
export const NftListRequest = z.object({
  page,
  limit: z._default(intField(NFT_LIST_MAX), NFT_LIST_DEFAULT),
  currency: optionalInt(),
  pay_type: z.pipe(z.transform(blank), z.optional(Enum([1, 2, 3]))),
  status: z.pipe(z.transform(blank), z.optional(Enum([0, 1]))),
  type: z.pipe(z.transform(blank), z.optional(Enum([1, 2, 3, 4]))),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(64, 'parameterError'))),
})
export type NftListRequest = {
  page?: number
  limit?: number
  currency?: number
  pay_type?: 1 | 2 | 3
  status?: 0 | 1
  type?: 1 | 2 | 3 | 4
  keyword?: string
}

/** GET bind_box/getBoxDetail: `id` or `code`. */
export const NftDetailRequest = z
  .object({ id: optionalInt(), code: z.pipe(z.transform(blank), z.optional(Code)) })
  .check(z.refine((v) => v.id !== undefined || v.code !== undefined, 'parameterError'))
export type NftDetailRequest = {
  id?: number
  code?: string
}

/** GET bind_box/getArtist. */
export const NftArtistsRequest = z.object({
  page,
  limit: z._default(intField(NFT_LIST_MAX), NFT_ARTISTS_DEFAULT),
})
export type NftArtistsRequest = z.input<typeof NftArtistsRequest>

/** GET bind_box/getArtistDetail. */
export const NftArtistRequest = z.object({ uid: Id })
export type NftArtistRequest = z.input<typeof NftArtistRequest>

/** POST bind_box/collect, cancelResell; the item's code. */
export const NftCodeRequest = z.object({ code: Code })
export type NftCodeRequest = z.input<typeof NftCodeRequest>

/**
 * POST bind_box/cancelResell: the item's code and, from the screens, an idempotency key (a repeat
 * answers the first cancellation instead of `nftNotListed`).
 */
export const NftCancelResellRequest = z.object({
  code: Code,
  idempotency_key: z.optional(IdempotencyKeyField),
})
export type NftCancelResellRequest = { code: string; idempotency_key?: string }

/** POST bind_box/buyNFT. */
export const NftBuyRequest = z.object({ code: Code, idempotency_key: IdempotencyKeyField })
export type NftBuyRequest = z.input<typeof NftBuyRequest>

const Price = z.pipe(
  z.union([z.string(), z.number()], 'priceRequired'),
  z.transform((v: string | number) => String(v).trim()),
)
const UnixSeconds = z.coerce
  .number<number>('parameterError')
  .check(
    z.int('parameterError'),
    z.positive('parameterError'),
    z.lte(99_999_999_999, 'parameterError'),
  )

/** POST bind_box/resellNFT: times in unix seconds; `per_increase` for auctions (pay_type 2). */
export const NftResellRequest = z.object({
  code: Code,
  pay_type: Enum([1, 2]),
  price: Price,
  per_increase: z.pipe(z.transform(blank), z.optional(Price)),
  start_time: UnixSeconds,
  end_time: UnixSeconds,
  idempotency_key: z.optional(IdempotencyKeyField),
})
export type NftResellRequest = {
  code: string
  pay_type: 1 | 2
  price: string
  /** Auctions: the minimum increment. */
  per_increase?: string
  /** Unix seconds. */
  start_time: number
  end_time: number
  /** From the screens: a repeat under the key answers the first listing (not `nftListed`). */
  idempotency_key?: string
}

/* ---------- answers ---------- */

/** One item as the sandbox writes it (see the header). */
export interface NftItemWire {
  id: number
  code: string
  type: 1 | 2 | 3 | 4
  currency_id: number
  currency_name: string
  decimal_scale: number
  name: string
  price: string
  list_price: string
  image: string
  media: string | null
  description: string
  author_description: string
  author: string
  owner: number
  owner_name: string
  author_id: number
  author_name: string
  author_avatar: string
  status: 0 | 1
  start_time: number
  end_time: number
  created: number
  updated: number
  pay_type: 1 | 2 | 3
  per_increase: string
  chain: string
  rarity: NftRarity | null
  margin: string
  rarity_house_id: number
  rarity_status: 0 | 1
  resell_nft_status: 0 | 1
  lock_order: 0 | 1
  collect: boolean
  fee_rate: string
  round: number
  bid_count: number
  is_mine: boolean
  buy_status: 0 | 1 | 2
}

export interface NftItem {
  id: number
  code: string
  mediaType: NftMediaType
  currencyId: number
  currencyName: string
  scale: number
  name: string
  /** Current price: the asking price, or an auction's highest bid. */
  price: string
  listPrice: string
  image: string
  media: string | null
  description: string
  authorDescription: string
  authorId: number
  authorName: string
  authorAvatar: string
  ownerId: number
  ownerName: string
  onSale: boolean
  /** Epoch ms. */
  startTime: number
  endTime: number
  created: number
  updated: number
  payType: NftPayType
  perIncrease: string
  chain: string
  /** null: an unopened blind box. */
  rarity: NftRarity | null
  /** Auction deposit, USDT. */
  margin: string
  seriesId: number
  opened: boolean
  listed: boolean
  paymentPending: boolean
  collected: boolean
  feeRate: string
  round: number
  bidCount: number
  mine: boolean
  /** §19.1 buy_status at the server's now: 2 not started, 1 buyable, 0 ended. */
  buyStatus: 0 | 1 | 2
}

const Time = WireInt
const Bool = z.union([
  z.boolean(),
  z.pipe(
    WireInt,
    z.transform((v: number) => v === 1),
  ),
])
const bit = z.pipe(
  WireInt,
  z.transform((v: number) => (v === 1 ? 1 : 0) as 0 | 1),
)

export const itemShape = {
  id: WireInt,
  code: z.string(),
  type: WireInt,
  currency_id: WireInt,
  currency_name: z.string(),
  decimal_scale: z._default(z.optional(WireInt), 4),
  name: z.string(),
  price: Decimal,
  list_price: z.optional(Decimal),
  image: z.string(),
  media: z._default(z.optional(z.nullable(z.string())), null),
  description: z._default(z.optional(z.string()), ''),
  author_description: z._default(z.optional(z.string()), ''),
  author: z._default(z.optional(z.string()), ''),
  owner: WireInt,
  owner_name: z._default(z.optional(z.string()), ''),
  author_id: WireInt,
  author_name: z._default(z.optional(z.string()), ''),
  author_avatar: z._default(z.optional(z.string()), ''),
  status: bit,
  start_time: Time,
  end_time: Time,
  created: Time,
  updated: Time,
  pay_type: WireInt,
  per_increase: z._default(z.optional(Decimal), '0'),
  chain: z._default(z.optional(z.string()), NFT_CHAIN),
  rarity: z._default(z.optional(z.nullable(z.enum(nftRarities))), null),
  margin: z._default(z.optional(Decimal), '0'),
  rarity_house_id: z._default(z.optional(z.nullable(WireInt)), 0),
  rarity_status: bit,
  resell_nft_status: bit,
  lock_order: bit,
  collect: z._default(z.optional(Bool), false),
  fee_rate: z._default(z.optional(Decimal), '0'),
  round: z._default(z.optional(WireInt), 1),
  bid_count: z._default(z.optional(WireInt), 0),
  is_mine: z._default(z.optional(Bool), false),
  buy_status: z.optional(WireInt),
}
type ItemShape = z.output<z.ZodMiniObject<typeof itemShape>>

const s = (seconds: number) => seconds * 1000

/** The wire item → NftItem; `now` (epoch ms) decides buy_status when the server did not send it. */
export function toNftItem(w: ItemShape, now: number): NftItem {
  const derived = now < s(w.start_time) ? 2 : now <= s(w.end_time) && w.status === 1 ? 1 : 0
  return {
    id: w.id,
    code: w.code,
    mediaType: nftMediaTypeOf(w.type),
    currencyId: w.currency_id,
    currencyName: w.currency_name,
    scale: w.decimal_scale,
    name: w.name,
    price: w.price,
    listPrice: w.list_price ?? w.price,
    image: w.image,
    media: w.media,
    description: w.description,
    authorDescription: w.author_description,
    authorId: w.author_id,
    authorName: w.author_name || w.author,
    authorAvatar: w.author_avatar,
    ownerId: w.owner,
    ownerName: w.owner_name,
    onSale: w.status === 1,
    startTime: s(w.start_time),
    endTime: s(w.end_time),
    created: s(w.created),
    updated: s(w.updated),
    payType: nftPayTypeOf(w.pay_type),
    perIncrease: w.per_increase,
    chain: w.chain,
    rarity: w.rarity,
    margin: w.margin,
    seriesId: w.rarity_house_id ?? 0,
    opened: w.rarity_status === 1,
    listed: w.resell_nft_status === 1,
    paymentPending: w.lock_order === 1,
    collected: w.collect,
    feeRate: w.fee_rate,
    round: w.round,
    bidCount: w.bid_count,
    mine: w.is_mine,
    buyStatus: (w.buy_status === 0 || w.buy_status === 1 || w.buy_status === 2
      ? w.buy_status
      : derived) as 0 | 1 | 2,
  }
}

const NowField = WireInt
const items = (list: ItemShape[], now: number) => list.map((i) => toNftItem(i, s(now)))

export interface NftList {
  items: NftItem[]
  total: number
  page: number
  limit: number
  /** The sandbox clock when it answered, epoch ms. */
  now: number
}

/** getBoxList. */
export const NftListAnswer = z.pipe(
  z.object({
    list: z.array(z.object(itemShape)),
    total: WireInt,
    page: WireInt,
    limit: WireInt,
    now: NowField,
  }),
  z.transform((w): NftList => ({
    items: items(w.list, w.now),
    total: w.total,
    page: w.page,
    limit: w.limit,
    now: s(w.now),
  })),
)

export interface NftDetail {
  item: NftItem
  collectNumber: number
  now: number
}

/** getBoxDetail: the item's fields + collect_number + now. */
export const NftDetailAnswer = z.pipe(
  z.object({ ...itemShape, collect_number: WireInt, now: NowField }),
  z.transform(({ collect_number, now, ...w }): NftDetail => ({
    item: toNftItem(w, s(now)),
    collectNumber: collect_number,
    now: s(now),
  })),
)

export interface NftArtist {
  id: number
  nickname: string
  avatar: string
  artworks: number
}

const artistShape = {
  id: WireInt,
  nickname: z.string(),
  head_portrait: z._default(z.optional(z.string()), ''),
  artworks_number: z._default(z.optional(WireInt), 0),
}
const toArtist = (w: z.output<z.ZodMiniObject<typeof artistShape>>): NftArtist => ({
  id: w.id,
  nickname: w.nickname,
  avatar: w.head_portrait,
  artworks: w.artworks_number,
})

/** getArtist. */
export const NftArtistsAnswer = z.pipe(
  z.object({
    list: z.array(z.object(artistShape)),
    total: WireInt,
    page: WireInt,
    limit: WireInt,
  }),
  z.transform((w) => ({
    artists: w.list.map(toArtist),
    total: w.total,
    page: w.page,
    limit: w.limit,
  })),
)
export type NftArtists = z.output<typeof NftArtistsAnswer>

export interface NftArtistDetail {
  artist: NftArtist
  artworks: NftItem[]
  collects: NftItem[]
  /** Favourites of all the artist's works together. */
  artworksCollectNumber: number
  now: number
}

/** getArtistDetail. */
export const NftArtistDetailAnswer = z.pipe(
  z.object({
    ...artistShape,
    artworks: z.array(z.object(itemShape)),
    collects: z.array(z.object(itemShape)),
    artworks_collect_number: WireInt,
    now: NowField,
  }),
  z.transform((w): NftArtistDetail => ({
    artist: toArtist({ ...w, artworks_number: w.artworks.length }),
    artworks: items(w.artworks, w.now),
    collects: items(w.collects, w.now),
    artworksCollectNumber: w.artworks_collect_number,
    now: s(w.now),
  })),
)

/** collect: the new state. */
export const NftCollectAnswer = z.pipe(
  z.object({ collect: Bool, collect_number: WireInt }),
  z.transform((w) => ({ collected: w.collect, collectNumber: w.collect_number })),
)
export type NftCollect = z.output<typeof NftCollectAnswer>

export interface NftItems {
  items: NftItem[]
  now: number
}

/** getCollection, getMyNFTs: `{ list, now }`. */
export const NftItemsAnswer = z.pipe(
  z.object({ list: z.array(z.object(itemShape)), now: NowField }),
  z.transform((w): NftItems => ({ items: items(w.list, w.now), now: s(w.now) })),
)

/** getNftCurrency. */
export const NftCurrenciesAnswer = z.array(
  z.pipe(
    z.object({ id: WireInt, name: z.string(), decimal_scale: z._default(z.optional(WireInt), 4) }),
    z.transform((w) => ({ id: w.id, name: w.name, scale: w.decimal_scale })),
  ),
)
export type NftCurrency = z.output<typeof NftCurrenciesAnswer>[number]

export interface NftOrderWire {
  id: number
  code: string
  round: number
  kind: 'fixed' | 'auction' | 'blindBox'
  price: string
  fee: string
  currency_id: number
  currency_name: string
  created: number
}

export interface NftPurchase {
  order: {
    id: number
    code: string
    round: number
    kind: 'fixed' | 'auction' | 'blindBox'
    price: string
    fee: string
    currencyId: number
    currencyName: string
    created: number
  }
  item: NftItem
  now: number
}

/** buyNFT. */
export const NftBuyAnswer = z.pipe(
  z.object({
    order: z.object({
      id: WireInt,
      code: z.string(),
      round: WireInt,
      kind: z.enum(['fixed', 'auction', 'blindBox']),
      price: Decimal,
      fee: Decimal,
      currency_id: WireInt,
      currency_name: z.string(),
      created: Time,
    }),
    item: z.object(itemShape),
    now: NowField,
  }),
  z.transform((w): NftPurchase => ({
    order: {
      id: w.order.id,
      code: w.order.code,
      round: w.order.round,
      kind: w.order.kind,
      price: w.order.price,
      fee: w.order.fee,
      currencyId: w.order.currency_id,
      currencyName: w.order.currency_name,
      created: s(w.order.created),
    },
    item: toNftItem(w.item, s(w.now)),
    now: s(w.now),
  })),
)

/** resellNFT, cancelResell: the item as it is now. */
export const NftItemAnswer = z.pipe(
  z.object({ ...itemShape, now: NowField }),
  z.transform(({ now, ...w }) => ({ item: toNftItem(w, s(now)), now: s(now) })),
)
export type NftItemAnswer = z.output<typeof NftItemAnswer>
