import type Database from 'better-sqlite3'

export function settingsRepository(db: Database.Database) {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')
  const put = db.prepare(
    `INSERT INTO settings (key, value, notes) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, notes = excluded.notes`,
  )

  return {
    get: (key: string): string | undefined => get.get(key)?.value,
    put: (key: string, value: string, notes = '') => void put.run(key, value, notes),
  }
}

export type SettingsRepository = ReturnType<typeof settingsRepository>
