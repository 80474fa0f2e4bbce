-- NFT marketplace, "bind_box" (issue 17; api-reference §19; product-spec §1–§5; the contract and
-- the product's rules are src/api/contract/nft.ts and nft-math.ts). Money is INTEGER minor units
-- (10^-decimal_scale of its currency): prices in the item's currency, auction deposits in USDT.
-- Times are epoch ms. Every money move is ledger rows of the funds account (change, 1) in the
-- transaction that makes it.
--
-- A sale always credits a seller (§17.14 is not repeated): the owner of a resold item, or the
-- platform's own account (a users row that cannot sign in, made by the seed) for a first sale;
-- the disclosed fee goes to the platform account too, so Σ ledger over everyone is conserved.

-- Items (§19.1). `owner_id` is the platform account until a first sale. `round` numbers the
-- listings of an item (1 = the first sale, +1 per resale): orders, bids, deposits and winner
-- orders belong to one round, so an old round's rows never count in a new one.
CREATE TABLE nft_items (
  id                 INTEGER PRIMARY KEY AUTOINCREMENT,
  code               TEXT    NOT NULL UNIQUE,
  type               INTEGER NOT NULL CHECK (type IN (1, 2, 3, 4)),       -- image, GIF, audio, video
  pay_type           INTEGER NOT NULL CHECK (pay_type IN (1, 2, 3)),      -- fixed, auction, blind box
  currency_id        INTEGER NOT NULL REFERENCES currencies(id),
  name               TEXT    NOT NULL,
  description        TEXT    NOT NULL DEFAULT '',
  author_description TEXT    NOT NULL DEFAULT '',
  image              TEXT    NOT NULL,        -- the picture (the cover/poster of audio and video; the box art of an unopened box)
  media              TEXT,                    -- the GIF, audio or video file; NULL for a still image
  author_id          INTEGER NOT NULL REFERENCES users(id),
  owner_id           INTEGER NOT NULL REFERENCES users(id),
  rarity             TEXT    CHECK (rarity IN ('N', 'R', 'SR')),            -- NULL only for an unopened blind box
  list_price_units   INTEGER NOT NULL CHECK (list_price_units > 0),        -- this round's asking / starting price
  price_units        INTEGER NOT NULL CHECK (price_units > 0),             -- current price: the asking price, or an auction's highest bid
  per_increase_units INTEGER NOT NULL DEFAULT 0 CHECK (per_increase_units >= 0),
  margin_units       INTEGER NOT NULL DEFAULT 0 CHECK (margin_units >= 0), -- auction deposit, USDT units
  start_time         INTEGER NOT NULL,
  end_time           INTEGER NOT NULL,
  status             INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  resell_nft_status  INTEGER NOT NULL DEFAULT 0 CHECK (resell_nft_status IN (0, 1)),
  rarity_status      INTEGER NOT NULL DEFAULT 0 CHECK (rarity_status IN (0, 1)),
  lock_order         INTEGER NOT NULL DEFAULT 0 CHECK (lock_order IN (0, 1)),
  round              INTEGER NOT NULL DEFAULT 1 CHECK (round >= 1),
  bid_count          INTEGER NOT NULL DEFAULT 0 CHECK (bid_count >= 0),     -- bids of this round
  chain              TEXT    NOT NULL DEFAULT 'HX',
  created_at         INTEGER NOT NULL,
  updated_at         INTEGER NOT NULL,
  CHECK (end_time > start_time),
  CHECK (pay_type <> 2 OR (per_increase_units > 0 AND margin_units > 0)),
  CHECK (rarity IS NOT NULL OR (pay_type = 3 AND rarity_status = 0))
);
CREATE INDEX nft_items_market ON nft_items(status, id);
CREATE INDEX nft_items_owner ON nft_items(owner_id, id);
CREATE INDEX nft_items_author ON nft_items(author_id, id);
CREATE INDEX nft_items_due ON nft_items(pay_type, status, end_time);

-- Favourites (`collect`): one row per user and item; the owner cannot collect their own.
CREATE TABLE nft_favourites (
  user_id    INTEGER NOT NULL REFERENCES users(id),
  item_id    INTEGER NOT NULL REFERENCES nft_items(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, item_id)
) WITHOUT ROWID;
CREATE INDEX nft_favourites_item ON nft_favourites(item_id);

-- Sales (`bind_box_order`): one per item and round, so two buyers of one listing cannot both pay.
-- fee + seller_credit = order_price.
CREATE TABLE nft_orders (
  id                  INTEGER PRIMARY KEY AUTOINCREMENT,
  item_id             INTEGER NOT NULL REFERENCES nft_items(id),
  round               INTEGER NOT NULL,
  kind                TEXT    NOT NULL CHECK (kind IN ('fixed', 'auction', 'blindBox')),
  buyer_id            INTEGER NOT NULL REFERENCES users(id),
  seller_id           INTEGER NOT NULL REFERENCES users(id),
  author_id           INTEGER NOT NULL REFERENCES users(id),
  currency_id         INTEGER NOT NULL REFERENCES currencies(id),
  order_price_units   INTEGER NOT NULL CHECK (order_price_units > 0),
  fee_units           INTEGER NOT NULL CHECK (fee_units >= 0),
  seller_credit_units INTEGER NOT NULL CHECK (seller_credit_units >= 0),
  created_at          INTEGER NOT NULL,
  UNIQUE (item_id, round),
  CHECK (fee_units + seller_credit_units = order_price_units),
  CHECK (buyer_id <> seller_id)
);
CREATE INDEX nft_orders_buyer ON nft_orders(buyer_id, id);
CREATE INDEX nft_orders_seller ON nft_orders(seller_id, id);

-- Auction deposits (margin logs): held once per round and bidder (the first bid holds it),
-- then returned (0) when outbid at the close or when the winner pays, or forfeited (2) when the
-- winner lets the payment deadline pass.
CREATE TABLE nft_margins (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  item_id      INTEGER NOT NULL REFERENCES nft_items(id),
  round        INTEGER NOT NULL,
  user_id      INTEGER NOT NULL REFERENCES users(id),
  amount_units INTEGER NOT NULL CHECK (amount_units > 0),                  -- USDT units
  status       INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2)),     -- 1 held, 0 returned, 2 forfeited
  created_at   INTEGER NOT NULL,
  settled_at   INTEGER,
  UNIQUE (item_id, round, user_id),
  CHECK ((status = 1) = (settled_at IS NULL))
);
CREATE INDEX nft_margins_user ON nft_margins(user_id, id);

