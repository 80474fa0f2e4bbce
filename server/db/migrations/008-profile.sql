-- Profile (issue 4): the user's signature beside the nickname and avatar (api-reference §3.1,
-- contract/profile.ts). NULL until the user writes one. The information pages (about us, FAQ,
-- contact us, operational compliance) are news rows inserted by the same migration
-- (db/info-pages-seed.ts); the demo accounts' VIP levels and signatures by db/profile-seed.ts.

ALTER TABLE users ADD COLUMN signature TEXT;
