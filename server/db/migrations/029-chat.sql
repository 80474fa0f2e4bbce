-- Customer-service chat (issue 19; api-reference §16.7; contract src/api/contract/chat.ts). One
-- conversation per user with the support desk: `user_id` is the conversation's owner whichever
-- side wrote, `sender` says which. A message the user sent carries the app's `client_id`, unique
-- per user, so a retried send is stored once. Times are epoch ms; `read_at` is when the recipient
-- read it (the user reads the desk's messages by opening the chat).
CREATE TABLE chat_messages (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  sender     TEXT    NOT NULL CHECK (sender IN ('user', 'agent')),
  type       INTEGER NOT NULL CHECK (type IN (1, 2)),                 -- 1 text, 2 picture (an /uploads/ path)
  content    TEXT    NOT NULL CHECK (length(content) > 0),
  client_id  TEXT,
  auto       INTEGER NOT NULL DEFAULT 0 CHECK (auto IN (0, 1)),       -- the desk's canned greeting
  read_at    INTEGER,
  created_at INTEGER NOT NULL,
  CHECK ((sender = 'user') = (client_id IS NOT NULL)),
  CHECK (auto = 0 OR sender = 'agent')
);
CREATE UNIQUE INDEX chat_messages_client ON chat_messages(user_id, client_id) WHERE client_id IS NOT NULL;
CREATE INDEX chat_messages_user ON chat_messages(user_id, id);
