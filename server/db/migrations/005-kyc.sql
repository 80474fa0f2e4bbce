-- Identity verification and uploads (issue 4, api-reference §3.1 upload, §3.3; spec §4, §6).
-- Appended to the migrations in src/plugins/db.ts.
-- Times are epoch milliseconds from the injected clock. The demo accounts' records are written by
-- db/kyc-seed.ts (from seed.ts on a new database, from the migration on an existing one).

-- Every stored upload. `name` is random (32 hex + extension) and is the only way to reach the file
-- (GET /uploads/<name>); `mime` was sniffed from the content, never taken from the request.
CREATE TABLE uploads (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name       TEXT    NOT NULL UNIQUE,
  mime       TEXT    NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
  size       INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX uploads_user_created ON uploads(user_id, created_at);

-- One verification record per user (the reference's `user_real`).
-- review_status (basic): 1 pending, 2 approved, 3 refused; advanced_user: NULL none, 1 pending,
-- 2 approved, 3 refused. A refusal keeps fail_code (contactNotBound | reviewRejected) and the
-- reviewer's fail_reason; the user may then submit that level again.
CREATE TABLE user_real (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id       INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  name          TEXT    NOT NULL,
  card_id       TEXT    NOT NULL UNIQUE,               -- normalised: no spaces, dots or hyphens, upper case
  id_type       INTEGER NOT NULL CHECK (id_type IN (0, 1, 2)),
  front_pic     TEXT,
  reverse_pic   TEXT,
  review_status INTEGER NOT NULL DEFAULT 1 CHECK (review_status IN (1, 2, 3)),
  advanced_user INTEGER CHECK (advanced_user IN (1, 2, 3)),
  fail_code     TEXT    CHECK (fail_code IN ('contactNotBound', 'reviewRejected')),
  fail_reason   TEXT,
  create_time   INTEGER NOT NULL,                      -- first submission
  submitted_at  INTEGER NOT NULL,                      -- latest submission (basic or advanced)
  reviewed_at   INTEGER
);
-- the scripted reviewer looks for pending records by submission time
CREATE INDEX user_real_pending ON user_real(submitted_at) WHERE review_status = 1 OR advanced_user = 1;
