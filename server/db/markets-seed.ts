/**
 * Reference data of schema v2: currencies and their pairs against USDT, inserted by the migration
 * (db/migrations/002-markets.sql) so an upgraded database gets them too. Ids never change: 1 = BTC,
 * 2 = ETH, 3 = USDT (api-reference §5.1); pair 1 = BTC/USDT, 2 = ETH/USDT. Start prices are the
 * early-2024 market levels, where the walk's genesis (2024-01-01) sits.
 */
import type Database from 'better-sqlite3'
import { marketsRepository, type NewCurrency, type NewPair } from '../src/repositories/markets'

export const USDT_ID = 3

// name, decimal scale, start price, price decimals, volume decimals, daily volatility, volume/min
type Row = [string, number, string, number, number, string, string]
const bases: Array<[id: number, ...Row]> = [
  [1, 'BTC', 8, '42000', 2, 4, '0.030', '2.5'],
  [2, 'ETH', 8, '2300', 2, 4, '0.035', '40'],
  [4, 'BNB', 8, '310', 2, 3, '0.035', '60'],
  [5, 'SOL', 8, '100', 3, 3, '0.050', '400'],
  [6, 'XRP', 4, '0.62', 4, 1, '0.040', '150000'],
  [7, 'ADA', 4, '0.58', 4, 1, '0.045', '120000'],
  [8, 'DOGE', 4, '0.089', 5, 0, '0.050', '1200000'],
  [9, 'TRX', 4, '0.108', 5, 0, '0.030', '800000'],
  [10, 'DOT', 8, '8.2', 3, 2, '0.045', '3000'],
  [11, 'LTC', 8, '72', 2, 3, '0.040', '200'],
  [12, 'LINK', 8, '15', 3, 2, '0.045', '1500'],
  [13, 'AVAX', 8, '38', 2, 2, '0.050', '900'],
  [14, 'POL', 4, '0.92', 4, 1, '0.050', '40000'],
  [15, 'BCH', 8, '250', 2, 3, '0.040', '60'],
  [16, 'ATOM', 8, '10.5', 3, 2, '0.045', '2000'],
  [17, 'UNI', 8, '6.5', 3, 2, '0.050', '2500'],
  [18, 'XLM', 4, '0.125', 5, 0, '0.040', '300000'],
  [19, 'ETC', 8, '24', 3, 2, '0.045', '800'],
  [20, 'FIL', 8, '5.6', 3, 2, '0.050', '2500'],
  [21, 'NEAR', 8, '3.6', 3, 2, '0.055', '5000'],
  [22, 'APT', 8, '9.5', 3, 2, '0.055', '1500'],
  [23, 'ARB', 4, '1.9', 4, 1, '0.055', '12000'],
  [24, 'OP', 8, '3.6', 3, 2, '0.055', '5000'],
  [25, 'SHIB', 2, '0.0000105', 8, 0, '0.050', '300000000'],
  [26, 'TON', 8, '2.3', 3, 2, '0.045', '6000'],
]

export const seedCurrencies: NewCurrency[] = [
  ...bases.map(([id, name, decimal_scale], i) => ({
    id,
    name,
    decimal_scale,
    sort: i + 1,
    is_legal: 0,
    is_lever: 1,
    is_match: 1,
    is_micro: 1,
  })),
  {
    id: USDT_ID,
    name: 'USDT',
    decimal_scale: 4,
    sort: 0,
    is_legal: 1,
    is_lever: 0,
    is_match: 1,
    is_micro: 1,
  },
]

/** Pair ids follow the list: 1 = BTC/USDT, 2 = ETH/USDT, 3 = BNB/USDT … */
export const seedPairs: NewPair[] = bases.map(
  (
    [
      currency_id,
      ,
      ,
      start_price,
      precision_length,
      volume_decimals,
      daily_volatility,
      minute_volume,
    ],
    i,
  ) => ({
    id: i + 1,
    currency_id,
    legal_id: USDT_ID,
    precision_length,
    volume_decimals,
    start_price,
    daily_volatility,
    minute_volume,
    sort: i + 1,
  }),
)

export function seedMarkets(db: Database.Database): void {
  const markets = marketsRepository(db)
  for (const currency of seedCurrencies) markets.insertCurrency(currency)
  for (const pair of seedPairs) markets.insertPair(pair)
}
