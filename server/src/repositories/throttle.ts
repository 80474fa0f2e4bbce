/** Rows of `auth_throttle` (migration 10): counters per key, read and written by src/throttle.ts. */
import type Database from 'better-sqlite3'

export interface ThrottleRow {
  key: string
  count: number
  window_start: number
  next_at: number
  locked_until: number
}

export function throttleRepository(db: Database.Database) {
  const find = db.prepare<[string], ThrottleRow>('SELECT * FROM auth_throttle WHERE key = ?')
  const upsert = db.prepare(
    `INSERT INTO auth_throttle (key, count, window_start, next_at, locked_until)
     VALUES (@key, @count, @window_start, @next_at, @locked_until)
     ON CONFLICT (key) DO UPDATE SET count = excluded.count, window_start = excluded.window_start,
       next_at = excluded.next_at, locked_until = excluded.locked_until`,
  )
  const remove = db.prepare('DELETE FROM auth_throttle WHERE key = ?')
  return {
    find: (key: string) => find.get(key),
    save: (row: ThrottleRow) => void upsert.run(row),
    clear: (key: string) => void remove.run(key),
  }
}

export type ThrottleRepository = ReturnType<typeof throttleRepository>
