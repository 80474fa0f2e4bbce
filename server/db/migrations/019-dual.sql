-- Dual investment, "dual" (issue 16; api-reference §20; contract src/api/contract/dual.ts, formulas
-- and the product's rules dual-math.ts). Money is INTEGER minor units (10^-decimal_scale of its
-- currency); rates are decimal strings in percent, prices decimal strings; times are epoch ms. The
-- principal moves within the funds account (change, 1) of the invested currency: dualInvest
-- (available −P, locked +P) when bought; dualSettle (locked −P) and dualSettle (available +payout,
-- in the coin or USDT) at expiry. The platform is the counterparty: it has no wallet account in
-- the sandbox, so an order row records both sides (principal, payout) and the ledger's net per
-- order is exactly −principal (invested currency) and +payout (payout currency).

-- The ledger's type CHECK learns the dual types (as 017 did: a new table, the rows copied with
-- their ids, the indexes and append-only triggers made again).
CREATE TABLE ledger_v6 (
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
                    'lockmingReturn', 'lockmingPenalty', 'ieoPay', 'ieoDeliver', 'dualInvest',
                    'dualSettle')),
  reference_id    INTEGER,                          -- claim, withdrawal, transfer, conversion, order, position, option, lock or dual order id
  created_at      INTEGER NOT NULL,
  CHECK (available_delta <> 0 OR locked_delta <> 0)
);
INSERT INTO ledger_v6 (id, user_id, currency_id, account, available_delta, locked_delta,
    available_after, locked_after, type, reference_id, created_at)
  SELECT id, user_id, currency_id, account, available_delta, locked_delta, available_after,
    locked_after, type, reference_id, created_at FROM ledger ORDER BY id;
DROP TABLE ledger;
ALTER TABLE ledger_v6 RENAME TO ledger;
CREATE INDEX ledger_user ON ledger(user_id, id);
CREATE INDEX ledger_balance ON ledger(user_id, currency_id, account);
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

-- Products (`dual_currency`): `currency_id` the coin (BTC, ETH), `pair_id` its USDT pair (whose
-- engine price settles it), `end_time` the expiry second (08:00 UTC of the end date), shares as
-- counts (a call share 0.1 coin, a put share 100 USDT: dual-math DUAL_SHARE_SIZE), `user_limit`
-- in shares (0 = none), `status` 0 closed. Made by the sandbox on the clock (server/src/dual/seed.ts).
CREATE TABLE dual_products (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  currency_id      INTEGER NOT NULL REFERENCES currencies(id),
  pair_id          INTEGER NOT NULL REFERENCES currency_matches(id),
  type             TEXT    NOT NULL CHECK (type IN ('call', 'put')),
  rate             TEXT    NOT NULL,
  exercise_price   TEXT    NOT NULL,
  start_time       INTEGER NOT NULL,
  end_time         INTEGER NOT NULL CHECK (end_time > start_time),
  total_number     INTEGER NOT NULL CHECK (total_number > 0),
  user_limit       INTEGER NOT NULL DEFAULT 0 CHECK (user_limit >= 0),
  purchased_number INTEGER NOT NULL DEFAULT 0
                     CHECK (purchased_number >= 0 AND purchased_number <= total_number),
  status           INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created          INTEGER NOT NULL
);
CREATE INDEX dual_products_list ON dual_products(currency_id, type, status, end_time);

-- Orders (`dual_order`): `currency_id` the invested currency (the coin for a call, USDT for a
-- put), `number` shares, `total` the principal (units of currency_id), `price` the coin's engine
-- price when bought, `settle_tick` the expiry second whose engine price settled it, `status` 0
-- holding, 1 settled (once: the settlement changes only a row still at 0).
CREATE TABLE dual_orders (
  id                 INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id            INTEGER NOT NULL REFERENCES users(id),
  dual_id            INTEGER NOT NULL REFERENCES dual_products(id),
  currency_id        INTEGER NOT NULL REFERENCES currencies(id),
  order_rate         TEXT    NOT NULL,
  day                INTEGER NOT NULL CHECK (day >= 1),
  number             INTEGER NOT NULL CHECK (number > 0),
  total              INTEGER NOT NULL CHECK (total > 0),
  price              TEXT    NOT NULL,
  settle_tick        INTEGER NOT NULL,
  status             INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
  settle_price       TEXT,
  outcome            TEXT    CHECK (outcome IN ('coin', 'usdt')),
  payout             INTEGER CHECK (payout >= 0),
  payout_currency_id INTEGER REFERENCES currencies(id),
  settled_at         INTEGER,
  created            INTEGER NOT NULL,
  CHECK ((status = 0) = (payout IS NULL))
);
CREATE INDEX dual_orders_user ON dual_orders(user_id, id);
CREATE INDEX dual_orders_product ON dual_orders(user_id, dual_id);
CREATE INDEX dual_orders_due ON dual_orders(status, settle_tick);
