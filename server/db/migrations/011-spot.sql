-- Spot trading, "coin trade" (issue 12; api-reference §9; contract src/api/contract/spot.ts,
-- formulas spot-math.ts). Amounts are INTEGER minor units of their currency (10^-decimal_scale);
-- prices are decimal strings, with the limit price also in 10^-precision_length units for the
-- matcher's index. An order's funds move only through the ledger: orderLock when placed,
-- orderUnlock when cancelled, orderSpend + orderReceive when filled, in one transaction each.

-- Every pair's base currency is a wallet currency: a coin bought shows in wallet/list.
UPDATE currencies SET is_wallet = 1
  WHERE id IN (SELECT currency_id FROM currency_matches UNION SELECT legal_id FROM currency_matches);

-- The ledger's type CHECK learns the order types. SQLite cannot alter a CHECK: the table is made
-- again, its rows copied with their ids, and its indexes and append-only triggers recreated.
CREATE TABLE ledger_v2 (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  currency_id     INTEGER NOT NULL REFERENCES currencies(id),
  account         INTEGER NOT NULL CHECK (account IN (1, 2, 3, 4)),
  available_delta INTEGER NOT NULL,
  locked_delta    INTEGER NOT NULL,
  available_after INTEGER NOT NULL CHECK (available_after >= 0),
  locked_after    INTEGER NOT NULL CHECK (locked_after >= 0),
  type            TEXT    NOT NULL CHECK (type IN ('deposit', 'withdrawLock', 'withdrawApprove',
                    'withdrawReject', 'transferOut', 'transferIn', 'convertOut', 'convertFee',
                    'convertIn', 'orderLock', 'orderUnlock', 'orderSpend', 'orderReceive')),
  reference_id    INTEGER,                          -- claim, withdrawal, transfer, conversion or order id
  created_at      INTEGER NOT NULL,
  CHECK (available_delta <> 0 OR locked_delta <> 0)
);
INSERT INTO ledger_v2 (id, user_id, currency_id, account, available_delta, locked_delta,
    available_after, locked_after, type, reference_id, created_at)
  SELECT id, user_id, currency_id, account, available_delta, locked_delta, available_after,
    locked_after, type, reference_id, created_at FROM ledger ORDER BY id;
DROP TABLE ledger;
ALTER TABLE ledger_v2 RENAME TO ledger;
CREATE INDEX ledger_user ON ledger(user_id, id);
CREATE INDEX ledger_balance ON ledger(user_id, currency_id, account);
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

-- The rules of coin/trade (GET coin/info); COIN_TRADE_FEE keeps the platform's name (§9).
INSERT OR IGNORE INTO settings (key, value, notes) VALUES
  ('COIN_TRADE_FEE', '0.002', 'spot fee, a fraction of what the order receives'),
  ('coin_trade_min_total', '5', 'spot: smallest order value, in the quote currency'),
  ('coin_trade_band', '0.1', 'spot: a limit price within this fraction of the market price');

-- Orders (coin/trade): status 1 open, 2 filled, 3 cancelled; side 1 buy, 2 sell.
CREATE TABLE spot_orders (
  id                INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id           INTEGER NOT NULL REFERENCES users(id),
  pair_id           INTEGER NOT NULL REFERENCES currency_matches(id),
  currency_id       INTEGER NOT NULL REFERENCES currencies(id),   -- base
  legal_id          INTEGER NOT NULL REFERENCES currencies(id),   -- quote
  side              INTEGER NOT NULL CHECK (side IN (1, 2)),
  kind              TEXT    NOT NULL CHECK (kind IN ('limit', 'market')),
  target_price      TEXT    NOT NULL,                -- the limit; a market order's average price
  price_units       INTEGER NOT NULL CHECK (price_units > 0), -- target_price in 10^-precision units
  amount            INTEGER NOT NULL CHECK (amount > 0),      -- base units
  trade_price       TEXT    NOT NULL,                -- the engine's price when placed
  fee_rate          TEXT    NOT NULL,
  locked            INTEGER NOT NULL CHECK (locked > 0),      -- quote (buy) or base (sell) units
  status            INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  fill_price        TEXT,
  spent             INTEGER CHECK (spent > 0),                -- units of the locked currency
  fee               INTEGER CHECK (fee >= 0),                 -- units of the received currency
  received          INTEGER CHECK (received >= 0),
  fill_tick         INTEGER,                                  -- ms: the engine tick that decided it
  fill_market_price TEXT,                                     -- the engine's price in that tick
  created_at        INTEGER NOT NULL,
  filled_at         INTEGER,
  cancelled_at      INTEGER,
  CHECK ((status = 2) = (fill_price IS NOT NULL AND spent IS NOT NULL AND fee IS NOT NULL
    AND received IS NOT NULL AND fill_tick IS NOT NULL AND fill_market_price IS NOT NULL
    AND filled_at IS NOT NULL)),
  CHECK ((status = 3) = (cancelled_at IS NOT NULL)),
  CHECK (status <> 2 OR spent <= locked)
);
CREATE INDEX spot_orders_user ON spot_orders(user_id, status, id);
CREATE INDEX spot_orders_open ON spot_orders(status, pair_id);

-- The last engine tick the matcher has looked at (ms), written with the fills it decided, so a
-- restart resumes from the next tick and misses none.
CREATE TABLE spot_matcher (
  id        INTEGER PRIMARY KEY CHECK (id = 1),
  tick      INTEGER NOT NULL
);
