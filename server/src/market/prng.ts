/**
 * The engine's only source of randomness: a keyed cryptographic generator, counter-based, so any
 * stretch of the walk can be recomputed on its own (the same key and stream give the same numbers)
 * and nobody without the key can compute any of it (issue 14: "prices that money settles on must
 * not be computable in advance from public data").
 *
 * - The secret is the market key: 256 bits, SHA-256 of a domain label and the seed string
 *   (seed.ts: 32 random bytes drawn at first start, or MARKET_SEED). It never leaves this module.
 * - Each stream of the walk (pair, kind, index: e.g. the seconds of one minute) is AES-256 in
 *   counter mode under that key: keystream block j = AES_K(pair ‖ kind ‖ index ‖ j), the 16-byte
 *   counter block encoding the stream's parts injectively, so no two streams or blocks share an
 *   input. Every 32-bit little-endian word of the keystream is one uniform u / 2^32 in [0, 1).
 *   AES is a pseudorandom permutation: without the key, the prices already public (past seconds,
 *   candles, depth) say nothing usable about the ones to come, and there is no small state to
 *   search (the old generator, mulberry32 behind a 32-bit hash, could be brute-forced from a few
 *   public seconds of a minute in 2^32 steps and then predicted the rest of the minute).
 * - Public: the walk's rules (this file, walk.ts, series.ts), never its key.
 * - The keystream is made in chunks sized to what each kind of stream uses (CHUNK_UNIFORMS), with
 *   one AES object for all streams, so creating a stream costs one native call.
 * - Bit-identical everywhere: AES is exact, words are read little-endian, and the rest of the walk
 *   uses only integer operations, + − × ÷ and Math.sqrt (exact in IEEE-754). Math.random is never
 *   used.
 */
import { createCipheriv, createHash, type Cipher } from 'node:crypto'

/** A generator of uniform numbers in [0, 1). */
export type Uniform = () => number

/** Stream kinds: one independent stream per level of the walk. */
export const Streams = { day: 1, minutes: 2, seconds: 3, depth: 4 } as const
export type StreamKind = (typeof Streams)[keyof typeof Streams]

/**
 * Uniforms one stream of each kind draws (measured from walk.ts and engine.ts): a day open 4 (one
 * gaussian); a day's minutes 1 440 × 7 (a gaussian and three uniforms a minute); a minute's
 * seconds 118 (2 anchors, 56 in-between prices, 60 volume weights); depth at most 20 (a size for
 * each of the ten levels a side). A stream that needs more gets further chunks of the same size.
 */
const CHUNK_UNIFORMS: Record<StreamKind, number> = {
  [Streams.day]: 4,
  [Streams.minutes]: 1440 * 7,
  [Streams.seconds]: 120,
  [Streams.depth]: 20,
}

const BLOCK = 16
const WORDS_PER_BLOCK = BLOCK / 4
/** Domain label of the key derivation: another label (or version) gives an unrelated walk. */
const KEY_LABEL = 'sandbox market walk key, AES-256-CTR, v2\0'
const MAX_INDEX = 2 ** 48

/** The secret market key, opaque: it only makes keystream. */
export class MarketKey {
  readonly #aes: Cipher

  constructor(seed: string) {
    if (seed === '') throw new Error('the market seed is empty')
    const key = createHash('sha256').update(KEY_LABEL).update(seed, 'utf8').digest()
    // ECB over counter blocks we build ourselves is counter mode; one object serves every stream
    this.#aes = createCipheriv('aes-256-ecb', key, null).setAutoPadding(false)
    key.fill(0)
  }

