-- OTC desk, peer-to-peer with merchants, "c2c" (issue 18; api-reference §16.6; product-spec §2
-- `otc/otc`, §6; the contract and the product's rules are src/api/contract/otc.ts and
-- otc-math.ts). Coin amounts are INTEGER minor units of the coin (10^-decimal_scale of its
-- currency row, USDT); prices and fiat totals are decimal strings (the fiat never enters the
-- ledger: it is paid bank to bank, outside the platform); times are epoch ms.
--
-- Escrow: the seller's coins of an order are held on the seller's funds account (change, 1) from
-- the order's creation: otcEscrowHold (available −x, locked +x). Release to the buyer:
-- otcEscrowRelease (seller locked −x) and otcReceive (buyer available +x); back to the seller:
-- otcEscrowReturn (locked −x, available +x). Each happens once per order, in the transaction that
-- changes the order's status, so Σ(available + locked) over everyone is conserved.

-- Merchants: users rows that cannot sign in (server/src/otc/merchants.ts), with their shop name
-- and the account a buyer pays into (sandbox values, labelled as such; not real accounts).
-- Their balances are real: seeded by deposits through the ledger.
CREATE TABLE otc_merchants (
  user_id      INTEGER PRIMARY KEY REFERENCES users(id),
  name         TEXT    NOT NULL UNIQUE,
  bank_name    TEXT    NOT NULL,
  account_name TEXT    NOT NULL,
  account_no   TEXT    NOT NULL,
  created_at   INTEGER NOT NULL
);

-- Ads. `side` is the merchant's: 1 = the merchant sells the coin (a user buys, c2c/buyCoin),
-- 2 = the merchant buys it (a user sells, c2c/sellCoin). `remaining` is what orders may still
-- take (coin units): an order takes its amount in its own transaction, a cancelled order gives it
-- back; it never goes below 0 (two takers of the last of it: one order). `ways`: the payment
-- methods, comma separated (otc.ts `otcPayWays`).
CREATE TABLE otc_ads (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_id INTEGER NOT NULL REFERENCES otc_merchants(user_id),
  side        INTEGER NOT NULL CHECK (side IN (1, 2)),
  currency_id INTEGER NOT NULL REFERENCES currencies(id),
  fiat        TEXT    NOT NULL,
  price       TEXT    NOT NULL,
  min_units   INTEGER NOT NULL CHECK (min_units > 0),
  max_units   INTEGER NOT NULL,
  total_units INTEGER NOT NULL,
  remaining   INTEGER NOT NULL,
  ways        TEXT    NOT NULL,
  status      INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  created_at  INTEGER NOT NULL,
  CHECK (max_units >= min_units),
  CHECK (total_units >= min_units),
  CHECK (remaining >= 0 AND remaining <= total_units)
);
CREATE INDEX otc_ads_market ON otc_ads(side, currency_id, fiat, status);

-- Orders (`is_sure` = status: 0 awaiting payment, 3 paid, 1 completed, 2 cancelled, 4 in
-- appeal). `side` is the user's: 1 = the user buys (the merchant is the seller), 2 = the user
-- sells. `seller_id` holds the escrow. `deadline_at` = created_at + the payment window; an order
-- still awaiting payment then is cancelled by the job (cancel_reason 'timeout').
-- `cancel_reason`: 'buyer' (the buyer cancelled before paying), 'timeout', 'appeal' (an appeal
-- decided for the seller). `amount_units` is held from creation to release or return.
CREATE TABLE otc_orders (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id       INTEGER NOT NULL REFERENCES users(id),
  ad_id         INTEGER NOT NULL REFERENCES otc_ads(id),
  merchant_id   INTEGER NOT NULL REFERENCES otc_merchants(user_id),
  side          INTEGER NOT NULL CHECK (side IN (1, 2)),
  seller_id     INTEGER NOT NULL REFERENCES users(id),
  buyer_id      INTEGER NOT NULL REFERENCES users(id),
  currency_id   INTEGER NOT NULL REFERENCES currencies(id),
  fiat          TEXT    NOT NULL,
  price         TEXT    NOT NULL,
  amount_units  INTEGER NOT NULL CHECK (amount_units > 0),
  total         TEXT    NOT NULL,
  ways          TEXT    NOT NULL,
  pay_name      TEXT    NOT NULL,   -- where the fiat goes, as at creation: the merchant's
  pay_bank      TEXT    NOT NULL,   -- account (the user buys) or the user's own card, masked
  pay_account   TEXT    NOT NULL,   -- (the user sells)
  status        INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4)),
  cancel_reason TEXT    CHECK (cancel_reason IN ('buyer', 'timeout', 'appeal')),
  created_at    INTEGER NOT NULL,
  deadline_at   INTEGER NOT NULL,
  paid_at       INTEGER,
  finished_at   INTEGER,
  CHECK (seller_id <> buyer_id),
  CHECK ((status = 2) = (cancel_reason IS NOT NULL))
);
CREATE INDEX otc_orders_user ON otc_orders(user_id, id);
CREATE INDEX otc_orders_due ON otc_orders(status, deadline_at);
CREATE INDEX otc_orders_merchant ON otc_orders(merchant_id, status);

-- Appeals: one per order, by the user, with a picture (an upload of the user's) and a text;
-- `outcome` once a reviewer decided: 'release' (the coins go to the buyer) or 'return' (back to
-- the seller).
CREATE TABLE otc_appeals (
  order_id    INTEGER PRIMARY KEY REFERENCES otc_orders(id),
  user_id     INTEGER NOT NULL REFERENCES users(id),
  upload_id   INTEGER NOT NULL REFERENCES uploads(id),
  content     TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,
  resolved_at INTEGER,
  outcome     TEXT    CHECK (outcome IN ('release', 'return'))
);

INSERT INTO ledger_types (type) VALUES
  ('otcEscrowHold'), ('otcEscrowRelease'), ('otcEscrowReturn'), ('otcReceive');
