/** Session tokens at rest are SHA-256 hashes (migration 10, repositories/tokens.ts). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { sha256Hex } from '../src/digest'
import { SCHEMA_VERSION, openDatabase } from '../src/plugins/db'
import { tokensRepository } from '../src/repositories/tokens'
import { buildTestApp, get, logIn, type TestContext } from './helper'

let t: TestContext | undefined
const dirs: string[] = []
afterEach(async () => {
  await t?.app.close()
  t = undefined
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const storedTokens = (db: Database.Database) =>
  db.prepare('SELECT * FROM tokens').all() as Array<Record<string, unknown>>

describe('session tokens at rest', () => {
  it('a login stores only the hash, and the stored value is not a token', async () => {
    t = await buildTestApp()
    const token = await logIn(t.app)
    const rows = storedTokens(t.app.db)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ token_hash: sha256Hex(token) })
    expect(JSON.stringify(rows)).not.toContain(token)
    expect((await get(t.app, '/api/user/info', {}, token)).type).toBe('ok')
    // someone holding a copy of the table cannot sign in with what it holds
    const stolen = String(rows[0]!.token_hash).slice(0, 32)
    expect((await get(t.app, '/api/user/info', {}, stolen)).type).toBe('999')
  })

  it('logout deletes the hashed row: the token is invalid afterwards', async () => {
    t = await buildTestApp()
    const token = await logIn(t.app)
    expect((await get(t.app, '/api/user/logout', {}, token)).type).toBe('ok')
    expect(storedTokens(t.app.db)).toHaveLength(0)
    expect((await get(t.app, '/api/user/info', {}, token)).type).toBe('999')
  })

  it('the migration hashes the plain tokens of an older database; their sessions stay valid', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-tokens-'))
    dirs.push(dir)
    const file = join(dir, 'sandbox.db')
    // a v1 database with one user signed in, its token stored as it was then: in plain text
    const v1 = new Database(file)
    v1.exec(readFileSync(new URL('../db/migrations/001-schema.sql', import.meta.url), 'utf8'))
    const userId = v1
      .prepare(
        `INSERT INTO users (account_number, email, password_hash, extension_code, created_at)
         VALUES ('old@sandbox.test', 'old@sandbox.test', 'scrypt:x:y', 'OLDUSER1', 0)`,
      )
      .run().lastInsertRowid
    const plain = '0123456789ABCDEF0123456789abcdef'
    v1.prepare(
      'INSERT INTO tokens (token, user_id, created_at, expires_at) VALUES (?, ?, 0, ?)',
    ).run(plain, userId, Date.UTC(2100, 0, 1))
    v1.pragma('user_version = 1')
    v1.close()

    const { db } = openDatabase(file)
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
    const rows = storedTokens(db)
    expect(rows).toEqual([
      {
        token_hash: sha256Hex(plain.toLowerCase()),
        user_id: Number(userId),
        created_at: 0,
        expires_at: Date.UTC(2100, 0, 1),
      },
    ])
    expect(JSON.stringify(rows).toLowerCase()).not.toContain(plain.toLowerCase())
    // the client sends it lower-cased (plugins/auth.ts tokenFromHeader)
    expect(tokensRepository(db).findLive(plain.toLowerCase(), 0)).toMatchObject({
      user_id: Number(userId),
    })
    db.close()
  })
})
