/**
 * Migrations are the numbered files of db/migrations/, discovered in number order. They are the
 * hand-written list they replaced, file for file, so a database that list made keeps upgrading.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../src/digest'
import { SCHEMA_VERSION, discoverMigrations, migrations, openDatabase } from '../src/plugins/db'
import { usersRepository } from '../src/repositories/users'

/**
 * The list in src/plugins/db.ts before the files were numbered (db/<old name>), in its order,
 * with each file's SHA-256: the numbered files must be these, unchanged (never edit a shipped one).
 */
const oldList = [
  ['schema.sql', '001-schema', 'f00a87e313571bd673908c85f8751636efcc3fe7957c2d3e48afff5dda8b2478'],
  [
    'migration-2-markets.sql',
    '002-markets',
    '6dc3d3dc835ccd5387ba6ee392c72fdd13dbf09db0935c7b7149c8a1a805d7e9',
  ],
  [
    'migration-3-content.sql',
    '003-content',
    '533357b19972aaa4ab3382e2115324deb78cf95fd302440cb86009e647dd4a24',
  ],
  [
    'migration-security.sql',
    '004-security',
    'a8dba64394067849b08532acddcb17aca3b85e8fd1dd9111961d128a9903745a',
  ],
  [
    'migration-kyc.sql',
    '005-kyc',
    'ce6e68ae848ec64836e4c9ba1912f07e8ba3b94b69adc3eb340c0d0f2136d37d',
  ],
  [
    'migration-account.sql',
    '006-account',
    'e4a4a2f09c9a0bdd0859b3b6017bece95343fe112d1fc021bf3d8d34b140cc81',
  ],
  [
    'migration-messages.sql',
    '007-messages',
    'b12e0213a6a7171980e7ebc7ca43158541ce93e79d783a408df60a0b1c5e7eed',
  ],
  [
    'migration-profile.sql',
    '008-profile',
    '29b0bcd98267f0cb9cac23c542a0abb3c6968d47593bef3ec4803d34d41f509a',
  ],
  [
    'migration-wallet.sql',
    '009-wallet',
    'e09f1e61adabe75086651c97ccc0e20dd1bd5ecf4fb808eadf09a50f2e97bec5',
  ],
  [
    'migration-10-auth-hardening.sql',
    '010-auth-hardening',
    'a4834772141628b2f49dead5ee50940395bfd5f7bd9bdcf574e4f2cb19331430',
  ],
  // numbered from the start
  ['011-spot.sql', '011-spot', 'd0c9755d91ed1eecd5e2a847a97ab021bb6e4d42182780d4fe2ffa76cbdc6b2a'],
  [
    '012-lever.sql',
    '012-lever',
    '0b0d729833df24a15658ca457b50b3f3c1e03ea8e50bb638aa9a3565ce643679',
  ],
  [
    '013-micro.sql',
    '013-micro',
    '10d0286b4167319d9f2e5b2c972db3f9332995b3e16559a0fe1e2b60a01b418c',
  ],
  [
    '014-trading-tiles.sql',
    '014-trading-tiles',
    'ccf25add534c2ad4713cd7b137985cc92793a93782b1feb1d78c5fbea9a564b1',
  ],
  [
    '015-follow.sql',
    '015-follow',
    'dfce31c9959f7c48a4bb22aa7eee23638a193b3cba53ce26aa3f9ff23e3c8dd3',
  ],
  [
    '016-trader-agreement.sql',
    '016-trader-agreement',
    '7f11c66bc7d82b58f8590bdeb4b4185426680189d79841c439621ad69c2863ae',
  ],
  [
    '017-lockming.sql',
    '017-lockming',
    'dcfdc17e16332efaa5c367537965b2241f43a6993d2bbd2120b2e5f684287ff6',
  ],
  ['018-ieo.sql', '018-ieo', 'e28d7df7e4017179370c3533078d75ef561e8ec4b12218bff081b0ff59095403'],
  ['019-dual.sql', '019-dual', 'b76cfbf0239237feb0acbb29ae3f9a806fc8a9c463f8a125a9abbdfb3ee32b52'],
  [
    '020-earn-tiles.sql',
    '020-earn-tiles',
    'c43b52dcce398ca013901dac0014244b820eee24f2dd273f07284d01bdaf13bc',
  ],
  [
    '021-lockming-kinds.sql',
    '021-lockming-kinds',
    '44944dba5930cd824fc3fcd0afe225975656f20c6c5b5ee066e4a36dedb26557',
  ],
  [
    '022-ieo-placement.sql',
    '022-ieo-placement',
    '4b979b8f264df3acdfea067536b7de772c723fc3191a0b376dd7b8f60172ce07',
  ],
  [
    '023-ledger-types.sql',
    '023-ledger-types',
    '2449202ea982243397b05e76ba724d24bf76dc504ea48cd6f608a9f105f404cf',
  ],
  ['024-nft.sql', '024-nft', '08563a65b4a1d78c11499e736fb88e84ea190dfe46ce67e1748af6ca93ef5429'],
  ['025-quiz.sql', '025-quiz', '30b7eb61055f004dbacf3a2e2065e2290c1a975bcdbeda333771e1464979f801'],
  ['026-otc.sql', '026-otc', 'c3b1f13706347b80ee6adad8e8734d5f9becb1b0859a5a54a8fce65d1b2c6d83'],
  [
    '027-borrow.sql',
    '027-borrow',
    '08c8639cff1d867597061ce23310b94f505825b2abc5854f006ca4820b6bc245',
  ],
  [
    '028-quick-buy.sql',
    '028-quick-buy',
    'fbbb4fc394b3badfda6b54fb10969492a66b0d38fde9d62aff70d8057522c83b',
  ],
  ['029-chat.sql', '029-chat', 'beac7e8710ed9f668ec4cb4bf66f857177b21ae2aef09083c6d157902a743644'],
  [
    '030-nft-box-frozen.sql',
    '030-nft-box-frozen',
    '3f6d87a6537046f14679bd3bf03d7c4686ff89c4e5872a84ab0902eeec6e2c1f',
  ],
  [
    '031-home-tiles.sql',
    '031-home-tiles',
    '33b8e32d8b75e1f5ba7926f1197ef24488897e2a5fc476b8ba7f282ba2c36d2a',
  ],
] as const

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-migrations-'))
  dirs.push(dir)
  return dir
}

