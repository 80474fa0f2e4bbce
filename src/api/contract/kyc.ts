/**
 * Identity verification ("real") and picture upload contract (api-reference §3.1 upload, §3.3;
 * spec §3 real-name entity, §4 identity states, §5 validation, §6 limits, §7 upload).
 * Field rules are refinements whose messages are BusinessErrorCodes, so the forms and the sandbox
 * refuse the same input with the same translated message.
 *
 * Designed here where the reference is silent (the sandbox implements exactly this):
 * - A refused review: `user_real.review_status = 3` (basic) or `advanced_user = 3` (advanced), with
 *   `fail_code` (`contactNotBound`: e-mail or phone not bound, spec §5; `reviewRejected`: the
 *   reviewer refused) and `fail_reason` (the reviewer's own words, may be empty). `real/state` then
 *   answers (0, 3, 0) or (1, 2, 3). The user may submit that level again.
 * - `real/state` adds `email_bound` and `phone_bound` (0/1); a backend without them counts as bound.
 * - `real_status` follows the reference's derivation ((1, 1, 0) while basic is pending, 2 once an
 *   advanced submission exists), so the client reads the level from the two review statuses only.
 * - Advanced pictures must be uploads of the submitting user (`/uploads/<32 hex>.<ext>`), two
 *   different ones. A level in review or verified cannot be submitted again; advanced needs Lv1.
 * - Upload: JPEG, PNG or WebP by content (magic bytes, whatever the name or type says), at most
 *   UPLOAD_MAX_BYTES, UPLOAD_RATE_LIMIT per user per UPLOAD_RATE_WINDOW_SECONDS; `message` is the
 *   path. Files are served at that path with their sniffed type and `nosniff`.
 */
import * as z from 'zod/mini'
import { WireInt } from './common'

/** Spec §6: what each level allows. Amounts are decimal strings. */
export const KYC_LIMITS = [
  {
    level: 1,
    withdrawPerDay: { amount: '200', currency: 'BTC' },
    fiatTrade: { amount: '2000', currency: 'USDT' },
  },
  {
    level: 2,
    withdrawPerDay: { amount: '500', currency: 'BTC' },
    fiatTrade: { amount: '1000000', currency: 'USDT' },
  },
] as const
export type KycLimit = (typeof KYC_LIMITS)[number]

/** Largest picture the upload accepts (the original allowed 10 MB; 5 MB is plenty for a document photo). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_RATE_LIMIT = 20
export const UPLOAD_RATE_WINDOW_SECONDS = 600
/** The picture types the upload accepts, recognised by their first bytes. */
export const uploadImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
export type UploadImageType = (typeof uploadImageTypes)[number]
/** Where the sandbox serves uploads: `/uploads/<32 hex>.<jpg|png|webp>`. */
export const UPLOAD_PATH = /^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp)$/

/** id_type on the wire: 0 national ID card, 1 passport, 2 driver's licence (api-reference §3.3). */
export const idTypes = ['0', '1', '2'] as const
export type IdType = (typeof idTypes)[number]
export const IdTypeField = z.enum(idTypes, 'idTypeRequired')

