/**
 * The engine's only source of randomness: counter-based and seeded, so any stretch of the walk can
 * be recomputed on its own (the same seed and stream key always give the same numbers). Only
 * integer operations, + − × ÷ and Math.sqrt are used, all exactly specified by IEEE-754, so the
 * same seed gives bit-identical prices on every platform. Math.random is never used.
 */

/** A generator of uniform numbers in [0, 1). */
export type Uniform = () => number

/** mulberry32: a 32-bit state PRNG (Tommy Ettinger), small, fast and well mixed. */
export function mulberry32(state: number): Uniform {
  let a = state >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** murmur3's 32-bit finaliser: spreads every input bit over the whole word. */
function fmix32(h: number): number {
  let x = h >>> 0
  x ^= x >>> 16
  x = Math.imul(x, 0x85ebca6b)
  x ^= x >>> 13
  x = Math.imul(x, 0xc2b2ae35)
  x ^= x >>> 16
  return x >>> 0
}

/** Hashes a list of integers (seed, pair, stream, index…) into one 32-bit stream seed. */
export function streamSeed(...parts: number[]): number {
  let h = 0x9e3779b9
  for (const part of parts) {
    // split so indices above 2^32 still change the hash
    const low = part >>> 0
    const high = Math.floor(part / 4294967296) >>> 0
    h = fmix32(Math.imul(h ^ low, 0x27d4eb2d) + high)
  }
  return h
}

/** A uniform generator for one stream of the walk. */
export function stream(...parts: number[]): Uniform {
  return mulberry32(streamSeed(...parts))
}

const SQRT3 = Math.sqrt(3)

/**
 * A standard-normal-like draw: Irwin–Hall with four uniforms, centred and scaled to variance 1.
 * Bounded to ±2√3 ≈ ±3.46, which keeps every step of the walk finite and prices positive.
 */
export function gaussian(next: Uniform): number {
  return (next() + next() + next() + next() - 2) * SQRT3
}

/** Stream keys: one independent stream per level of the walk. */
export const Streams = { day: 1, minutes: 2, seconds: 3, depth: 4 } as const