const sha256 = (name: string) =>
  createHash('sha256')
    .update(readFileSync(new URL(`../db/migrations/${name}.sql`, import.meta.url)))
    .digest('hex')

const schemaOf = (db: Database.Database) =>
  db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all()

describe('numbered migrations', () => {
  it('are the old list, in its order, with the same SQL', () => {
    expect(migrations.map((m) => [m.version, m.name, sha256(m.name)])).toEqual(
      oldList.map(([, name, hash], i) => [i + 1, name, hash]),
    )
    expect(SCHEMA_VERSION).toBe(oldList.length)
  })

  it.each(oldList.slice(0, -1).map((_, i) => i + 1))(
    'upgrade a database the old list left at v%i to the schema of a new one, keeping its users',
    (version) => {
      const file = join(tempDir(), 'sandbox.db')
      const old = new Database(file)
      // what openDatabase registers for 010
      old.function('sha256_hex', { deterministic: true }, (v: unknown) => sha256Hex(String(v)))
      for (const migration of migrations.slice(0, version)) migration.up(old)
      old
        .prepare(
          `INSERT INTO users (account_number, email, password_hash, extension_code, created_at)
           VALUES ('old@sandbox.test', 'old@sandbox.test', 'scrypt:x:y', 'OLDUSER1', 0)`,
        )
        .run()
      old.pragma(`user_version = ${version}`)
      old.close()

      const { db, created } = openDatabase(file)
      const fresh = openDatabase(':memory:').db
      expect(created).toBe(false)
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
      expect(schemaOf(db)).toEqual(schemaOf(fresh))
      expect(usersRepository(db).findByAccount('old@sandbox.test')).toBeDefined()
      db.close()
      fresh.close()
    },
  )

  it('stop the app on a gap, a repeat or a file that is not <number>-<what>.sql', () => {
    const numbered = (names: string[]) => {
      const dir = tempDir()
      for (const name of names) writeFileSync(join(dir, name), 'SELECT 1;')
      return () => discoverMigrations(dir)
    }
    const all = oldList.map(([, name]) => `${name}.sql`)
    expect(numbered(all)).not.toThrow()
    expect(numbered(all.filter((n) => !n.startsWith('004')))).toThrow(/migration 4 expected/)
    expect(numbered([...all, '010-again.sql'])).toThrow(/no gap, no repeat/)
    expect(numbered([...all, 'migration-wallet.sql'])).toThrow(/<number>-<what>\.sql/)
  })

  it('stop the app when a seed names no migration', () => {
    const dir = tempDir()
    for (const [, name] of oldList)
      writeFileSync(join(dir, `${name.replace('markets', 'prices')}.sql`), '')
    expect(() => discoverMigrations(dir)).toThrow(/seed for 002-markets/)
  })
})
