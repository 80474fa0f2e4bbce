/**
 * Blind boxes (issue 17; routes/nft-box.ts, nft/blind-box.ts, the draw nft-box-math.ts): the
 * public info before and after opening; the commitment published at listing is SHA-256 of the
 * seed revealed at opening; the stored result is the draw recomputed from the revealed inputs
 * (and the client's check passes it); opening twice, or twenty times at once, draws once;
 * nobody opens another's box, an unsold one or a non-box; bad input is refused with its code and
 * nothing changes; a box is bought through N1's settleSale and the ledger adds up; the database
 * refuses to change what a box published (migration 030).
 */
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  BlindBoxInfoAnswer,
  checkOpenedBox,
  type BlindBoxInfoWire,
} from '../../src/api/contract/nft-box'
import { drawBox } from '../../src/api/contract/nft-box-math'
import { boxByCode, listBlindBox } from '../src/nft/blind-box'
import { seedBlindBoxes } from '../src/nft/blind-box-seed'
import { platformUserId } from '../src/nft/platform'
import { settleSale } from '../src/nft/sale'
import { ledgerSums } from '../src/repositories/wallet'
import { buildTestApp } from './helper'
import { newUser } from './micro-helper'
import { client, fund, type Answer } from './spot-helper'

const USDT = 3
const BOX = 'BOX-AURORA-01'
const OTHER_BOX = 'BOX-AURORA-02'

let app: FastifyInstance

beforeEach(async () => {
  ;({ app } = await buildTestApp())
  seedBlindBoxes(app.db, app.clock.now()) // a no-op once the NFT seed has made them
})
afterEach(async () => {
  const sums = ledgerSums(app.db)
  await app.close()
  if (sums.mismatches.length || sums.brokenChains)
    throw new Error(`the ledger does not add up: ${sums.mismatches.length} mismatches`)
})

function user(email: string) {
  const id = newUser(app, email)
  fund(app, email, USDT, '100')
  const { send, token } = client(app, email)
  return {
    id,
    token,
    info: (code: string) => send('GET', 'bind_box/getBlindBoxInfo', { code }),
    open: (code: string, clientSeed?: string) =>
      send('POST', 'bind_box/openBlindBox', {
        code,
        ...(clientSeed === undefined ? {} : { client_seed: clientSeed }),
      }),
  }
}

/** Buys the box as N1's buyNFT does: settleSale (kind blindBox) in one transaction. */
function buy(buyerId: number, code: string) {
  const item = app.db
    .prepare('SELECT id, round, price_units FROM nft_items WHERE code = ?')
    .get(code) as { id: number; round: number; price_units: number }
  app.db.transaction(() =>
    settleSale(app.db, {
      itemId: item.id,
      round: item.round,
      buyerId,
      priceUnits: item.price_units,
      kind: 'blindBox',
      at: app.clock.now(),
    }),
  )()
}

const messageOf = (a: Answer) => {
  if (a.type !== 'ok') throw new Error(`refused: ${JSON.stringify(a)}`)
  return a.message as BlindBoxInfoWire
}

/** The rows opening would change, to show a refusal changed nothing. */
const boxState = () => ({
  boxes: app.db.prepare('SELECT * FROM nft_blind_boxes ORDER BY item_id').all(),
  items: app.db.prepare('SELECT * FROM nft_items WHERE pay_type = 3 ORDER BY id').all(),
})

