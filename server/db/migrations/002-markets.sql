-- Schema version 2: currencies, trading pairs and favourites (issue 3, api-reference §5.4, §6).
-- Ids are stable: currencies 1 = BTC, 2 = ETH, 3 = USDT (api-reference §5.1); pair 1 = BTC/USDT.
-- The rows are reference data inserted by the migration itself (db/markets-seed.ts).

CREATE TABLE currencies (
  id            INTEGER PRIMARY KEY,
  name          TEXT    NOT NULL UNIQUE,            -- "BTC"
  logo          TEXT    NOT NULL DEFAULT '',
  sort          INTEGER NOT NULL DEFAULT 0,
  is_display    INTEGER NOT NULL DEFAULT 1,
  is_legal      INTEGER NOT NULL DEFAULT 0,         -- a quote currency (USDT)
  is_lever      INTEGER NOT NULL DEFAULT 0,
  is_match      INTEGER NOT NULL DEFAULT 0,
  is_micro      INTEGER NOT NULL DEFAULT 0,
  decimal_scale INTEGER NOT NULL                    -- decimals of amounts in this currency
);

-- A trading pair (the reference's `currency_matches`); `id` is the match id. The walk parameters
-- are public: the engine derives every price from them, the seed and the clock, nothing else.
CREATE TABLE currency_matches (
  id               INTEGER PRIMARY KEY,
  currency_id      INTEGER NOT NULL REFERENCES currencies(id),   -- base
  legal_id         INTEGER NOT NULL REFERENCES currencies(id),   -- quote
  precision_length INTEGER NOT NULL,                             -- price decimals
  volume_decimals  INTEGER NOT NULL,                             -- volume decimals (base currency)
  start_price      TEXT    NOT NULL,                             -- walk: price at genesis
  daily_volatility TEXT    NOT NULL,                             -- walk: sd of a day's move
  minute_volume    TEXT    NOT NULL,                             -- walk: mean volume per minute
  sort             INTEGER NOT NULL DEFAULT 0,
  is_display       INTEGER NOT NULL DEFAULT 1,
  open_transaction INTEGER NOT NULL DEFAULT 1,
  open_lever       INTEGER NOT NULL DEFAULT 1,
  open_microtrade  INTEGER NOT NULL DEFAULT 1,
  open_coin_trade  INTEGER NOT NULL DEFAULT 1,
  UNIQUE (currency_id, legal_id)
);

CREATE TABLE favourites (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency_id INTEGER NOT NULL REFERENCES currencies(id),
  created_at  INTEGER NOT NULL,
  UNIQUE (user_id, currency_id)
);
