-- Home tiles (issue 19): every tile of spec §2 "Home tiles" now opens a screen of the route table.
-- Fixes: the mini game and the chat room are under other/ (003 seeded /pages/game/game and
-- /pages/kefu/index, paths the spec does not have); quick buy opens its own page (issue 18,
-- fund/quick_buy) instead of the deposit coin list; "transfer" moves money between accounts
-- (fund/fundTransfer), since fund/transfer is the convert page, which is now the "exchange" tile.
-- New: stock opens the markets (the sandbox lists no stocks; its market list is the nearest screen
-- to browse instruments), super leverage opens the futures screen (transaction/contract is the
-- leveraged product, up to its largest multiple), bills open setting/bill (every ledger row), and
-- download is not a page: its url `download` is mapped by the client to the site setting
-- `apk_download_url`, opened in a new tab. Reference data, like 014 and 020.
UPDATE menu SET url = '/pages/other/game/game' WHERE title = 'game';
UPDATE menu SET url = '/pages/other/kefu/index' WHERE title = 'chatroom';
UPDATE menu SET url = '/pages/fund/quick_buy' WHERE title = 'quicklyBuyCoins';
UPDATE menu SET url = '/pages/fund/fundTransfer' WHERE title = 'transfer';
INSERT OR IGNORE INTO menu (id, title, icon, url, sort) VALUES
  (21, 'stock', 'stock.svg', '/pages/market/market', 21),
  (22, 'superLeverage', 'super-leverage.svg', '/pages/transaction/contract', 22),
  (23, 'bills', 'bills.svg', '/pages/setting/bill', 23),
  (24, 'exchange', 'exchange.svg', '/pages/fund/transfer', 24),
  (25, 'download', 'download.svg', 'download', 25);
