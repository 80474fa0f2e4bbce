import type { SpotOrder } from '@/api/contract/spot'
import type { ErrorCode } from '@/api/errors'
import type { PagedListContext, PagedListTag } from '@/machines/paged-list/paged-list.machine'
import type { SpotOrdersFilter } from './spot-orders.logic'

export type SpotOrdersEvent =
  | { type: 'list.retry' }
  | { type: 'list.more' }
  | { type: 'list.refresh' }
  | { type: 'filter.change'; filter: SpotOrdersFilter }
  | { type: 'order.open'; id: number }
  | { type: 'detail.close' }
  | { type: 'order.cancel'; id: number }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.confirm' }
  /** One of the user's orders was placed, filled or cancelled (the private `coin_trade` event). */
  | { type: 'order.changed'; order: SpotOrder }
  | { type: 'notice.dismiss' }

export type SpotOrdersEmitted = { type: 'cancelled'; order: SpotOrder }

export type SpotOrdersTag = PagedListTag | 'detailOpen' | 'sheetOpen' | 'cancelling'

export interface SpotOrdersInput {
  /** @default all pairs' open orders */
  filter?: SpotOrdersFilter
  /** Rows per page (the Trade screen shows fewer). @default SPOT_PAGE_SIZE (20) */
  pageSize?: number
}

export interface SpotOrdersContext extends PagedListContext<SpotOrder, SpotOrdersFilter> {
  /** The order whose detail is open (kept up to date by `order.changed`). */
  detail: SpotOrder | null
  /** The order the cancel sheet is about. */
  target: SpotOrder | null
  /** Why the last cancel failed; the sheet stays, confirming again retries. */
  cancelError: ErrorCode | null
  /** Said above the list: the order to cancel was filled or cancelled meanwhile. */
  notice: ErrorCode | null
}
