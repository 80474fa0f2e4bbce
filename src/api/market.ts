/** Market data API (api-reference §5.4 currency/list, §6; spec §7). */
import * as z from 'zod/mini'
import { get, getData, post, type RequestOptions } from './client'
import {
  Candle,
  CurrencyListResponse,
  FavouriteId,
  FavouriteList,
  QuotationResponse,
  Tick,
  type KlinePeriod,
  type TickRequest,
} from './contract/market'

const Candles = z.array(Candle)

/** K-line query: `from`/`to` in unix seconds (the contract's KlineRequest, as numbers). */
export interface KlineQuery {
  symbol: string
  period: KlinePeriod
  from: number
  to: number
}

// every market read feeds a list, chart or feed with its own loading state (RequestOptions.background)
const bg = (opts?: RequestOptions): RequestOptions => ({ ...opts, background: true })

export const marketApi = {
  /** GET currency/quotation_new: quote currencies, each with its pairs. */
  quotation: (opts?: RequestOptions) =>
    get('currency/quotation_new', {}, QuotationResponse, bg(opts)),
  /** GET currency/new_timeshar: the `code: 1` envelope, candles in `data`. */
  kline: (req: KlineQuery, opts?: RequestOptions) =>
    getData('currency/new_timeshar', { ...req }, Candles, bg(opts)),
  /**
   * GET market/tick: the engine's price at one past second (`time` in unix seconds), the price
   * option settlement uses. Public; `tickNotYet` for a second still to come.
   */
  tick: (req: TickRequest, opts?: RequestOptions) => get('market/tick', { ...req }, Tick, bg(opts)),
  favourites: (opts?: RequestOptions) => get('optional/list', {}, FavouriteList, bg(opts)),
  addFavourite: (req: { currency_id: number }, opts?: RequestOptions) =>
    post('optional/add', { ...req }, FavouriteId, opts),
  /** Takes the favourite row id, not the currency id. */
  removeFavourite: (req: { id: number }, opts?: RequestOptions) =>
    post('optional/del', { ...req }, FavouriteId, opts),
  currencies: (opts?: RequestOptions) => get('currency/list', {}, CurrencyListResponse, bg(opts)),
}
