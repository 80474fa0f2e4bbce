/**
 * The blind-box seed (blind-box-seed.ts): two series whose odds can be drawn from, nine unopened
 * boxes owned by the platform, each with a fresh secret whose SHA-256 is its published
 * commitment; seeding again lists nothing more.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { oddsIssue } from '../../src/api/contract/nft-box-math'
import { countsOf, oddsFromJson, templatesOf } from '../src/nft/blind-box'
import { seedBlindBoxes } from '../src/nft/blind-box-seed'
import { platformUserId } from '../src/nft/platform'
import { openDatabase } from '../src/plugins/db'

/** A database with every migration and no blind box yet (the NFT seed may have made some). */
function emptyOfBoxes() {
  const { db } = openDatabase(':memory:')
  db.exec(`DELETE FROM nft_blind_boxes; DELETE FROM nft_items WHERE pay_type = 3;
           DELETE FROM nft_box_templates; DELETE FROM nft_box_series;`)
  return db
}

interface SeededBox {
  owner_id: number
  pay_type: number
  rarity: string | null
  rarity_status: number
  status: number
  commitment: string
  server_seed: string
  opened_at: number | null
  image: string
}

describe('seedBlindBoxes', () => {
  it('lists nine unopened platform boxes of two series, each committed to its own secret, once', () => {
    const db = emptyOfBoxes()
    const at = Date.UTC(2025, 0, 1)
    expect(seedBlindBoxes(db, at)).toBe(9)
    expect(seedBlindBoxes(db, at)).toBe(0)

    const series = db.prepare('SELECT * FROM nft_box_series ORDER BY id').all() as {
      id: number
      name: string
      odds: string
    }[]
    expect(series.map((s) => s.name)).toEqual(['Aurora gems', 'Night market'])
    for (const s of series) {
      const counts = countsOf(templatesOf(db, s.id))
      expect(oddsIssue(oddsFromJson(s.odds), counts)).toBeNull()
      for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(2)
    }

    const rows = db
      .prepare(
        `SELECT i.*, b.commitment, b.server_seed, b.opened_at FROM nft_items i
         JOIN nft_blind_boxes b ON b.item_id = i.id`,
      )
      .all() as SeededBox[]
    expect(rows).toHaveLength(9)
    const platform = platformUserId(db)
    for (const row of rows) {
      expect(row).toMatchObject({ pay_type: 3, rarity: null, rarity_status: 0, status: 1 })
      expect(row.opened_at).toBeNull()
      expect(row.owner_id).toBe(platform)
      expect(row.image).toMatch(/^\/api\/nft\/media\/box-0[12]\.svg$/)
      expect(row.commitment).toBe(
        createHash('sha256').update(Buffer.from(row.server_seed, 'hex')).digest('hex'),
      )
    }
    expect(new Set(rows.map((r) => r.server_seed)).size).toBe(9)
  })
})
