/**
 * The market seed nobody can know in advance (issue 14): without MARKET_SEED each database draws
 * its own secret 256-bit seed at first start and keeps it (an older numeric seed keeps its walk);
 * the option (MARKET_SEED, any non-empty string) overrides it; the row is never served.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { createTestClock } from '../src/clock'
import {
  MARKET_SEED_KEY,
  parseMarketSeed,
  storedMarketSeed,
  weakSeedWarning,
} from '../src/market/seed'
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
async function open(db: string, marketSeed?: string | number) {
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
      // 32 random bytes: 256 bits, as hex
      expect(app.market.engine.seed).toMatch(/^[0-9a-f]{64}$/)
      expect(app.repos.settings.get(MARKET_SEED_KEY)).toBe(app.market.engine.seed)
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
    const chosen = await open(file, 'a chosen seed, long enough')
    expect(chosen.market.engine.seed).toBe('a chosen seed, long enough')
    expect(chosen.repos.settings.get(MARKET_SEED_KEY)).toBe(stored)
    expect(prices(chosen)).toEqual(prices(await open(':memory:', 'a chosen seed, long enough')))
    // a number is read as its decimal string
    expect(prices(await open(':memory:', 7))).toEqual(prices(await open(':memory:', '7')))
  })

  it('reads MARKET_SEED as any non-empty string, with a warning when it is short', () => {
    expect(parseMarketSeed(undefined)).toBeUndefined()
    expect(parseMarketSeed(' ')).toBeUndefined()
    for (const seed of ['20240101', '-1', 'seed', '9007199254740993', 'ünïcode seed ✓']) {
      expect(parseMarketSeed(seed)).toBe(seed)
    }
    expect(weakSeedWarning('20240101')).toMatch(/MARKET_SEED has 8 characters/)
    expect(weakSeedWarning('0123456789abcdef')).toBeUndefined()
  })

  it('keeps the walk of a numeric seed stored by an older sandbox', async () => {
    const file = join(dir, 'old.db')
    const { db } = openDatabase(file)
    settingsRepository(db).put(MARKET_SEED_KEY, '3141592653')
    db.close()
    const app = await open(file)
    expect(app.market.engine.seed).toBe('3141592653')
    expect(prices(app)).toEqual(prices(await open(':memory:', 3141592653)))
  })

  it('lets the first writer win when two processes start on one new database', () => {
    const { db } = openDatabase(join(dir, 'race.db'))
    try {
      const settings = settingsRepository(db)
      // the other process stores its seed between this one's read and its insert
      const seed = storedMarketSeed(settings, () => {
        settingsRepository(db).put(MARKET_SEED_KEY, 'the other process')
        return 'this process'
      })
      expect(seed).toBe('the other process')
      expect(storedMarketSeed(settings, () => 'a third')).toBe('the other process')
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
    expect(app.market.engine.seed).toBe('3141592653')
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
