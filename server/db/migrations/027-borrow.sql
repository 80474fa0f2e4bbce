-- OTC borrowing for VIP 2 (issue 18; product-spec §6 and its figures; api-reference §16.1, shapes
-- adapted). Contract src/api/contract/borrow.ts; every rule and formula in borrow-math.ts.
-- Money is INTEGER minor units (10^-decimal_scale of its currency); rates are decimal strings in
-- percent per day; prices decimal strings; times epoch ms. The borrower's collateral is held on
-- the funds account (change, 1) of its currency from the application (borrowCollateralHold:
-- available −C, locked +C); approval disburses the loan to the funds account of the borrowed
-- currency (borrowDisburse); repayment takes principal (borrowRepay) and interest + overdue
-- (borrowInterest) and returns the collateral (borrowCollateralReturn); a rejection returns it too;
-- a forced close sells what covers the debt (borrowLiquidate: locked −sold) and returns the rest.
-- The platform is the lender: it has no wallet account in the sandbox, so each loan row records
-- the lender's side (amount lent, principal and interest paid back, collateral taken), and per loan
-- the ledger nets exactly what the row says (server/test/borrow.test.ts checks it).

-- Who may borrow besides VIP 2+: a market maker (product-spec §6). Set by the platform (dev action).
ALTER TABLE users ADD COLUMN is_market_maker INTEGER NOT NULL DEFAULT 0;

-- USDC is borrowable (spec figures) and may be collateral; the sandbox has no USDC market: it is
-- valued 1:1 with USDT (borrow-math header). A wallet currency with no deposit, withdrawal or
-- conversion; code finds it by name.
INSERT OR IGNORE INTO currencies (id, name, sort, is_display, is_legal, is_lever, is_match,
    is_micro, decimal_scale, is_wallet, is_charge, is_withdraw, is_transfer)
  VALUES (30, 'USDC', 200, 0, 0, 0, 0, 0, 4, 1, 0, 0, 0);

-- A loan from its application on. status: pending (under review, collateral held), rejected
-- (collateral returned), active (disbursed), repaid, liquidated (forced close). `amount` is the
-- principal in `currency_id`; `daily_rate` the interest in percent per day fixed at application;
-- `value_usdt` the principal's USDT value at the application's engine second (`applied_tick`).
-- `days_accrued` counts the loan days whose interest is on the debt (day n starts at disbursed_at
-- + n days); `interest` / `overdue` are what those days added (units of currency_id).
-- `checked_tick` is the last engine second (ms) the risk watcher has looked at.
-- Closed: `repaid_principal`, `paid_interest` (interest + overdue) on repayment; `close_tick` and
-- its prices, `collateral_sold`, `debt_covered` on a forced close; `collateral_returned` either way.
CREATE TABLE borrow_loans (
  id                     INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id                INTEGER NOT NULL REFERENCES users(id),
  currency_id            INTEGER NOT NULL REFERENCES currencies(id),
  amount                 INTEGER NOT NULL CHECK (amount > 0),
  collateral_currency_id INTEGER NOT NULL REFERENCES currencies(id),
  collateral_amount      INTEGER NOT NULL CHECK (collateral_amount > 0),
  term_days              INTEGER NOT NULL CHECK (term_days BETWEEN 7 AND 365),
  daily_rate             TEXT    NOT NULL,
  overdue_rate           TEXT    NOT NULL,
  value_usdt             TEXT    NOT NULL,
  applied_tick           INTEGER NOT NULL,
  applied_price          TEXT    NOT NULL,
  applied_collateral_price TEXT  NOT NULL,
  status                 TEXT    NOT NULL DEFAULT 'pending'
                           CHECK (status IN ('pending', 'rejected', 'active', 'repaid', 'liquidated')),
  reason                 TEXT,
  reviewed_at            INTEGER,
  disbursed_at           INTEGER,
  due_at                 INTEGER,
  days_accrued           INTEGER NOT NULL DEFAULT 0 CHECK (days_accrued >= 0),
  interest               INTEGER NOT NULL DEFAULT 0 CHECK (interest >= 0),
  overdue                INTEGER NOT NULL DEFAULT 0 CHECK (overdue >= 0),
  checked_tick           INTEGER,
  repaid_principal       INTEGER,
  paid_interest          INTEGER,
  close_tick             INTEGER,
  close_price            TEXT,
  close_collateral_price TEXT,
  collateral_sold        INTEGER,
  collateral_returned    INTEGER,
  debt_covered           INTEGER,
  closed_at              INTEGER,
  created_at             INTEGER NOT NULL,
  CHECK (currency_id <> collateral_currency_id)
);
CREATE INDEX borrow_loans_user ON borrow_loans(user_id, id);
CREATE INDEX borrow_loans_status ON borrow_loans(status, id);
-- One open loan (pending or active) per user: a race of two applications ends with one.
CREATE UNIQUE INDEX borrow_loans_one_open ON borrow_loans(user_id)
  WHERE status IN ('pending', 'active');

-- One row per loan day whose interest was added (the job's exactly-once record).
CREATE TABLE borrow_accruals (
  loan_id    INTEGER NOT NULL REFERENCES borrow_loans(id),
  day        INTEGER NOT NULL CHECK (day >= 0),
  interest   INTEGER NOT NULL CHECK (interest >= 0),
  overdue    INTEGER NOT NULL CHECK (overdue >= 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (loan_id, day)
) WITHOUT ROWID;

INSERT INTO ledger_types (type) VALUES
  ('borrowCollateralHold'), ('borrowCollateralReturn'), ('borrowDisburse'), ('borrowRepay'),
  ('borrowInterest'), ('borrowLiquidate');
