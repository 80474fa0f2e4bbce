/**
 * The blind box's provably fair draw (issue 17: "the box's contents are drawn when it is opened,
 * from the published odds, with a commit–reveal"; api-reference §17.12: the operator never picks
 * a box's content). The one copy: the sandbox draws with it when a box is opened, and the check
 * page recomputes with it in the browser from what the box published, trusting nothing the
 * server claims about the result. Pure and synchronous; SHA-256 and HMAC-SHA256 come from
 * `@noble/hashes` (audited, no dependencies; the tests hold it equal to Node's crypto).
 *
 * **Commit.** When a box is listed, the sandbox draws a secret `server_seed` of 32 random bytes
 * (written as 64 lowercase hex digits) and publishes only its `commitment` =
 * hex(SHA-256(the 32 bytes)) (not of the 64-character text; in a shell:
 * `printf %s <server_seed> | xxd -r -p | sha256sum`). The series' odds and its templates are
 * public before the sale too; once a series has boxes the sandbox's database refuses to change
 * its odds or templates, a box's commitment or secret, or an opening once made (migration 030).
 *
 * **Open.** The owner opens the box with a `client_seed` of their choosing (1–64 characters of
 * `A–Z a–z 0–9 _ -`; the app generates 16 random bytes as hex and shows them, the user may type
 * their own). A client seed is REQUIRED (`clientSeedRequired`): were the server to choose or
 * default it, the operator, who knows `server_seed` from the listing on, could have picked a
 * seed that yields the content it wants, which is exactly the pre-assignment §17.12 forbids.
 * The server cannot steer the draw either: its seed is fixed by the commitment before the buyer
 * chose theirs.
 *
 * **Inputs of the draw**: `server_seed` (hex), `client_seed`, the box's item `code`
 * (`A–Z a–z 0–9 _ -`), the series' odds in basis points per rarity in the order N, R, SR
 * (integers ≥ 0, Σ = 10,000), and the number of templates per rarity (a rarity with weight > 0
 * has at least one). Odds and counts are part of the hashed message, so a draw recomputed with
 * any other odds or template list reads other bytes.
 *
 * **Bytes.** Block n (n = 0, 1, 2, …) = HMAC-SHA256(key = the 32 bytes of server_seed,
 * message = UTF-8 of `<client_seed>:<code>:N=<wN>,R=<wR>,SR=<wSR>:N=<cN>,R=<cR>,SR=<cSR>:<n>`),
 * e.g. `a1b2:NFTBOX-0001:N=7000,R=2500,SR=500:N=5,R=4,SR=3:0`. The blocks are read in turn as
 * 16-bit big-endian words (16 per block): word i = bytes 2i, 2i+1 of the concatenated blocks.
 *
 * **A uniform integer below m** (1 ≤ m ≤ 65,536), without modulo bias: with
 * limit = 65,536 − (65,536 mod m), take the next word w; if w < limit the value is w mod m,
 * otherwise w is rejected and the next word is taken. Every value below m then has exactly
 * limit ÷ m words that give it.
 *
 * **The draw.** 1. `roll` = a uniform integer below 10,000. The rarity is the first of N, R, SR
 * whose running total of weights exceeds roll (N when roll < wN, R when roll < wN + wR, else SR),
 * so each rarity comes with probability weight ÷ 10,000 exactly. 2. `position` = a uniform
 * integer below the count of that rarity's templates, from the words after the roll's; the item
 * becomes the template of that rarity at that 0-based `position` (the series lists its
 * templates per rarity in position order).
 *
 * **Stored and shown**: `draw_value` = `<roll>:<position>` (e.g. `4821:2`), with the rarity and
 * the template; once opened the box answers `server_seed`, `client_seed`, the draw and the
 * opening time. **The check** (`checkBoxDraw`): SHA-256(server_seed) equals the commitment
 * published before the sale, and the draw recomputed from the revealed inputs gives the recorded
 * roll, position and rarity; any difference is named.
 */
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'

export const boxRarities = ['N', 'R', 'SR'] as const
export type BoxRarity = (typeof boxRarities)[number]

/** Basis points: the odds of a series sum to this. */
export const ODDS_TOTAL = 10_000
/** How many words of 16 bits the draw reads at most before it gives up (never reached: each word is rejected with probability < 1/2). */
export const MAX_WORDS = 4_096

export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const BOX_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** A series' published odds: basis points per rarity. */
export type BoxOdds = Record<BoxRarity, number>
/** How many templates a series has per rarity. */
export type TemplateCounts = Record<BoxRarity, number>

export interface DrawInput {
  serverSeed: string
  clientSeed: string
  code: string
  odds: BoxOdds
  counts: TemplateCounts
}

/** One 16-bit word the draw read, for the check page's step-by-step. */
export interface DrawWord {
  value: number
  /** What it was read for. */
  purpose: 'roll' | 'position'
  /** False when it was at or above the limit and so rejected. */
  accepted: boolean
}

export interface BoxDraw {
  roll: number
  rarity: BoxRarity
  position: number
  /** `<roll>:<position>`, as stored (`draw_value`). */
  drawValue: string
  /** The messages hashed, block by block (block n is HMAC-SHA256(server_seed, messages[n])). */
  messages: string[]
  /** The blocks read, hex. */
  blocks: string[]
  words: DrawWord[]
}

