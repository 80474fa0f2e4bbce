/**
 * POST /api/dev/nft/blind_box (routes/nft-box-dev.ts): lists fresh boxes for sale by the
 * platform, each committed to its own secret, nothing drawn; refuses an unknown series or a bad
 * count with nothing listed; absent without devTools.
 */
import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { boxByCode } from '../src/nft/blind-box'
import { seedBlindBoxes } from '../src/nft/blind-box-seed'
import { platformUserId } from '../src/nft/platform'
import { buildTestApp, post, type TestContext } from './helper'

let t: TestContext | undefined
afterEach(() => t?.app.close())

const boxCount = () =>
  t!.app.db.prepare('SELECT COUNT(*) FROM nft_blind_boxes').pluck().get() as number

describe('POST /api/dev/nft/blind_box', () => {
  it('lists new boxes for sale, each committed to its own secret, none drawn', async () => {
    t = await buildTestApp()
    seedBlindBoxes(t.app.db, t.clock.now())
    const before = boxCount()
    const body = await post(t.app, '/api/dev/nft/blind_box', { count: '3', price: '12.5' })
    expect(body).toMatchObject({ type: 'ok', message: { price: '12.5' } })
    const { boxes } = body.message as { boxes: { code: string; commitment: string }[] }
    expect(boxes).toHaveLength(3)
    expect(boxCount()).toBe(before + 3)
    const platform = platformUserId(t.app.db)
    for (const b of boxes) {
      const row = boxByCode(t.app.db, b.code)!
      expect(row).toMatchObject({ owner_id: platform, pay_type: 3, template_id: null })
      expect(b.commitment).toBe(
        createHash('sha256').update(Buffer.from(row.server_seed, 'hex')).digest('hex'),
      )
      const item = t.app.db
        .prepare('SELECT price_units, status, rarity, start_time FROM nft_items WHERE code = ?')
        .get(b.code)
      expect(item).toEqual({
        price_units: 125_000,
        status: 1,
        rarity: null,
        start_time: t.clock.now(),
      })
    }
    expect(new Set(boxes.map((b) => boxByCode(t!.app.db, b.code)!.server_seed)).size).toBe(3)
  })

  it('refuses an unknown series or a bad count and lists nothing', async () => {
    t = await buildTestApp()
    seedBlindBoxes(t.app.db, t.clock.now())
    const before = boxCount()
    expect(await post(t.app, '/api/dev/nft/blind_box', { series_id: '999' })).toMatchObject({
      code: 'notFound',
    })
    for (const count of ['0', '21', 'many'])
      expect(await post(t.app, '/api/dev/nft/blind_box', { count })).toMatchObject({
        code: 'parameterError',
      })
    expect(await post(t.app, '/api/dev/nft/blind_box', { price: '0' })).toMatchObject({
      code: 'parameterError',
    })
    expect(boxCount()).toBe(before)
  })

  it('is absent without devTools', async () => {
    t = await buildTestApp({ devTools: false })
    expect(await post(t.app, '/api/dev/nft/blind_box', {})).toMatchObject({ status: 404 })
  })
})
