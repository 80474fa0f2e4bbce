/** The database file: schema version, pragmas, and seeding only when new. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedUsers } from '../db/seed'
import { SCHEMA_VERSION, openDatabase } from '../src/plugins/db'
import { verifyPassword } from '../src/passwords'
import { settingsRepository } from '../src/repositories/settings'
import { usersRepository } from '../src/repositories/users'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDbFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'))
  dirs.push(dir)
  return join(dir, 'sandbox.db')
}

describe('openDatabase', () => {
  it('creates a WAL database at the current schema version with the demo accounts', async () => {
    const { db, created } = openDatabase(tempDbFile())
    expect(created).toBe(true)
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
    const users = usersRepository(db)
    for (const { email } of seedUsers) {
      const user = users.findByAccount(email)!
      expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true)
    }
    expect(users.findByAccount('locked@sandbox.test')?.status).toBe(1)
    expect(users.findByAccount('trader@sandbox.test')?.is_trader).toBe(1)
    db.close()
  })

  it('keeps existing data and does not seed again on reopen', () => {
    const file = tempDbFile()
    const first = openDatabase(file)
    settingsRepository(first.db).put('site_name', 'Changed')
    first.db.close()

    const second = openDatabase(file)
    expect(second.created).toBe(false)
    expect(settingsRepository(second.db).get('site_name')).toBe('Changed')
    second.db.close()
  })

  it('refuses a database from a newer server', () => {
    const file = tempDbFile()
    const { db } = openDatabase(file)
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`)
    db.close()
    expect(() => openDatabase(file)).toThrow(/schema v/)
  })
})
