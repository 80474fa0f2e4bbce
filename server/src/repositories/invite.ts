/**
 * Invitations and the rebate ledger (db/migrations/006-account.sql). A user's invitees are the
 * users whose `parent_id` is theirs (set at registration from the invite code). Rebate amounts are
 * integers of 1e-8 USDT, so sums in SQL are exact.
 */
import type Database from 'better-sqlite3'

export const REBATE_UNITS_PER_USDT = 100_000_000n

export interface EarnerRow {
  user_id: number
  account: string
  units: number | bigint
}

export interface NewRebate {
  user_id: number
  from_user_id: number | null
  algebra: number
  amount_units: bigint | number
  info: string
  created_at: number
}

export function inviteRepository(db: Database.Database) {
  const inviteCount = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM users WHERE parent_id = ?',
  )
  const total = db.prepare<[number], { units: number | bigint | null }>(
    'SELECT SUM(amount_units) AS units FROM rebates WHERE user_id = ?',
  )
  total.safeIntegers(true)
  const earners = db.prepare<[number, number], EarnerRow>(
    `SELECT r.user_id, u.account_number AS account, SUM(r.amount_units) AS units
     FROM rebates r JOIN users u ON u.id = r.user_id
     WHERE r.created_at >= ?
     GROUP BY r.user_id ORDER BY units DESC, r.user_id ASC LIMIT ?`,
  )
  earners.safeIntegers(true)
  const insert = db.prepare(
    `INSERT INTO rebates (user_id, from_user_id, algebra, amount_units, info, created_at)
     VALUES (@user_id, @from_user_id, @algebra, @amount_units, @info, @created_at)`,
  )

  return {
    inviteCount: (userId: number) => inviteCount.get(userId)!.n,
    /** The user's rebate total in 1e-8 USDT (0n when there is none). */
    totalUnits: (userId: number): bigint => BigInt(total.get(userId)?.units ?? 0),
    /** The biggest earners since `sinceMs`, biggest first. */
    topEarners: (sinceMs: number, limit: number) =>
      earners
        .all(sinceMs, limit)
        .map((r) => ({ ...r, user_id: Number(r.user_id), units: BigInt(r.units) })),
    addRebate: (rebate: NewRebate) => void insert.run(rebate),
  }
}

export type InviteRepository = ReturnType<typeof inviteRepository>
