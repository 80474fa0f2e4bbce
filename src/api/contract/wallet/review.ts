/** The operator's review of deposit claims and withdrawals (sandbox only; see ../wallet.ts). */
import * as z from 'zod/mini'
import { Id } from './fields'

/** The dev review body (sandbox only): `POST /api/dev/wallet/{deposit,withdraw}/review`. */
export const ReviewRequest = z.object({
  id: Id,
  decision: z.enum(['approve', 'reject']),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
})
export type ReviewRequest = z.input<typeof ReviewRequest>
