/**
 * Coupons (db/migrations/006-account.sql; contract in src/api/contract/coupon.ts). Status is
 * derived from the clock at query time, so time travel (POST /api/dev/clock) expires coupons
 * honestly.
 * Every query is filtered by the owner's `user_id`.
 */
import type Database from 'better-sqlite3'
import type {
  CouponScope,
  CouponStatus,
  CouponTab,
  CouponType,
} from '../../../src/api/contract/coupon'

export interface CouponRow {
  id: number
  user_id: number
  type: CouponType
  title_key: string
  amount: string | null
  percentage: string | null
  currency: string
  min_spend: string
  scope: CouponScope
  valid_from: number
  valid_to: number
  used_at: number | null
  created_at: number
  status: CouponStatus
}

export type NewCoupon = Omit<CouponRow, 'id' | 'user_id' | 'status' | 'used_at' | 'created_at'> & {
  used_at?: number | null
}

const STATUS = `CASE
  WHEN used_at IS NOT NULL THEN 'used'
  WHEN @now >= valid_to THEN 'expired'
  WHEN @now < valid_from THEN 'upcoming'
  ELSE 'valid' END`

const RANK = `CASE status WHEN 'valid' THEN 0 WHEN 'upcoming' THEN 1 WHEN 'used' THEN 2 ELSE 3 END`

const TAB_FILTER: Record<CouponTab, string> = {
  all: '1 = 1',
  trial: `type = 'trial' AND status IN ('valid', 'upcoming', 'used')`,
  expired: `status = 'expired'`,
}

export function couponRepository(db: Database.Database) {
  const withStatus = `SELECT *, ${STATUS} AS status FROM coupons WHERE user_id = @user_id`
  const pages = Object.fromEntries(
    Object.entries(TAB_FILTER).map(([tab, filter]) => [
      tab,
      {
        list: db.prepare<unknown[], CouponRow>(
          `SELECT * FROM (${withStatus}) WHERE ${filter}
           ORDER BY ${RANK}, CASE status WHEN 'expired' THEN -valid_to ELSE valid_to END, id ASC LIMIT @limit OFFSET @offset`,
        ),
        count: db.prepare<unknown[], { n: number }>(
          `SELECT COUNT(*) AS n FROM (${withStatus}) WHERE ${filter}`,
        ),
      },
    ]),
  ) as Record<
    CouponTab,
    {
      list: Database.Statement<unknown[], CouponRow>
      count: Database.Statement<unknown[], { n: number }>
    }
  >
  const insert = db.prepare(
    `INSERT INTO coupons (user_id, type, title_key, amount, percentage, currency, min_spend, scope,
       valid_from, valid_to, used_at, created_at)
     VALUES (@user_id, @type, @title_key, @amount, @percentage, @currency, @min_spend, @scope,
       @valid_from, @valid_to, @used_at, @created_at)`,
  )

  return {
    page(userId: number, tab: CouponTab, now: number, limit: number, offset: number) {
      const params = { user_id: userId, now, limit, offset }
      return {
        rows: pages[tab].list.all(params),
        total: pages[tab].count.get(params)!.n,
      }
    },
    add(userId: number, coupon: NewCoupon, now: number): number {
      const result = insert.run({ used_at: null, ...coupon, user_id: userId, created_at: now })
      return Number(result.lastInsertRowid)
    },
  }
}

export type CouponRepository = ReturnType<typeof couponRepository>
