import type Database from 'better-sqlite3'

export function settingsRepository(db: Database.Database) {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
  const put = db.prepare(
    `INSERT INTO settings (key, value, notes) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, notes = excluded.notes`,
  )
  const insert = db.prepare('INSERT OR IGNORE INTO settings (key, value, notes) VALUES (?, ?, ?)')

  return {
    get: (key: string): string | undefined => get.get(key)?.value,
    put: (key: string, value: string, notes = '') => void put.run(key, value, notes),
    /** Writes the row only if `key` has none (the first writer wins). */
    putIfAbsent: (key: string, value: string, notes = '') => void insert.run(key, value, notes),
  }
}

export type SettingsRepository = ReturnType<typeof settingsRepository>
