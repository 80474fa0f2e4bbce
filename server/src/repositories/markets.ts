import type Database from 'better-sqlite3'
import type { PairSpec } from '../market/engine'

export interface CurrencyRow {
  id: number
  name: string
  logo: string
  sort: number
  is_display: number
  is_legal: number
  is_lever: number
  is_match: number
  is_micro: number
  decimal_scale: number
}
export type NewCurrency = Omit<CurrencyRow, 'logo' | 'is_display'> & Partial<CurrencyRow>

/** A displayed pair with its currency names: what the engine and the quote list need. */
export interface PairRow extends PairSpec {
  logo: string
  sort: number
  open_transaction: number
  open_lever: number
  open_microtrade: number
  open_coin_trade: number
}
export type NewPair = Omit<PairSpec, 'currency_name' | 'legal_name'> & { sort: number }

export function marketsRepository(db: Database.Database) {
  const insertCurrency = db.prepare(
    `INSERT INTO currencies (id, name, logo, sort, is_display, is_legal, is_lever, is_match, is_micro, decimal_scale)
     VALUES (@id, @name, @logo, @sort, @is_display, @is_legal, @is_lever, @is_match, @is_micro, @decimal_scale)`,
  )
  const insertPair = db.prepare(
    `INSERT INTO currency_matches
       (id, currency_id, legal_id, precision_length, volume_decimals, start_price, daily_volatility, minute_volume, sort)
     VALUES (@id, @currency_id, @legal_id, @precision_length, @volume_decimals, @start_price, @daily_volatility, @minute_volume, @sort)`,
  )
  const currencies = db.prepare<[], CurrencyRow>(
    'SELECT * FROM currencies WHERE is_display = 1 ORDER BY sort, id',
  )
  const currency = db.prepare<[number], CurrencyRow>('SELECT * FROM currencies WHERE id = ?')
  const pairs = db.prepare<[], PairRow>(
    `SELECT m.id, m.currency_id, m.legal_id, c.name AS currency_name, l.name AS legal_name,
            m.precision_length, m.volume_decimals, m.start_price, m.daily_volatility, m.minute_volume,
            c.logo, m.sort, m.open_transaction, m.open_lever, m.open_microtrade, m.open_coin_trade
       FROM currency_matches m
       JOIN currencies c ON c.id = m.currency_id
       JOIN currencies l ON l.id = m.legal_id
      WHERE m.is_display = 1
      ORDER BY m.legal_id, m.sort, m.id`,
  )

  return {
    insertCurrency: (row: NewCurrency) =>
      void insertCurrency.run({ logo: '', is_display: 1, ...row }),
    insertPair: (row: NewPair) => void insertPair.run(row),
    /** Displayed currencies, in display order. */
    listCurrencies: () => currencies.all(),
    findCurrency: (id: number) => currency.get(id),
    /** Displayed pairs, grouped by quote currency, in display order. */
    listPairs: () => pairs.all(),
  }
}

export type MarketsRepository = ReturnType<typeof marketsRepository>
