import type { LeverPosition } from '@/api/contract/lever'
import type {
  OrdersHistoryContext,
  OrdersHistoryEvent,
  OrdersHistoryTag,
} from '@/machines/paged-list/orders-history.machine'
import type { ContractOrdersFilter } from './contract-orders.logic'

/**
 * The list's events; `position.changed`: one of the user's positions opened, closed, was cancelled
 * or changed (`lever_position`).
 */
export type ContractOrdersEvent = OrdersHistoryEvent<
  LeverPosition,
  ContractOrdersFilter,
  'position.open',
  'position.changed',
  'position'
>

export type ContractOrdersTag = OrdersHistoryTag

export interface ContractOrdersInput {
  /** @default every pair, every status */
  filter?: ContractOrdersFilter
  /** Rows per page. @default LEVER_PAGE_SIZE (20) */
  pageSize?: number
}

/** The list, and the position whose detail is open (kept up to date by `position.changed`). */
export type ContractOrdersContext = OrdersHistoryContext<LeverPosition, ContractOrdersFilter>
