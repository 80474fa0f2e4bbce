-- The wallet (issue 5; api-reference §5; contract and design notes in src/api/contract/wallet.ts).
-- Amounts are INTEGER minor units of the currency (10^-decimal_scale), never floats. Balances
-- change only inside a transaction that also appends their ledger rows; Σ ledger = balance.
-- Times are epoch milliseconds from the injected clock. Demo balances come from credited deposit
-- claims (db/wallet-seed.ts), through the ledger like any other credit.

-- What each currency can do in the wallet; fee and minimum are decimal strings in coin units.
ALTER TABLE currencies ADD COLUMN is_wallet    INTEGER NOT NULL DEFAULT 0;  -- has wallet rows
ALTER TABLE currencies ADD COLUMN is_charge    INTEGER NOT NULL DEFAULT 0;  -- deposits accepted
ALTER TABLE currencies ADD COLUMN is_withdraw  INTEGER NOT NULL DEFAULT 0;  -- withdrawals accepted
ALTER TABLE currencies ADD COLUMN is_transfer  INTEGER NOT NULL DEFAULT 0;  -- conversion (user/Transfer)
ALTER TABLE currencies ADD COLUMN withdraw_fee TEXT    NOT NULL DEFAULT '0'; -- absolute, inside `number`
ALTER TABLE currencies ADD COLUMN withdraw_min TEXT    NOT NULL DEFAULT '0';
UPDATE currencies SET is_wallet = 1, is_charge = 1, is_withdraw = 1, is_transfer = 1,
  withdraw_fee = '0.0005', withdraw_min = '0.001' WHERE id = 1;   -- BTC
UPDATE currencies SET is_wallet = 1, is_charge = 1, is_withdraw = 1, is_transfer = 1,
  withdraw_fee = '0.005', withdraw_min = '0.01' WHERE id = 2;     -- ETH
UPDATE currencies SET is_wallet = 1, is_charge = 1, is_withdraw = 1, is_transfer = 1,
  withdraw_fee = '1', withdraw_min = '10' WHERE id = 3;           -- USDT

-- The conversion fee in percent of the amount (api-reference §5.3 `transfer_fee`); server-side only.
INSERT OR IGNORE INTO settings (key, value, notes)
  VALUES ('transfer_fee', '0.2', 'conversion fee, percent of the amount, charged on top');

-- One row per user, currency and account (1 legal, 2 change, 3 lever, 4 micro), made on first use.
CREATE TABLE balances (
  user_id     INTEGER NOT NULL REFERENCES users(id),
  currency_id INTEGER NOT NULL REFERENCES currencies(id),
  account     INTEGER NOT NULL CHECK (account IN (1, 2, 3, 4)),
  available   INTEGER NOT NULL DEFAULT 0 CHECK (available >= 0),
  locked      INTEGER NOT NULL DEFAULT 0 CHECK (locked >= 0),
  PRIMARY KEY (user_id, currency_id, account)
) WITHOUT ROWID;

-- Append-only: every change of a balance, with the balances after it.
CREATE TABLE ledger (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  currency_id     INTEGER NOT NULL REFERENCES currencies(id),
  account         INTEGER NOT NULL CHECK (account IN (1, 2, 3, 4)),
  available_delta INTEGER NOT NULL,
  locked_delta    INTEGER NOT NULL,
  available_after INTEGER NOT NULL CHECK (available_after >= 0),
  locked_after    INTEGER NOT NULL CHECK (locked_after >= 0),
  type            TEXT    NOT NULL CHECK (type IN ('deposit', 'withdrawLock', 'withdrawApprove',
                    'withdrawReject', 'transferOut', 'transferIn', 'convertOut', 'convertFee', 'convertIn')),
  reference_id    INTEGER,                          -- claim, withdrawal, transfer or conversion id
  created_at      INTEGER NOT NULL,
  CHECK (available_delta <> 0 OR locked_delta <> 0)
);
CREATE INDEX ledger_user ON ledger(user_id, id);
CREATE INDEX ledger_balance ON ledger(user_id, currency_id, account);
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;

-- Deposit claims (wallet/charge_req): 1 pending, 2 credited, 3 rejected.
CREATE TABLE deposit_claims (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  oid          TEXT    NOT NULL UNIQUE,             -- "CZ" + yyyymmddhhmmss + id
  user_id      INTEGER NOT NULL REFERENCES users(id),
  currency_id  INTEGER NOT NULL REFERENCES currencies(id),
  network      TEXT    NOT NULL,                    -- BTC, ERC20, TRC20
  amount       INTEGER NOT NULL CHECK (amount > 0),
  user_account TEXT    NOT NULL,                    -- the sender's address or a note
  status       INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  reason       TEXT    NOT NULL DEFAULT '',
  created_at   INTEGER NOT NULL,
  reviewed_at  INTEGER
);
CREATE INDEX deposit_claims_user ON deposit_claims(user_id, id);
CREATE INDEX deposit_claims_pending ON deposit_claims(status, created_at);

