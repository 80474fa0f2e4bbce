/**
 * IEO subscriptions API (api-reference §11; contract, wire notes and statuses in contract/ieo.ts,
 * formulas and the product's rules in contract/ieo-math.ts). Subscribing takes the caller's
 * `idempotency_key`: make one when the user confirms and send the same one on a retry, so a repeat
 * never subscribes twice. The placement after the end (`buy`) takes one the same way.
 */
import { get, post, type RequestOptions } from './client'
import {
  IeoBuyAnswer,
  IeoDetailAnswer,
  IeoListAnswer,
  IeoMyOrdersAnswer,
  IeoOrderAnswer,
  type IeoBuyRequest,
  type IeoDetailRequest,
  type IeoListRequest,
  type IeoMyOrdersRequest,
  type IeoOrderRequest,
} from './contract/ieo'

export const ieoApi = {
  /** GET project (public): listed projects, newest start first, with the sandbox's `now`. */
  projects: (req: IeoListRequest = {}, opts?: RequestOptions) =>
    get('project', req, IeoListAnswer, opts),
  /** GET project/detail: one project, the caller's latest order and funds (with a session). */
  detail: (req: IeoDetailRequest, opts?: RequestOptions) =>
    get('project/detail', req, IeoDetailAnswer, opts),
  /** POST project/order: subscribes `amount` tokens; the cost leaves the funds account. */
  subscribe: (req: IeoOrderRequest, opts?: RequestOptions) =>
    post('project/order', req, IeoOrderAnswer, opts),
  /**
   * POST project/buy: the placement after the end; spends at most `total_price` of the pay
   * currency on the unsold supply at the listing price, tokens delivered at once.
   */
  buy: (req: IeoBuyRequest, opts?: RequestOptions) => post('project/buy', req, IeoBuyAnswer, opts),
  /** GET user/project/order: one page of the caller's orders, newest first. */
  orders: (req: IeoMyOrdersRequest = {}, opts?: RequestOptions) =>
    get('user/project/order', req, IeoMyOrdersAnswer, opts),
}
