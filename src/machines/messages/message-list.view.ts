import type { SnapshotFrom } from 'xstate'
import type { MessageItem } from '@/api/contract/message'
import { isSessionError, type ErrorCode } from '@/api/errors'
import type { messageListMachine } from './message-list.machine'

export type MessageListSnapshot = SnapshotFrom<typeof messageListMachine>

/** A row of the list. */
export interface MessageRowView {
  id: number
  title: string
  /** The description line; may be empty. */
  abstract: string
  /** Unix seconds. */
  time: number
  unread: boolean
}

export interface MessageListView {
  status: 'loading' | 'failed' | 'empty' | 'ready'
  messages: MessageRowView[]
  total: number
  /** Unread rows among those shown. */
  unreadShown: number
  /** More pages exist: "load more" is offered. */
  hasMore: boolean
  isLoadingMore: boolean
  /** "Mark all as read" does something. */
  canReadAll: boolean
  isMarkingRead: boolean
  /** Why the list, the next page or "mark all as read" failed; session errors are the session's. */
  error: ErrorCode | null
  moreError: ErrorCode | null
  readAllError: ErrorCode | null
}

const own = (code: ErrorCode | null) => (isSessionError(code) ? null : code)

export const toMessageRow = (m: MessageItem): MessageRowView => ({
  id: m.id,
  title: m.title,
  abstract: m.abstract,
  time: m.create_time,
  unread: m.status === 0,
})

export function toMessageListView(s: MessageListSnapshot): MessageListView {
  const { messages, total, page, pages, error, moreError, readAllError } = s.context
  const status = s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : s.matches('empty')
        ? 'empty'
        : 'ready'
  const rows = status === 'ready' ? messages.map(toMessageRow) : []
  return {
    status,
    messages: rows,
    total,
    unreadShown: rows.filter((m) => m.unread).length,
    hasMore: status === 'ready' && page < pages,
    isLoadingMore: s.matches({ ready: 'loadingMore' }),
    canReadAll: s.can({ type: 'list.readAll' }),
    isMarkingRead: s.matches({ ready: 'markingRead' }),
    error: own(error),
    moreError: own(moreError),
    readAllError: own(readAllError),
  }
}
