import type Database from 'better-sqlite3'
import type { UploadImageType } from '../../../src/api/contract/kyc'

/** An `uploads` row: a stored picture and who uploaded it. */
export interface UploadRow {
  id: number
  user_id: number
  name: string
  mime: UploadImageType
  size: number
  created_at: number
}

export type NewUpload = Omit<UploadRow, 'id'>

export function uploadsRepository(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO uploads (user_id, name, mime, size, created_at)
     VALUES (@user_id, @name, @mime, @size, @created_at)`,
  )
  const byName = db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE name = ?')
  const ownedByName = db.prepare<[string, number], UploadRow>(
    'SELECT * FROM uploads WHERE name = ? AND user_id = ?',
  )
  const countSince = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM uploads WHERE user_id = ? AND created_at > ?',
  )

  return {
    create: (upload: NewUpload) => Number(insert.run(upload).lastInsertRowid),
    findByName: (name: string) => byName.get(name),
    /** The upload called `name` only if `userId` uploaded it. */
    findOwned: (userId: number, name: string) => ownedByName.get(name, userId),
    /** How many pictures `userId` uploaded after `since` (ms). */
    countSince: (userId: number, since: number) => countSince.get(userId, since)?.n ?? 0,
  }
}

export type UploadsRepository = ReturnType<typeof uploadsRepository>
