/**
 * Futures API (api-reference §7; contract, wire notes and statuses in contract/lever.ts, formulas
 * in contract/lever-math.ts). Opening, closing, batch closing and cancelling carry the caller's
 * `idempotency_key`: make one when the user confirms and send the same one on a retry, so a repeat
 * never opens or closes twice.
 */
import { post, type RequestOptions } from './client'
import {
  LeverBatchCloseAnswer,
  LeverDealAnswer,
  LeverHistoryAnswer,
  LeverPositionAnswer,
  LeverPositionsAnswer,
  type LeverBatchCloseRequest,
  type LeverDealRequest,
  type LeverHistoryRequest,
  type LeverIdRequest,
  type LeverPositionsRequest,
  type LeverSetStopRequest,
  type LeverSubmitRequest,
} from './contract/lever'

export const leverApi = {
  /** lever/deal: the pair's rules, last price, the lever balance and the latest open positions. */
  deal: (req: LeverDealRequest, opts?: RequestOptions) =>
    post('lever/deal', req, LeverDealAnswer, opts),
  /** lever/submit: opens a position (market) or places a pending limit opening. */
  submit: (req: LeverSubmitRequest, opts?: RequestOptions) =>
    post('lever/submit', req, LeverPositionAnswer, opts),
  /** lever/dealall: the account's totals and one page of open (1) or pending (0) positions. */
  positions: (req: LeverPositionsRequest, opts?: RequestOptions) =>
    post('lever/dealall', req, LeverPositionsAnswer, opts),
  /** lever/my_trade: one page of positions of any status (−1) or one status. */
  history: (req: LeverHistoryRequest, opts?: RequestOptions) =>
    post('lever/my_trade', req, LeverHistoryAnswer, opts),
  /** lever/close: closes one open position at the engine's price. */
  close: (req: LeverIdRequest, opts?: RequestOptions) =>
    post('lever/close', req, LeverPositionAnswer, opts),
  /** lever/batch_close: closes all, only longs or only shorts, in one transaction. */
  closeAll: (req: LeverBatchCloseRequest, opts?: RequestOptions) =>
    post('lever/batch_close', req, LeverBatchCloseAnswer, opts),
  /** lever/setstop: sets or clears a position's take-profit and stop-loss. */
  setStop: (req: LeverSetStopRequest, opts?: RequestOptions) =>
    post('lever/setstop', req, LeverPositionAnswer, opts),
  /** lever/cancel: cancels a pending limit opening and refunds its margin and fee. */
  cancel: (req: LeverIdRequest, opts?: RequestOptions) =>
    post('lever/cancel', req, LeverPositionAnswer, opts),
}