/** Why a series' odds and template counts cannot be drawn from, or null. */
export function oddsIssue(odds: BoxOdds, counts: TemplateCounts): string | null {
  let total = 0
  for (const r of boxRarities) {
    const w = odds[r]
    const c = counts[r]
    if (!Number.isSafeInteger(w) || w < 0 || w > ODDS_TOTAL) return `weight of ${r}`
    if (!Number.isSafeInteger(c) || c < 0 || c > 65_536) return `templates of ${r}`
    if (w > 0 && c === 0) return `no template of ${r}`
    total += w
  }
  return total === ODDS_TOTAL ? null : `weights sum to ${total}`
}

/** hex(SHA-256(the 32 bytes of the seed)): what is published when the box is listed. */
export function commitmentOf(serverSeed: string): string {
  if (!SERVER_SEED_PATTERN.test(serverSeed)) throw new RangeError('server seed: 64 lowercase hex')
  return bytesToHex(sha256(hexToBytes(serverSeed)))
}

const listOf = (values: Record<BoxRarity, number>) =>
  boxRarities.map((r) => `${r}=${values[r]}`).join(',')

/** The message of block `n`. */
export function drawMessage(input: Omit<DrawInput, 'serverSeed'>, n: number): string {
  return `${input.clientSeed}:${input.code}:${listOf(input.odds)}:${listOf(input.counts)}:${n}`
}

/** Draws a box's content (the rules in the header). Throws on inputs that break them. */
export function drawBox(input: DrawInput): BoxDraw {
  const { serverSeed, clientSeed, code, odds, counts } = input
  if (!SERVER_SEED_PATTERN.test(serverSeed)) throw new RangeError('server seed: 64 lowercase hex')
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) throw new RangeError('client seed')
  if (!BOX_CODE_PATTERN.test(code)) throw new RangeError('box code')
  const issue = oddsIssue(odds, counts)
  if (issue) throw new RangeError(`odds: ${issue}`)

  const key = hexToBytes(serverSeed)
  const messages: string[] = []
  const blocks: Uint8Array[] = []
  const words: DrawWord[] = []
  const nextWord = (): number => {
    const i = words.length
    if (i >= MAX_WORDS) throw new RangeError('draw: too many rejected words')
    const b = Math.floor(i / 16)
    if (b === blocks.length) {
      const message = drawMessage(input, b)
      messages.push(message)
      blocks.push(hmac(sha256, key, utf8ToBytes(message)))
    }
    const block = blocks[b]!
    const at = (i % 16) * 2
    return block[at]! * 256 + block[at + 1]!
  }
  const uniformBelow = (m: number, purpose: DrawWord['purpose']): number => {
    const limit = 65_536 - (65_536 % m)
    for (;;) {
      const value = nextWord()
      const accepted = value < limit
      words.push({ value, purpose, accepted })
      if (accepted) return value % m
    }
  }

  const roll = uniformBelow(ODDS_TOTAL, 'roll')
  const rarity = rarityOf(roll, odds)
  const position = uniformBelow(counts[rarity], 'position')
  return {
    roll,
    rarity,
    position,
    drawValue: `${roll}:${position}`,
    messages,
    blocks: blocks.map(bytesToHex),
    words,
  }
}

/** The rarity a roll below 10,000 falls in: the first whose running total of weights exceeds it. */
export function rarityOf(roll: number, odds: BoxOdds): BoxRarity {
  let total = 0
  for (const r of boxRarities) {
    total += odds[r]
    if (roll < total) return r
  }
  throw new RangeError(`roll ${roll} is not below the odds' total`)
}

/** `<roll>:<position>` read back, or null. */
export function parseDrawValue(value: string): { roll: number; position: number } | null {
  const m = /^(\d{1,4}):(\d{1,5})$/.exec(value)
  return m ? { roll: Number(m[1]), position: Number(m[2]) } : null
}

/** The facts the check compares, in the order a reader follows them. */
export const boxCheckFacts = ['commitment', 'roll', 'rarity', 'position'] as const
export type BoxCheckFact = (typeof boxCheckFacts)[number]

/** What an opened box published: the commitment from before the sale, the revealed inputs, the recorded result. */
export interface OpenedBoxRecord extends DrawInput {
  commitment: string
  drawValue: string
  rarity: BoxRarity
  position: number
}

export interface BoxCheck {
  /** True when every fact agrees. */
  ok: boolean
  /** The facts that disagree (empty when ok). */
  failed: BoxCheckFact[]
  /** The commitment recomputed from the revealed seed. */
  commitment: string | null
  /** The draw recomputed from the revealed inputs, or null when they cannot be drawn from. */
  draw: BoxDraw | null
}

/**
 * The public check of an opened box: recomputes the commitment and the draw from the revealed
 * inputs and compares them with what was published and recorded, trusting none of the record.
 */
export function checkBoxDraw(record: OpenedBoxRecord): BoxCheck {
  const commitment = SERVER_SEED_PATTERN.test(record.serverSeed)
    ? commitmentOf(record.serverSeed)
    : null
  let draw: BoxDraw | null = null
  try {
    draw = drawBox(record)
  } catch {
    draw = null
  }
  const recorded = parseDrawValue(record.drawValue)
  const failed: BoxCheckFact[] = []
  if (commitment === null || commitment !== record.commitment.toLowerCase())
    failed.push('commitment')
  if (!draw || !recorded || recorded.roll !== draw.roll) failed.push('roll')
  if (!draw || draw.rarity !== record.rarity) failed.push('rarity')
  if (
    !draw ||
    !recorded ||
    draw.position !== record.position ||
    recorded.position !== draw.position
  )
    failed.push('position')
  return { ok: failed.length === 0, failed, commitment, draw }
}
