/**
 * Market-data contract (api-reference §5.4 currency/list, §6 market data, §13 socket; spec §7).
 * Wire quirks are normalised here, once: numbers as strings, 0/1 flags (→ booleans), depth levels
 * sent as JSON text, the K-line `code: 1` envelope and its `id`/`amount` candle fields.
 *
 * Designed here where the reference is silent (the sandbox implements exactly this):
 * - Prices come from one seeded random walk per pair, one step per second of server clock time
 *   (MARKET_TICK_MS). Quotes, candles and depth all derive from it: no per-user prices, injected
 *   candles or invented volume. Prices have the pair's `precision_length` decimals.
 * - A quote's `open`/`high`/`low`/`volume`/`change` cover the rolling 24 h up to now; `change` is
 *   a percent with two decimals, "+"-prefixed when positive.
 * - Candles: `klinePeriods` (aliases in `periodAliases`), UTC buckets, weeks from Monday, calendar
 *   months and years. `from`/`to` in unix seconds, from ≤ to, at most KLINE_MAX_CANDLES buckets;
 *   the answer holds every bucket overlapping [from, to] up to now, the last maybe in progress.
 *   `volume` (= `amount`) is base currency; turnover is not modelled, so `vol` is not sent.
 *   Errors: `{ code: -1, msg, data: [], reason }`, `reason` a BusinessErrorCode.
 * - Socket: at most one batch `{ time, items }` per event and room every MARKET_BATCH_INTERVAL_MS,
 *   holding only changed items. Each item has `seq`, +1 per update of its stream (daymarket and
 *   market_depth: per symbol; kline: per symbol and period); a jump means a missed update, so
 *   refetch or resubscribe. `daymarket` reaches every socket; `kline` and `market_depth` only the
 *   sockets that `subscribe`d, whose ack holds the current item with the stream's current `seq`.
 *   The real platform (api-reference §13.3) sends one bare item per emit, without `seq`, and a
 *   `market_depth` without `match_id` or `time`: the item schemas accept that too (`seq`
 *   optional; a depth without `time` is stamped on arrival) and the socket client wraps a bare
 *   item as a one-item batch. Depth sides are sorted here (asks ascending, bids descending),
 *   whatever order the wire has.
 * - Favourites (`optional/*`) need a session; `optional/del` takes the row id and deletes only the
 *   caller's own row.
 */
import { Big } from 'big.js'
import * as z from 'zod/mini'
import { BusinessErrorCode, Decimal, WireInt } from './common'

/** One socket batch per event type and room at most this often. */
export const MARKET_BATCH_INTERVAL_MS = 100
/** The walk's base step: one price per second of server clock time. */
export const MARKET_TICK_MS = 1000
/** Most buckets one `currency/new_timeshar` request may span. */
export const KLINE_MAX_CANDLES = 2000
/** Order-book levels per side in `market_depth`. */
export const DEPTH_LEVELS = 10

/**
 * The periods the server computes, each with its longest bucket in seconds (months 31 days,
 * years 366), which bounds a request's range.
 */
// prettier-ignore
export const periodSeconds = {
  '1min': 60, '5min': 300, '15min': 900, '30min': 1800, '60min': 3600,
  '1day': 86_400, '1week': 604_800, '1mon': 31 * 86_400, '1year': 366 * 86_400,
} as const
export type CanonicalPeriod = keyof typeof periodSeconds
export const canonicalPeriods = Object.keys(periodSeconds) as CanonicalPeriod[]

/** The reference's other spellings (api-reference §6.2). */
const aliases = { '1H': '60min', '1D': '1day', '1W': '1week', '1M': '1mon', '1Y': '1year' } as const
export type KlinePeriod = CanonicalPeriod | keyof typeof aliases

/** Every `period` the K-line endpoint accepts. */
export const klinePeriods = [...canonicalPeriods, ...Object.keys(aliases)] as KlinePeriod[]
export const KlinePeriod = z.enum(klinePeriods)

/** Period → the period computed for it. */
export const periodAliases = {
  ...Object.fromEntries(canonicalPeriods.map((p) => [p, p])),
  ...aliases,
} as Record<KlinePeriod, CanonicalPeriod>

/** `BTC/USDT`, case-insensitive on the wire, upper-case after parsing. */
export const MarketSymbol = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'parameterError'),
      z.regex(/^[A-Za-z0-9]{1,20}\/[A-Za-z0-9]{1,20}$/, 'pairNotFound'),
    ),
  z.transform((v: string) => v.toUpperCase()),
)

/** A 0/1 feature flag, sometimes a string on the wire. */
const Flag = z.pipe(
  WireInt,
  z.transform((v: number) => v === 1),
)
/** A percent change: decimal with an optional sign, "+1.23" or "-0.50". */
export const ChangePercent = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v: string | number) => String(v).trim()),
  ),
  z.string().check(z.regex(/^[+-]?\d+(\.\d+)?$/, 'parameterError')),
)
const UnixSeconds = z.coerce.number().check(z.int(), z.nonnegative())

