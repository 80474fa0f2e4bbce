/**
 * The subscribe page's rules that are not states: the clock, the terms ieo-math checks the typed
 * amount against, and the request (contract/ieo.ts, ieo-math.ts).
 */
import { fromPromise } from 'xstate'
import type { IeoDetail, IeoOrder, IeoOrderRequest } from '@/api/contract/ieo'
import { phaseOf, subscriptionIssue, type SubscriptionTerms } from '@/api/contract/ieo-math'
import type { ErrorCode } from '@/api/errors'
import { ieoApi } from '@/api/ieo'

/** The countdown's step, ms. */
export const IEO_SUBSCRIBE_TICK_MS = 1_000

export interface ClockContext {
  detail: IeoDetail | null
  /** Milliseconds counted by `tick` since the detail's `now`. */
  elapsed: number
}

/** The sandbox's time now: the detail's `now` plus the seconds counted since. */
export const nowOf = (c: ClockContext) => (c.detail?.now ?? 0) + c.elapsed

/** What ieo-math checks an amount against at `now`; available is 0 without a session. */
export function termsOf(detail: IeoDetail, now: number): SubscriptionTerms {
  return {
    phase: phaseOf(now, detail.startAt, detail.endAt),
    price: detail.price,
    min: detail.min,
    supply: detail.supply,
    sold: detail.sold,
    tokenScale: detail.tokenScale,
    payScale: detail.payScale,
    available: detail.balance ?? '0',
  }
}

/** Why the typed amount cannot be subscribed now, or null (no detail: not loaded). */
export function amountIssueOf(c: ClockContext & { amount: string }): ErrorCode | null {
  if (!c.detail) return 'parameterError'
  return subscriptionIssue(c.amount.trim(), termsOf(c.detail, nowOf(c)))
}

/** `?id=` as a project id, or null (missing, not a whole number, not positive). */
export function projectIdOfParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return null
  const id = Number(value.trim())
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export const loadDetail = fromPromise<IeoDetail, { id: number }>(({ input, signal }) =>
  ieoApi.detail({ project_id: input.id }, { signal }),
)

export const subscribe = fromPromise<IeoOrder, IeoOrderRequest>(({ input, signal }) =>
  ieoApi.subscribe(input, { signal }),
)
