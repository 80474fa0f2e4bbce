import type Database from 'better-sqlite3'

/** A `users` row. `password_hash` never leaves the server; see `toUserInfo` in routes/auth.ts. */
export interface UserRow {
  id: number
  account_number: string
  email: string | null
  phone: string | null
  nickname: string | null
  head_portrait: string | null
  password_hash: string
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

export const USER_LOCKED = 1

export function usersRepository(db: Database.Database) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?')
  const byAccount = db.prepare<[string, string], UserRow>(
    'SELECT * FROM users WHERE account_number = ? OR email = ?',
  )
  const byExtensionCode = db.prepare<[string], UserRow>(
    'SELECT * FROM users WHERE extension_code = ?',
  )
  const insert = db.prepare(
    `INSERT INTO users (account_number, email, nickname, password_hash, extension_code, parent_id,
       review_status, vip, is_trader, status, created_at)
     VALUES (@account_number, @email, @nickname, @password_hash, @extension_code, @parent_id,
       @review_status, @vip, @is_trader, @status, @created_at)`,
  )
  const updatePassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?')
  const updateLastLogin = db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?')

  return {
    findById: (id: number) => byId.get(id),
    /** By account number or e-mail (both are the lower-cased e-mail for sandbox sign-ups). */
    findByAccount: (account: string) => byAccount.get(account, account),
    findByExtensionCode: (code: string) => byExtensionCode.get(code),
    create(user: NewUser): number {
      const result = insert.run({
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
    recordLogin: (id: number, at: number) => void updateLastLogin.run(at, id),
  }
}

export type UsersRepository = ReturnType<typeof usersRepository>
