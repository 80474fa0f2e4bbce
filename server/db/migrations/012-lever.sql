-- Futures, "lever" (issue 13; api-reference §7; contract src/api/contract/lever.ts, formulas
-- lever-math.ts). Money is INTEGER minor units of the quote currency (10^-decimal_scale, USDT 4);
-- prices are decimal strings, with `*_units` copies in 10^-precision_length units of the pair for
-- the watcher's indexes. Funds live in the lever account (3) of the quote currency: `available` is
-- the lever balance, `locked` the margin (`caution_money`) of pending and open positions. They move
-- only through the ledger: leverMargin + leverFee when opened or placed, leverRefund when a pending
-- opening is cancelled, leverSettle when closed, leverOvernight for the daily fee.

-- The ledger's type CHECK learns the lever types. SQLite cannot alter a CHECK: the table is made
-- again, its rows copied with their ids, and its indexes and append-only triggers recreated.
CREATE TABLE ledger_v3 (
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
                    'convertIn', 'orderLock', 'orderUnlock', 'orderSpend', 'orderReceive',
                    'leverMargin', 'leverFee', 'leverRefund', 'leverSettle', 'leverOvernight')),
  reference_id    INTEGER,                          -- claim, withdrawal, transfer, conversion, order or position id
  created_at      INTEGER NOT NULL,
  CHECK (available_delta <> 0 OR locked_delta <> 0)
);
INSERT INTO ledger_v3 (id, user_id, currency_id, account, available_delta, locked_delta,
    available_after, locked_after, type, reference_id, created_at)
  SELECT id, user_id, currency_id, account, available_delta, locked_delta, available_after,
    locked_after, type, reference_id, created_at FROM ledger ORDER BY id;
DROP TABLE ledger;
ALTER TABLE ledger_v3 RENAME TO ledger;
CREATE INDEX ledger_user ON ledger(user_id, id);
CREATE INDEX ledger_balance ON ledger(user_id, currency_id, account);
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

-- The platform's global lever settings (§7.2): liquidation at this risk rate (percent), limit
-- openings allowed, take-profit / stop-loss allowed.
INSERT OR IGNORE INTO settings (key, value, notes) VALUES
  ('lever_burst_hazard_rate', '10', 'futures: liquidation when the risk rate is at or below this percent'),
  ('open_lever_entrust', '1', 'futures: limit openings allowed (1) or not (0)'),
  ('user_set_stopprice', '1', 'futures: take-profit and stop-loss allowed (1) or not (0)');

-- Per pair (the platform's lever_share_num, lever_share_limit, lever_multiple, lever_trade_fee,
-- spread and overnight). `lot_size` is the base amount of one lot, a power of ten chosen so that
-- one lot is worth 10 to 100 quote at the pair's start price (BTC 0.001, ETH 0.01, SOL 0.1).
CREATE TABLE lever_pairs (
  pair_id     INTEGER PRIMARY KEY REFERENCES currency_matches(id),
  lot_size    TEXT    NOT NULL,
  min_lots    INTEGER NOT NULL DEFAULT 1 CHECK (min_lots >= 1),
  max_lots    INTEGER NOT NULL DEFAULT 1000 CHECK (max_lots >= 0),   -- 0: no maximum
  multiples   TEXT    NOT NULL DEFAULT '5,10,20,50,100',            -- allowed leverage
  lot_presets TEXT    NOT NULL DEFAULT '1,5,10,50,100',             -- the ticket's lot buttons
  fee_rate    TEXT    NOT NULL DEFAULT '0.1',                       -- percent of the notional
  spread      TEXT    NOT NULL DEFAULT '0',                         -- quote per unit, disclosed
  overnight   TEXT    NOT NULL DEFAULT '0.05',                      -- percent of the notional a day
  open        INTEGER NOT NULL DEFAULT 1 CHECK (open IN (0, 1))
);
-- (REAL only picks the power of ten; no amount is computed with it)
INSERT OR IGNORE INTO lever_pairs (pair_id, lot_size)
  SELECT id, CASE
      WHEN CAST(start_price AS REAL) >= 100000 THEN '0.0001'
      WHEN CAST(start_price AS REAL) >= 10000 THEN '0.001'
      WHEN CAST(start_price AS REAL) >= 1000 THEN '0.01'
      WHEN CAST(start_price AS REAL) >= 100 THEN '0.1'
      WHEN CAST(start_price AS REAL) >= 10 THEN '1'
      WHEN CAST(start_price AS REAL) >= 1 THEN '10'
      WHEN CAST(start_price AS REAL) >= 0.1 THEN '100'
      WHEN CAST(start_price AS REAL) >= 0.01 THEN '1000'
      WHEN CAST(start_price AS REAL) >= 0.001 THEN '10000'
      WHEN CAST(start_price AS REAL) >= 0.0001 THEN '100000'
      WHEN CAST(start_price AS REAL) >= 0.00001 THEN '1000000'
      ELSE '10000000' END
  FROM currency_matches;

