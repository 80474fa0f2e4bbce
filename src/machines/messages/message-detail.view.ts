import type { SnapshotFrom } from 'xstate'
import { isSessionError, type ErrorCode } from '@/api/errors'
import type { messageDetailMachine } from './message-detail.machine'

export type MessageDetailSnapshot = SnapshotFrom<typeof messageDetailMachine>

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'failed'

/** A message or an announcement as the reader shows it. */
export interface MessageDetailView {
  status: DetailStatus
  title: string
  /** Unix seconds; null until it is loaded. */
  time: number | null
  /** Who signed it (announcements); empty for system messages. */
  author: string
  /** HTML, shown only through SafeHtml. */
  content: string
  /** Why it failed; session errors are the session's. */
  error: ErrorCode | null
}

export const detailStatus = (s: { matches: (value: DetailStatus) => boolean }): DetailStatus =>
  s.matches('ready')
    ? 'ready'
    : s.matches('notFound')
      ? 'notFound'
      : s.matches('failed')
        ? 'failed'
        : 'loading'

export function toMessageDetailView(s: MessageDetailSnapshot): MessageDetailView {
  const status = detailStatus(s)
  const message = status === 'ready' ? s.context.message : null
  return {
    status,
    title: message?.title ?? '',
    time: message?.create_time ?? null,
    author: '',
    content: message?.content ?? '',
    error: status === 'failed' && !isSessionError(s.context.error) ? s.context.error : null,
  }
}
