/** The chat machine's types (chat.machine.ts). */
import type { ChatMessage } from '@/api/contract/chat'
import type { ErrorCode } from '@/api/errors'
import type { LoadTag } from '../load-status'
import type { Outgoing } from './chat.logic'

export type ChatEvent =
  | { type: 'chat.retry' }
  | { type: 'history.more' }
  | { type: 'draft.change'; value: string }
  | { type: 'message.send' }
  | { type: 'picture.pick'; file: File }
  | { type: 'message.retry'; seq: number }
  | { type: 'message.discard'; seq: number }
  | { type: 'message.received'; message: ChatMessage }

/** For views: the load (LoadTag), ready, older pages (loadingMore, moreFailed), sending. */
export type ChatTag = LoadTag | 'ready' | 'loadingMore' | 'moreFailed' | 'sending'

export interface ChatContext {
  /** The caller's user id (`login_user`): their messages are on the right. */
  userId: number | null
  /** Stored messages, oldest first, each once. */
  messages: ChatMessage[]
  /** Older messages of the 7 days remain. */
  more: boolean
  outbox: Outgoing[]
  /** The outgoing message in flight. */
  current: number | null
  nextSeq: number
  draft: string
  /** A picked file the app refused before uploading (type or size). */
  pictureError: ErrorCode | null
  error: ErrorCode | null
  olderError: ErrorCode | null
}
