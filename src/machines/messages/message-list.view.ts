import type { SnapshotFrom } from 'xstate'
import type { MessageItem } from '@/api/contract/message'
import type { ErrorCode } from '@/api/errors'
import { toPagedListView, type PagedListStatus } from '@/machines/paged-list/paged-list.view'
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
  status: PagedListStatus
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

export const toMessageRow = (m: MessageItem): MessageRowView => ({
  id: m.id,
  title: m.title,
  abstract: m.abstract,
  time: m.create_time,
  unread: m.status === 0,
})

export function toMessageListView(s: MessageListSnapshot): MessageListView {
  const { status, items, total, hasMore, isLoadingMore, error, moreError } = toPagedListView(s)
  const messages = items.map(toMessageRow)
  return {
    status,
    messages,
    total,
    unreadShown: messages.filter((m) => m.unread).length,
    hasMore,
    isLoadingMore,
    canReadAll: s.can({ type: 'list.readAll' }),
    isMarkingRead: s.hasTag('markingRead'),
    error,
    moreError,
    readAllError: s.context.readAllError,
  }
}
