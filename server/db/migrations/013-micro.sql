-- Seconds options, "microtrade" (issue 14; api-reference §8; contract src/api/contract/micro.ts,
-- formulas micro-math.ts). Money is INTEGER minor units of the stake currency (10^-decimal_scale,
-- USDT 4); prices are decimal strings; ticks are epoch ms of whole engine seconds. Funds live in
-- the options account (4, micro) of the stake currency: `available` is the options balance,
-- `locked` the stakes of open options. They move only through the ledger: microStake (available →
-- locked) and microFee when placed, microSettle (locked −stake, available +credit) when settled.

-- The ledger's type CHECK learns the option types (as 012 did: a new table, the rows copied with
-- their ids, the indexes and append-only triggers made again).
CREATE TABLE ledger_v4 (
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
                    'leverMargin', 'leverFee', 'leverRefund', 'leverSettle', 'leverOvernight',
                    'microStake', 'microFee', 'microSettle')),
  reference_id    INTEGER,                          -- claim, withdrawal, transfer, conversion, order, position or option id
  created_at      INTEGER NOT NULL,
  CHECK (available_delta <> 0 OR locked_delta <> 0)
);
INSERT INTO ledger_v4 (id, user_id, currency_id, account, available_delta, locked_delta,
    available_after, locked_after, type, reference_id, created_at)
  SELECT id, user_id, currency_id, account, available_delta, locked_delta, available_after,
    locked_after, type, reference_id, created_at FROM ledger ORDER BY id;
DROP TABLE ledger;
ALTER TABLE ledger_v4 RENAME TO ledger;
CREATE INDEX ledger_user ON ledger(user_id, id);
CREATE INDEX ledger_balance ON ledger(user_id, currency_id, account);
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

-- The stake currencies (the platform's currency columns micro_trade_fee, micro_min, micro_max,
-- micro_holdtrade_max): a currency is payable when it has a row here, `open` = 1 and
-- currencies.is_micro = 1. Fee in percent of the stake, on top; limits in coin units, '0' = none;
-- hold_max 0 = no limit.
CREATE TABLE micro_currencies (
  currency_id INTEGER PRIMARY KEY REFERENCES currencies(id),
  fee_rate    TEXT    NOT NULL DEFAULT '0',
  min_amount  TEXT    NOT NULL DEFAULT '0',
  max_amount  TEXT    NOT NULL DEFAULT '0',
  hold_max    INTEGER NOT NULL DEFAULT 0 CHECK (hold_max >= 0),
  open        INTEGER NOT NULL DEFAULT 1 CHECK (open IN (0, 1))
);
INSERT OR IGNORE INTO micro_currencies (currency_id, fee_rate, min_amount, max_amount, hold_max)
  SELECT id, '1', '10', '10000', 10 FROM currencies WHERE id = 3;   -- USDT

-- Preset stakes of the ticket (`micro_numbers`), in coin units.
CREATE TABLE micro_numbers (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  currency_id INTEGER NOT NULL REFERENCES micro_currencies(currency_id),
  number      TEXT    NOT NULL
);
INSERT INTO micro_numbers (currency_id, number)
  SELECT currency_id, n.value FROM micro_currencies,
    (SELECT '10' AS value, 1 AS k UNION ALL SELECT '50', 2 UNION ALL SELECT '100', 3
     UNION ALL SELECT '500', 4 UNION ALL SELECT '1000', 5) AS n
  ORDER BY currency_id, n.k;

-- Durations (`micro_seconds`): payout on a win in percent of the stake; stake limits in coin units
-- of the stake currency, '0' = none. Times are epoch ms (2025-01-01).
CREATE TABLE micro_seconds (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  seconds      INTEGER NOT NULL UNIQUE CHECK (seconds > 0),
  status       INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  profit_ratio TEXT    NOT NULL,
  min_amount   TEXT    NOT NULL DEFAULT '0',
  max_amount   TEXT    NOT NULL DEFAULT '0',
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
);
INSERT INTO micro_seconds (seconds, profit_ratio, min_amount, created_at, updated_at) VALUES
  (30, '80', '0', 1735689600000, 1735689600000),
  (60, '85', '0', 1735689600000, 1735689600000),
  (120, '88', '0', 1735689600000, 1735689600000),
  (300, '90', '50', 1735689600000, 1735689600000);

-- Which durations a pair offers (`microtrade/bind_seconds`): every pair open to options gets every
-- active duration.
CREATE TABLE micro_pair_seconds (
  pair_id    INTEGER NOT NULL REFERENCES currency_matches(id),
  seconds_id INTEGER NOT NULL REFERENCES micro_seconds(id),
  PRIMARY KEY (pair_id, seconds_id)
) WITHOUT ROWID;
INSERT INTO micro_pair_seconds (pair_id, seconds_id)
  SELECT m.id, s.id FROM currency_matches m, micro_seconds s
   WHERE m.open_microtrade = 1 AND s.status = 1 ORDER BY m.id, s.id;

-- Options. `type` 1 rise, 2 fall; status 1 open, 2 closing (unused), 3 closed; profit_result 1 win,
-- 0 tie (or not settled), −1 loss. `open_tick` is the engine second of `open_price` (the placement
-- second), `settle_tick` = open_tick + seconds the second of `end_price` (also `handled_at`).
-- At most one placement per user and second: UNIQUE (user_id, open_tick) is the truth of it.
CREATE TABLE micro_orders (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  pair_id      INTEGER NOT NULL REFERENCES currency_matches(id),       -- match_id
  currency_id  INTEGER NOT NULL REFERENCES currencies(id),             -- the stake currency
  type         INTEGER NOT NULL CHECK (type IN (1, 2)),
  seconds      INTEGER NOT NULL CHECK (seconds > 0),
  number       INTEGER NOT NULL CHECK (number > 0),                    -- stake
  fee          INTEGER NOT NULL CHECK (fee >= 0),
  fee_rate     TEXT    NOT NULL,
  profit_ratio TEXT    NOT NULL,
  open_price   TEXT    NOT NULL,
  open_tick    INTEGER NOT NULL CHECK (open_tick % 1000 = 0),
  settle_tick  INTEGER NOT NULL CHECK (settle_tick = open_tick + seconds * 1000),
  end_price    TEXT,
  status       INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  profit_result INTEGER NOT NULL DEFAULT 0 CHECK (profit_result IN (-1, 0, 1)),
  fact_profits INTEGER NOT NULL DEFAULT 0,                             -- credit − stake
  payout       INTEGER CHECK (payout >= 0),                            -- the credit
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL,
  complete_at  INTEGER,
  CHECK ((status = 3) = (end_price IS NOT NULL AND complete_at IS NOT NULL AND payout IS NOT NULL)),
  CHECK (status = 3 OR (profit_result = 0 AND fact_profits = 0)),
  CHECK (payout IS NULL OR fact_profits = payout - number),
  UNIQUE (user_id, open_tick)
);
CREATE INDEX micro_orders_user ON micro_orders(user_id, status, id);
CREATE INDEX micro_orders_due ON micro_orders(status, settle_tick);
