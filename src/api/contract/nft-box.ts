/**
 * Blind boxes of the NFT marketplace, "bind_box" (issue 17; api-reference §19.2 openBlindBox,
 * §17.12; the draw, its inputs and the check are nft-box-math.ts). A box is an item with
 * `pay_type` 3 (N1's nft.ts has the item wire, the list, detail and buyNFT that buys a box like a
 * fixed-price item); this module is what is particular to boxes.
 *
 * Wire:
 * - GET `bind_box/getBlindBoxInfo` `{ code }` (added by the sandbox; PUBLIC, a session is not
 *   needed: everything it answers is published): the box's series with its `odds`
 *   (`[{ rarity, weight }]`, basis points, Σ 10,000, in the order N, R, SR), its `contents`
 *   (every template the box can hold, per rarity in `position` order), its `commitment`
 *   (SHA-256 of the secret server seed, published since the box was listed), `rarity_status`
 *   (0 unopened, 1 opened), `is_owner` (the caller owns it; false without a session) and the
 *   sandbox's `now`. Once opened it also answers the revealed `server_seed`, the owner's
 *   `client_seed`, `draw_value` (`<roll>:<position>`), the drawn `rarity` and `position`, the
 *   `template` drawn and `opened_at`; before, these are null. A code that is not a blind box:
 *   `notFound`.
 * - POST `bind_box/openBlindBox` `{ code, client_seed }` (§19.2, with the client seed added):
 *   the caller's own, unopened, bought box is drawn (nft-box-math) and becomes the drawn
 *   template (name, type, image, media, description, rarity; rarity_status 1); answers the
 *   opened box as getBlindBoxInfo does. A repeat answers the same opening, whatever client seed
 *   it sends (the first opening fixed the content). Another user's box, a box still for sale or
 *   a code that is not a box: `notFound`. No client seed: `clientSeedRequired` (the platform's
 *   client sent only `code`; the sandbox refuses rather than choose one, see nft-box-math's
 *   header); one outside 1–64 of `A–Z a–z 0–9 _ -`: `clientSeedInvalid`. No idempotency key:
 *   opening moves no money and its repeat is already answered by the stored result.
 * - The check is done by the client (`checkOpenedBox`): it recomputes the commitment and the draw
 *   from the revealed inputs and trusts none of the claimed result. To trust nothing of the
 *   answer that reveals, pass what the client itself read BEFORE opening (the commitment, odds
 *   and contents of the getBlindBoxInfo it showed when the user bought or opened the box): a
 *   server that published one commitment and revealed a seed of another then fails the check.
 *
 * Times are unix seconds on the wire (as §19), epoch ms once parsed.
 */
import * as z from 'zod/mini'
import { WireInt } from './common'
import {
  boxCheckFacts,
  boxRarities,
  checkBoxDraw,
  CLIENT_SEED_PATTERN,
  ODDS_TOTAL,
  type BoxCheck,
  type BoxOdds,
  type BoxRarity,
  type TemplateCounts,
} from './nft-box-math'

export { boxRarities, CLIENT_SEED_PATTERN, ODDS_TOTAL }
export type { BoxCheck, BoxOdds, BoxRarity, TemplateCounts }

/** Media type of an item (§19.1): 1 image, 2 GIF, 3 audio, 4 video. */
export const boxMediaTypes = ['image', 'gif', 'audio', 'video'] as const
export type BoxMediaType = (typeof boxMediaTypes)[number]
const mediaTypeOf = (code: number): BoxMediaType => boxMediaTypes[code - 1] ?? 'image'

/* ---------- requests ---------- */

const Code = z.string('parameterError').check(z.trim(), z.minLength(1, 'parameterError'))

/** GET bind_box/getBlindBoxInfo. */
export const BlindBoxInfoRequest = z.object({ code: Code })
export type BlindBoxInfoRequest = z.input<typeof BlindBoxInfoRequest>

/** POST bind_box/openBlindBox. */
export const OpenBlindBoxRequest = z.object({
  code: Code,
  client_seed: z
    .string('clientSeedRequired')
    .check(
      z.trim(),
      z.minLength(1, 'clientSeedRequired'),
      z.regex(CLIENT_SEED_PATTERN, 'clientSeedInvalid'),
    ),
})
export type OpenBlindBoxRequest = z.input<typeof OpenBlindBoxRequest>

/* ---------- answers ---------- */

const Rarity = z.enum(boxRarities)
const Hex64 = z.string().check(z.regex(/^[0-9a-fA-F]{64}$/))
const unixMs = z.pipe(
  WireInt,
  z.transform((s: number) => s * 1000),
)

/** One template a box can hold. */
export interface BoxContentWire {
  rarity: BoxRarity
  position: number
  name: string
  /** 1 image, 2 GIF, 3 audio, 4 video. */
  type: number
  image: string
  media: string | null
  description: string
}

export interface BoxContent {
  rarity: BoxRarity
  position: number
  name: string
  type: BoxMediaType
  image: string
  /** The GIF, audio or video file; null for a still image. */
  media: string | null
  description: string
}

const BoxContentSchema = z.pipe(
  z.object({
    rarity: Rarity,
    position: WireInt,
    name: z.string(),
    type: WireInt,
    image: z.string(),
    media: z.nullable(z.string()),
    description: z._default(z.optional(z.string()), ''),
  }),
  z.transform((w): BoxContent => ({ ...w, type: mediaTypeOf(w.type) })),
)

