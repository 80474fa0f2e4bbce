/**
 * The chat's pure rules and actors (chat.machine.ts): merging what the server and the socket
 * give into one ordered conversation, the outbox of messages not stored yet, and the pictures the
 * app accepts before uploading one.
 */
import { fromPromise } from 'xstate'
import { chatApi, newChatClientId } from '@/api/chat'
import {
  CHAT_AGENT_ID,
  chatMessageTypes,
  chatTextIssue,
  type ChatLogs,
  type ChatMessage,
  type ChatMessageKind,
} from '@/api/contract/chat'
import { UPLOAD_MAX_BYTES, uploadImageTypes } from '@/api/contract/kyc'
import type { ErrorCode } from '@/api/errors'
import { uploadApi } from '@/api/upload'
import type { ChatContext, ChatEvent } from './chat.types'

/** A message the user wrote that the server has not stored yet (or refused). */
export interface Outgoing {
  /** The outbox's own number: retry and discard name it. */
  seq: number
  /** Made before the first attempt and kept for every retry (contract CHAT_CLIENT_ID). */
  clientId: string | null
  kind: ChatMessageKind
  /** The text as typed (kind text). */
  text: string
  /** The picture to upload (kind picture), until it is uploaded. */
  file: File | null
  /** The uploaded picture's `/uploads/<name>` path. */
  path: string | null
  status: 'queued' | 'sending' | 'failed'
  error: ErrorCode | null
}

/** Messages by id, each once, oldest first. */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]))
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** The outbox without what the server has stored (a message's `client_id`). */
export const withoutStored = (outbox: Outgoing[], stored: ChatMessage[]): Outgoing[] => {
  const ids = new Set(stored.map((m) => m.client_id).filter((id) => id !== null))
  return outbox.filter((o) => o.clientId === null || !ids.has(o.clientId))
}

/** The next message to send: the first not refused (queued, or the one on its way). */
export const nextOutgoing = (outbox: Outgoing[]): Outgoing | undefined =>
  outbox.find((o) => o.status !== 'failed')

/** The outgoing message in flight. */
export const currentOf = (context: ChatContext): Outgoing | undefined =>
  context.outbox.find((o) => o.seq === context.current)

export const needsUpload = (o: Outgoing | undefined) => o?.kind === 'picture' && o.path === null

const update = (outbox: Outgoing[], seq: number | null, patch: Partial<Outgoing>) =>
  outbox.map((o) => (o.seq === seq ? { ...o, ...patch } : o))

type Change = Partial<ChatContext>

/** The newest page: who the caller is, and the conversation so far. */
export const firstPage = (logs: ChatLogs): Change => ({
  userId: logs.login_user,
  messages: logs.data,
  more: logs.more,
  error: null,
})

/** An older page, merged before what is shown. */
export const olderPage = (context: ChatContext, logs: ChatLogs): Change => ({
  messages: mergeMessages(context.messages, logs.data),
  more: logs.more,
  olderError: null,
})

/** A stored message from the socket: shown once, and no longer waiting in the outbox. */
export const received = (context: ChatContext, message: ChatMessage): Change => ({
  messages: mergeMessages(context.messages, [message]),
  outbox: withoutStored(context.outbox, [message]),
})

/** A new message at the end of the outbox (the draft is cleared once it is there). */
export function queue(
  context: ChatContext,
  kind: ChatMessageKind,
  text: string,
  file: File | null,
): Change {
  const o: Outgoing = {
    seq: context.nextSeq,
    clientId: null,
    kind,
    text,
    file,
    path: null,
    status: 'queued',
    error: null,
  }
  return {
    outbox: [...context.outbox, o],
    nextSeq: context.nextSeq + 1,
    ...(kind === 'text' ? { draft: '' } : { pictureError: null }),
  }
}

export const retry = (context: ChatContext, seq: number): Change => ({
  outbox: context.outbox.map((o) =>
    o.seq === seq && o.status === 'failed' ? { ...o, status: 'queued', error: null } : o,
  ),
})

export const discard = (context: ChatContext, seq: number): Change => ({
  outbox: context.outbox.filter((o) => o.seq !== seq || o.status !== 'failed'),
})

export function start(context: ChatContext): Change {
  const next = nextOutgoing(context.outbox)!
  return { current: next.seq, outbox: update(context.outbox, next.seq, { status: 'sending' }) }
}

export const change = (context: ChatContext, patch: Partial<Outgoing>): Change => ({
  outbox: update(context.outbox, context.current, patch),
})

export const sent = (context: ChatContext, message: ChatMessage): Change => ({
  messages: mergeMessages(context.messages, [message]),
  outbox: context.outbox.filter((o) => o.seq !== context.current),
  current: null,
})

export const failed = (context: ChatContext, error: ErrorCode): Change => ({
  outbox: update(context.outbox, context.current, { status: 'failed', error }),
  current: null,
})

/** Why the app refuses a picked file before uploading it, or null. */
export function pictureIssue(file: { type: string; size: number }): ErrorCode | null {
  if (!(uploadImageTypes as readonly string[]).includes(file.type)) return 'fileTypeInvalid'
  if (file.size > UPLOAD_MAX_BYTES) return 'fileTooLarge'
  return null
}

/** The request that stores an outgoing message. */
export const toSendRequest = (o: Outgoing) => ({
  client_id: o.clientId!,
  type: chatMessageTypes[o.kind],
  message: o.kind === 'text' ? o.text : o.path!,
})

export const chatActors = {
  /** The newest page of the last 7 days; `before` pages to older ones. */
  fetchLogs: fromPromise<ChatLogs, { before?: number }>(({ input, signal }) =>
    chatApi.logs(input.before === undefined ? {} : { before: input.before }, { signal }),
  ),
  createClientId: fromPromise<string>(async () => newChatClientId()),
  uploadPicture: fromPromise<string, { file: File }>(({ input, signal }) =>
    uploadApi.image(input.file, { signal, fileName: input.file.name || 'picture' }),
  ),
  sendMessage: fromPromise<ChatMessage, Outgoing>(({ input, signal }) =>
    chatApi.send(toSendRequest(input), { signal }),
  ),
  /** Reading the newest message marks the desk's answers read (the badge goes). */
  markRead: fromPromise<void>(async ({ signal }) => {
    await chatApi.logs({ limit: 1 }, { signal, background: true })
  }),
}

type GuardArgs = { context: ChatContext; event: ChatEvent }

/** The chat machine's guards (chat.machine.ts). */
export const chatGuards = {
  hasMore: ({ context }: GuardArgs) => context.more && context.messages.length > 0,
  canSendDraft: ({ context }: GuardArgs) => chatTextIssue(context.draft) === null,
  isPictureAccepted: ({ event }: GuardArgs) =>
    event.type === 'picture.pick' && pictureIssue(event.file) === null,
  needsKey: ({ context }: GuardArgs) => currentOf(context)?.clientId === null,
  needsUpload: ({ context }: GuardArgs) => needsUpload(currentOf(context)),
  hasNext: ({ context }: GuardArgs) => nextOutgoing(context.outbox) !== undefined,
  /** A desk message not shown yet (a repeat of the event is no new answer to mark read). */
  isNewFromDesk: ({ context, event }: GuardArgs) =>
    event.type === 'message.received' &&
    event.message.from_user === CHAT_AGENT_ID &&
    !context.messages.some((m) => m.id === event.message.id),
}
