import type { OptionListFilter, OptionOrder } from '@/api/contract/micro'
import type {
  OrdersHistoryContext,
  OrdersHistoryEvent,
  OrdersHistoryTag,
} from '@/machines/paged-list/orders-history.machine'

/** The list's events; `order.changed`: one of the user's options settled (`closed_microorder`). */
export type OptionOrdersEvent = OrdersHistoryEvent<
  OptionOrder,
  OptionListFilter,
  'order.open',
  'order.changed',
  'order'
>

export type OptionOrdersTag = OrdersHistoryTag

export interface OptionOrdersInput {
  /** @default 'all' */
  filter?: OptionListFilter
  /** Rows per page. @default MICRO_PAGE_SIZE (10) */
  pageSize?: number
}

/** The list, and the option whose detail is open (kept up to date by `order.changed`). */
export type OptionOrdersContext = OrdersHistoryContext<OptionOrder, OptionListFilter>
