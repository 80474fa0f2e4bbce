-- Schema version 3: news (banners, announcements, the home pop-up, articles) and the home tile
-- menu (issue 3, api-reference §3.5 `menu`, §4). The rows are reference data inserted by the
-- migration itself (db/content-seed.ts). Times are epoch milliseconds; the wire sends seconds.

CREATE TABLE news (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  c_id       INTEGER NOT NULL,                    -- category: 4 announcements, 5 banners, 32 pop-up…
  lang       TEXT    NOT NULL,                    -- product language code (pt, en, zh, hk, …)
  title      TEXT    NOT NULL,
  abstract   TEXT    NOT NULL DEFAULT '',
  content    TEXT    NOT NULL DEFAULT '',         -- HTML; the client sanitises it before showing it
  cover      TEXT    NOT NULL DEFAULT '',
  thumbnail  TEXT    NOT NULL DEFAULT '',
  author     TEXT    NOT NULL DEFAULT '',
  keyword    TEXT    NOT NULL DEFAULT '',
  recommend  INTEGER NOT NULL DEFAULT 0,
  sorts      INTEGER NOT NULL DEFAULT 0,          -- higher first
  views      INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX news_category_lang ON news(c_id, lang);

-- Home tiles; `title` is the tile's key, which the client translates.
CREATE TABLE menu (
  id        INTEGER PRIMARY KEY,
  title     TEXT    NOT NULL UNIQUE,
  icon      TEXT    NOT NULL,                     -- file name under /content/menu/
  url       TEXT    NOT NULL,                     -- the spec route the tile opens
  open_type TEXT    NOT NULL DEFAULT 'navigate' CHECK (open_type IN ('navigate', 'switchTab', 'redirect')),
  show      INTEGER NOT NULL DEFAULT 1,
  sort      INTEGER NOT NULL DEFAULT 0
);
