import type { SnapshotFrom } from 'xstate'
import type { LockConfig, LockKind } from '@/api/contract/lockming'
import { annualRate } from '@/api/contract/lockming-math'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import type { lockmingListMachine } from './lockming-list.machine'

export type LockmingListSnapshot = SnapshotFrom<typeof lockmingListMachine>

/** A product as its card shows it. */
export interface LockProductView {
  id: number
  currency: string
  logo: string
  days: number
  /** Percent a day, as the wire writes it. */
  dailyRate: string
  /** Percent a year (lockming-math `annualRate`: daily × 365, simple). */
  annualRate: string
  min: string
  kind: LockKind
}

export interface LockmingListView {
  status: PagedListStatus
  kind: LockKind
  products: LockProductView[]
  hasMore: boolean
  isLoadingMore: boolean
  error: ErrorCode | null
  moreError: ErrorCode | null
}

const productView = (c: LockConfig): LockProductView => ({
  id: c.id,
  currency: c.currency,
  logo: c.logo,
  days: c.days,
  dailyRate: c.dailyRate,
  annualRate: annualRate(c.dailyRate),
  min: c.min,
  kind: c.kind,
})

export function toLockmingListView(s: LockmingListSnapshot): LockmingListView {
  const list = toPagedListView(s)
  return {
    status: list.status,
    kind: list.filter,
    products: list.items.map(productView),
    hasMore: list.hasMore,
    isLoadingMore: list.isLoadingMore,
    error: list.error,
    moreError: list.moreError,
  }
}
