import { isSessionError, type ErrorCode } from '@/api/errors'
import type { RecordsContext } from './records.machine'

/** What the views read of any records machine's snapshot. */
export interface RecordsSnapshot<T, F> {
  context: RecordsContext<T, F>
  matches(value: 'loading' | 'failed' | 'empty' | { ready: 'loadingMore' }): boolean
}

export interface RecordsView<T, F> {
  status: 'loading' | 'failed' | 'empty' | 'ready'
  filter: F
  items: T[]
  total: number
  /** More pages exist: "load more" is offered. */
  hasMore: boolean
  isLoadingMore: boolean
  /** Why the list (or, with `moreError`, the next page) failed; session errors are the session's. */
  error: ErrorCode | null
  moreError: ErrorCode | null
}

const own = (code: ErrorCode | null) => (isSessionError(code) ? null : code)

export function toRecordsView<T, F>(s: RecordsSnapshot<T, F>): RecordsView<T, F> {
  const { filter, items, total, page, pages, error, moreError } = s.context
  const status = s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('empty') ? 'empty' : 'ready'
  return {
    status,
    filter,
    items: status === 'ready' ? items : [],
    total,
    hasMore: status === 'ready' && page < pages,
    isLoadingMore: s.matches({ ready: 'loadingMore' }),
    error: own(error),
    moreError: own(moreError),
  }
}
