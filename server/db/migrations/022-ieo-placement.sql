-- IEO placement after the end, `project/buy` (issue 16; api-reference §11; the rules are in
-- src/api/contract/ieo-math.ts): orders of type 3 besides the subscriptions (type 1). A
-- placement is delivered in the transaction that pays for it (ieoPay and ieoDeliver together), so
-- it is written with status 3 and delivered_at at once. One placement per user per project: a
-- partial unique index, so two concurrent placements of one user cannot both be written.
-- SQLite cannot change a CHECK: the table is rebuilt (nothing references ieo_orders by key; the
-- ledger's reference_id is a plain number) with the same ids.
CREATE TABLE ieo_orders_new (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  project_id      INTEGER NOT NULL REFERENCES ieo_projects(id),
  type            INTEGER NOT NULL DEFAULT 1 CHECK (type IN (1, 3)),
  status          INTEGER NOT NULL DEFAULT 2 CHECK (status IN (2, 3)),
  coin_amount     INTEGER NOT NULL CHECK (coin_amount > 0),
  price           TEXT    NOT NULL,
  total_price     INTEGER NOT NULL CHECK (total_price > 0),
  pay_currency_id INTEGER NOT NULL REFERENCES currencies(id),
  created_at      INTEGER NOT NULL,
  delivered_at    INTEGER,
  CHECK ((status = 3) = (delivered_at IS NOT NULL)),
  CHECK (type = 1 OR status = 3)
);
INSERT INTO ieo_orders_new (id, user_id, project_id, type, status, coin_amount, price, total_price,
    pay_currency_id, created_at, delivered_at)
  SELECT id, user_id, project_id, type, status, coin_amount, price, total_price, pay_currency_id,
    created_at, delivered_at FROM ieo_orders;
DROP TABLE ieo_orders;
ALTER TABLE ieo_orders_new RENAME TO ieo_orders;
CREATE INDEX ieo_orders_user ON ieo_orders(user_id, id);
CREATE INDEX ieo_orders_due ON ieo_orders(status, project_id);
CREATE UNIQUE INDEX ieo_orders_one_placement ON ieo_orders(user_id, project_id) WHERE type = 3;