-- Withdrawals (wallet/out): 1 under review, 2 approved (paid out), 3 rejected (returned).
CREATE TABLE withdrawals (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  currency_id  INTEGER NOT NULL REFERENCES currencies(id),
  type         INTEGER NOT NULL CHECK (type IN (0, 1, 2)),  -- address, card, international card
  number       INTEGER NOT NULL CHECK (number > 0),        -- what leaves the wallet
  fee          INTEGER NOT NULL CHECK (fee >= 0 AND fee < number),
  destination  TEXT    NOT NULL,                    -- the address, or the masked card number
  label        TEXT    NOT NULL DEFAULT '',         -- address book name, or bank name
  network      TEXT    NOT NULL DEFAULT '',
  btc_value    INTEGER NOT NULL CHECK (btc_value >= 0), -- satoshis at request time, rounded up (KYC limit)
  status       INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  reason       TEXT    NOT NULL DEFAULT '',
  created_at   INTEGER NOT NULL,
  reviewed_at  INTEGER
);
CREATE INDEX withdrawals_user ON withdrawals(user_id, id);
CREATE INDEX withdrawals_window ON withdrawals(user_id, created_at);

-- Fund transfers between a user's accounts (wallet/change).
CREATE TABLE fund_transfers (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  currency_id  INTEGER NOT NULL REFERENCES currencies(id),
  number       INTEGER NOT NULL CHECK (number > 0),
  from_account INTEGER NOT NULL CHECK (from_account IN (1, 2, 3, 4)),
  to_account   INTEGER NOT NULL CHECK (to_account IN (1, 2, 3, 4) AND to_account <> from_account),
  created_at   INTEGER NOT NULL
);
CREATE INDEX fund_transfers_user ON fund_transfers(user_id, id);

-- Conversion quotes (user/getTransferFee): engine prices frozen for QUOTE_TTL_SECONDS.
CREATE TABLE conversion_quotes (
  id               TEXT    PRIMARY KEY,             -- 32 hex
  user_id          INTEGER NOT NULL REFERENCES users(id),
  from_currency_id INTEGER NOT NULL REFERENCES currencies(id),
  to_currency_id   INTEGER NOT NULL REFERENCES currencies(id),
  from_price       TEXT    NOT NULL,
  to_price         TEXT    NOT NULL,
  fee_percent      TEXT    NOT NULL,
  created_at       INTEGER NOT NULL,
  expires_at       INTEGER NOT NULL
);
CREATE INDEX conversion_quotes_expiry ON conversion_quotes(expires_at);

-- Executed conversions (user/Transfer); `fee` is in from-currency units, charged on top of `number`.
CREATE TABLE conversions (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id          INTEGER NOT NULL REFERENCES users(id),
  from_currency_id INTEGER NOT NULL REFERENCES currencies(id),
  to_currency_id   INTEGER NOT NULL REFERENCES currencies(id),
  number           INTEGER NOT NULL CHECK (number > 0),
  fee              INTEGER NOT NULL CHECK (fee >= 0),
  to_amount        INTEGER NOT NULL CHECK (to_amount > 0),
  from_price       TEXT    NOT NULL,
  to_price         TEXT    NOT NULL,
  fee_percent      TEXT    NOT NULL,
  quote_id         TEXT    NOT NULL,
  created_at       INTEGER NOT NULL
);
CREATE INDEX conversions_user ON conversions(user_id, created_at);

-- The first answer of each money-moving request, by (user, idempotency key); written in the
-- transaction of the change it answers for.
CREATE TABLE idempotency (
  user_id     INTEGER NOT NULL REFERENCES users(id),
  key         TEXT    NOT NULL,
  endpoint    TEXT    NOT NULL,
  fingerprint TEXT    NOT NULL,                     -- the validated request, canonical JSON
  response    TEXT    NOT NULL,                     -- the `message` answered, JSON
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (user_id, key)
) WITHOUT ROWID;

-- Wrong pay passwords in a row (wallet/out); reset by a right one.
CREATE TABLE pay_password_failures (
  user_id      INTEGER PRIMARY KEY REFERENCES users(id),
  failures     INTEGER NOT NULL,
  locked_until INTEGER
);
