-- Home tiles for the trading products that have screens now (spec §2 "Home tiles": contract and
-- options): futures at transaction/contract (issue 13), seconds options at transaction/seconds
-- (issue 14). Reference data, like 003's tiles; `title` is the key the client translates.
INSERT OR IGNORE INTO menu (id, title, icon, url, sort) VALUES
  (18, 'contract', 'contract.svg', '/pages/transaction/contract', 18),
  (19, 'options', 'options.svg', '/pages/transaction/seconds', 19);
