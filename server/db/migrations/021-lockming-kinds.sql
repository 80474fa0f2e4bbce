-- Lock mining kinds (issue 16; the home tiles locked, DeFi and cloud mining open
-- lockming/lockming, `?type=defi` and `?type=cloud`): each product is of one kind. A kind is a
-- catalogue label only: every kind locks, pays and redeems by the same rules and lockming-math's
-- formulas. Existing products are 'lock'. `GET lh/deposit/config` filters by `type` and answers
-- each product's (contract src/api/contract/lockming.ts).
ALTER TABLE lockming_configs
  ADD COLUMN kind TEXT NOT NULL DEFAULT 'lock' CHECK (kind IN ('lock', 'defi', 'cloud'));

-- DeFi and cloud products, after the locked ones; the settlement ratio is the seeds' 0.4 %.
INSERT INTO lockming_configs (currency_id, day, interest_rate, cancel_rate, save_min, intro, sort,
    created_at, kind)
  SELECT c.currency_id, c.day, c.rate, '0.4', c.min, c.intro, c.sort, 1735689600000, c.kind
  FROM (SELECT 3 AS currency_id, 7 AS day, '0.25' AS rate, '100' AS min,
          'USDT 7-day DeFi mining, 0.25 % a day' AS intro, 6 AS sort, 'defi' AS kind
        UNION ALL SELECT 2, 10, '0.3', '0.1', 'ETH 10-day DeFi mining, 0.3 % a day', 7, 'defi'
        UNION ALL SELECT 1, 60, '0.45', '0.01', 'BTC 60-day cloud mining, 0.45 % a day', 8, 'cloud'
        UNION ALL SELECT 3, 90, '0.5', '500', 'USDT 90-day cloud mining, 0.5 % a day', 9, 'cloud'
       ) AS c
  WHERE EXISTS (SELECT 1 FROM currencies WHERE id = c.currency_id);
