-- The message centre's system messages (issue 4; api-reference §16.5, contract in
-- src/api/contract/message.ts). Times are epoch milliseconds. Seed rows come from
-- db/message-seed.ts (broadcasts from this migration; the demo users' own messages from seed.ts
-- for a new database, whose users exist only after the migrations).

-- One message, addressed to one user, or to every user when user_id is NULL (a broadcast).
CREATE TABLE messages (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX messages_user_time ON messages(user_id, created_at);

-- Its title and content per product language code; read in the asked language, else en, else
-- the first there is. `content` is HTML; the client sanitises it before showing it.
CREATE TABLE message_texts (
  message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  lang       TEXT    NOT NULL,
  title      TEXT    NOT NULL,
  abstract   TEXT    NOT NULL DEFAULT '',
  content    TEXT    NOT NULL DEFAULT '',
  PRIMARY KEY (message_id, lang)
);

-- Who has read what: a broadcast is read by each user for themselves.
CREATE TABLE message_reads (
  message_id INTEGER NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  read_at    INTEGER NOT NULL,
  PRIMARY KEY (message_id, user_id)
);
