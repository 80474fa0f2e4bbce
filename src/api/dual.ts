/**
 * Dual investment API (api-reference §20; contract and wire notes in contract/dual.ts, formulas
 * and the product's rules in contract/dual-math.ts). Buying takes the caller's `idempotency_key`:
 * make one when the user confirms and send the same one on a retry, so a repeat never buys twice.
 */
import { get, post, type RequestOptions } from './client'
import {
  DualIndexAnswer,
  DualListAnswer,
  DualOrderAnswer,
  DualProductAnswer,
  type DualBuyRequest,
  type DualDetailRequest,
  type DualIndexRequest,
  type DualListRequest,
} from './contract/dual'

export const dualApi = {
  /** GET dual/index: a coin's products of one direction (BTC and call by default). */
  products: (req: DualIndexRequest, opts?: RequestOptions) =>
    get('dual/index', req, DualIndexAnswer, opts),
  /** GET dual/detail: one product (with the caller's shares when signed in). */
  product: (req: DualDetailRequest, opts?: RequestOptions) =>
    get('dual/detail', req, DualProductAnswer, opts),
  /** POST dual/buyDual: buys whole shares (the principal leaves the funds balance). */
  buy: (req: DualBuyRequest, opts?: RequestOptions) =>
    post('dual/buyDual', req, DualOrderAnswer, opts),
  /** POST dual/dual_list: the caller's orders, newest first, with their outcome once settled. */
  orders: (req: DualListRequest, opts?: RequestOptions) =>
    post('dual/dual_list', req, DualListAnswer, opts),
}
