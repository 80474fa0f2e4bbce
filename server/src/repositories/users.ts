import type Database from 'better-sqlite3'

/**
 * A `users` row. `password_hash` and `pay_password_hash` never leave the server; see `toUserInfo`
 * in routes/auth.ts. `account_number` is what the account signed up with (the e-mail, or the
 * phone as E.164); `email` and `phone` are what it has bound since, and can log in with.
 */
export interface UserRow {
  id: number
  account_number: string
  email: string | null
  /** E.164, e.g. `+8613800000000`. */
  phone: string | null
  /** The dialling code of `phone`, without '+'. */
  area_code: string | null
  nickname: string | null
  head_portrait: string | null
  /** NULL until the user writes one (user/editSignature). */
  signature: string | null
  password_hash: string
  /** NULL until the user sets a pay password (safe/update_password). */
  pay_password_hash: string | null
  extension_code: string
  parent_id: number | null
  review_status: number
  vip: number
  is_trader: number
  status: number
  created_at: number
  last_login_at: number | null
}

export interface NewUser {
  account_number: string
  email: string
  nickname: string
  password_hash: string
  extension_code: string
  parent_id?: number | null
  review_status?: number
  vip?: number
  is_trader?: number
  status?: number
  created_at: number
}

/** A sign-up by e-mail (`NewUser`) or by phone (`email` null, `phone` + `area_code` set). */
export interface NewAccount extends Omit<NewUser, 'email'> {
  email: string | null
  phone?: string | null
  area_code?: string | null
}

export const USER_LOCKED = 1

export function usersRepository(db: Database.Database) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?')
  const byAccount = db.prepare<{ account: string }, UserRow>(
    'SELECT * FROM users WHERE account_number = @account OR email = @account OR phone = @account',
  )
  const byExtensionCode = db.prepare<[string], UserRow>(
    'SELECT * FROM users WHERE extension_code = ?',
  )
  const insert = db.prepare(
    `INSERT INTO users (account_number, email, phone, area_code, nickname, password_hash,
       extension_code, parent_id, review_status, vip, is_trader, status, created_at)
     VALUES (@account_number, @email, @phone, @area_code, @nickname, @password_hash,
       @extension_code, @parent_id, @review_status, @vip, @is_trader, @status, @created_at)`,
  )
  const updatePassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?')
  const updatePayPassword = db.prepare('UPDATE users SET pay_password_hash = ? WHERE id = ?')
  const updateEmail = db.prepare('UPDATE users SET email = ? WHERE id = ? AND email IS NULL')
  const updatePhone = db.prepare(
    'UPDATE users SET phone = ?, area_code = ? WHERE id = ? AND phone IS NULL',
  )
  const updateLastLogin = db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?')

  return {
    findById: (id: number) => byId.get(id),
    /** By account number, e-mail (lower-cased) or phone (E.164): whatever the user can log in with. */
    findByAccount: (account: string) => byAccount.get({ account }),
    findByExtensionCode: (code: string) => byExtensionCode.get(code),
    create(user: NewAccount): number {
      const result = insert.run({
        phone: null,
        area_code: null,
        parent_id: null,
        review_status: 0,
        vip: 0,
        is_trader: 0,
        status: 0,
        ...user,
      })
      return Number(result.lastInsertRowid)
    },
    setPassword: (id: number, passwordHash: string) => void updatePassword.run(passwordHash, id),
    setPayPassword: (id: number, hash: string) => void updatePayPassword.run(hash, id),
    /** Binds an e-mail to an account that has none; false when it already had one. */
    bindEmail: (id: number, email: string) => updateEmail.run(email, id).changes === 1,
    /** Binds a phone (E.164) to an account that has none; false when it already had one. */
    bindPhone: (id: number, phone: string, areaCode: string) =>
      updatePhone.run(phone, areaCode, id).changes === 1,
    recordLogin: (id: number, at: number) => void updateLastLogin.run(at, id),
  }
}

export type UsersRepository = ReturnType<typeof usersRepository>
