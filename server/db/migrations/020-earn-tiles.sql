-- Home tiles for the earn products (issue 16): the finance tile opens the spec's page,
-- other/financial/index (003 seeded it as /pages/financial/index, a path the spec does not have),
-- and the spec's "invest" tile opens dual investment (invest/invest). Reference data, like 014.
UPDATE menu SET url = '/pages/other/financial/index' WHERE title = 'financial';
INSERT OR IGNORE INTO menu (id, title, icon, url, sort) VALUES
  (20, 'invest', 'invest.svg', '/pages/invest/invest', 20);
