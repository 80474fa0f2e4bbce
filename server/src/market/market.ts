/**
 * The engine bound to the app clock and the pairs table: the quote list and the socket payloads
 * for "now". The quote list is computed once per engine tick (one second) and its response body is
 * serialised to bytes once per tick too, so `currency/quotation_new` costs a cache lookup.
 */
import type {
  CanonicalPeriod,
  DayMarketEventWire,
  DepthEventWire,
  KlineEventWire,
  QuoteWire,
} from '../../../src/api/contract/market'
import type { Clock } from '../clock'
import { ok } from '../envelope'
import type { CurrencyRow, PairRow } from '../repositories/markets'
import { benchModeFromEnv, benchPairs, type BenchMode } from './bench'
import { createMarketEngine, type CandleValues, type EngineOptions } from './engine'

/** A socket item before the feed stamps its `seq`. */
export type Unsequenced<T> = T extends unknown ? Omit<T, 'seq'> : never

export type Market = ReturnType<typeof createMarket>

export interface MarketOptions extends Omit<EngineOptions, 'pairs'> {
  pairs: readonly PairRow[]
  currencies: readonly CurrencyRow[]
  clock: Clock
  /** The bench-only feed mode (bench.ts); default from MARKET_BENCH_PAIRS/_RATE, normally off. */
  bench?: BenchMode | null
}

export const symbolOf = (pair: { currency_name: string; legal_name: string }) =>
  `${pair.currency_name}/${pair.legal_name}`

export function createMarket({
  pairs: tablePairs,
  currencies,
  clock,
  bench = benchModeFromEnv(process.env),
  ...engineOptions
}: MarketOptions) {
  const legals = currencies.filter((c) => c.is_legal === 1)
  // bench mode lists synthetic pairs instead of the real ones, in memory only
  const pairs = bench && legals[0] ? benchPairs(bench.pairs, legals[0]) : tablePairs
  const engine = createMarketEngine({ ...engineOptions, pairs })
  const bySymbol = new Map(pairs.map((pair) => [symbolOf(pair), pair]))
  const byCurrency = new Map(pairs.map((pair) => [pair.currency_id, pair]))

  let quotesTick = Number.NaN
  let quotes: QuoteWire[] = []
  let bodyTick = Number.NaN
  let body = Buffer.alloc(0)
  let bodyBuilds = 0

  const tick = () => engine.stepAt(clock.now())

  function pairFields(pair: PairRow) {
    const { id, currency_id, currency_name, legal_id, legal_name } = pair
    return {
      match_id: id,
      currency_id,
      currency_name,
      legal_id,
      legal_name,
      symbol: symbolOf(pair),
    }
  }

  /** The quote of every displayed pair at the current tick (cached for the tick). */
  function currentQuotes(): QuoteWire[] {
    const now = tick()
    if (now === quotesTick) return quotes
    quotes = pairs.map((pair) => {
      const t = engine.ticker(pair.id, now * 1000)
      return {
        id: pair.id,
        currency_id: pair.currency_id,
        legal_id: pair.legal_id,
        currency_name: pair.currency_name,
        legal_name: pair.legal_name,
        symbol: symbolOf(pair),
        now_price: t.close,
        change: t.change,
        open: t.open,
        high: t.high,
        low: t.low,
        volume: t.volume,
        precision_length: pair.precision_length,
        logo: pair.logo,
        sort: pair.sort,
        open_transaction: pair.open_transaction,
        open_lever: pair.open_lever,
        open_microtrade: pair.open_microtrade,
        open_coin_trade: pair.open_coin_trade,
        time: now * 1000,
      }
    })
    quotesTick = now
    return quotes
  }

  /** The whole `currency/quotation_new` response body, serialised (and encoded) once per tick. */
  function quotationBody(): Buffer {
    const now = tick()
    if (now === bodyTick) return body
    const all = currentQuotes()
    const grouped = legals.map((legal) => ({
      id: legal.id,
      name: legal.name,
      logo: legal.logo,
      quotation: all.filter((q) => q.legal_id === legal.id),
    }))
    body = Buffer.from(JSON.stringify(ok(grouped)))
    bodyTick = now
    bodyBuilds++
    return body
  }

  function dayMarketItems(): Array<Unsequenced<DayMarketEventWire>> {
    return currentQuotes().map((q, i) => ({
      type: 'daymarket',
      period: '1day',
      ...pairFields(pairs[i]!),
      open: q.open,
      close: q.now_price,
      high: q.high,
      low: q.low,
      volume: q.volume,
      now_price: q.now_price,
      change: q.change,
      time: q.time!,
    }))
  }

  function klineItem(pair: PairRow, period: CanonicalPeriod): Unsequenced<KlineEventWire> {
    const c: CandleValues = engine.currentCandle(pair.id, period, tick() * 1000)
    const { open, close, high, low, volume } = c
    return {
      type: 'kline',
      period,
      ...pairFields(pair),
      open,
      close,
      high,
      low,
      volume,
      time: c.time * 1000,
    }
  }

  function depthItem(pair: PairRow): Unsequenced<DepthEventWire> {
    const now = tick()
    return {
      type: 'market_depth',
      ...pairFields(pair),
      'base-currency': pair.currency_name,
      'quote-currency': pair.legal_name,
      ...engine.depth(pair.id, now * 1000),
      time: now * 1000,
    }
  }

  return {
    engine,
    pairs,
    /** Non-null only in the bench-only feed mode (bench.ts). */
    bench: bench ?? null,
    currencies,
    tick,
    /** The price of pair `pairId` now: what quotes show and, later, what orders settle at. */
    price: (pairId: number) => engine.price(pairId, clock.now()),
    pairBySymbol: (symbol: string) => bySymbol.get(symbol),
    pairByCurrency: (currencyId: number) => byCurrency.get(currencyId),
    currentQuotes,
    quotationBody,
    /** How many times the quotation body was serialised (one per tick that had a request). */
    quotationBuilds: () => bodyBuilds,
    dayMarketItems,
    klineItem,
    depthItem,
  }
}
