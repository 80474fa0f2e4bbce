import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
import type { announcementsMachine } from './announcements.machine'

export type AnnouncementsSnapshot = SnapshotFrom<typeof announcementsMachine>

/** A row of the announcement list. */
export interface AnnouncementRowView {
  id: number
  title: string
  /** A picture for the row; empty when the announcement has none. */
  image: string
  /** Pinned by the operator (`sorts` above 0). */
  pinned: boolean
}

export interface AnnouncementsView {
  status: PagedListStatus
  announcements: AnnouncementRowView[]
  hasMore: boolean
  isLoadingMore: boolean
  error: ErrorCode | null
  moreError: ErrorCode | null
}

export function toAnnouncementsView(s: AnnouncementsSnapshot): AnnouncementsView {
  const { status, items, hasMore, isLoadingMore, error, moreError } = toPagedListView(s)
  const announcements = items.map((a) => ({
    id: a.id,
    title: a.title,
    image: a.thumbnail || a.cover,
    pinned: a.sorts > 0,
  }))
  return { status, announcements, hasMore, isLoadingMore, error, moreError }
}
