-- Quick buy by bank transfer (issue 18; product-spec §3 quick-buy payer, §4 states, §5 checks, §9
-- "USD to USDT 1:1", countries; api-reference §16.2; contract src/api/contract/quick-buy.ts, the
-- formulas and the product's rules in quick-buy-math.ts). The user asks for USDT, is shown the
-- sandbox's beneficiary account and a reference, and transfers fiat outside the app; an operator
-- (a loopback dev action) marks the transfer received, which credits the USDT to the funds
-- account (change, 1): quickBuyCredit (available +usdt_amount), once per order.
--
-- Fiat amounts are INTEGER minor units of the fiat (10^-fiat_scale: USD/THB/PHP 2, VND 0); the
-- USDT is INTEGER minor units of currency 3 (10^-decimal_scale). `rate` (fiat per USDT) is the
-- rate the order was locked at, a decimal string; what it credits is decided at creation and
-- never recomputed. Times are epoch ms of the sandbox clock.
--
-- Status: 1 to be paid, 2 payment successful (credited), 3 cancelled by the user, 4 expired (the
-- payment window passed; the job cancels it). Only status 1 moves, and only once: every change is
-- `UPDATE … WHERE id = ? AND status = 1` in the transaction of its ledger row.
CREATE TABLE quick_buy_orders (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id       INTEGER NOT NULL REFERENCES users(id),
  reference     TEXT    NOT NULL UNIQUE,                 -- quoted on the transfer
  currency      TEXT    NOT NULL,                        -- fiat code (USD, THB, PHP, VND)
  fiat_scale    INTEGER NOT NULL CHECK (fiat_scale BETWEEN 0 AND 4),
  amount        INTEGER NOT NULL CHECK (amount > 0),     -- fiat units the user transfers
  fee           INTEGER NOT NULL CHECK (fee >= 0 AND fee < amount),
  rate          TEXT    NOT NULL,                        -- fiat per USDT, locked
  usdt_amount   INTEGER NOT NULL CHECK (usdt_amount > 0),
  pay_method    TEXT    NOT NULL DEFAULT 'bank_transfer' CHECK (pay_method = 'bank_transfer'),
  first_name    TEXT    NOT NULL,
  last_name     TEXT    NOT NULL,
  email         TEXT    NOT NULL,
  phone         TEXT    NOT NULL,
  tax_id        TEXT    NOT NULL,
  country       TEXT    NOT NULL,                        -- ISO 3166-1 alpha-2 of the payer
  bank          TEXT    NOT NULL,                        -- the payer's bank (code of its list)
  status        INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL CHECK (expires_at > created_at),
  paid_at       INTEGER,
  closed_at     INTEGER,                                 -- cancelled or expired
  CHECK ((status = 2) = (paid_at IS NOT NULL)),
  CHECK ((status IN (3, 4)) = (closed_at IS NOT NULL))
);
CREATE INDEX quick_buy_orders_user ON quick_buy_orders(user_id, id DESC);
CREATE INDEX quick_buy_orders_due ON quick_buy_orders(status, expires_at);

INSERT INTO ledger_types (type) VALUES ('quickBuyCredit');
