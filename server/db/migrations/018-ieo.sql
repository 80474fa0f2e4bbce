-- IEO subscriptions, "project" (issue 16; api-reference §11; contract src/api/contract/ieo.ts,
-- formulas and the product's rules ieo-math.ts). Token amounts are INTEGER minor units of the
-- project's token (10^-decimal_scale of its currency row), money INTEGER minor units of the pay
-- currency; price and min are decimal strings; times are epoch ms. A subscription pays from the
-- funds account (change, 1): ieoPay (available −cost of the pay currency); delivery after end_at
-- credits the token to the same account: ieoDeliver (available +coin_amount), once per order.
-- The ledger's type CHECK already lists both (017-lockming.sql made it with them).

-- The seeded projects' tokens: currencies the wallet knows (funds balances), not traded (no pair,
-- not displayed in market lists, no deposit, withdrawal or conversion).
INSERT OR IGNORE INTO currencies (id, name, sort, is_display, is_legal, is_lever, is_match,
    is_micro, decimal_scale, is_wallet, is_charge, is_withdraw, is_transfer)
  VALUES (101, 'NOVA', 101, 0, 0, 0, 0, 0, 4, 1, 0, 0, 0),
         (102, 'LUMA', 102, 0, 0, 0, 0, 0, 4, 1, 0, 0, 0),
         (103, 'ORBT', 103, 0, 0, 0, 0, 0, 4, 1, 0, 0, 0);

-- Projects (`currency_project`): status 1 listed, anything else hidden. `amount` is the supply and
-- `total_sell` what orders took, both in token units; total_sell only grows, in the transaction of
-- the order that takes it, and never passes the supply. `lock_days` is always 0: the sandbox's
-- tokens are available at delivery. `content` is HTML the client sanitises before drawing.
CREATE TABLE ieo_projects (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  title           TEXT    NOT NULL,
  summary         TEXT    NOT NULL DEFAULT '',
  content         TEXT    NOT NULL DEFAULT '',
  logo            TEXT    NOT NULL DEFAULT '',
  link            TEXT    NOT NULL DEFAULT '',            -- website
  white_paper     TEXT    NOT NULL DEFAULT '',
  currency_id     INTEGER NOT NULL UNIQUE REFERENCES currencies(id),  -- the token
  pay_currency_id INTEGER NOT NULL REFERENCES currencies(id),
  price           TEXT    NOT NULL,                       -- pay currency per token
  min             TEXT    NOT NULL DEFAULT '0',           -- tokens per order
  amount          INTEGER NOT NULL CHECK (amount > 0),
  total_sell      INTEGER NOT NULL DEFAULT 0 CHECK (total_sell >= 0 AND total_sell <= amount),
  start_at        INTEGER NOT NULL,
  end_at          INTEGER NOT NULL,
  sell_begin      INTEGER NOT NULL,                       -- time to market
  lock_days       INTEGER NOT NULL DEFAULT 0 CHECK (lock_days = 0),
  status          INTEGER NOT NULL DEFAULT 1,
  created_at      INTEGER NOT NULL,
  CHECK (start_at < end_at AND sell_begin >= end_at)
);
CREATE INDEX ieo_projects_listed ON ieo_projects(status, start_at DESC, id DESC);

-- Orders: type 1 subscription only (2 lottery and 3 placement are not built); status 2 paid when
-- made, 3 delivered. `total_price` is the cost paid (pay currency units), `price` the project's.
CREATE TABLE ieo_orders (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  project_id      INTEGER NOT NULL REFERENCES ieo_projects(id),
  type            INTEGER NOT NULL DEFAULT 1 CHECK (type = 1),
  status          INTEGER NOT NULL DEFAULT 2 CHECK (status IN (2, 3)),
  coin_amount     INTEGER NOT NULL CHECK (coin_amount > 0),
  price           TEXT    NOT NULL,
  total_price     INTEGER NOT NULL CHECK (total_price > 0),
  pay_currency_id INTEGER NOT NULL REFERENCES currencies(id),
  created_at      INTEGER NOT NULL,
  delivered_at    INTEGER,
  CHECK ((status = 3) = (delivered_at IS NOT NULL))
);
CREATE INDEX ieo_orders_user ON ieo_orders(user_id, id);
CREATE INDEX ieo_orders_due ON ieo_orders(status, project_id);
