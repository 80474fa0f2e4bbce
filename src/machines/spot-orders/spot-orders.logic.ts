/**
 * The spot-order list's pure rules (spot-orders.machine.ts): the request of a page, which rows a
 * filter shows, and how a changed order (a `coin_trade` event, a cancel's answer) moves the rows.
 */
import {
  SPOT_PAGE_SIZE,
  statusCodes,
  type OrderStatus,
  type SpotListRequest,
  type SpotOrder,
} from '@/api/contract/spot'
import type { ErrorCode } from '@/api/errors'
import {
  rowOf as rowOfList,
  withChangedRow,
  type HistoryRows,
} from '@/machines/paged-list/orders-history.logic'

/** A pair as the filter names it: the symbol shown, the ids coin/list takes. */
export interface SpotPair {
  /** "BTC/USDT". */
  symbol: string
  currencyId: number
  legalId: number
}

/** What the list shows: one status tab, all pairs or one. */
export interface SpotOrdersFilter {
  status: OrderStatus
  /** null: every pair. */
  pair: SpotPair | null
}

export const allOpenOrders: SpotOrdersFilter = { status: 'open', pair: null }

/** coin/list's query for one page of `filter`. */
export function toListRequest(filter: SpotOrdersFilter, page: number, pageSize: number) {
  const request: SpotListRequest = { status: statusCodes[filter.status], page, limit: pageSize }
  if (filter.pair) {
    request.currency_id = filter.pair.currencyId
    request.legal_id = filter.pair.legalId
  }
  return request
}

export const defaultPageSize = SPOT_PAGE_SIZE

/** The order is one of those the filter lists. */
export const isShownBy = (filter: SpotOrdersFilter, order: SpotOrder) =>
  order.status === filter.status &&
  (filter.pair === null ||
    (order.currencyId === filter.pair.currencyId && order.legalId === filter.pair.legalId))

/** The rows after `order` changed (orders-history.logic.ts, by this list's filter). */
export const withChangedOrder = (
  context: HistoryRows<SpotOrder, SpotOrdersFilter>,
  order: SpotOrder,
) => withChangedRow(context, order, isShownBy)

/** The row `id`, if the list shows it. */
export const rowOf = (context: { items: SpotOrder[] }, id: number) => rowOfList(context, id)

/** A cancelled order as the list keeps it when the platform answers nothing. */
export const asCancelled = (order: SpotOrder, answer: SpotOrder | null): SpotOrder =>
  answer ?? { ...order, status: 'cancelled', locked: '0' }

/** The cancel's answer as typed params: the order it cancelled. */
export const cancelledOrder = ({
  context,
  event,
}: {
  context: { target: SpotOrder | null }
  event: { output: SpotOrder | null }
}) => ({ order: asCancelled(context.target!, event.output) })

/** A cancel refused because the order is no longer open (filled or cancelled meanwhile). */
export const isGone = (code: ErrorCode | null) => code === 'orderNotOpen' || code === 'notFound'
