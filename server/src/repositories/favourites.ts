import type Database from 'better-sqlite3'

export interface FavouriteRow {
  id: number
  currency_id: number
}

export function favouritesRepository(db: Database.Database) {
  const list = db.prepare<[number], FavouriteRow>(
    'SELECT id, currency_id FROM favourites WHERE user_id = ? ORDER BY id',
  )
  const insert = db.prepare<[number, number, number]>(
    `INSERT INTO favourites (user_id, currency_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, currency_id) DO NOTHING`,
  )
  const remove = db.prepare<[number, number]>('DELETE FROM favourites WHERE id = ? AND user_id = ?')

  return {
    list: (userId: number) => list.all(userId),
    /** The new row's id, or null when the user already has this currency. */
    add(userId: number, currencyId: number, now: number): number | null {
      const result = insert.run(userId, currencyId, now)
      return result.changes === 1 ? Number(result.lastInsertRowid) : null
    },
    /** Deletes row `id` only if it belongs to `userId`; true when a row went. */
    delete: (userId: number, id: number) => remove.run(id, userId).changes === 1,
  }
}

export type FavouritesRepository = ReturnType<typeof favouritesRepository>
