/**
 * Spot trading API (api-reference §9; contract, wire notes and statuses in contract/spot.ts,
 * formulas in contract/spot-math.ts). Placing an order takes the caller's `idempotency_key`: make
 * one when the user confirms and send the same one on a retry, so a repeat never places twice.
 */
import { get, post, put, type RequestOptions } from './client'
import {
  SPOT_PAGE_SIZE,
  SpotCancelAnswer,
  SpotOrderList,
  SpotPlaceAnswer,
  SpotRulesAnswer,
  spotOrderPage,
  type SpotCancelRequest,
  type SpotListRequest,
  type SpotOrderPage,
  type SpotOrderRequest,
  type SpotRulesRequest,
} from './contract/spot'

export const spotApi = {
  /** GET coin/info (sandbox): the pair's fee rate, minimum, price band and decimals. */
  rules: (req: SpotRulesRequest, opts?: RequestOptions) =>
    get('coin/info', req, SpotRulesAnswer, opts),
  /** POST coin/trade: places an order; the sandbox answers it, the platform answers nothing. */
  place: (req: SpotOrderRequest, opts?: RequestOptions) =>
    post('coin/trade', req, SpotPlaceAnswer, opts),
  /** PUT coin/trade: cancels a pending order of the caller. */
  cancel: (req: SpotCancelRequest, opts?: RequestOptions) =>
    put('coin/trade', req, SpotCancelAnswer, opts),
  /** GET coin/list: one page of the caller's orders, newest first. */
  orders: async (req: SpotListRequest, opts?: RequestOptions): Promise<SpotOrderPage> => {
    const page = req.page ?? 1
    const limit = req.limit ?? SPOT_PAGE_SIZE
    const items = await get('coin/list', { ...req, page, limit }, SpotOrderList, opts)
    return spotOrderPage(items, page, limit)
  },
}