  /**
   * Keystream blocks [firstBlock, firstBlock + blocks) of each of the streams (pairId, kind,
   * index … index + streamCount − 1), stream after stream, in one AES call; read as a view whose
   * words are little-endian (DataView: the same numbers on any platform).
   */
  keystream(
    pairId: number,
    kind: StreamKind,
    index: number,
    streamCount: number,
    firstBlock: number,
    blocks: number,
  ): DataView {
    const size = blocks * BLOCK
    const bytes = new Uint8Array(streamCount * size)
    const input = new DataView(bytes.buffer)
    for (let s = 0, start = 0; s < streamCount; s++, start += size) {
      // bytes 0–3 pair, 4 kind, 5–10 index (48 bits), 11 zero, 12–15 the block counter
      input.setUint32(start, pairId, true)
      input.setUint32(start + 4, kind + ((index + s) % 0x1000000) * 0x100, true)
      input.setUint32(start + 8, Math.floor((index + s) / 0x1000000), true)
      // the stream's blocks share their first 12 bytes: copy them in doublings, then the counters
      for (let filled = BLOCK; filled < size; filled *= 2) {
        bytes.copyWithin(start + filled, start, start + Math.min(filled, size - filled))
      }
      for (let j = 0, at = start + 12; j < blocks; j++, at += BLOCK) {
        input.setUint32(at, firstBlock + j, true)
      }
    }
    const out = this.#aes.update(bytes)
    return new DataView(out.buffer, out.byteOffset, out.byteLength)
  }

  toJSON(): string {
    return '[market key]'
  }
}

/** The market key of a seed string (SHA-256 with a domain label, then AES-256). */
export function marketKey(seed: string): MarketKey {
  return new MarketKey(seed)
}

function checkStream(pairId: number, index: number, count = 1): void {
  if (!Number.isInteger(pairId) || pairId < 0 || pairId > 0xffffffff)
    throw new Error(`stream: pair id ${pairId} is not a uint32`)
  if (!Number.isSafeInteger(index) || index < 0 || index + count > MAX_INDEX)
    throw new Error(`stream: index ${index} is out of [0, 2^48)`)
}

/** Blocks of one chunk of a stream of `kind`. */
const chunkBlocks = (kind: StreamKind) => Math.ceil(CHUNK_UNIFORMS[kind] / WORDS_PER_BLOCK)

/** Reads uniforms from `first` (a stream's chunk 0 at byte `from`), then from further chunks. */
function reader(
  key: MarketKey,
  pairId: number,
  kind: StreamKind,
  index: number,
  first: DataView,
  from: number,
): Uniform {
  const chunk = chunkBlocks(kind)
  let words = first
  let at = from
  let end = from + chunk * BLOCK
  let nextBlock = chunk
  return () => {
    if (at === end) {
      if (nextBlock + chunk > 0xffffffff) throw new Error('stream: keystream exhausted')
      words = key.keystream(pairId, kind, index, 1, nextBlock, chunk)
      nextBlock += chunk
      at = 0
      end = words.byteLength
    }
    const u = words.getUint32(at, true)
    at += 4
    return u / 4294967296
  }
}

/** The uniform generator of one stream of the walk: random access by (pairId, kind, index). */
export function stream(key: MarketKey, pairId: number, kind: StreamKind, index: number): Uniform {
  checkStream(pairId, index)
  return reader(
    key,
    pairId,
    kind,
    index,
    key.keystream(pairId, kind, index, 1, 0, chunkBlocks(kind)),
    0,
  )
}

/**
 * The streams `index … index + count − 1` of one pair and kind, their first chunks made in one AES
 * call (for the day opens, walked one after another). Each gives exactly what `stream` gives.
 */
export function streams(
  key: MarketKey,
  pairId: number,
  kind: StreamKind,
  index: number,
  count: number,
): Uniform[] {
  checkStream(pairId, index, count)
  const chunk = chunkBlocks(kind)
  const all = key.keystream(pairId, kind, index, count, 0, chunk)
  return Array.from({ length: count }, (_, s) =>
    reader(key, pairId, kind, index + s, all, s * chunk * BLOCK),
  )
}

const SQRT3 = Math.sqrt(3)

/**
 * A standard-normal-like draw: Irwin–Hall with four uniforms, centred and scaled to variance 1.
 * Bounded to ±2√3 ≈ ±3.46, which keeps every step of the walk finite and prices positive.
 */
export function gaussian(next: Uniform): number {
  return (next() + next() + next() + next() - 2) * SQRT3
}
