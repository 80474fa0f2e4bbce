/**
 * The seed of the price walk that money settles on (issue 14: "prices that money settles on must
 * not be computable in advance from public data"). The seed is the secret material of the walk's
 * 256-bit market key (prng.ts: SHA-256 of a domain label and this string, then AES-256 streams).
 * The `marketSeed` option (server.ts: the MARKET_SEED environment variable, any non-empty string)
 * wins; else the seed kept in the database (`settings` row `market_seed`); else a new one: 32
 * bytes (256 bits) from the platform's CSPRNG as 64 hex digits, stored at first start. A numeric
 * seed stored by an older sandbox keeps working, read as its string. The insert is INSERT OR
 * IGNORE and the row is read back, so two processes starting on one new database agree.
 * DEFAULT_MARKET_SEED (engine.ts) is public, for tests only. The row is never served: getSetting
 * answers only the allow-listed keys of contract/common.ts.
 */
import { randomBytes } from 'node:crypto'
import type { SettingsRepository } from '../repositories/settings'

export const MARKET_SEED_KEY = 'market_seed'

/** Random bytes of a new seed: 256 bits, the size of the key they become. */
export const MARKET_SEED_BYTES = 32

/** Below this many characters MARKET_SEED is accepted with a warning: guessable by search. */
export const MARKET_SEED_MIN_LENGTH = 16

/** A new secret seed: 32 random bytes as 64 hex digits. */
export const drawMarketSeed = () => randomBytes(MARKET_SEED_BYTES).toString('hex')

/** MARKET_SEED as a seed: undefined when unset or blank, else the string as given. */
export function parseMarketSeed(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  return value
}

/** The warning for a seed short enough to be found by search, or undefined. */
export function weakSeedWarning(seed: string): string | undefined {
  if (seed.length >= MARKET_SEED_MIN_LENGTH) return undefined
  return (
    `MARKET_SEED has ${seed.length} characters: a seed that short can be found by search, and ` +
    `with it every future price. Use ${MARKET_SEED_MIN_LENGTH}+ random characters (or leave it ` +
    `unset: the database keeps its own 256-bit seed).`
  )
}

/** The database's seed, drawn with `draw` and stored on first use. */
export function storedMarketSeed(
  settings: SettingsRepository,
  draw: () => string = drawMarketSeed,
): string {
  const existing = settings.get(MARKET_SEED_KEY)
  if (existing === undefined) {
    settings.putIfAbsent(
      MARKET_SEED_KEY,
      draw(),
      'Secret seed of the price walk (256-bit market key); never served (issue 14)',
    )
  }
  const seed = parseMarketSeed(settings.get(MARKET_SEED_KEY))
  if (seed === undefined) throw new Error(`settings.${MARKET_SEED_KEY} is empty`)
  return seed
}
