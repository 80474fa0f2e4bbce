import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { detailStatus, type DetailStatus } from '../load-status'
import type { messageDetailMachine } from './message-detail.machine'

export type MessageDetailSnapshot = SnapshotFrom<typeof messageDetailMachine>

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

export function toMessageDetailView(s: MessageDetailSnapshot): MessageDetailView {
  const status = detailStatus(s)
  const message = status === 'ready' ? s.context.message : null
  return {
    status,
    title: message?.title ?? '',
    time: message?.create_time ?? null,
    author: '',
    content: message?.content ?? '',
    error: status === 'failed' ? s.context.error : null,
  }
}
