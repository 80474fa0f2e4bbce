/**
 * The walk's generator (src/market/prng.ts) is a keyed cryptographic stream (issue 14: "prices
 * that money settles on must not be computable in advance from public data"): random access, the
 * same numbers however they are made, every bit of the seed matters, and the old attack (search the
 * 32-bit state of a minute's seconds stream from its first seconds, then read off the settlement
 * second) finds nothing.
 */
import { createCipheriv, createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { Streams, marketKey, stream, streams, type Uniform } from '../src/market/prng'
import { generateSeconds, type Bar, type WalkParams } from '../src/market/walk'

const SEED = 'b3f1c2d4e5a6978812345678deadbeef00112233445566778899aabbccddeeff'
const draw = (next: Uniform, n: number) => Array.from({ length: n }, () => next())

/** Pearson correlation of two equally long lists. */
function correlation(a: number[], b: number[]): number {
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
  const [ma, mb] = [mean(a), mean(b)]
  let [sab, saa, sbb] = [0, 0, 0]
  for (let i = 0; i < a.length; i++) {
    sab += (a[i]! - ma) * (b[i]! - mb)
    saa += (a[i]! - ma) ** 2
    sbb += (b[i]! - mb) ** 2
  }
  return sab / Math.sqrt(saa * sbb)
}

describe('the keyed stream', () => {
  it('is random access: the same numbers from a new key, alone or in a batch, across chunks', () => {
    const a = draw(stream(marketKey(SEED), 1, Streams.seconds, 1_000_000), 1_000)
    const b = draw(stream(marketKey(SEED), 1, Streams.seconds, 1_000_000), 1_000)
    expect(b).toEqual(a)
    const batch = streams(marketKey(SEED), 1, Streams.seconds, 999_998, 4)
    expect(draw(batch[2]!, 1_000)).toEqual(a)
    // the keystream itself: word w of the stream is the w-th little-endian uint32
    const words = marketKey(SEED).keystream(1, Streams.seconds, 1_000_000, 1, 0, 250)
    expect(a.map((_, w) => words.getUint32(4 * w, true) / 2 ** 32)).toEqual(a)
  })

  it('is AES-256 over counter blocks (pair, kind, index, block) under SHA-256(label, seed)', () => {
    const key = createHash('sha256')
      .update('sandbox market walk key, AES-256-CTR, v2\0')
      .update(SEED)
      .digest()
    const aes = createCipheriv('aes-256-ecb', key, null).setAutoPadding(false)
    const index = 2 ** 40 + 3
    const counter = (block: number) => {
      const b = Buffer.alloc(16)
      b.writeUInt32LE(7, 0)
      b.writeUInt8(Streams.minutes, 4)
      b.writeUIntLE(index, 5, 6)
      b.writeUInt32LE(block, 12)
      return b
    }
    const expected = aes.update(Buffer.concat(Array.from({ length: 2_600 }, (_, j) => counter(j))))
    const words = Array.from(
      { length: 2_600 * 4 },
      (_, w) => expected.readUInt32LE(4 * w) / 2 ** 32,
    )
    // one chunk is 2 520 blocks: the stream runs on into the next chunk
    expect(draw(stream(marketKey(SEED), 7, Streams.minutes, index), words.length)).toEqual(words)
    const batch = streams(marketKey(SEED), 7, Streams.day, index - 1, 3)
    const one = aes.update(Buffer.from(counter(0).fill(Streams.day, 4, 5)))
    expect(draw(batch[1]!, 4)).toEqual([0, 4, 8, 12].map((at) => one.readUInt32LE(at) / 2 ** 32))
  })

  it('gives uniforms in [0, 1), independent between streams and pairs', () => {
    const key = marketKey(SEED)
    const xs = draw(stream(key, 1, Streams.minutes, 800), 10_080)
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.01)
    const bins = new Array<number>(10).fill(0)
    for (const x of xs) bins[Math.floor(x * 10)]!++
    for (const count of bins) expect(Math.abs(count - 1_008)).toBeLessThan(150)
    for (const other of [
      stream(key, 1, Streams.minutes, 801),
      stream(key, 2, Streams.minutes, 800),
      stream(key, 1, Streams.seconds, 800),
    ]) {
      expect(Math.abs(correlation(xs, draw(other, xs.length)))).toBeLessThan(0.05)
    }
  })

  it('depends on the whole key: seeds one character apart give unrelated seconds paths', () => {
    const bar: Bar = { time: 0, open: 100, high: 101, low: 99, close: 100.5, volume: 60_000 }
    const seconds = (seed: string) => {
      const params: WalkParams = {
        key: marketKey(seed),
        pairId: 1,
        startPrice: 100,
        dailyVolatility: 0.035,
        minuteVolume: 1_000,
      }
      return generateSeconds(params, 1_000_000, bar).map((s) => s.close)
    }
    const pairs: Array<[string, string]> = [
      [SEED, `${SEED.slice(0, -1)}e`],
      [SEED, `c${SEED.slice(1)}`],
      ['20240101', '20240102'],
    ]
    for (const [a, b] of pairs) {
      const [pa, pb] = [seconds(a), seconds(b)]
      // the same bar, so both start, touch and end alike; the ways between are unrelated
      const moves = (p: number[]) => p.slice(1).map((x, i) => x - p[i]!)
      expect(pa).not.toEqual(pb)
      expect(Math.abs(correlation(moves(pa), moves(pb)))).toBeLessThan(0.4)
      const ua = draw(stream(marketKey(a), 1, Streams.seconds, 1_000_000), 118)
      const ub = draw(stream(marketKey(b), 1, Streams.seconds, 1_000_000), 118)
      expect(ua.filter((u, i) => u === ub[i])).toEqual([])
      expect(Math.abs(correlation(ua, ub))).toBeLessThan(0.35)
    }
    expect(() => marketKey('')).toThrow('empty')
  })
})

