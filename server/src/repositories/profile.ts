/** The editable parts of a user's profile (users.nickname, signature, head_portrait). */
import type Database from 'better-sqlite3'

export function profileRepository(db: Database.Database) {
  const nickname = db.prepare<[string, number]>('UPDATE users SET nickname = ? WHERE id = ?')
  const signature = db.prepare<[string, number]>('UPDATE users SET signature = ? WHERE id = ?')
  const avatar = db.prepare<[string, number]>('UPDATE users SET head_portrait = ? WHERE id = ?')
  return {
    /** Each answers the affected-row count (api-reference §3.1). */
    setNickname: (userId: number, value: string) => nickname.run(value, userId).changes,
    setSignature: (userId: number, value: string) => signature.run(value, userId).changes,
    setAvatar: (userId: number, path: string) => avatar.run(path, userId).changes,
  }
}

export type ProfileRepository = ReturnType<typeof profileRepository>
