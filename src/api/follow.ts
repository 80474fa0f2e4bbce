/**
 * Copy-trading API (api-reference §10; contract, wire notes and the product's rules in
 * contract/follow.ts, formulas in contract/follow-math.ts). None of these moves money: following,
 * editing and cancelling set a state (a retry finds it made), and a copy's money moves in the
 * sandbox when the trader's position opens or closes. Closed copies are lever history rows
 * (`leverApi.history`, `order_type` 2).
 */
import { get, post, type RequestOptions } from './client'
import {
  FollowAnswer,
  FollowListAnswer,
  HistoryTradeAnswer,
  MyFollowsAnswer,
  SelfHoldingAnswer,
  TraderApplicationAnswer,
  TraderDetailAnswer,
  type FollowCancelRequest,
  type FollowListRequest,
  type FollowRequest,
  type HistoryTradeRequest,
  type SelfHoldingRequest,
  type TraderApplyRequest,
  type TraderDetailRequest,
} from './contract/follow'

export const followApi = {
  /** follow/index: one page (15) of traders, by total realised P/L descending. */
  traders: (req: FollowListRequest, opts?: RequestOptions) =>
    get('follow/index', req, FollowListAnswer, opts),
  /** follow/traderDetail: the trader, §10's statistics, the 30-day chart and the copy preview's data. */
  trader: (req: TraderDetailRequest, opts?: RequestOptions) =>
    get('follow/traderDetail', req, TraderDetailAnswer, opts),
  /** follow/historyTrade: one page (15) of the trader's closed own positions. */
  traderHistory: (req: HistoryTradeRequest, opts?: RequestOptions) =>
    get('follow/historyTrade', req, HistoryTradeAnswer, opts),
  /** follow/follow: starts or edits the caller's follow of a trader. */
  follow: (req: FollowRequest, opts?: RequestOptions) =>
    post('follow/follow', req, FollowAnswer, opts),
  /** follow/cancel: ends the caller's follow of a trader (open copies still close with them). */
  cancel: (req: FollowCancelRequest, opts?: RequestOptions) =>
    post('follow/cancel', req, FollowAnswer, opts),
  /** follow/my: active follows with their traders, open copies and skipped copies. */
  mine: (opts?: RequestOptions) => get('follow/my', {}, MyFollowsAnswer, opts),
  /** follow/selfHolding: an open copy becomes the caller's own position. */
  selfHolding: (req: SelfHoldingRequest, opts?: RequestOptions) =>
    post('follow/selfHolding', req, SelfHoldingAnswer, opts),
  /** follow/application: the caller's application to become a trader, with the conditions. */
  application: (opts?: RequestOptions) =>
    get('follow/application', {}, TraderApplicationAnswer, opts),
  /** follow/apply: applies to become a trader. */
  apply: (req: TraderApplyRequest, opts?: RequestOptions) =>
    post('follow/apply', req, TraderApplicationAnswer, opts),
}