/** getBlindBoxInfo / openBlindBox's answer as it comes on the wire. */
export interface BlindBoxInfoWire {
  code: string
  name: string
  image: string
  series_id: number
  series_name: string
  odds: { rarity: BoxRarity; weight: number }[]
  contents: BoxContentWire[]
  commitment: string
  rarity_status: 0 | 1
  is_owner: boolean
  server_seed: string | null
  client_seed: string | null
  draw_value: string | null
  rarity: BoxRarity | null
  position: number | null
  template: BoxContentWire | null
  /** Unix seconds. */
  opened_at: number | null
  /** The sandbox clock, unix seconds. */
  now: number
}

/** What opening revealed. */
export interface BoxReveal {
  serverSeed: string
  clientSeed: string
  drawValue: string
  rarity: BoxRarity
  position: number
  template: BoxContent
  /** Epoch ms. */
  openedAt: number
}

export interface BlindBoxInfo {
  code: string
  /** The item's name and picture now: the box's until opened, the drawn template's after. */
  name: string
  image: string
  seriesId: number
  seriesName: string
  odds: BoxOdds
  /** Templates per rarity, from `contents`. */
  counts: TemplateCounts
  contents: BoxContent[]
  commitment: string
  opened: boolean
  isOwner: boolean
  reveal: BoxReveal | null
  /** The sandbox clock, epoch ms. */
  now: number
}

export const BlindBoxInfoAnswer = z.pipe(
  z.object({
    code: z.string(),
    name: z.string(),
    image: z.string(),
    series_id: WireInt,
    series_name: z.string(),
    odds: z.array(z.object({ rarity: Rarity, weight: WireInt })),
    contents: z.array(BoxContentSchema),
    commitment: Hex64,
    rarity_status: WireInt,
    is_owner: z._default(z.optional(z.boolean()), false),
    server_seed: z._default(z.optional(z.nullable(Hex64)), null),
    client_seed: z._default(z.optional(z.nullable(z.string())), null),
    draw_value: z._default(z.optional(z.nullable(z.string())), null),
    rarity: z._default(z.optional(z.nullable(Rarity)), null),
    position: z._default(z.optional(z.nullable(WireInt)), null),
    template: z._default(z.optional(z.nullable(BoxContentSchema)), null),
    opened_at: z._default(z.optional(z.nullable(unixMs)), null),
    now: unixMs,
  }),
  z.transform((w): BlindBoxInfo => {
    const odds: BoxOdds = { N: 0, R: 0, SR: 0 }
    for (const o of w.odds) odds[o.rarity] = o.weight
    const counts: TemplateCounts = { N: 0, R: 0, SR: 0 }
    for (const c of w.contents) counts[c.rarity] += 1
    const opened = w.rarity_status === 1
    const reveal =
      opened &&
      w.server_seed !== null &&
      w.client_seed !== null &&
      w.draw_value !== null &&
      w.rarity !== null &&
      w.position !== null &&
      w.template !== null &&
      w.opened_at !== null
        ? {
            serverSeed: w.server_seed.toLowerCase(),
            clientSeed: w.client_seed,
            drawValue: w.draw_value,
            rarity: w.rarity,
            position: w.position,
            template: w.template,
            openedAt: w.opened_at,
          }
        : null
    return {
      code: w.code,
      name: w.name,
      image: w.image,
      seriesId: w.series_id,
      seriesName: w.series_name,
      odds,
      counts,
      contents: w.contents,
      commitment: w.commitment.toLowerCase(),
      opened,
      isOwner: w.is_owner,
      reveal,
      now: w.now,
    }
  }),
)
export type BlindBoxInfoAnswer = z.output<typeof BlindBoxInfoAnswer>

/** What the client read before the box was opened (its getBlindBoxInfo: commitment, odds, contents). */
export type PublishedBox = Pick<BlindBoxInfo, 'commitment' | 'odds' | 'counts' | 'contents'>

/** The facts the check of an opened box compares: the draw's, then the template the item became. */
export const openedBoxFacts = [...boxCheckFacts, 'template'] as const
export type OpenedBoxFact = (typeof openedBoxFacts)[number]

export interface OpenedBoxCheck extends Omit<BoxCheck, 'failed'> {
  failed: OpenedBoxFact[]
}

const sameContent = (a: BoxContent, b: BoxContent | undefined) =>
  b !== undefined &&
  a.rarity === b.rarity &&
  a.position === b.position &&
  a.name === b.name &&
  a.type === b.type &&
  a.image === b.image &&
  a.media === b.media

/**
 * The check of an opened box (nft-box-math `checkBoxDraw`): from the revealed seeds, the code and
 * the odds and template counts, recomputes the commitment and the draw, compares them with what
 * was published (`published`, read before opening; the answer's own when not given) and what the
 * answer claims, and checks that the item became the published template at the drawn rarity and
 * position. null while the box is unopened (nothing is revealed yet).
 */
export function checkOpenedBox(
  info: BlindBoxInfo,
  published?: PublishedBox,
): OpenedBoxCheck | null {
  if (!info.reveal) return null
  const { commitment, odds, counts, contents } = published ?? info
  const check = checkBoxDraw({
    serverSeed: info.reveal.serverSeed,
    clientSeed: info.reveal.clientSeed,
    code: info.code,
    odds,
    counts,
    commitment,
    drawValue: info.reveal.drawValue,
    rarity: info.reveal.rarity,
    position: info.reveal.position,
  })
  const drawn = check.draw
    ? contents.find((c) => c.rarity === check.draw!.rarity && c.position === check.draw!.position)
    : undefined
  const failed: OpenedBoxFact[] = [...check.failed]
  if (!sameContent(info.reveal.template, drawn)) failed.push('template')
  return { ...check, ok: failed.length === 0, failed }
}

/** The published odds of a rarity as a percentage string with 2 decimals (7000 → "70.00"). */
export const oddsPercent = (weight: number): string =>
  `${Math.floor(weight / 100)}.${String(weight % 100).padStart(2, '0')}`
