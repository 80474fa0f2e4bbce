-- Issue 10 §3: session tokens at rest only as SHA-256 hashes, and sign-in / code throttling.
-- Appended to the migrations in src/plugins/db.ts, which registers sha256_hex() before running it.

-- A token is a bearer secret: a copy of the database must not be a copy of every session. The
-- column holds hex SHA-256 of the 32-hex token; existing sessions are hashed in place, so they stay
-- signed in.
CREATE TABLE tokens_v2 (
  token_hash TEXT    PRIMARY KEY,                    -- hex SHA-256 of the token
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
INSERT INTO tokens_v2 (token_hash, user_id, created_at, expires_at)
  SELECT sha256_hex(lower(token)), user_id, created_at, expires_at FROM tokens;
DROP TABLE tokens;
ALTER TABLE tokens_v2 RENAME TO tokens;
CREATE INDEX tokens_user_id ON tokens(user_id);

-- Failed sign-ins and sent codes per account and per client address (src/throttle.ts). One row
-- per key, e.g. 'login:account:demo@sandbox.test', 'login:ip:203.0.113.9', 'code:account:+55…'.
CREATE TABLE auth_throttle (
  key          TEXT    PRIMARY KEY,
  count        INTEGER NOT NULL,                     -- failures (login) or codes sent (code)
  window_start INTEGER NOT NULL,                     -- ms; the count restarts after the window
  next_at      INTEGER NOT NULL DEFAULT 0,           -- ms; no new try before (growing delay)
  locked_until INTEGER NOT NULL DEFAULT 0            -- ms; every try refused before
);
