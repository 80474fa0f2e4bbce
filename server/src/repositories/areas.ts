import type Database from 'better-sqlite3'

/** A row of `areas`: a country or region and its dialling code (api-reference §2 area_code). */
export interface AreaRow {
  id: number
  iso: string
  area_code: string
  name: string
}

export function areasRepository(db: Database.Database) {
  const all = db.prepare<[], AreaRow>('SELECT id, iso, area_code, name FROM areas ORDER BY id')
  const byCode = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM areas WHERE area_code = ?',
  )
  return {
    list: () => all.all(),
    /** Whether some country or region dials `areaCode` (digits, no '+'). */
    hasCode: (areaCode: string) => (byCode.get(areaCode)?.n ?? 0) > 0,
  }
}

export type AreasRepository = ReturnType<typeof areasRepository>
