-- Payout methods, invitation rebates and coupons (issue 4; api-reference §3.4, §14, §16.4).
-- Every row belongs to one user; every query filters by user_id. Times are epoch milliseconds.
-- Demo rows are added by db/account-seed.ts (from this migration for an existing database, and
-- from seed.ts for a new one, whose users exist only after the migrations).

-- One domestic and one international card per user; saving again replaces the values.
CREATE TABLE bank_cards (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind         TEXT    NOT NULL CHECK (kind IN ('domestic', 'international')),
  real_name    TEXT    NOT NULL,
  bank_account TEXT    NOT NULL,                  -- card number, or account number / IBAN
  bank_name    TEXT    NOT NULL,
  bank_branch  TEXT    NOT NULL DEFAULT '',       -- domestic
  bank_city    TEXT    NOT NULL DEFAULT '',       -- domestic (wire: bank_dizhi)
  bank_network TEXT    NOT NULL DEFAULT '',       -- international
  swift_code   TEXT    NOT NULL DEFAULT '',       -- international
  aba_number   TEXT    NOT NULL DEFAULT '',       -- international
  phone        TEXT    NOT NULL DEFAULT '',       -- international
  address      TEXT    NOT NULL DEFAULT '',       -- international: cardholder address
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL,
  UNIQUE (user_id, kind)
);

-- The withdrawal address book; `network` is the wire `type` (BTC, ERC20, TRC20).
CREATE TABLE withdraw_addresses (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency   INTEGER NOT NULL REFERENCES currencies(id),
  network    TEXT    NOT NULL,
  name       TEXT    NOT NULL,                    -- the user's label
  address    TEXT    NOT NULL,
  qrcode     TEXT    NOT NULL DEFAULT '',         -- an uploaded image path, or ''
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, currency, network, address)
);
CREATE INDEX withdraw_addresses_user ON withdraw_addresses(user_id, id);

-- The invitation-rebate ledger: what `user_id` earned from `from_user_id` (generation `algebra`).
-- Amounts are integers of 1e-8 USDT so sums are exact.
CREATE TABLE rebates (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  from_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  algebra      INTEGER NOT NULL DEFAULT 1 CHECK (algebra >= 1),
  amount_units INTEGER NOT NULL CHECK (amount_units > 0),
  info         TEXT    NOT NULL DEFAULT '',       -- what the rebate was for (e.g. options fee)
  created_at   INTEGER NOT NULL
);
CREATE INDEX rebates_user ON rebates(user_id, created_at);
CREATE INDEX IF NOT EXISTS users_parent_id ON users(parent_id);

CREATE TABLE coupons (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type       TEXT    NOT NULL CHECK (type IN ('trial', 'cash', 'discount')),
  title_key  TEXT    NOT NULL,                    -- coupon:title.<key> in locales/
  amount     TEXT,                                -- decimal string (trial, cash)
  percentage TEXT,                                -- decimal string (discount)
  currency   TEXT    NOT NULL DEFAULT 'USDT',
  min_spend  TEXT    NOT NULL DEFAULT '0',
  scope      TEXT    NOT NULL,
  valid_from INTEGER NOT NULL,
  valid_to   INTEGER NOT NULL,
  used_at    INTEGER,
  created_at INTEGER NOT NULL,
  CHECK ((amount IS NULL) <> (percentage IS NULL)),
  CHECK (valid_from < valid_to)
);
CREATE INDEX coupons_user ON coupons(user_id, valid_to);
