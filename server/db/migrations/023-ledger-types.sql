-- The ledger's types live in a table, not in a CHECK (session 11). Every domain so far rebuilt the
-- whole ledger to teach its CHECK new types (011, 012, 013, 017, 018, 019): a copy of every row per
-- feature, and two features built at the same time would each rebuild it with a list missing the
-- other's types. From here a migration adds its types with one INSERT into `ledger_types`, and a
-- trigger refuses a row of a type that is not there, as the CHECK did. The list equals
-- `ledgerTypes` of src/api/contract/wallet/common.ts (server/test/ledger-types.test.ts).
CREATE TABLE ledger_types (
  type TEXT PRIMARY KEY
) WITHOUT ROWID;
INSERT INTO ledger_types (type) VALUES
  ('deposit'), ('withdrawLock'), ('withdrawApprove'), ('withdrawReject'), ('transferOut'),
  ('transferIn'), ('convertOut'), ('convertFee'), ('convertIn'), ('orderLock'), ('orderUnlock'),
  ('orderSpend'), ('orderReceive'), ('leverMargin'), ('leverFee'), ('leverRefund'), ('leverSettle'),
  ('leverOvernight'), ('microStake'), ('microFee'), ('microSettle'), ('lockmingLock'),
  ('lockmingInterest'), ('lockmingReturn'), ('lockmingPenalty'), ('ieoPay'), ('ieoDeliver'),
  ('dualInvest'), ('dualSettle');

CREATE TABLE ledger_v7 (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id         INTEGER NOT NULL REFERENCES users(id),
  currency_id     INTEGER NOT NULL REFERENCES currencies(id),
  account         INTEGER NOT NULL CHECK (account IN (1, 2, 3, 4)),
  available_delta INTEGER NOT NULL,
  locked_delta    INTEGER NOT NULL,
  available_after INTEGER NOT NULL CHECK (available_after >= 0),
  locked_after    INTEGER NOT NULL CHECK (locked_after >= 0),
  type            TEXT    NOT NULL REFERENCES ledger_types(type),
  reference_id    INTEGER,                          -- the id of the row of its domain that moved the money
  created_at      INTEGER NOT NULL,
  CHECK (available_delta <> 0 OR locked_delta <> 0)
);
INSERT INTO ledger_v7 (id, user_id, currency_id, account, available_delta, locked_delta,
    available_after, locked_after, type, reference_id, created_at)
  SELECT id, user_id, currency_id, account, available_delta, locked_delta, available_after,
    locked_after, type, reference_id, created_at FROM ledger ORDER BY id;
DROP TABLE ledger;
ALTER TABLE ledger_v7 RENAME TO ledger;
CREATE INDEX ledger_user ON ledger(user_id, id);
CREATE INDEX ledger_balance ON ledger(user_id, currency_id, account);
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
  BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
-- Foreign keys are enforced only with PRAGMA foreign_keys = ON; the trigger holds either way.
CREATE TRIGGER ledger_known_type BEFORE INSERT ON ledger
  WHEN NOT EXISTS (SELECT 1 FROM ledger_types WHERE type = NEW.type)
  BEGIN SELECT RAISE(ABORT, 'unknown ledger type'); END;
