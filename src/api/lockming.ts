/**
 * Lock mining API (api-reference §12; contract, wire notes and statuses in contract/lockming.ts,
 * formulas and the product's rules in contract/lockming-math.ts). Locking and redeeming take the
 * caller's `idempotency_key`: make one when the user confirms and send the same one on a retry, so
 * a repeat never locks or redeems twice. Send the penalty the redemption sheet showed as
 * `cancel_fee`: the sandbox refuses `feeChanged` (and changes nothing) when it no longer holds.
 */
import { get, post, type RequestOptions } from './client'
import {
  LockConfigsAnswer,
  LockOrderAnswer,
  LockOrdersAnswer,
  type LockBuyRequest,
  type LockCancelRequest,
  type LockConfigsRequest,
  type LockOrdersRequest,
} from './contract/lockming'

export const lockmingApi = {
  /** GET lh/deposit/config (public): one page (10) of products with their coin, of one `type`. */
  configs: (req: LockConfigsRequest = {}, opts?: RequestOptions) =>
    get('lh/deposit/config', req, LockConfigsAnswer, opts),
  /** POST lh/deposit: locks an amount on a product (it leaves the funds account). */
  buy: (req: LockBuyRequest, opts?: RequestOptions) =>
    post('lh/deposit', req, LockOrderAnswer, opts),
  /** GET lh/deposit/order: one page of the caller's locks, newest first. */
  orders: (req: LockOrdersRequest = {}, opts?: RequestOptions) =>
    get('lh/deposit/order', req, LockOrdersAnswer, opts),
  /** POST lh/deposit/order/cancel: redeems a lock early (principal − penalty come back). */
  redeem: (req: LockCancelRequest, opts?: RequestOptions) =>
    post('lh/deposit/order/cancel', req, LockOrderAnswer, opts),
}