/** One trading pair of `currency/quotation_new` (a `currency_matches` row with live figures). */
export const Quote = z.pipe(
  z.object({
    id: WireInt,
    currency_id: WireInt,
    legal_id: WireInt,
    currency_name: z.string(),
    legal_name: z.string(),
    symbol: z.optional(z.string()),
    now_price: Decimal,
    change: ChangePercent,
    open: Decimal,
    high: Decimal,
    low: Decimal,
    volume: Decimal,
    precision_length: WireInt,
    logo: z._default(z.optional(z.string()), ''),
    sort: z._default(z.optional(WireInt), 0),
    open_transaction: Flag,
    open_lever: Flag,
    open_microtrade: Flag,
    open_coin_trade: Flag,
    /** When the figures were computed (ms); absent on the legacy backend. */
    time: z.optional(WireInt),
  }),
  z.transform((q) => ({ ...q, symbol: q.symbol ?? `${q.currency_name}/${q.legal_name}` })),
)
export type Quote = z.infer<typeof Quote>
export type QuoteWire = z.input<typeof Quote>

/** `currency/quotation_new` `message`: quote (legal) currencies, each with its pairs. */
export const QuotationResponse = z.array(
  z.object({
    id: WireInt,
    name: z.string(),
    logo: z._default(z.optional(z.string()), ''),
    quotation: z.array(Quote),
  }),
)
export type QuotationResponse = z.infer<typeof QuotationResponse>
export type QuotationWire = z.input<typeof QuotationResponse>

/** GET `currency/new_timeshar` (alias `currency/kline_market`). */
export const KlineRequest = z
  .object({ symbol: MarketSymbol, period: KlinePeriod, from: UnixSeconds, to: UnixSeconds })
  .check(
    z.refine((v) => v.from <= v.to, { message: 'parameterError', path: ['to'] }),
    z.refine((v) => v.to - v.from <= KLINE_MAX_CANDLES * periodSeconds[periodAliases[v.period]], {
      message: 'rangeTooLarge',
      path: ['to'],
    }),
  )
/** What a client sends (the schema's input type would be `unknown` for the coerced numbers). */
export type KlineRequest = { symbol: string; period: KlinePeriod; from: number; to: number }

/** One K-line bar, normalised: `time` is the bar's open in unix **seconds** (the wire's `id`). */
export const Candle = z.pipe(
  z.object({
    id: WireInt,
    open: Decimal,
    close: Decimal,
    high: Decimal,
    low: Decimal,
    volume: z.optional(Decimal),
    amount: z.optional(Decimal),
  }),
  z.transform(({ id, open, high, low, close, volume, amount }) => ({
    time: id,
    open,
    high,
    low,
    close,
    volume: volume ?? amount ?? '0',
  })),
)
export type Candle = z.infer<typeof Candle>
/** The wire bar as the sandbox sends it (`time` in ms, `amount` = `volume`). */
export type CandleWire = z.input<typeof Candle> & { time: number }

export const KlineResponse = z.object({
  code: z.union([z.literal(1), z.literal('1')]),
  msg: z._default(z.optional(z.string()), ''),
  data: z.array(Candle),
})
export type KlineResponse = z.infer<typeof KlineResponse>

export const KlineErrorEnvelope = z.object({
  code: z.literal(-1),
  msg: z.string(),
  data: z.array(z.unknown()),
  reason: z.optional(BusinessErrorCode),
})
export type KlineErrorEnvelope = z.infer<typeof KlineErrorEnvelope>

/**
 * GET `market/tick` (designed here; the reference has none): the engine's price at one past
 * second, the price quotes, candles and option settlement use, i.e. the close of that second's
 * 1-second bar. Public. `time` in unix seconds, at most the second in progress (`tickNotYet`
 * after it) and not before the walk's genesis (`parameterError`); an unknown pair is
 * `pairNotFound`.
 */
export const TickRequest = z.object({ symbol: MarketSymbol, time: UnixSeconds })
/** What a client sends (the schema's input type would be `unknown` for the coerced number). */
export type TickRequest = { symbol: string; time: number }

/** `market/tick` `message`: `price` has the pair's `precision_length` decimals. */
export const Tick = z.object({ symbol: z.string(), time: WireInt, price: Decimal })
export type Tick = z.infer<typeof Tick>
export type TickWire = z.input<typeof Tick>

/** `optional/list` rows; `optional/add` answers `{ id }` and `optional/del` echoes `{ id }`. */
export const Favourite = z.object({ id: WireInt, currency_id: WireInt })
export type Favourite = z.infer<typeof Favourite>
export const FavouriteList = z.array(Favourite)
export const AddFavouriteRequest = z.object({
  currency_id: z.coerce.number().check(z.int(), z.positive()),
})
export const DeleteFavouriteRequest = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
})
export type AddFavouriteRequest = { currency_id: number }
export type DeleteFavouriteRequest = { id: number }
export const FavouriteId = z.object({ id: WireInt })

