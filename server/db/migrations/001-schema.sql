-- Sandbox schema, version 1 (PRAGMA user_version). Times are epoch milliseconds from the injected clock.
-- Later issues add tables through new migrations in server/src/plugins/db.ts.

CREATE TABLE users (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  account_number TEXT    NOT NULL UNIQUE,          -- the e-mail, lower-cased
  email          TEXT    UNIQUE,
  phone          TEXT,
  nickname       TEXT,
  head_portrait  TEXT,
  password_hash  TEXT    NOT NULL,                 -- scrypt:<salt>:<key>
  extension_code TEXT    NOT NULL UNIQUE,          -- own invite code, 8 chars A-Z0-9
  parent_id      INTEGER REFERENCES users(id),     -- inviter
  review_status  INTEGER NOT NULL DEFAULT 0,       -- KYC primary: 0 none, 1 pending, 2 approved
  vip            INTEGER NOT NULL DEFAULT 0,
  is_trader      INTEGER NOT NULL DEFAULT 0,
  status         INTEGER NOT NULL DEFAULT 0,       -- 1 = locked
  created_at     INTEGER NOT NULL,
  last_login_at  INTEGER
);

CREATE TABLE tokens (
  token      TEXT    PRIMARY KEY,                  -- 32 hex
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX tokens_user_id ON tokens(user_id);

-- One live verification code per (account, scene); a new code replaces the old one.
CREATE TABLE codes (
  account    TEXT    NOT NULL,
  scene      TEXT    NOT NULL CHECK (scene IN ('register', 'forget', 'login')),
  code       TEXT    NOT NULL,
  sent_at    INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0,             -- wrong tries so far
  PRIMARY KEY (account, scene)
);

-- Every "sent" e-mail: the sandbox has no SMTP, so codes are read here (GET /api/dev/mailbox).
CREATE TABLE mailbox (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT    NOT NULL,
  scene      TEXT    NOT NULL,
  code       TEXT    NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX mailbox_to_address ON mailbox(to_address);

-- Public settings (only allow-listed keys are readable through getSetting) and site config.
CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  notes TEXT NOT NULL DEFAULT ''
);
