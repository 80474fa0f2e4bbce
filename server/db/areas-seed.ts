/** Reference data of the security migration: the `areas` table from the shared area list. */
import type Database from 'better-sqlite3'
import { AREA_ROWS } from '../../src/api/contract/auth-areas'

export function seedAreas(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO areas (id, iso, area_code, name) VALUES (?, ?, ?, ?)')
  AREA_ROWS.forEach(([iso, areaCode, name], i) => insert.run(i + 1, iso, areaCode, name))
}
