-- Account security (issue 4): sign-up by phone, bound e-mail and phone, pay password, area codes,
-- and the `bind` and `security` code scenes. Appended to the migrations in src/plugins/db.ts.

ALTER TABLE users ADD COLUMN area_code TEXT;            -- dialling code of `phone`, no '+'
ALTER TABLE users ADD COLUMN pay_password_hash TEXT;    -- scrypt:<salt>:<key>; NULL = not set
-- `phone` (E.164, e.g. +8613800000000) exists since v1; from now on one account per number
CREATE UNIQUE INDEX users_phone ON users(phone) WHERE phone IS NOT NULL;

-- Countries and regions with their dialling codes (GET area_code), seeded by db/areas-seed.ts.
CREATE TABLE areas (
  id        INTEGER PRIMARY KEY,
  iso       TEXT    NOT NULL UNIQUE,                  -- ISO 3166-1 alpha-2
  area_code TEXT    NOT NULL,                         -- digits, no '+'; shared by some regions
  name      TEXT    NOT NULL                          -- English; clients localise from `iso`
);
CREATE INDEX areas_area_code ON areas(area_code);

-- The scene list of `codes` grows; SQLite cannot change a CHECK in place, so the table is rebuilt.
CREATE TABLE codes_v2 (
  account    TEXT    NOT NULL,                          -- lower-cased e-mail or E.164 phone
  scene      TEXT    NOT NULL CHECK (scene IN ('register', 'forget', 'login', 'bind', 'security')),
  code       TEXT    NOT NULL,
  sent_at    INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account, scene)
);
INSERT INTO codes_v2 (account, scene, code, sent_at, expires_at, attempts)
  SELECT account, scene, code, sent_at, expires_at, attempts FROM codes;
DROP TABLE codes;
ALTER TABLE codes_v2 RENAME TO codes;
