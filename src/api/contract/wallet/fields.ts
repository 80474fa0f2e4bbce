/**
 * Building blocks of the wallet schemas, shared by the files of this folder and deliberately not
 * re-exported by ../wallet.ts: ids, paging, wire times, flags, nullable texts and the timeline.
 */
import * as z from 'zod/mini'
import { WireInt } from '../common'
import {
  WALLET_PAGE_MAX,
  WALLET_PAGE_SIZE,
  wireTimeToMs,
  type ReviewStatus,
  type TimelineStep,
} from './common'

// `coerce.number<T>` types only what a client sends (the request types are the schemas' z.input);
// parsing still coerces the strings of forms and query strings
export const Id = z.coerce.number<number>().check(z.int(), z.positive())
export const CurrencyId = z.coerce
  .number<number>('currencyNotSupported')
  .check(z.int('currencyNotSupported'), z.positive('currencyNotSupported'))

export const Paging = {
  page: z._default(z.coerce.number<number>().check(z.int(), z.positive()), 1),
  limit: z._default(
    z.coerce.number<number>().check(z.int(), z.positive(), z.lte(WALLET_PAGE_MAX)),
    WALLET_PAGE_SIZE,
  ),
}

export const WireTime = z.pipe(z.string(), z.transform(wireTimeToMs))
export const OptionalWireTime = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => (v ? wireTimeToMs(v) : null)),
)
export const Flag = z.pipe(
  z._default(z.optional(WireInt), 0),
  z.transform((v: number) => v === 1),
)
export const Text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((v: string | null | undefined) => v ?? ''),
)

export function timelineOf(
  status: ReviewStatus,
  time: number,
  reviewed: number | null,
  reason: string,
): TimelineStep[] {
  const submitted: TimelineStep = { step: 'submitted', time, reason: '' }
  if (status === 'pending') return [submitted, { step: 'reviewing', time: null, reason: '' }]
  return [submitted, { step: status, time: reviewed, reason: status === 'rejected' ? reason : '' }]
}
