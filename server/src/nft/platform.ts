/**
 * The platform's own account (issue 17): the seller of every first sale and blind box, and the
 * receiver of the disclosed sale fee, so a sale always credits someone and Σ ledger over all
 * users is conserved (api-reference §17.14 is not repeated). A users row that cannot sign in:
 * its password hash is not a scrypt hash, so `verifyPassword` refuses every password, and its
 * account name is on the reserved `.invalid` domain, so nobody can register it.
 */
import { randomBytes } from 'node:crypto'
import type Database from 'better-sqlite3'

export const PLATFORM_ACCOUNT = 'platform@nft.sandbox.invalid'

/** The platform account's user id, made on first use (idempotent; call inside or outside a transaction). */
export function platformUserId(db: Database.Database, at = Date.now()): number {
  const found = db
    .prepare('SELECT id FROM users WHERE account_number = ?')
    .pluck()
    .get(PLATFORM_ACCOUNT) as number | undefined
  if (found !== undefined) return found
  const extension = randomBytes(8)
    .toString('hex')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8)
  return Number(
    db
      .prepare(
        `INSERT INTO users (account_number, email, nickname, password_hash, extension_code, status, created_at)
         VALUES (?, NULL, 'Platform', 'disabled', ?, 1, ?)`,
      )
      .run(PLATFORM_ACCOUNT, `P${extension.slice(0, 7)}`, at).lastInsertRowid,
  )
}
