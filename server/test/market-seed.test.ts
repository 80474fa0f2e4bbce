/**
 * The market seed nobody can know in advance (issue 14): without MARKET_SEED each database draws
 * its own secret seed at first start and keeps it; the option (MARKET_SEED) overrides it; the
 * row is never served.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { createTestClock } from '../src/clock'
import { MARKET_SEED_KEY, parseMarketSeed, storedMarketSeed } from '../src/market/seed'
import { openDatabase } from '../src/plugins/db'
import { settingsRepository } from '../src/repositories/settings'
import { get } from './helper'

let dir: string
const opened: FastifyInstance[] = []
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'market-seed-'))
})
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()))
  rmSync(dir, { recursive: true, force: true })
})

const clock = createTestClock()
async function open(db: string, marketSeed?: number) {
  const app = await buildApp({ db, clock, logger: false, feedIntervalMs: 0, marketSeed })
  opened.push(app)
  return app
}
const now = () => Math.floor(clock.now() / 1000)
/** What a client sees of the walk: a price and an hour of 1-minute candles, for two pairs. */
const prices = (app: FastifyInstance) =>
  [1, 2].map((id) => ({
    price: app.market.engine.price(id, clock.now()),
    candles: app.market.engine.candles(id, '1min', now() - 3_600, now(), clock.now()),
  }))

describe('market seed', () => {
  it('is drawn at random for each new database and kept in its settings', async () => {
    const [a, b] = [await open(':memory:'), await open(join(dir, 'b.db'))]
    expect(a.market.engine.seed).not.toBe(b.market.engine.seed)
    expect(prices(a)).not.toEqual(prices(b))
    for (const app of [a, b]) {
      expect(app.repos.settings.get(MARKET_SEED_KEY)).toBe(String(app.market.engine.seed))
    }
  })

  it('survives a restart on the same database: the same prices before and after', async () => {
    const file = join(dir, 'sandbox.db')
    const first = await open(file)
    const before = { seed: first.market.engine.seed, prices: prices(first) }
    await opened.pop()!.close()
    const again = await open(file)
    expect({ seed: again.market.engine.seed, prices: prices(again) }).toEqual(before)
  })

  it('is overridden by the marketSeed option (MARKET_SEED), which leaves the stored seed alone', async () => {
    const file = join(dir, 'sandbox.db')
    const stored = (await open(file)).market.engine.seed
    await opened.pop()!.close()
    const chosen = await open(file, 7)
    expect(chosen.market.engine.seed).toBe(7)
    expect(chosen.repos.settings.get(MARKET_SEED_KEY)).toBe(String(stored))
    expect(prices(chosen)).toEqual(prices(await open(':memory:', 7)))
  })

  it('reads MARKET_SEED as a non-negative integer, and refuses anything else', () => {
    expect(parseMarketSeed(undefined)).toBeUndefined()
    expect(parseMarketSeed(' ')).toBeUndefined()
    expect(parseMarketSeed('20240101')).toBe(20240101)
    for (const bad of ['-1', '1.5', '0x10', 'seed', '9007199254740993']) {
      expect(() => parseMarketSeed(bad)).toThrow('MARKET_SEED')
    }
  })

  it('lets the first writer win when two processes start on one new database', () => {
    const { db } = openDatabase(join(dir, 'race.db'))
    try {
      const settings = settingsRepository(db)
      // the other process stores its seed between this one's read and its insert
      const seed = storedMarketSeed(settings, () => {
        settingsRepository(db).put(MARKET_SEED_KEY, '5')
        return 9
      })
      expect(seed).toBe(5)
      expect(storedMarketSeed(settings, () => 11)).toBe(5)
    } finally {
      db.close()
    }
  })

  it('is never served: getSetting refuses the row and no public setting holds it', async () => {
    const file = join(dir, 'sandbox.db')
    const { db } = openDatabase(file)
    settingsRepository(db).put(MARKET_SEED_KEY, '3141592653')
    db.close()
    const app = await open(file)
    expect(app.market.engine.seed).toBe(3141592653)
    const refused = await get(app, '/api/getSetting', { keyword: MARKET_SEED_KEY, lang: 'en' })
    expect(refused).toEqual({
      status: 200,
      type: 'error',
      code: 'settingNotAllowed',
      message: 'This setting cannot be read',
    })
    for (const url of ['/api/getSiteConfig', '/api/dev/clock', '/api/currency/quotation_new']) {
      const body = (await app.inject({ method: 'GET', url })).body
      expect(body).not.toContain('3141592653')
    }
    for (const keyword of ['support_url', 'game_url', 'apk_download_url', 'version']) {
      expect(JSON.stringify(await get(app, '/api/getSetting', { keyword }))).not.toContain(
        '3141592653',
      )
    }
  })
})
