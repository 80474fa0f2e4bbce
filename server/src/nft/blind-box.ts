/**
 * Blind boxes in the sandbox (issue 17; api-reference §19.2 openBlindBox, §17.12; the draw and
 * its rules are src/api/contract/nft-box-math.ts, the wire nft-box.ts).
 *
 * - **Series** (`nft_box_series` + `nft_box_templates`): published odds (basis points per
 *   rarity, Σ 10,000) and the templates per rarity in `position` order. Written once by the
 *   seed; once a series has boxes the database refuses to change it (migration 030 also freezes
 *   a box's commitment and secret, and an opening once made).
 * - **Listing** (`listBlindBox`): a box is an nft_items row (pay_type 3, rarity NULL,
 *   rarity_status 0, the series' cover as its image) owned by the seller (the platform account
 *   for new boxes), plus its nft_blind_boxes row with a fresh 32-byte `server_seed` from the
 *   platform's CSPRNG and the published `commitment` = SHA-256 of it. Bought like a fixed-price
 *   item (N1's buyNFT → settleSale kind 'blindBox').
 * - **Opening** (`openBlindBox`, in one transaction): only by its owner, unopened, with a sale
 *   behind it (an order of the box to its owner: the platform's unsold boxes cannot be opened,
 *   and the platform account cannot sign in anyway). The draw reads the series' odds and
 *   template counts as they are at opening (unchanged since the listing); the item becomes the
 *   drawn template (name, type, image, media, description, rarity, rarity_status 1) and the box
 *   row keeps client_seed, template_id, draw_value and opened_at. A repeat, with any client seed,
 *   answers the first opening: the content was fixed by it. Another user's box, an item that is
 *   not a blind box, or a code that does not exist: `notFound`. Without a client seed:
 *   `clientSeedRequired` (why: nft-box-math's header); a malformed one: `clientSeedInvalid`.
 */
import { randomBytes } from 'node:crypto'
import type Database from 'better-sqlite3'
import {
  boxRarities,
  commitmentOf,
  drawBox,
  oddsIssue,
  type BoxDraw,
  type BoxOdds,
  type BoxRarity,
  type TemplateCounts,
} from '../../../src/api/contract/nft-box-math'
import type { BlindBoxInfoWire, BoxContentWire } from '../../../src/api/contract/nft-box'
import { Refusal } from '../refusal'

export interface BoxTemplate {
  rarity: BoxRarity
  name: string
  type: 1 | 2 | 3 | 4
  image: string
  media: string | null
  description: string
}

export interface NewBoxSeries {
  name: string
  odds: BoxOdds
  /** In position order within each rarity. */
  templates: BoxTemplate[]
}

export interface TemplateRow extends BoxTemplate {
  id: number
  series_id: number
  position: number
}

export interface SeriesRow {
  id: number
  name: string
  odds: BoxOdds
  created_at: number
}

/** Odds as stored: JSON `[{ rarity, weight }]` in the order N, R, SR. */
export const oddsToJson = (odds: BoxOdds) =>
  JSON.stringify(boxRarities.map((rarity) => ({ rarity, weight: odds[rarity] })))

export function oddsFromJson(text: string): BoxOdds {
  const list = JSON.parse(text) as { rarity: BoxRarity; weight: number }[]
  const odds: BoxOdds = { N: 0, R: 0, SR: 0 }
  for (const { rarity, weight } of list) odds[rarity] = weight
  return odds
}

export const countsOf = (templates: readonly { rarity: BoxRarity }[]): TemplateCounts => {
  const counts: TemplateCounts = { N: 0, R: 0, SR: 0 }
  for (const t of templates) counts[t.rarity] += 1
  return counts
}

