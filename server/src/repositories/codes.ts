import type Database from 'better-sqlite3'
import type { CodeScene } from '../../../src/api/contract/auth'

export interface CodeRow {
  account: string
  scene: CodeScene
  code: string
  sent_at: number
  expires_at: number
  attempts: number
}

export function codesRepository(db: Database.Database) {
  const find = db.prepare<[string, string], CodeRow>(
    'SELECT * FROM codes WHERE account = ? AND scene = ?',
  )
  const upsert = db.prepare(
    `INSERT INTO codes (account, scene, code, sent_at, expires_at, attempts)
     VALUES (@account, @scene, @code, @sent_at, @expires_at, 0)
     ON CONFLICT (account, scene) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at,
       expires_at = excluded.expires_at, attempts = 0`,
  )
  const addAttempt = db.prepare<[string, string], { attempts: number }>(
    'UPDATE codes SET attempts = attempts + 1 WHERE account = ? AND scene = ? RETURNING attempts',
  )
  const remove = db.prepare('DELETE FROM codes WHERE account = ? AND scene = ?')

  return {
    find: (account: string, scene: CodeScene) => find.get(account, scene),
    /** Stores a fresh code for (account, scene), replacing any earlier one and its attempts. */
    save: (row: Omit<CodeRow, 'attempts'>) => void upsert.run(row),
    /** Counts a wrong try and returns the new total. */
    addAttempt: (account: string, scene: CodeScene) =>
      addAttempt.get(account, scene)?.attempts ?? 0,
    consume: (account: string, scene: CodeScene) => void remove.run(account, scene),
  }
}

export type CodesRepository = ReturnType<typeof codesRepository>