/** Letters of any script, single spaces and the usual name punctuation; 2 to 50 characters. */
const NAME = /^[\p{L}\p{M}]+(?:[ .'’·-][\p{L}\p{M}]+)*\.?$/u

const normalised = (clean: (v: string) => string, required: string) =>
  z.pipe(z.string(required), z.transform(clean))

export const RealNameField = z.pipe(
  normalised((v) => v.trim().replace(/\s+/g, ' '), 'nameRequired'),
  z
    .string()
    .check(
      z.minLength(1, 'nameRequired'),
      z.maxLength(50, 'nameInvalid'),
      z.regex(NAME, 'specialCharacters'),
      z.minLength(2, 'nameInvalid'),
    ),
)

/** Document numbers: spaces, dots and hyphens are formatting and dropped; letters upper-cased. */
export const CardIdField = z.pipe(
  normalised((v) => v.replace(/[\s.-]+/g, '').toUpperCase(), 'cardIdRequired'),
  z
    .string()
    .check(
      z.minLength(1, 'cardIdRequired'),
      z.regex(/^[A-Z0-9]*$/, 'specialCharacters'),
      z.minLength(5, 'cardIdInvalid'),
      z.maxLength(30, 'cardIdInvalid'),
    ),
)

/** A picture is the path the upload answered; the sandbox also checks it is the caller's own. */
export const PictureField = z.pipe(
  normalised((v) => v.trim(), 'pictureRequired'),
  z.string().check(z.minLength(1, 'pictureRequired'), z.maxLength(500, 'pictureInvalid')),
)

/** POST user/real with real_type 1: the basic (primary) level. */
export const BasicKycRequest = z.object({
  real_type: z.literal('1'),
  id_type: IdTypeField,
  name: RealNameField,
  card_id: CardIdField,
})
export type BasicKycRequest = z.input<typeof BasicKycRequest>

/** POST user/real with real_type 2: the advanced level, both sides of the document. */
export const AdvancedKycRequest = z
  .object({ real_type: z.literal('2'), front_pic: PictureField, reverse_pic: PictureField })
  .check(
    z.superRefine((v: { front_pic: string; reverse_pic: string }, ctx) => {
      if (v.front_pic === v.reverse_pic) {
        ctx.issues.push({
          code: 'custom',
          path: ['reverse_pic'],
          message: 'picturesIdentical',
          input: v,
        })
      }
    }),
  )
export type AdvancedKycRequest = z.input<typeof AdvancedKycRequest>

export const KycRequest = z.discriminatedUnion('real_type', [BasicKycRequest, AdvancedKycRequest])

/** Why a review refused a submission. */
export const kycFailCodes = ['contactNotBound', 'reviewRejected'] as const
export const KycFailCode = z.enum(kycFailCodes)
export type KycFailCode = z.infer<typeof KycFailCode>

const orNull = <T extends z.core.$ZodType>(schema: T) =>
  z._default(z.optional(z.nullable(schema)), null)
/** 0/1 flags the sandbox adds; a backend without them counts as "bound". */
const BoundFlag = z._default(z.optional(WireInt), 1)

/** The `user_real` row (api-reference §3.3), own data only. */
export const RealData = z.object({
  id: WireInt,
  name: z.string(),
  card_id: z.string(),
  id_type: WireInt,
  front_pic: orNull(z.string()),
  reverse_pic: orNull(z.string()),
  review_status: WireInt,
  advanced_user: orNull(WireInt),
  create_time: z.optional(z.union([z.string(), z.number()])),
  fail_code: orNull(KycFailCode),
  fail_reason: orNull(z.string()),
})
export type RealDataWire = z.input<typeof RealData>

export const RealStateWire = z.object({
  real_status: WireInt,
  review_status: WireInt,
  advanced_review_status: WireInt,
  real_data: orNull(RealData),
  email_bound: BoundFlag,
  phone_bound: BoundFlag,
})
export type RealStateWire = z.input<typeof RealStateWire>

/** Where a user stands (spec §4): not verified, in review, verified Lv1/Lv2, or refused. */
export const kycStages = [
  'unverified',
  'basicPending',
  'basicRejected',
  'lv1',
  'advancedPending',
  'advancedRejected',
  'lv2',
] as const
export type KycStage = (typeof kycStages)[number]

export interface KycStatus {
  /** The verified level: 0 none, 1 basic, 2 advanced. */
  level: 0 | 1 | 2
  stage: KycStage
  /** Why the last review refused, when the stage is a rejection. */
  failCode: KycFailCode | null
  failReason: string
  /** The basic submission (for a retry after a refusal), or null before the first one. */
  basic: { idType: IdType; name: string; cardId: string } | null
  emailBound: boolean
  phoneBound: boolean
}

function stageOf(w: z.output<typeof RealStateWire>): KycStage {
  if (w.review_status === 1) return 'basicPending'
  if (w.review_status === 3) return 'basicRejected'
  if (w.review_status !== 2) return 'unverified'
  if (w.advanced_review_status === 2) return 'lv2'
  if (w.advanced_review_status === 1) return 'advancedPending'
  if (w.advanced_review_status === 3 || w.real_data?.advanced_user === 3) return 'advancedRejected'
  return 'lv1'
}

const levelOf: Record<KycStage, KycStatus['level']> = {
  unverified: 0,
  basicPending: 0,
  basicRejected: 0,
  lv1: 1,
  advancedPending: 1,
  advancedRejected: 1,
  lv2: 2,
}

/** GET real/state, normalised to a KycStatus. */
export const RealState = z.pipe(
  RealStateWire,
  z.transform((w): KycStatus => {
    const stage = stageOf(w)
    const refused = stage === 'basicRejected' || stage === 'advancedRejected'
    const data = w.real_data
    const idType = String(data?.id_type ?? '')
    return {
      level: levelOf[stage],
      stage,
      failCode: refused ? (data?.fail_code ?? 'reviewRejected') : null,
      failReason: refused ? (data?.fail_reason ?? '') : '',
      basic: data
        ? {
            idType: IdTypeField.safeParse(idType).data ?? '0',
            name: data.name,
            cardId: data.card_id,
          }
        : null,
      emailBound: w.email_bound !== 0,
      phoneBound: w.phone_bound !== 0,
    }
  }),
)

/**
 * The upload body (spec §7): JSON, possibly URL-encoded. The parsed value, or undefined when the
 * text is neither; the caller then reports "failed to parse response data".
 */
export function readUploadBody(text: string): unknown {
  const body = text.trim()
  for (const candidate of [body, safeDecode(body)]) {
    if (candidate === undefined) continue
    try {
      return JSON.parse(candidate) as unknown
    } catch {
      // next reading
    }
  }
  return undefined
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
}

/** The upload's `message`: the stored file's path (relative to the API origin) or a full URL. */
export const UploadPath = z.string().check(z.trim(), z.minLength(1), z.maxLength(500))
