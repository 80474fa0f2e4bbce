/**
 * The seed of the price walk that money settles on (issue 14: "prices that money settles on must
 * not be computable in advance from public data"). The `marketSeed` option (server.ts: the
 * MARKET_SEED environment variable) wins; else the seed kept in the database (`settings` row
 * `market_seed`); else a new one from the platform's CSPRNG, stored at first start. The insert is
 * INSERT OR IGNORE and the row is read back, so two processes starting on one new database agree.
 * DEFAULT_MARKET_SEED (engine.ts) is public, for tests only. The row is never served: getSetting
 * answers only the allow-listed keys of contract/common.ts.
 */
import { randomInt } from 'node:crypto'
import type { SettingsRepository } from '../repositories/settings'

export const MARKET_SEED_KEY = 'market_seed'

/**
 * Seeds are drawn from [0, 2^32): prng.ts hashes a seed into a 32-bit stream state, so a wider
 * seed would give no more distinct walks.
 */
export const MARKET_SEED_LIMIT = 2 ** 32

const isSeed = (value: number) => Number.isSafeInteger(value) && value >= 0

/** MARKET_SEED as a seed: undefined when unset or empty; an error for anything but digits. */
export function parseMarketSeed(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const seed = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
  if (!isSeed(seed)) throw new Error(`MARKET_SEED must be a non-negative integer, not "${value}"`)
  return seed
}

/** The database's seed, drawn with `draw` and stored on first use. */
export function storedMarketSeed(
  settings: SettingsRepository,
  draw: () => number = () => randomInt(0, MARKET_SEED_LIMIT),
): number {
  const existing = settings.get(MARKET_SEED_KEY)
  if (existing === undefined) {
    settings.putIfAbsent(
      MARKET_SEED_KEY,
      String(draw()),
      'Secret seed of the price walk; never served (issue 14)',
    )
  }
  const seed = parseMarketSeed(settings.get(MARKET_SEED_KEY))
  if (seed === undefined) throw new Error(`settings.${MARKET_SEED_KEY} is empty`)
  return seed
}
