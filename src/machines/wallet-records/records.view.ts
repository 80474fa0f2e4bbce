import { toPagedListView, type PagedListView } from '@/machines/paged-list/paged-list.view'

/** What a wallet records component reads: a paged list's view. */
export type RecordsView<T, F> = PagedListView<T, F>

export const toRecordsView = toPagedListView
