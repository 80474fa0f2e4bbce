/**
 * Seconds options API (api-reference §8; contract, wire notes and statuses in contract/micro.ts,
 * formulas in contract/micro-math.ts). Placing an option takes the caller's `idempotency_key`: make
 * one when the user confirms and send the same one on a retry, so a repeat never places twice.
 */
import { get, post, type RequestOptions } from './client'
import {
  MicroCheckAnswer,
  MicroDurationsAnswer,
  MicroListsAnswer,
  MicroOrderAnswer,
  MicroRemainingAnswer,
  PayableCurrenciesAnswer,
  type MicroBindSecondsRequest,
  type MicroIdRequest,
  type MicroListsRequest,
  type MicroSubmitRequest,
} from './contract/micro'

export const microApi = {
  /** GET microtrade/seconds: every active duration with its payout % and stake limits. */
  durations: (opts?: RequestOptions) => get('microtrade/seconds', {}, MicroDurationsAnswer, opts),
  /** GET microtrade/bind_seconds: the durations one pair offers. */
  pairDurations: (req: MicroBindSecondsRequest, opts?: RequestOptions) =>
    get('microtrade/bind_seconds', req, MicroDurationsAnswer, opts),
  /** GET microtrade/payable_currencies: stake currencies, fee, limits, presets, options balance. */
  currencies: (opts?: RequestOptions) =>
    get('microtrade/payable_currencies', {}, PayableCurrenciesAnswer, opts),
  /** POST microtrade/submit: places an option (stake and fee leave the options balance). */
  submit: (req: MicroSubmitRequest, opts?: RequestOptions) =>
    post('microtrade/submit', req, MicroOrderAnswer, opts),
  /** GET microtrade/get_result: one order of the caller, open or settled. */
  result: (req: MicroIdRequest, opts?: RequestOptions) =>
    get('microtrade/get_result', req, MicroOrderAnswer, opts),
  /** GET microtrade/daosji: seconds left before an order's expiry. */
  remaining: (req: MicroIdRequest, opts?: RequestOptions) =>
    get('microtrade/daosji', req, MicroRemainingAnswer, opts),
  /** GET microtrade/lists: one page of the caller's orders, newest first. */
  orders: (req: MicroListsRequest, opts?: RequestOptions) =>
    get('microtrade/lists', req, MicroListsAnswer, opts),
  /** GET microtrade/verify (sandbox, public): an order's public facts, for anyone to check. */
  check: (req: MicroIdRequest, opts?: RequestOptions) =>
    get('microtrade/verify', req, MicroCheckAnswer, opts),
}
