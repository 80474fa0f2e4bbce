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
import type { PagedListContext } from '@/machines/paged-list/paged-list.machine'

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

type ListContext = PagedListContext<SpotOrder, SpotOrdersFilter> & { detail: SpotOrder | null }

/**
 * The rows after `order` changed: kept in place when the filter still shows it, put first when it
 * now does (newest first: a new order, an order just filled or cancelled), taken out when it no
 * longer does. An open detail of that order shows the new figures.
 */
export function withChangedOrder(context: ListContext, order: SpotOrder): Partial<ListContext> {
  const at = context.items.findIndex((row) => row.id === order.id)
  const shown = isShownBy(context.filter, order)
  let { items, total } = context
  if (at >= 0 && shown) items = items.map((row) => (row.id === order.id ? order : row))
  else if (at >= 0) {
    items = items.filter((row) => row.id !== order.id)
    total = Math.max(0, total - 1)
  } else if (shown) {
    items = [order, ...items]
    total += 1
  }
  const detail = context.detail?.id === order.id ? order : context.detail
  return { items, total, detail }
}

/** The row `id`, if the list shows it. */
export const rowOf = (context: { items: SpotOrder[] }, id: number) =>
  context.items.find((row) => row.id === id) ?? null

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
