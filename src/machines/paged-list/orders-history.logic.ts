/**
 * How a user's order history keeps its rows when one order changes (a private event, a cancel's
 * answer): the one rule shared by contract-orders, option-orders (orders-history.machine.ts) and
 * spot-orders.
 */
import type { PagedListContext } from './paged-list.machine'

/** A history's list with the row whose detail is open. */
export type HistoryRows<T, F> = Pick<PagedListContext<T, F>, 'filter' | 'items' | 'total'> & {
  detail: T | null
}

/**
 * The rows after `row` changed: kept in place when the filter still shows it, put first when it
 * now does (newest first: a new order, one just settled, filled or cancelled), taken out when it no
 * longer does. An open detail of that row shows the new figures.
 */
export function withChangedRow<T extends { id: number }, F>(
  context: HistoryRows<T, F>,
  row: T,
  isShownBy: (filter: F, row: T) => boolean,
): { items: T[]; total: number; detail: T | null } {
  const at = context.items.findIndex((item) => item.id === row.id)
  const shown = isShownBy(context.filter, row)
  let { items, total } = context
  if (at >= 0 && shown) items = items.map((item) => (item.id === row.id ? row : item))
  else if (at >= 0) {
    items = items.filter((item) => item.id !== row.id)
    total = Math.max(0, total - 1)
  } else if (shown) {
    items = [row, ...items]
    total += 1
  }
  const detail = context.detail?.id === row.id ? row : context.detail
  return { items, total, detail }
}

/** The row `id`, if the list shows it. */
export const rowOf = <T extends { id: number }>(context: { items: T[] }, id: number) =>
  context.items.find((row) => row.id === id) ?? null
