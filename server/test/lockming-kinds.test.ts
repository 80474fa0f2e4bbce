/**
 * Migration 021 (lock mining kinds): a database left at v19 or v20 gets `kind` on its products
 * ('lock' for the ones it had, a lock bought before kept as it was) and the DeFi and cloud
 * products; the column refuses another kind.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../src/digest'
import { migrations, openDatabase } from '../src/plugins/db'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const KINDS = 21

/** A database file the migrations before `version` + 1 made, with the seeded currencies. */
function databaseAt(version: number) {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-lockming-kinds-'))
  dirs.push(dir)
  const file = join(dir, 'sandbox.db')
  const old = new Database(file)
  old.function('sha256_hex', { deterministic: true }, (v: unknown) => sha256Hex(String(v)))
  for (const migration of migrations.slice(0, version)) migration.up(old)
  old.pragma(`user_version = ${version}`)
  old.close()
  return file
}

describe('migration 021-lockming-kinds', () => {
  it('is the 21st migration', () => {
    expect(migrations[KINDS - 1]!.name).toBe('021-lockming-kinds')
  })

  it.each([19, 20])('upgrades a database at v%i: old products are locks, new kinds added', (v) => {
    const { db } = openDatabase(databaseAt(v))
    const products = db
      .prepare('SELECT currency_id, day, interest_rate, kind FROM lockming_configs ORDER BY id')
      .raw()
      .all()
    expect(products).toEqual([
      [3, 5, '0.3', 'lock'],
      [3, 15, '0.35', 'lock'],
      [3, 30, '0.4', 'lock'],
      [1, 30, '0.4', 'lock'],
      [2, 15, '0.35', 'lock'],
      [3, 7, '0.25', 'defi'],
      [2, 10, '0.3', 'defi'],
      [1, 60, '0.45', 'cloud'],
      [3, 90, '0.5', 'cloud'],
    ])
    expect(() =>
      db.prepare(`UPDATE lockming_configs SET kind = 'staking' WHERE id = 1`).run(),
    ).toThrow(/CHECK constraint failed/)
    db.close()
  })
})
