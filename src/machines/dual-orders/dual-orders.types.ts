import type { DualDirection, DualListFilter, DualOrder } from '@/api/contract/dual'
import type { PagedListContext, PagedListTag } from '@/machines/paged-list/paged-list.machine'

/** The screen's tabs, in order (dual_list `status`). */
export const dualOrdersTabs = ['holding', 'settled', 'all'] as const satisfies DualListFilter[]

/** What the list shows: a status tab, and optionally one coin and one direction. */
export interface DualOrdersFilter {
  status: DualListFilter
  /** The product's coin id (1 BTC, 2 ETH); null: every coin. */
  coin: number | null
  /** null: both directions. */
  direction: DualDirection | null
}

export interface DualOrdersContext extends PagedListContext<DualOrder, DualOrdersFilter> {
  /**
   * The server's clock (ms) as of its last answer, moved on by the machine's `untilNextExpiry`
   * delay and by settlements: an order still holding at or past its expiry second is settling.
   */
  now: number | null
}

export interface DualOrdersInput {
  /** @default { status: 'holding', coin: null, direction: null } */
  filter?: Partial<DualOrdersFilter>
  /** Rows per page. @default DUAL_PAGE_SIZE (10) */
  pageSize?: number
}

export type DualOrdersEvent =
  | { type: 'list.retry' }
  | { type: 'list.more' }
  | { type: 'list.refresh' }
  | { type: 'filter.change'; filter: DualOrdersFilter }
  /** dual_settled: one of the user's orders settled. */
  | { type: 'order.settled'; order: DualOrder }

export type DualOrdersTag = PagedListTag