const publicInfo = async (code: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/bind_box/getBlindBoxInfo?code=${code}` })
  ).json() as Answer

describe('bind_box/getBlindBoxInfo', () => {
  it('publishes the odds, the contents and the commitment, and nothing secret, without a session', async () => {
    const info = messageOf(await publicInfo(BOX))
    expect(info).toMatchObject({
      code: BOX,
      series_name: 'Aurora gems',
      image: '/api/nft/media/box-01.svg',
      rarity_status: 0,
      is_owner: false,
      server_seed: null,
      client_seed: null,
      draw_value: null,
      rarity: null,
      position: null,
      template: null,
      opened_at: null,
      now: Math.floor(app.clock.now() / 1000),
    })
    expect(info.odds).toEqual([
      { rarity: 'N', weight: 7000 },
      { rarity: 'R', weight: 2500 },
      { rarity: 'SR', weight: 500 },
    ])
    expect(info.contents.map((c) => `${c.rarity}${c.position}`)).toEqual([
      ...['N0', 'N1', 'N2', 'N3', 'N4'],
      ...['R0', 'R1', 'R2', 'R3'],
      ...['SR0', 'SR1', 'SR2'],
    ])
    expect(info.commitment).toBe(boxByCode(app.db, BOX)!.commitment)
    expect(JSON.stringify(info)).not.toContain(boxByCode(app.db, BOX)!.server_seed)
    expect(BlindBoxInfoAnswer.parse(info).counts).toEqual({ N: 5, R: 4, SR: 3 })
  })

  it('answers notFound for a code that is not a blind box, and refuses a missing code', async () => {
    expect(await publicInfo('NO-SUCH-BOX')).toMatchObject({ type: 'error', code: 'notFound' })
    const plain = newUser(app, 'author@nft.test')
    const at = app.clock.now()
    app.db
      .prepare(
        `INSERT INTO nft_items (code, type, pay_type, currency_id, name, image, author_id, owner_id,
           rarity, list_price_units, price_units, start_time, end_time, created_at, updated_at)
         VALUES ('PLAIN-1', 1, 1, ?, 'Plain', '/api/nft/media/art-01.svg', ?, ?, 'N', 1, 1, ?, ?, ?, ?)`,
      )
      .run(USDT, plain, plain, at, at + 1000, at, at)
    expect(await publicInfo('PLAIN-1')).toMatchObject({ type: 'error', code: 'notFound' })
    const none = await app.inject({ method: 'GET', url: '/api/bind_box/getBlindBoxInfo' })
    expect(none.json()).toMatchObject({ type: 'error', code: 'parameterError' })
  })
})

describe('bind_box/openBlindBox', () => {
  it('draws at opening from the revealed inputs; the commitment of the listing is SHA-256 of the seed', async () => {
    const alice = user('alice@nft.test')
    const listed = BlindBoxInfoAnswer.parse(messageOf(await publicInfo(BOX)))
    buy(alice.id, BOX)
    const bought = messageOf(await alice.info(BOX))
    expect(bought).toMatchObject({ is_owner: true, rarity_status: 0, server_seed: null })
    expect(boxByCode(app.db, BOX)).toMatchObject({ template_id: null, draw_value: null })

    const opened = messageOf(await alice.open(BOX, 'alice-seed-1'))
    expect(opened).toMatchObject({
      rarity_status: 1,
      is_owner: true,
      client_seed: 'alice-seed-1',
      opened_at: Math.floor(app.clock.now() / 1000),
    })
    expect(createHash('sha256').update(Buffer.from(opened.server_seed!, 'hex')).digest('hex')).toBe(
      listed.commitment,
    )

    const recomputed = drawBox({
      serverSeed: opened.server_seed!,
      clientSeed: 'alice-seed-1',
      code: BOX,
      odds: listed.odds,
      counts: listed.counts,
    })
    expect([opened.draw_value, opened.rarity, opened.position]).toEqual([
      recomputed.drawValue,
      recomputed.rarity,
      recomputed.position,
    ])
    const check = checkOpenedBox(BlindBoxInfoAnswer.parse(opened), listed)!
    expect(check).toMatchObject({ ok: true, failed: [] })

    // the item became the drawn template
    const template = listed.contents.find(
      (c) => c.rarity === recomputed.rarity && c.position === recomputed.position,
    )!
    const item = app.db.prepare('SELECT * FROM nft_items WHERE code = ?').get(BOX) as Record<
      string,
      unknown
    >
    expect(item).toMatchObject({
      name: template.name,
      image: template.image,
      media: template.media,
      description: template.description,
      rarity: recomputed.rarity,
      rarity_status: 1,
      owner_id: alice.id,
    })
    expect(opened.template).toMatchObject({ name: template.name, image: template.image })
    expect(messageOf(await publicInfo(BOX))).toEqual({ ...opened, is_owner: false })
  })

  it('draws once: a repeat, with any client seed, and twenty at once answer the first opening', async () => {
    const alice = user('alice@nft.test')
    buy(alice.id, BOX)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => alice.open(BOX, `racer-${i}`)),
    )
    const first = messageOf(answers[0]!)
    for (const a of answers) expect(messageOf(a)).toEqual(first)
    const stored = boxByCode(app.db, BOX)!
    const again = messageOf(await alice.open(BOX, 'another-seed'))
    expect(again).toEqual(first)
    expect(boxByCode(app.db, BOX)).toEqual(stored)
    expect(stored.client_seed).toBe(first.client_seed)
  })

  it('lets nobody open another user’s box, an unsold box or a non-box; nothing changes', async () => {
    const alice = user('alice@nft.test')
    const bob = user('bob@nft.test')
    buy(alice.id, BOX)
    const before = boxState()
    expect(await bob.open(BOX, 'bob-seed')).toMatchObject({ type: 'error', code: 'notFound' })
    expect(await bob.open(OTHER_BOX, 'bob-seed')).toMatchObject({
      type: 'error',
      code: 'notFound',
    })
    expect(await bob.open('NO-SUCH-BOX', 'bob-seed')).toMatchObject({ code: 'notFound' })
    expect(boxState()).toEqual(before)
    // owning a box without having bought it (no sale behind it) does not open it either
    app.db.prepare('UPDATE nft_items SET owner_id = ? WHERE code = ?').run(bob.id, OTHER_BOX)
    const handed = boxState()
    expect(await bob.open(OTHER_BOX, 'bob-seed')).toMatchObject({ code: 'notFound' })
    expect(boxState()).toEqual(handed)
    expect(messageOf(await bob.info(BOX))).toMatchObject({ is_owner: false, rarity_status: 0 })
  })

  it('refuses a missing or malformed client seed and a request without a session, changing nothing', async () => {
    const alice = user('alice@nft.test')
    buy(alice.id, BOX)
    const before = boxState()
    expect(await alice.open(BOX)).toMatchObject({ type: 'error', code: 'clientSeedRequired' })
    expect(await alice.open(BOX, '')).toMatchObject({ code: 'clientSeedRequired' })
    expect(await alice.open(BOX, 'no:colons')).toMatchObject({ code: 'clientSeedInvalid' })
    expect(await alice.open(BOX, 'x'.repeat(65))).toMatchObject({ code: 'clientSeedInvalid' })
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/bind_box/openBlindBox',
      payload: `code=${BOX}&client_seed=abc`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(anonymous.json()).toMatchObject({ type: '999' })
    expect(boxState()).toEqual(before)
  })

  it('keeps the first opening when the item changes hands; the former owner cannot open it', async () => {
    const alice = user('alice@nft.test')
    const bob = user('bob@nft.test')
    buy(alice.id, BOX)
    const opened = messageOf(await alice.open(BOX, 'alice-seed'))
    // the opened item changes hands (a resale, N1): the draw stays the one of the first opening
    app.db.prepare('UPDATE nft_items SET owner_id = ? WHERE code = ?').run(bob.id, BOX)
    expect(messageOf(await bob.open(BOX, 'bob-seed'))).toEqual(opened)
    expect(await alice.open(BOX, 'alice-seed')).toMatchObject({ code: 'notFound' })
  })
})

describe('every box', () => {
  it('opens to the draw its revealed inputs give, and the check passes on each', async () => {
    const codes = app.db
      .prepare(
        `SELECT i.code FROM nft_items i JOIN nft_blind_boxes b ON b.item_id = i.id ORDER BY i.id`,
      )
      .pluck()
      .all() as string[]
    expect(codes.length).toBeGreaterThanOrEqual(9)
    const buyer = user('collector@nft.test')
    fund(app, 'collector@nft.test', USDT, '1000')
    for (const [i, code] of codes.entries()) {
      const published = BlindBoxInfoAnswer.parse(messageOf(await publicInfo(code)))
      buy(buyer.id, code)
      const opened = BlindBoxInfoAnswer.parse(messageOf(await buyer.open(code, `seed-${i}`)))
      const check = checkOpenedBox(opened, published)!
      expect([code, check.failed]).toEqual([code, []])
      const row = boxByCode(app.db, code)!
      expect(row.draw_value).toBe(check.draw!.drawValue)
    }
  })
})

describe('listing', () => {
  it('draws a fresh secret for every box and publishes only its SHA-256', () => {
    const platform = platformUserId(app.db)
    const series = app.db.prepare('SELECT id FROM nft_box_series LIMIT 1').pluck().get() as number
    const at = app.clock.now()
    const codes = ['BOX-T-1', 'BOX-T-2', 'BOX-T-3']
    for (const code of codes) {
      listBlindBox(
        app.db,
        {
          seriesId: series,
          code,
          name: code,
          description: '',
          image: '/api/nft/media/box-01.svg',
          currencyId: USDT,
          priceUnits: 10_000,
          startTime: at,
          endTime: at + 1000,
          sellerId: platform,
          authorId: platform,
        },
        at,
      )
    }
    const rows = codes.map((c) => boxByCode(app.db, c)!)
    expect(new Set(rows.map((r) => r.server_seed)).size).toBe(3)
    for (const r of rows) {
      expect(r.commitment).toBe(
        createHash('sha256').update(Buffer.from(r.server_seed, 'hex')).digest('hex'),
      )
      expect([r.client_seed, r.template_id, r.draw_value, r.opened_at]).toEqual([
        null,
        null,
        null,
        null,
      ])
    }
  })
})

describe('what a box published cannot change (migration 030)', () => {
  it('refuses to change odds, templates, a commitment, a secret or an opening', async () => {
    const series = app.db
      .prepare(
        'SELECT series_id FROM nft_blind_boxes b JOIN nft_items i ON i.id = b.item_id WHERE i.code = ?',
      )
      .pluck()
      .get(BOX) as number
    const run =
      (sql: string, ...params: unknown[]) =>
      () =>
        app.db.prepare(sql).run(...params)
    expect(run(`UPDATE nft_box_series SET odds = '[]' WHERE id = ?`, series)).toThrow(/published/)
    expect(run('DELETE FROM nft_box_series WHERE id = ?', series)).toThrow(/published/)
    expect(
      run(`UPDATE nft_box_templates SET name = 'x' WHERE series_id = ? AND rarity = 'SR'`, series),
    ).toThrow(/published/)
    expect(run('DELETE FROM nft_box_templates WHERE series_id = ?', series)).toThrow(/published/)
    expect(
      run(
        `INSERT INTO nft_box_templates (series_id, rarity, position, name, type, image)
         VALUES (?, 'SR', 99, 'Extra', 1, '/api/nft/media/art-01.svg')`,
        series,
      ),
    ).toThrow(/published/)
    const itemId = boxByCode(app.db, BOX)!.item_id
    expect(
      run(`UPDATE nft_blind_boxes SET server_seed = ? WHERE item_id = ?`, 'ab'.repeat(32), itemId),
    ).toThrow(/committed/)
    expect(run(`UPDATE nft_blind_boxes SET commitment = 'x' WHERE item_id = ?`, itemId)).toThrow(
      /committed/,
    )

    const alice = user('alice@nft.test')
    buy(alice.id, BOX)
    messageOf(await alice.open(BOX, 'alice-seed'))
    expect(run(`UPDATE nft_blind_boxes SET draw_value = '0:0' WHERE item_id = ?`, itemId)).toThrow(
      /opened once/,
    )
    expect(
      run(`UPDATE nft_blind_boxes SET client_seed = 'other' WHERE item_id = ?`, itemId),
    ).toThrow(/opened once/)
  })
})