/** `currency/list` (api-reference §5.4): the displayed currencies, and those that are legal. */
export const Currency = z.object({
  id: WireInt,
  name: z.string(),
  logo: z._default(z.optional(z.string()), ''),
  sort: z._default(z.optional(WireInt), 0),
  decimal_scale: WireInt,
  is_legal: Flag,
  is_lever: Flag,
  is_match: Flag,
  is_micro: Flag,
})
export type Currency = z.infer<typeof Currency>
export type CurrencyWire = z.input<typeof Currency>
export const CurrencyListResponse = z.object({
  currency: z.array(Currency),
  legal: z.array(Currency),
})
export type CurrencyListWire = z.input<typeof CurrencyListResponse>

/* ---- socket.io (api-reference §13.3) ---- */

/**
 * Event names; `subscribe`/`unsubscribe`/`login`/`logout` are client → server, the rest server →
 * client. `login` carries the numeric user id, as on the real platform (api-reference §13.2), and
 * `{ token }` as a second argument, which the sandbox requires.
 */
export const marketEvents = {
  daymarket: 'daymarket',
  kline: 'kline',
  depth: 'market_depth',
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  login: 'login',
  logout: 'logout',
} as const

const pairFields = {
  match_id: WireInt,
  currency_id: WireInt,
  currency_name: z.string(),
  legal_id: WireInt,
  legal_name: z.string(),
  symbol: z.string(),
}
const barFields = { open: Decimal, close: Decimal, high: Decimal, low: Decimal, volume: Decimal }

/** +1 per update of a stream; absent on the real platform, which has no gap detection. */
const Seq = z.optional(WireInt)

/** 24 h ticker of one pair (the quote's figures); `time` is the tick (ms). */
export const DayMarketEvent = z.object({
  type: z.literal('daymarket'),
  period: z.literal('1day'),
  ...pairFields,
  ...barFields,
  now_price: Decimal,
  change: ChangePercent,
  time: WireInt,
  seq: Seq,
})
export type DayMarketEvent = z.infer<typeof DayMarketEvent>
export type DayMarketEventWire = z.input<typeof DayMarketEvent>

/** The candle in progress for one pair and (canonical) period; `time` is its open (ms). */
export const KlineEvent = z.object({
  type: z.literal('kline'),
  period: z.enum(canonicalPeriods),
  ...pairFields,
  ...barFields,
  time: WireInt,
  seq: Seq,
})
export type KlineEvent = z.infer<typeof KlineEvent>
export type KlineEventWire = z.input<typeof KlineEvent>

/** `[[price, quantity], …]`, an array or its JSON text; sorted by price (`1` ascending). */
const depthLevels = (direction: 1 | -1) =>
  z.pipe(
    z.pipe(
      z.transform((v: unknown) => {
        if (typeof v !== 'string') return v
        try {
          return JSON.parse(v) as unknown
        } catch {
          return v
        }
      }),
      z.array(z.tuple([Decimal, Decimal])),
    ),
    z.transform((levels: [string, string][]) =>
      levels.toSorted((a, b) => direction * new Big(a[0]).cmp(b[0])),
    ),
  )

/**
 * Order book around the engine price: asks ascending, bids descending (best first), never crossing.
 * The real platform sends no `match_id` and no `time`; such a book is stamped when it is parsed.
 */
export const DepthEvent = z.object({
  type: z.literal('market_depth'),
  ...pairFields,
  match_id: z.optional(WireInt),
  'base-currency': z.optional(z.string()),
  'quote-currency': z.optional(z.string()),
  bids: depthLevels(-1),
  asks: depthLevels(1),
  time: z._default(z.optional(WireInt), () => Date.now()),
  seq: Seq,
})
export type DepthEvent = z.infer<typeof DepthEvent>
export type DepthEventWire = z.input<typeof DepthEvent>

/** What one emit carries: the changed items of one event type for one room. */
const batchOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({ time: WireInt, items: z.array(item) })
export const DayMarketBatch = batchOf(DayMarketEvent)
export const KlineBatch = batchOf(KlineEvent)
export const DepthBatch = batchOf(DepthEvent)
export type MarketBatch<T> = { time: number; items: T[] }
/** What the real platform emits instead of a batch: one bare item (api-reference §13.3). */
export const marketItemSchemas = {
  daymarket: DayMarketEvent,
  kline: KlineEvent,
  market_depth: DepthEvent,
} as const

/** `subscribe` / `unsubscribe` payload: depth per symbol, kline per symbol and period. */
export const MarketSubscription = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('depth'), symbol: MarketSymbol }),
  z.object({ channel: z.literal('kline'), symbol: MarketSymbol, period: KlinePeriod }),
])
export type MarketSubscription = z.input<typeof MarketSubscription>

/** The ack of `subscribe`: the room and its current item (with the stream's current `seq`). */
export const SubscribeAck = z.union([
  z.object({ ok: z.literal(true), room: z.string(), snapshot: z.union([KlineEvent, DepthEvent]) }),
  z.object({ ok: z.literal(false), reason: BusinessErrorCode }),
])
export type SubscribeAck = z.input<typeof SubscribeAck>
