/**
 * OTC desk API, "c2c" (api-reference §16.6; contract, wire notes and statuses in contract/otc.ts,
 * formulas and the product's rules in contract/otc-math.ts). Taking an ad (`buy` / `sell`) takes
 * the caller's `idempotency_key`: make one when the user confirms and send the same one on a
 * retry, so a repeat never opens two orders. The order's own steps (`pay`, `cancel`, `confirm`,
 * `appeal`) are decided against its status: a repeat answers the order unchanged.
 */
import { get, post, type RequestOptions } from './client'
import {
  OtcAdsAnswer,
  OtcOrder,
  OtcOrdersAnswer,
  OtcQuickAnswer,
  type OtcAdsRequest,
  type OtcAppealRequest,
  type OtcOrderIdRequest,
  type OtcOrdersRequest,
  type OtcQuickRequest,
  type OtcTakeRequest,
} from './contract/otc'

export const otcApi = {
  /** GET c2c_deal_platform: the self-select zone, best price first for the side. */
  ads: (req: OtcAdsRequest = {}, opts?: RequestOptions) =>
    get('c2c_deal_platform', req, OtcAdsAnswer, opts),
  /** GET c2c/quick: the quick zone, the best ad for an amount with the order's total. */
  quick: (req: OtcQuickRequest, opts?: RequestOptions) =>
    get('c2c/quick', req, OtcQuickAnswer, opts),
  /** POST c2c/buyCoin: buys from a merchant's ad; the merchant's coins are held from now on. */
  buy: (req: OtcTakeRequest, opts?: RequestOptions) => post('c2c/buyCoin', req, OtcOrder, opts),
  /** POST c2c/sellCoin: sells to a merchant's ad; the caller's coins are held from now on. */
  sell: (req: OtcTakeRequest, opts?: RequestOptions) => post('c2c/sellCoin', req, OtcOrder, opts),
  /** POST c2c/user_legal_pay: the caller, as buyer, has paid. */
  pay: (req: OtcOrderIdRequest, opts?: RequestOptions) =>
    post('c2c/user_legal_pay', req, OtcOrder, opts),
  /** POST c2c/user_legal_pay_cancel: the caller, as buyer, cancels before paying. */
  cancel: (req: OtcOrderIdRequest, opts?: RequestOptions) =>
    post('c2c/user_legal_pay_cancel', req, OtcOrder, opts),
  /** POST c2c/legal_deal_sure: the caller, as seller, confirms the fiat arrived (release). */
  confirm: (req: OtcOrderIdRequest, opts?: RequestOptions) =>
    post('c2c/legal_deal_sure', req, OtcOrder, opts),
  /** POST c2c/saveAppeal: appeals a paid order with a picture and a text. */
  appeal: (req: OtcAppealRequest, opts?: RequestOptions) =>
    post('c2c/saveAppeal', req, OtcOrder, opts),
  /** GET c2c/userOrderList: one page of the caller's orders, newest first. */
  orders: (req: OtcOrdersRequest = {}, opts?: RequestOptions) =>
    get('c2c/userOrderList', req, OtcOrdersAnswer, opts),
  /** GET c2c/userOrderDetail: one of the caller's orders. */
  order: (req: OtcOrderIdRequest, opts?: RequestOptions) =>
    get('c2c/userOrderDetail', req, OtcOrder, opts),
}
