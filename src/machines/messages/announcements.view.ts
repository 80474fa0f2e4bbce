import type { SnapshotFrom } from 'xstate'
import { isSessionError, type ErrorCode } from '@/api/errors'
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
  status: 'loading' | 'failed' | 'empty' | 'ready'
  announcements: AnnouncementRowView[]
  hasMore: boolean
  isLoadingMore: boolean
  error: ErrorCode | null
  moreError: ErrorCode | null
}

const own = (code: ErrorCode | null) => (isSessionError(code) ? null : code)

export function toAnnouncementsView(s: AnnouncementsSnapshot): AnnouncementsView {
  const { announcements, page, limit, count, error, moreError } = s.context
  const status = s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : s.matches('empty')
        ? 'empty'
        : 'ready'
  return {
    status,
    announcements:
      status === 'ready'
        ? announcements.map((a) => ({
            id: a.id,
            title: a.title,
            image: a.thumbnail || a.cover,
            pinned: a.sorts > 0,
          }))
        : [],
    hasMore: status === 'ready' && page * limit < count,
    isLoadingMore: s.matches({ ready: 'loadingMore' }),
    error: own(error),
    moreError: own(moreError),
  }
}
