import type { SnapshotFrom } from 'xstate'
import {
  CHAT_AGENT_ID,
  CHAT_TEXT_MAX,
  chatTextIssue,
  type ChatMessageKind,
} from '@/api/contract/chat'
import { uploadImageTypes } from '@/api/contract/kyc'
import type { ErrorCode } from '@/api/errors'
import { loadStatus, type LoadStatus } from '../load-status'
import type { chatMachine } from './chat.machine'

/** The draft's length is shown from here on. */
const CHAT_COUNT_FROM = CHAT_TEXT_MAX - 100

export type ChatSnapshot = SnapshotFrom<typeof chatMachine>

/** One bubble: a stored message, or one of the outbox. */
export interface ChatItemView {
  key: string
  /** The user's own (right), or the desk's (left). */
  mine: boolean
  kind: ChatMessageKind
  /** The text (kind text). */
  text: string
  /** The stored picture's path (kind picture); null until it is uploaded. */
  picture: string | null
  /** When it was stored (epoch ms); null for one not stored yet. */
  at: number | null
  /** The desk's automatic greeting, not a person. */
  auto: boolean
  /** sent / read (the desk read it) for the user's stored ones; received for the desk's. */
  state: 'received' | 'sent' | 'read' | 'sending' | 'failed'
  error: ErrorCode | null
  /** The outbox's number (retry, discard); null for stored ones. */
  seq: number | null
}

export interface ChatView {
  status: LoadStatus
  error: ErrorCode | null
  items: ChatItemView[]
  /** Older messages of the last 7 days can be loaded. */
  hasOlder: boolean
  isLoadingOlder: boolean
  olderError: ErrorCode | null
  draft: string
  canSend: boolean
  /** What is wrong with the draft as typed (too long); nothing for an empty one. */
  draftIssue: ErrorCode | null
  /** A picked file refused before uploading. */
  pictureError: ErrorCode | null
  /** The draft's length against the limit, shown near it (null while far from it). */
  draftCount: { count: number; max: number } | null
  /** The file chooser's `accept`: the pictures the upload takes. */
  pictureAccept: string
}

export function toChatView(s: ChatSnapshot): ChatView {
  const { context } = s
  const stored: ChatItemView[] = context.messages.map((m) => {
    const mine = m.from_user !== CHAT_AGENT_ID
    return {
      key: `m${m.id}`,
      mine,
      kind: m.type === 2 ? 'picture' : 'text',
      text: m.type === 2 ? '' : m.content,
      picture: m.type === 2 ? m.content : null,
      at: m.created_at * 1000,
      auto: m.auto,
      state: mine ? (m.readed === 1 ? 'read' : 'sent') : 'received',
      error: null,
      seq: null,
    }
  })
  const outgoing: ChatItemView[] = context.outbox.map((o) => ({
    key: `o${o.seq}`,
    mine: true,
    kind: o.kind,
    text: o.text,
    picture: o.path,
    at: null,
    auto: false,
    state: o.status === 'failed' ? 'failed' : 'sending',
    error: o.error,
    seq: o.seq,
  }))
  const ready = s.hasTag('ready')
  const issue = chatTextIssue(context.draft)
  const length = [...context.draft].length
  return {
    status: loadStatus(s),
    error: s.hasTag('failed') ? context.error : null,
    items: [...stored, ...outgoing],
    hasOlder: ready && context.more && context.messages.length > 0,
    isLoadingOlder: s.hasTag('loadingMore'),
    olderError: s.hasTag('moreFailed') ? context.olderError : null,
    draft: context.draft,
    canSend: s.can({ type: 'message.send' }),
    draftIssue: issue === 'chatMessageTooLong' ? issue : null,
    pictureError: context.pictureError,
    draftCount: length > CHAT_COUNT_FROM ? { count: length, max: CHAT_TEXT_MAX } : null,
    pictureAccept: uploadImageTypes.join(','),
  }
}