describe('the attack on the old generator', () => {
  /** The old construction: mulberry32, a generator with a 32-bit state. */
  function mulberry32(state: number): Uniform {
    let a = state >>> 0
    return () => {
      a = (a + 0x6d2b79f5) >>> 0
      let t = Math.imul(a ^ (a >>> 15), 1 | a)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
  }

  const params: WalkParams = {
    key: marketKey(SEED),
    pairId: 1,
    startPrice: 42_000,
    dailyVolatility: 0.035,
    minuteVolume: 5_000,
  }
  // the attacker is even granted the minute's bar (open, high, low, close): only the path between
  const bar: Bar = {
    time: 0,
    open: 42_000,
    high: 42_031.5,
    low: 41_977.25,
    close: 42_012,
    volume: 300_000,
  }
  const SEEN = 10
  const BITS = 20

  /** The attacker's fast replay of generateSeconds: the seen prices again, or null on a miss. */
  function replay(next: Uniform, seen: readonly number[]): number[] | null {
    const n = 60
    const highAt = 1 + Math.floor(next() * (n - 2))
    let lowAt = 1 + Math.floor(next() * (n - 3))
    if (lowAt >= highAt) lowAt++
    const anchors: Array<[number, number]> = [
      [0, bar.open],
      [highAt, bar.high],
      [lowAt, bar.low],
      [n - 1, bar.close],
    ]
    anchors.sort((a, b) => a[0] - b[0])
    const noise = (bar.high - bar.low) * 0.25
    const price = [bar.open]
    for (let a = 0; a < anchors.length - 1 && price.length < seen.length; a++) {
      const [i0, p0] = anchors[a]!
      const [i1, p1] = anchors[a + 1]!
      if (i0 > 0) price.push(p0)
      for (let i = i0 + 1; i < i1 && price.length < seen.length; i++) {
        const x = p0 + ((p1 - p0) * (i - i0)) / (i1 - i0) + noise * (next() - 0.5)
        price.push(Math.min(bar.high, Math.max(bar.low, x)))
        if (price[i] !== seen[i]) return null
      }
    }
    return price.slice(0, seen.length).every((p, i) => p === seen[i]) ? price : null
  }

  /** Tries every state in [0, 2^BITS) and answers those that reproduce the seen seconds. */
  function search(seen: readonly number[]): number[] {
    const found: number[] = []
    for (let state = 0; state < 2 ** BITS; state++) {
      if (replay(mulberry32(state), seen)) found.push(state)
    }
    return found
  }

  it('worked on a 32-bit state: 10 seen seconds give the state, and so the settlement second', () => {
    const planted = 0x5eed5 // inside the searched range, as every state was inside 2^32
    const path = generateSeconds(params, 7, bar, mulberry32(planted))
    const seen = path.slice(0, SEEN).map((s) => s.close)
    expect(replay(mulberry32(planted), seen)).toEqual(seen) // the replay is faithful
    const [state] = search(seen)
    expect(state).toBe(planted)
    // a 30 s option opened at second 0 settles at second 30: predicted exactly
    expect(generateSeconds(params, 7, bar, mulberry32(state!))[30]!.close).toBe(path[30]!.close)
  })

  it('finds nothing on the keyed stream: no state reproduces the seen seconds', () => {
    const path = generateSeconds(params, 7, bar)
    const seen = path.slice(0, SEEN).map((s) => s.close)
    expect(search(seen)).toEqual([])
  })
})
