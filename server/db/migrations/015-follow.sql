-- Copy trading, "follow" (issue 15; api-reference §10; contract src/api/contract/follow.ts,
-- formulas follow-math.ts). A trader is a user with `users.is_trader = 1` (001); their profile is
-- the user's own nickname, avatar and signature (008). There is no virtual follower count (§17.9):
-- a trader's followers are COUNT(*) of the active follows of them.

-- A follow: `user_id` copies `follow_user_id`. type 1 fixed ratio (number a decimal ≤ 5, > 0),
-- 2 fixed lots (a whole number 1–5). status 1 active, 2 cancelled. One row per (follower, trader):
-- following again updates it (the upsert of §10) and starts it again at that moment, so only the
-- trader's positions opened after `created_at` are copied.
CREATE TABLE follows (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id        INTEGER NOT NULL REFERENCES users(id),
  follow_user_id INTEGER NOT NULL REFERENCES users(id),
  type           INTEGER NOT NULL CHECK (type IN (1, 2)),
  number         TEXT    NOT NULL,
  status         INTEGER NOT NULL CHECK (status IN (1, 2)),
  created_at     INTEGER NOT NULL,                 -- ms: when it (last) became active
  updated_at     INTEGER NOT NULL,
  cancelled_at   INTEGER,
  cancel_reason  TEXT CHECK (cancel_reason IN ('user', 'traderRevoked')),
  CHECK (user_id <> follow_user_id),
  CHECK ((status = 2) = (cancelled_at IS NOT NULL AND cancel_reason IS NOT NULL)),
  UNIQUE (user_id, follow_user_id)
);
CREATE INDEX follows_trader ON follows(follow_user_id, status);
CREATE INDEX follows_user ON follows(user_id, status);

-- A copy the engine could not make: the follower, the trader's position, and why (a business
-- error code: insufficientBalance, lotsOutOfRange, pairClosed), with the lots it would have been
-- and the margin + fee it needed (quote units; 0 when the pair was closed or the lots refused).
CREATE TABLE follow_skips (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id        INTEGER NOT NULL REFERENCES users(id),
  follow_id      INTEGER NOT NULL REFERENCES follows(id),
  follow_user_id INTEGER NOT NULL REFERENCES users(id),
  position_id    INTEGER NOT NULL REFERENCES lever_positions(id),
  lots           INTEGER NOT NULL,
  cost           INTEGER NOT NULL DEFAULT 0 CHECK (cost >= 0),
  reason         TEXT    NOT NULL CHECK (reason IN ('insufficientBalance', 'lotsOutOfRange',
                   'pairClosed')),
  created_at     INTEGER NOT NULL,
  UNIQUE (user_id, position_id)
);
CREATE INDEX follow_skips_user ON follow_skips(user_id, id);

-- The copies of a trader's position (the engine closes them with it).
CREATE INDEX lever_positions_copies ON lever_positions(follow_order_id, status)
  WHERE order_type = 2;

-- "Become a trader": status 1 pending, 2 approved, 3 rejected; reviewed through
-- POST /api/dev/follow/review (the sandbox's reviewer).
CREATE TABLE trader_applications (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id     INTEGER NOT NULL REFERENCES users(id),
  text        TEXT    NOT NULL,
  status      INTEGER NOT NULL CHECK (status IN (1, 2, 3)),
  reason      TEXT,
  created_at  INTEGER NOT NULL,
  reviewed_at INTEGER,
  CHECK ((status = 1) = (reviewed_at IS NULL))
);
CREATE INDEX trader_applications_user ON trader_applications(user_id, id);
