-- Lock mining, "lh/deposit" (issue 16; api-reference §12; contract src/api/contract/lockming.ts,
-- formulas and the product's rules lockming-math.ts). Money is INTEGER minor units of the
-- product's currency (10^-decimal_scale); rates are decimal strings in percent; times are epoch ms
-- (start_at and end_at at 00:00 UTC). The principal leaves the funds account (change, 1) when
-- locked and comes back from the order: lockmingLock (available −amount), lockmingInterest
-- (available +interest, one row per day paid), lockmingReturn (available +amount at maturity or
-- early redemption), lockmingPenalty (available −penalty on early redemption).

-- The ledger's type CHECK learns the lock mining types (as 013 did: a new table, the rows copied
-- with their ids, the indexes and append-only triggers made again). The IEO types (issue 16) are
-- listed too, so the next rebuild only has to add its own.
CREATE TABLE ledger_v5 (
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
                    'microStake', 'microFee', 'microSettle', 'lockmingLock', 'lockmingInterest',
                    'lockmingReturn', 'lockmingPenalty', 'ieoPay', 'ieoDeliver')),
  reference_id    INTEGER,                          -- claim, withdrawal, transfer, conversion, order, position, option or lock id
  created_at      INTEGER NOT NULL,
  CHECK (available_delta <> 0 OR locked_delta <> 0)
);
INSERT INTO ledger_v5 (id, user_id, currency_id, account, available_delta, locked_delta,
    available_after, locked_after, type, reference_id, created_at)
  SELECT id, user_id, currency_id, account, available_delta, locked_delta, available_after,
    locked_after, type, reference_id, created_at FROM ledger ORDER BY id;
DROP TABLE ledger;
ALTER TABLE ledger_v5 RENAME TO ledger;
CREATE INDEX ledger_user ON ledger(user_id, id);
CREATE INDEX ledger_balance ON ledger(user_id, currency_id, account);
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

-- Products (`lh_deposit_config`): a term of `day` days at `interest_rate` percent per day, at
-- least `save_min` (coin units) per lock; `cancel_rate` is the settlement ratio of an early
-- redemption, percent of the principal per remaining day (product-spec's 0.4 %). `open` 0 hides it.
CREATE TABLE lockming_configs (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  currency_id   INTEGER NOT NULL REFERENCES currencies(id),
  day           INTEGER NOT NULL CHECK (day > 0 AND day <= 3650),
  interest_rate TEXT    NOT NULL,
  cancel_rate   TEXT    NOT NULL,
  save_min      TEXT    NOT NULL,
  intro         TEXT    NOT NULL DEFAULT '',
  open          INTEGER NOT NULL DEFAULT 1 CHECK (open IN (0, 1)),
  sort          INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL
);
INSERT INTO lockming_configs (currency_id, day, interest_rate, cancel_rate, save_min, intro, sort,
    created_at)
  SELECT c.currency_id, c.day, c.rate, '0.4', c.min, c.intro, c.sort, 1735689600000
  FROM (SELECT 3 AS currency_id, 5 AS day, '0.3' AS rate, '100' AS min,
          'USDT 5-day lock, 0.3 % a day' AS intro, 1 AS sort
        UNION ALL SELECT 3, 15, '0.35', '500', 'USDT 15-day lock, 0.35 % a day', 2
        UNION ALL SELECT 3, 30, '0.4', '1000', 'USDT 30-day lock, 0.4 % a day', 3
        UNION ALL SELECT 1, 30, '0.4', '0.01', 'BTC 30-day lock, 0.4 % a day', 4
        UNION ALL SELECT 2, 15, '0.35', '0.1', 'ETH 15-day lock, 0.35 % a day', 5) AS c
  WHERE EXISTS (SELECT 1 FROM currencies WHERE id = c.currency_id);

-- Locks. status 1 earning, 2 finished (matured, or redeemed early when is_cancel = 1). The
-- product's terms are copied so a later change of the product never changes a lock. `paid_days`
-- counts the days paid (0…day); `next_pay_at` is when the next one is due (start_at +
-- (paid_days + 1) days), the job's index. `total_interest` = Σ of its payments.
CREATE TABLE lockming_orders (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id        INTEGER NOT NULL REFERENCES users(id),
  config_id      INTEGER NOT NULL REFERENCES lockming_configs(id),
  currency_id    INTEGER NOT NULL REFERENCES currencies(id),
  amount         INTEGER NOT NULL CHECK (amount > 0),
  day            INTEGER NOT NULL CHECK (day > 0),
  interest_rate  TEXT    NOT NULL,
  cancel_rate    TEXT    NOT NULL,
  daily_interest INTEGER NOT NULL CHECK (daily_interest >= 0),
  start_at       INTEGER NOT NULL CHECK (start_at % 86400000 = 0),
  end_at         INTEGER NOT NULL CHECK (end_at = start_at + day * 86400000),
  paid_days      INTEGER NOT NULL DEFAULT 0 CHECK (paid_days BETWEEN 0 AND day),
  next_pay_at    INTEGER NOT NULL,
  total_interest INTEGER NOT NULL DEFAULT 0 CHECK (total_interest = paid_days * daily_interest),
  status         INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  is_cancel      INTEGER NOT NULL DEFAULT 0 CHECK (is_cancel IN (0, 1)),
  cancel_fee     INTEGER NOT NULL DEFAULT 0 CHECK (cancel_fee >= 0 AND cancel_fee <= amount),
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL,
  finished_at    INTEGER,
  CHECK (next_pay_at = start_at + (paid_days + 1) * 86400000),
  CHECK ((status = 2) = (finished_at IS NOT NULL)),
  CHECK (is_cancel = 0 OR status = 2),
  CHECK (status = 1 OR is_cancel = 1 OR paid_days = day),
  CHECK (is_cancel = 1 OR cancel_fee = 0)
);
CREATE INDEX lockming_orders_user ON lockming_orders(user_id, status, id);
CREATE INDEX lockming_orders_due ON lockming_orders(status, next_pay_at);

-- One row per day paid (the platform's dividend log): UNIQUE (order_id, day_index) is the truth
-- that a day is paid at most once, whatever runs the job.
CREATE TABLE lockming_payments (
  order_id   INTEGER NOT NULL REFERENCES lockming_orders(id),
  day_index  INTEGER NOT NULL CHECK (day_index >= 0),
  interest   INTEGER NOT NULL CHECK (interest >= 0),
  due_at     INTEGER NOT NULL,
  paid_at    INTEGER NOT NULL,
  PRIMARY KEY (order_id, day_index)
) WITHOUT ROWID;