/** Inserts a series with its templates; returns its id. Refuses odds that cannot be drawn from. */
export function createBoxSeries(db: Database.Database, series: NewBoxSeries, at: number): number {
  const issue = oddsIssue(series.odds, countsOf(series.templates))
  if (issue) throw new RangeError(`series ${series.name}: ${issue}`)
  return db.transaction(() => {
    const id = Number(
      db
        .prepare('INSERT INTO nft_box_series (name, odds, created_at) VALUES (?, ?, ?)')
        .run(series.name, oddsToJson(series.odds), at).lastInsertRowid,
    )
    const insert = db.prepare(
      `INSERT INTO nft_box_templates (series_id, rarity, position, name, type, image, media, description)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const next: TemplateCounts = { N: 0, R: 0, SR: 0 }
    for (const t of series.templates) {
      insert.run(id, t.rarity, next[t.rarity]++, t.name, t.type, t.image, t.media, t.description)
    }
    return id
  })()
}

export function seriesById(db: Database.Database, id: number): SeriesRow | undefined {
  const row = db.prepare('SELECT * FROM nft_box_series WHERE id = ?').get(id) as
    (Omit<SeriesRow, 'odds'> & { odds: string }) | undefined
  return row && { ...row, odds: oddsFromJson(row.odds) }
}

/** A series' templates, by rarity (N, R, SR) then position. */
export function templatesOf(db: Database.Database, seriesId: number): TemplateRow[] {
  return db
    .prepare(
      `SELECT * FROM nft_box_templates WHERE series_id = ?
       ORDER BY CASE rarity WHEN 'N' THEN 0 WHEN 'R' THEN 1 ELSE 2 END, position`,
    )
    .all(seriesId) as TemplateRow[]
}

export interface NewBlindBox {
  seriesId: number
  code: string
  name: string
  description: string
  /** The box's picture (`/api/nft/media/box-0N.svg`). */
  image: string
  currencyId: number
  priceUnits: number
  startTime: number
  endTime: number
  sellerId: number
  authorId: number
}

/** A fresh secret for a box: 32 bytes of the CSPRNG, hex. */
export const newServerSeed = () => randomBytes(32).toString('hex')

/** Lists a new box for sale with a fresh secret and its published commitment; returns the item id. */
export function listBlindBox(db: Database.Database, box: NewBlindBox, at: number): number {
  const serverSeed = newServerSeed()
  return db.transaction(() => {
    const itemId = Number(
      db
        .prepare(
          `INSERT INTO nft_items (code, type, pay_type, currency_id, name, description, image, media,
             author_id, owner_id, rarity, list_price_units, price_units, start_time, end_time,
             status, rarity_status, created_at, updated_at)
           VALUES (?, 1, 3, ?, ?, ?, ?, NULL, ?, ?, NULL, ?, ?, ?, ?, 1, 0, ?, ?)`,
        )
        .run(
          box.code,
          box.currencyId,
          box.name,
          box.description,
          box.image,
          box.authorId,
          box.sellerId,
          box.priceUnits,
          box.priceUnits,
          box.startTime,
          box.endTime,
          at,
          at,
        ).lastInsertRowid,
    )
    db.prepare(
      'INSERT INTO nft_blind_boxes (item_id, series_id, commitment, server_seed) VALUES (?, ?, ?, ?)',
    ).run(itemId, box.seriesId, commitmentOf(serverSeed), serverSeed)
    return itemId
  })()
}

export interface BoxRow {
  item_id: number
  code: string
  owner_id: number
  pay_type: number
  series_id: number
  commitment: string
  server_seed: string
  client_seed: string | null
  template_id: number | null
  draw_value: string | null
  opened_at: number | null
}

/** The box behind an item code (any owner), or undefined when the code is not a blind box. */
export function boxByCode(db: Database.Database, code: string): BoxRow | undefined {
  return db
    .prepare(
      `SELECT b.*, i.code, i.owner_id, i.pay_type FROM nft_blind_boxes b
       JOIN nft_items i ON i.id = b.item_id WHERE i.code = ?`,
    )
    .get(code) as BoxRow | undefined
}

/** The inputs of a box's draw: its seeds, code, and its series' odds and template counts. */
export function drawOf(db: Database.Database, box: BoxRow, clientSeed: string): BoxDraw {
  const series = seriesById(db, box.series_id)!
  return drawBox({
    serverSeed: box.server_seed,
    clientSeed,
    code: box.code,
    odds: series.odds,
    counts: countsOf(templatesOf(db, box.series_id)),
  })
}

/**
 * Opens the caller's box (see the header); returns the box row after opening. Throws a Refusal
 * and changes nothing when it may not be opened.
 */
export function openBlindBox(
  db: Database.Database,
  userId: number,
  code: string,
  clientSeed: string,
  at: number,
): BoxRow {
  return db
    .transaction(() => {
      const box = boxByCode(db, code)
      if (!box || box.owner_id !== userId) throw new Refusal('notFound')
      if (box.opened_at !== null) return box
      const bought = db
        .prepare(
          `SELECT 1 FROM nft_orders WHERE item_id = ? AND buyer_id = ? AND kind = 'blindBox' LIMIT 1`,
        )
        .get(box.item_id, userId)
      if (!bought) throw new Refusal('notFound')
      const draw = drawOf(db, box, clientSeed)
      const template = db
        .prepare(
          'SELECT * FROM nft_box_templates WHERE series_id = ? AND rarity = ? AND position = ?',
        )
        .get(box.series_id, draw.rarity, draw.position) as TemplateRow
      db.prepare(
        `UPDATE nft_items SET name = ?, type = ?, image = ?, media = ?, description = ?, rarity = ?,
         rarity_status = 1, updated_at = ? WHERE id = ?`,
      ).run(
        template.name,
        template.type,
        template.image,
        template.media,
        template.description,
        template.rarity,
        at,
        box.item_id,
      )
      db.prepare(
        `UPDATE nft_blind_boxes SET client_seed = ?, template_id = ?, draw_value = ?, opened_at = ?
       WHERE item_id = ? AND opened_at IS NULL`,
      ).run(clientSeed, template.id, draw.drawValue, at, box.item_id)
      return boxByCode(db, code)!
    })
    .immediate()
}

const contentWire = (t: TemplateRow): BoxContentWire => ({
  rarity: t.rarity,
  position: t.position,
  name: t.name,
  type: t.type,
  image: t.image,
  media: t.media,
  description: t.description,
})

const seconds = (ms: number) => Math.floor(ms / 1000)

/**
 * getBlindBoxInfo's answer for the box behind `code` as `viewerId` (null without a session) sees
 * it: the published series, odds, contents and commitment; after opening also what it revealed.
 * `notFound` when the code is not a blind box.
 */
export function boxInfoWire(
  db: Database.Database,
  code: string,
  viewerId: number | null,
  now: number,
): BlindBoxInfoWire {
  const box = boxByCode(db, code)
  if (!box) throw new Refusal('notFound')
  const item = db
    .prepare('SELECT name, image, rarity_status FROM nft_items WHERE id = ?')
    .get(box.item_id) as { name: string; image: string; rarity_status: 0 | 1 }
  const series = seriesById(db, box.series_id)!
  const templates = templatesOf(db, box.series_id)
  const drawn = box.template_id === null ? null : templates.find((t) => t.id === box.template_id)!
  const opened = box.opened_at !== null && drawn !== null
  return {
    code: box.code,
    name: item.name,
    image: item.image,
    series_id: series.id,
    series_name: series.name,
    odds: boxRarities.map((rarity) => ({ rarity, weight: series.odds[rarity] })),
    contents: templates.map(contentWire),
    commitment: box.commitment,
    rarity_status: opened ? 1 : 0,
    is_owner: viewerId !== null && box.owner_id === viewerId,
    server_seed: opened ? box.server_seed : null,
    client_seed: opened ? box.client_seed : null,
    draw_value: opened ? box.draw_value : null,
    rarity: opened ? drawn.rarity : null,
    position: opened ? drawn.position : null,
    template: opened ? contentWire(drawn) : null,
    opened_at: opened ? seconds(box.opened_at!) : null,
    now: seconds(now),
  }
}
