import type { LeverPosition } from '@/api/contract/lever'
import type { PagedListContext, PagedListTag } from '@/machines/paged-list/paged-list.machine'
import type { ContractOrdersFilter } from './contract-orders.logic'

export type ContractOrdersEvent =
  | { type: 'list.retry' }
  | { type: 'list.more' }
  | { type: 'list.refresh' }
  | { type: 'filter.change'; filter: ContractOrdersFilter }
  | { type: 'position.open'; id: number }
  | { type: 'detail.close' }
  /** One of the user's positions opened, closed, was cancelled or changed (`lever_position`). */
  | { type: 'position.changed'; position: LeverPosition }

export type ContractOrdersTag = PagedListTag | 'detailOpen'

export interface ContractOrdersInput {
  /** @default every pair, every status */
  filter?: ContractOrdersFilter
  /** Rows per page. @default LEVER_PAGE_SIZE (20) */
  pageSize?: number
}

export interface ContractOrdersContext extends PagedListContext<
  LeverPosition,
  ContractOrdersFilter
> {
  /** The position whose detail is open (kept up to date by `position.changed`). */
  detail: LeverPosition | null
}
