/** Schema v2: currencies and pairs arrive with the migration, also on an existing v1 database. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { seedCurrencies, seedPairs } from '../db/markets-seed'
import { SCHEMA_VERSION, openDatabase } from '../src/plugins/db'
import { marketsRepository } from '../src/repositories/markets'
import { usersRepository } from '../src/repositories/users'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDbFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-market-db-'))
  dirs.push(dir)
  return join(dir, 'sandbox.db')
}

describe('markets migration', () => {
  it('upgrades a v1 database, keeping its users', () => {
    const file = tempDbFile()
    // what a v1 server left behind: the first schema and one user, nothing later
    const v1 = new Database(file)
    v1.exec(readFileSync(new URL('../db/migrations/001-schema.sql', import.meta.url), 'utf8'))
    v1.prepare(
      `INSERT INTO users (account_number, email, password_hash, extension_code, created_at)
       VALUES ('old@sandbox.test', 'old@sandbox.test', 'scrypt:x:y', 'OLDUSER1', 0)`,
    ).run()
    v1.pragma('user_version = 1')
    v1.close()

    const { db, created } = openDatabase(file)
    expect(created).toBe(false)
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    const markets = marketsRepository(db)
    expect(markets.listPairs()).toHaveLength(seedPairs.length)
    expect(markets.listCurrencies()).toHaveLength(seedCurrencies.length)
    expect(usersRepository(db).findByAccount('old@sandbox.test')).toBeDefined()
    db.close()
  })

  it('keeps the fixed ids: currencies 1 BTC, 2 ETH, 3 USDT; pair 1 BTC/USDT', () => {
    const { db } = openDatabase(':memory:')
    const markets = marketsRepository(db)
    expect([1, 2, 3].map((id) => markets.findCurrency(id)?.name)).toEqual(['BTC', 'ETH', 'USDT'])
    const [btc, eth] = markets.listPairs()
    expect([btc?.id, btc?.currency_name, btc?.legal_name]).toEqual([1, 'BTC', 'USDT'])
    expect([eth?.id, eth?.currency_name]).toEqual([2, 'ETH'])
    db.close()
  })
})
