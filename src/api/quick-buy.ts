/**
 * Quick buy USDT by bank transfer API (issue 18; contract, wire notes and statuses in
 * contract/quick-buy.ts, formulas, figures and every field rule in contract/quick-buy-math.ts).
 * `create` takes the caller's `idempotency_key`: make one when the user confirms and send the
 * same one with the same fields on a retry (a lost answer, a network error), so a retry never
 * makes a second order; the answer is then the first order as it is now.
 */
import { get, post, type RequestOptions } from './client'
import {
  QuickBuyBeneficiaryAnswer,
  QuickBuyCurrenciesAnswer,
  QuickBuyListAnswer,
  QuickBuyOrderAnswer,
  type QuickBuyBeneficiaryRequest,
  type QuickBuyCreateRequest,
  type QuickBuyIdRequest,
  type QuickBuyListRequest,
} from './contract/quick-buy'

export const quickBuyApi = {
  /** GET quick_buy/currencies (public): fiats with rate, minimum and fee; countries and banks. */
  currencies: (opts?: RequestOptions) =>
    get('quick_buy/currencies', {}, QuickBuyCurrenciesAnswer, opts),
  /** GET quick_buy/beneficiary: the account to transfer `currency` to (sandbox: not a real one). */
  beneficiary: (req: QuickBuyBeneficiaryRequest, opts?: RequestOptions) =>
    get('quick_buy/beneficiary', req, QuickBuyBeneficiaryAnswer, opts),
  /** POST quick_buy/create: the order to be paid, its reference, locked rate and countdown. */
  create: (req: QuickBuyCreateRequest, opts?: RequestOptions) =>
    post('quick_buy/create', req, QuickBuyOrderAnswer, opts),
  /** GET quick_buy/list: one page of the caller's orders, newest first (`status` filters). */
  orders: (req: QuickBuyListRequest = {}, opts?: RequestOptions) =>
    get('quick_buy/list', req, QuickBuyListAnswer, opts),
  /** GET quick_buy/detail: one of the caller's orders. */
  detail: (req: QuickBuyIdRequest, opts?: RequestOptions) =>
    get('quick_buy/detail', req, QuickBuyOrderAnswer, opts),
  /** POST quick_buy/cancel: cancels an order to be paid (a repeat answers it unchanged). */
  cancel: (req: QuickBuyIdRequest, opts?: RequestOptions) =>
    post('quick_buy/cancel', req, QuickBuyOrderAnswer, opts),
}
