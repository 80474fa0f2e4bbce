/**
 * Identity verification records (`user_real`, db/migrations/005-kyc.sql). `users.review_status`
 * mirrors the basic status (0 none, 1 pending, 2 approved, 3 refused) for `user/info`.
 * The review rule of spec §5 lives here, in the one transaction that decides: a user whose row
 * lacks an e-mail or a phone is never approved, the submission is refused with `contactNotBound`.
 */
import type Database from 'better-sqlite3'
import type { KycFailCode } from '../../../src/api/contract/kyc'

export interface UserRealRow {
  id: number
  user_id: number
  name: string
  card_id: string
  id_type: number
  front_pic: string | null
  reverse_pic: string | null
  review_status: 1 | 2 | 3
  advanced_user: 1 | 2 | 3 | null
  fail_code: KycFailCode | null
  fail_reason: string | null
  create_time: number
  submitted_at: number
  reviewed_at: number | null
}

export const PENDING = 1
export const APPROVED = 2
export const REFUSED = 3

export interface BasicSubmission {
  name: string
  card_id: string
  id_type: number
}

export type ReviewDecision =
  { approve: true } | { approve: false; code: KycFailCode; reason: string }

export interface ReviewOutcome {
  level: 'basic' | 'advanced'
  approved: boolean
  fail_code: KycFailCode | null
}

/** True when the user row has both contacts bound (spec §5, issue 4). */
export function hasContacts(user: { email: string | null; phone: string | null }): boolean {
  return Boolean(user.email?.trim()) && Boolean(user.phone?.trim())
}

export function kycRepository(db: Database.Database) {
  const byUser = db.prepare<[number], UserRealRow>('SELECT * FROM user_real WHERE user_id = ?')
  const byCard = db.prepare<[string], UserRealRow>('SELECT * FROM user_real WHERE card_id = ?')
  const contacts = db.prepare<[number], { email: string | null; phone: string | null }>(
    'SELECT email, phone FROM users WHERE id = ?',
  )
  const insertBasic = db.prepare(
    `INSERT INTO user_real (user_id, name, card_id, id_type, review_status, create_time, submitted_at)
     VALUES (@user_id, @name, @card_id, @id_type, 1, @now, @now)`,
  )
  const resubmitBasic = db.prepare(
    `UPDATE user_real SET name = @name, card_id = @card_id, id_type = @id_type, review_status = 1,
       fail_code = NULL, fail_reason = NULL, submitted_at = @now, reviewed_at = NULL
     WHERE user_id = @user_id`,
  )
  const submitAdvanced = db.prepare(
    `UPDATE user_real SET front_pic = @front_pic, reverse_pic = @reverse_pic, advanced_user = 1,
       fail_code = NULL, fail_reason = NULL, submitted_at = @now, reviewed_at = NULL
     WHERE user_id = @user_id`,
  )
  const setBasic = db.prepare(
    `UPDATE user_real SET review_status = @status, fail_code = @fail_code, fail_reason = @fail_reason,
       reviewed_at = @now WHERE user_id = @user_id`,
  )
  const setAdvanced = db.prepare(
    `UPDATE user_real SET advanced_user = @status, fail_code = @fail_code, fail_reason = @fail_reason,
       reviewed_at = @now WHERE user_id = @user_id`,
  )
  const mirror = db.prepare('UPDATE users SET review_status = ? WHERE id = ?')
  const due = db.prepare<[number], { user_id: number }>(
    `SELECT user_id FROM user_real WHERE (review_status = 1 OR advanced_user = 1) AND submitted_at <= ?
     ORDER BY submitted_at`,
  )

  const review = db.transaction(
    (userId: number, decision: ReviewDecision, now: number): ReviewOutcome | null => {
      const row = byUser.get(userId)
      if (!row) return null
      const level =
        row.review_status === PENDING ? 'basic' : row.advanced_user === PENDING ? 'advanced' : null
      if (!level) return null
      const user = contacts.get(userId)
      const refusal: ReviewDecision =
        decision.approve && !(user && hasContacts(user))
          ? { approve: false, code: 'contactNotBound', reason: '' }
          : decision
      const fields = {
        user_id: userId,
        now,
        status: refusal.approve ? APPROVED : REFUSED,
        fail_code: refusal.approve ? null : refusal.code,
        fail_reason: refusal.approve ? null : refusal.reason || null,
      }
      if (level === 'basic') {
        setBasic.run(fields)
        mirror.run(fields.status, userId)
      } else {
        setAdvanced.run(fields)
      }
      return { level, approved: refusal.approve, fail_code: fields.fail_code }
    },
  )

  return {
    findByUser: (userId: number) => byUser.get(userId),
    /** The record holding `cardId`, whoever it belongs to. */
    findByCardId: (cardId: string) => byCard.get(cardId),
    /** A first basic submission, or a new one after a refusal. */
    submitBasic: db.transaction((userId: number, s: BasicSubmission, now: number) => {
      const fields = { ...s, user_id: userId, now }
      if (byUser.get(userId)) resubmitBasic.run(fields)
      else insertBasic.run(fields)
      mirror.run(PENDING, userId)
    }),
    submitAdvanced(userId: number, front: string, reverse: string, now: number): void {
      submitAdvanced.run({ user_id: userId, front_pic: front, reverse_pic: reverse, now })
    },
    /** Decides the user's pending submission; null when nothing is pending. */
    review: (userId: number, decision: ReviewDecision, now: number) =>
      review(userId, decision, now),
    /** Users whose pending submission was made at or before `cutoff` (ms), oldest first. */
    pendingSince: (cutoff: number) => due.all(cutoff).map((r) => r.user_id),
  }
}

export type KycRepository = ReturnType<typeof kycRepository>