-- Bids (quotation logs): `price_units` is the new total after the increment. At most one live
-- highest bid per round (the partial unique index): of two bids on one step, one wins.
CREATE TABLE nft_bids (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  item_id     INTEGER NOT NULL REFERENCES nft_items(id),
  round       INTEGER NOT NULL,
  user_id     INTEGER NOT NULL REFERENCES users(id),
  margin_id   INTEGER NOT NULL REFERENCES nft_margins(id),
  currency_id INTEGER NOT NULL REFERENCES currencies(id),
  price_units INTEGER NOT NULL CHECK (price_units > 0),
  status      INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),         -- 1 highest, 0 outbid
  is_expired  INTEGER NOT NULL DEFAULT 0 CHECK (is_expired IN (0, 1)),     -- 1 once the round closed
  created_at  INTEGER NOT NULL
);
CREATE UNIQUE INDEX nft_bids_top ON nft_bids(item_id, round) WHERE status = 1 AND is_expired = 0;
CREATE INDEX nft_bids_item ON nft_bids(item_id, round, id);
CREATE INDEX nft_bids_user ON nft_bids(user_id, id);

-- Winner orders: made when an auction round closes with a bid; 24 h to pay (`overtime`, ms).
CREATE TABLE nft_winner_orders (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  item_id     INTEGER NOT NULL REFERENCES nft_items(id),
  round       INTEGER NOT NULL,
  bid_id      INTEGER NOT NULL UNIQUE REFERENCES nft_bids(id),
  user_id     INTEGER NOT NULL REFERENCES users(id),
  margin_id   INTEGER NOT NULL REFERENCES nft_margins(id),
  currency_id INTEGER NOT NULL REFERENCES currencies(id),
  price_units INTEGER NOT NULL CHECK (price_units > 0),
  is_read     INTEGER NOT NULL DEFAULT 0 CHECK (is_read IN (0, 1)),
  is_pay      INTEGER NOT NULL DEFAULT 0 CHECK (is_pay IN (0, 1)),
  is_expired  INTEGER NOT NULL DEFAULT 0 CHECK (is_expired IN (0, 1)),
  overtime    INTEGER NOT NULL,                                             -- payment deadline, ms
  reminded_at INTEGER,                                                      -- the last reminder sent
  created_at  INTEGER NOT NULL,
  pay_time    INTEGER,
  UNIQUE (item_id, round),
  CHECK (is_pay = 0 OR pay_time IS NOT NULL)
);
CREATE INDEX nft_winner_orders_user ON nft_winner_orders(user_id, id);
CREATE INDEX nft_winner_orders_due ON nft_winner_orders(is_expired, overtime);

-- Blind boxes: what a box can hold is published before the sale, its content is drawn only when
-- it is opened (§17.12 is not repeated). A series' templates per rarity and its odds (basis
-- points, Σ = 10,000) are public; the box's `commitment` = SHA-256 of its secret `server_seed`,
-- published when it is listed; the secret is revealed when the box is opened, with the buyer's
-- `client_seed`, so anyone can recompute the draw (nft-math).
CREATE TABLE nft_box_series (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  name        TEXT    NOT NULL,
  odds        TEXT    NOT NULL,                                             -- JSON [{ rarity, weight }]
  created_at  INTEGER NOT NULL
);
CREATE TABLE nft_box_templates (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  series_id   INTEGER NOT NULL REFERENCES nft_box_series(id),
  rarity      TEXT    NOT NULL CHECK (rarity IN ('N', 'R', 'SR')),
  position    INTEGER NOT NULL,                                             -- 0-based index within its rarity, the draw's second pick
  name        TEXT    NOT NULL,
  type        INTEGER NOT NULL CHECK (type IN (1, 2, 3, 4)),
  image       TEXT    NOT NULL,
  media       TEXT,
  description TEXT    NOT NULL DEFAULT '',
  UNIQUE (series_id, rarity, position)
);
CREATE TABLE nft_blind_boxes (
  item_id      INTEGER PRIMARY KEY REFERENCES nft_items(id),
  series_id    INTEGER NOT NULL REFERENCES nft_box_series(id),
  commitment   TEXT    NOT NULL,                                            -- sha256 hex of server_seed
  server_seed  TEXT    NOT NULL,                                            -- secret until opened
  client_seed  TEXT,
  template_id  INTEGER REFERENCES nft_box_templates(id),
  draw_value   TEXT,                                                        -- the draw's numbers, for the check
  opened_at    INTEGER,
  CHECK ((opened_at IS NULL) = (template_id IS NULL))
);

INSERT INTO ledger_types (type) VALUES
  ('nftPay'), ('nftSaleIncome'), ('nftSaleFee'), ('nftMarginHold'), ('nftMarginReturn'),
  ('nftMarginForfeit');