-- Positions and pending limit openings. Status 0 pending, 1 open, 2 closing, 3 closed, 4 cancelled;
-- side (the wire's `type`) 1 long, 2 short; order_type 2 a copy of a trader's position (issue 15).
CREATE TABLE lever_positions (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id              INTEGER NOT NULL REFERENCES users(id),
  pair_id              INTEGER NOT NULL REFERENCES currency_matches(id),
  currency_id          INTEGER NOT NULL REFERENCES currencies(id),   -- base
  legal_id             INTEGER NOT NULL REFERENCES currencies(id),   -- quote
  side                 INTEGER NOT NULL CHECK (side IN (1, 2)),
  kind                 TEXT    NOT NULL CHECK (kind IN ('market', 'limit')),
  origin_price         TEXT    NOT NULL,               -- before the spread (market or limit target)
  origin_units         INTEGER NOT NULL CHECK (origin_units > 0),
  price                TEXT    NOT NULL,               -- entry, after the spread
  target_profit_price  TEXT    NOT NULL DEFAULT '0',   -- '0': none
  take_profit_units    INTEGER,
  stop_loss_price      TEXT    NOT NULL DEFAULT '0',
  stop_loss_units      INTEGER,
  share                INTEGER NOT NULL CHECK (share > 0),             -- lots
  number               TEXT    NOT NULL,                               -- base amount
  multiple             INTEGER NOT NULL CHECK (multiple > 0),
  lot_size             TEXT    NOT NULL,
  fee_rate             TEXT    NOT NULL,
  spread               TEXT    NOT NULL,
  overnight            TEXT    NOT NULL,                               -- percent a day
  origin_caution_money INTEGER NOT NULL CHECK (origin_caution_money > 0),
  caution_money        INTEGER NOT NULL CHECK (caution_money >= 0),
  trade_fee            INTEGER NOT NULL CHECK (trade_fee >= 0),
  fact_profits         INTEGER NOT NULL DEFAULT 0,                     -- realised P/L once closed
  overnight_money      INTEGER NOT NULL DEFAULT 0 CHECK (overnight_money >= 0),
  overnight_waived     INTEGER NOT NULL DEFAULT 0 CHECK (overnight_waived >= 0),
  overnight_day        INTEGER,                                        -- ms: the last day charged
  shortfall            INTEGER NOT NULL DEFAULT 0 CHECK (shortfall >= 0),
  update_price         TEXT    NOT NULL,                               -- the mark when last written
  status               INTEGER NOT NULL CHECK (status IN (0, 1, 2, 3, 4)),
  order_type           INTEGER NOT NULL DEFAULT 1 CHECK (order_type IN (1, 2)),
  follow_user_id       INTEGER NOT NULL DEFAULT 0,
  follow_order_id      INTEGER NOT NULL DEFAULT 0,
  open_tick            INTEGER,                                        -- ms: the tick that opened it
  open_market_price    TEXT,
  close_reason         TEXT CHECK (close_reason IN ('user', 'batch', 'takeProfit', 'stopLoss',
                         'liquidation', 'trader')),
  close_price          TEXT,
  close_tick           INTEGER,
  close_market_price   TEXT,
  created_at           INTEGER NOT NULL,
  opened_at            INTEGER,
  closed_at            INTEGER,                                        -- closed or cancelled
  CHECK ((status IN (1, 2, 3)) = (opened_at IS NOT NULL AND open_tick IS NOT NULL
    AND open_market_price IS NOT NULL)),
  CHECK ((status = 3) = (close_reason IS NOT NULL AND close_price IS NOT NULL
    AND close_tick IS NOT NULL AND close_market_price IS NOT NULL AND closed_at IS NOT NULL)),
  CHECK (status <> 4 OR closed_at IS NOT NULL),
  CHECK (caution_money <= origin_caution_money)
);
CREATE INDEX lever_positions_user ON lever_positions(user_id, status, id);
CREATE INDEX lever_positions_live ON lever_positions(status, pair_id);

-- The last engine tick (ms) the watcher has processed, written with what it decided, so a restart
-- resumes from the next tick.
CREATE TABLE lever_watcher (
  id    INTEGER PRIMARY KEY CHECK (id = 1),
  tick  INTEGER NOT NULL
);
