/**
 * Session tokens. Only the SHA-256 of a token is stored (a copy of the database is not a copy of
 * every session); callers keep passing the token itself.
 */
import type Database from 'better-sqlite3'
import { sha256Hex } from '../digest'

export interface TokenRow {
  token_hash: string
  user_id: number
  created_at: number
  expires_at: number
}

export function tokensRepository(db: Database.Database) {
  const insert = db.prepare(
    'INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  )
  const live = db.prepare<[string, number], TokenRow>(
    'SELECT * FROM tokens WHERE token_hash = ? AND expires_at > ?',
  )
  const deleteOne = db.prepare('DELETE FROM tokens WHERE token_hash = ?')
  const deleteForUser = db.prepare('DELETE FROM tokens WHERE user_id = ?')
  const countForUser = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM tokens WHERE user_id = ?',
  )

  return {
    create(token: string, userId: number, now: number, ttlMs: number): void {
      insert.run(sha256Hex(token), userId, now, now + ttlMs)
    },
    /** The token's row if it exists and has not expired at `now`. */
    findLive: (token: string, now: number) => live.get(sha256Hex(token), now),
    delete: (token: string) => void deleteOne.run(sha256Hex(token)),
    deleteForUser: (userId: number) => void deleteForUser.run(userId),
    countForUser: (userId: number) => countForUser.get(userId)?.n ?? 0,
  }
}

export type TokensRepository = ReturnType<typeof tokensRepository>
