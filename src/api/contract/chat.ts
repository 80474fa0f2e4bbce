/**
 * Customer-service chat (issue 19; api-reference §16.7, whose backend had `chat/send`,
 * `chat/get_chat_logs` (the last 7 days, marks read) and `chat/get_unread_msg` over a separate
 * websocket; here the replies arrive over the app's one socket.io connection).
 *
 * Designed here where the reference is silent (the sandbox implements exactly this):
 * - One conversation per user, between the user and the support desk ("agent", `from_user` 0).
 *   Every endpoint needs the token (999) and reads only the caller's own conversation: there is
 *   no user id in any request, so nobody can read or write another user's chat.
 * - POST `chat/send { client_id, type, message }`: `client_id` is made by the app for each
 *   message before the first attempt (CHAT_CLIENT_ID: 8–64 letters, digits, `-`, `_`) and kept
 *   for every retry, so a message sent twice (a retry after a timeout) is stored once: a repeat
 *   answers the stored message; the same id with another content is `idempotencyConflict`.
 *   `type` 1 text: trimmed, 1–CHAT_TEXT_MAX characters (`chatMessageEmpty`,
 *   `chatMessageTooLong`); `type` 2 picture: `message` is the `/uploads/<name>` path the caller
 *   uploaded through `upload` (someone else's or none: `pictureInvalid`). At most
 *   CHAT_RATE_LIMIT messages per CHAT_RATE_WINDOW_SECONDS (`requestTooFrequent` with its wait).
 *   Answers the stored message.
 * - When a message opens a conversation (no message either way in the CHAT_QUIET_HOURS before
 *   it), the desk answers at once with a canned greeting in the request's language, marked
 *   `auto: true`; a person answers after that (the sandbox's dev action, loopback only).
 * - GET `chat/get_chat_logs { before?, limit? }`: `{ login_user, data, more }`: the messages of
 *   the last CHAT_HISTORY_DAYS days, oldest first; `before` (a message id) pages to older ones,
 *   `limit` 1–CHAT_PAGE_MAX (default CHAT_PAGE_DEFAULT) counted from the newest, `more` tells
 *   whether older ones remain in the window. Reading marks the desk's messages read.
 * - GET `chat/get_unread_msg`: the number of the desk's messages the caller has not read.
 * - Socket: every new message of the conversation (the user's own, for their other tabs, and
 *   the desk's) is the private event `chat_message` { message } in the user's room.
 * - Times are unix seconds; `readed` 1 once the recipient read it (the user reads the desk's
 *   messages by opening the chat; the desk's reading of the user's is the dev action's).
 */
import * as z from 'zod/mini'
import { WireInt } from './common'

export const CHAT_TEXT_MAX = 1_000
export const CHAT_HISTORY_DAYS = 7
export const CHAT_PAGE_DEFAULT = 50
export const CHAT_PAGE_MAX = 100
export const CHAT_RATE_LIMIT = 10
export const CHAT_RATE_WINDOW_SECONDS = 10
export const CHAT_QUIET_HOURS = 12
export const CHAT_CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/
/** The desk's side of every conversation. */
export const CHAT_AGENT_ID = 0

export const chatMessageTypes = { text: 1, picture: 2 } as const
export type ChatMessageKind = keyof typeof chatMessageTypes

const PositiveInt = z.coerce.number().check(z.int(), z.positive())

/** Why a text cannot be sent, or null: the app shows it before sending, the sandbox refuses. */
export function chatTextIssue(text: string): 'chatMessageEmpty' | 'chatMessageTooLong' | null {
  const trimmed = text.trim()
  if (trimmed.length === 0) return 'chatMessageEmpty'
  if ([...trimmed].length > CHAT_TEXT_MAX) return 'chatMessageTooLong'
  return null
}

/** POST `chat/send`. */
export const ChatSendRequest = z.object({
  client_id: z.string().check(z.regex(CHAT_CLIENT_ID, 'parameterError')),
  type: z.pipe(
    z.coerce.number(),
    z.union([z.literal(chatMessageTypes.text), z.literal(chatMessageTypes.picture)], {
      error: 'parameterError',
    }),
  ),
  message: z.string(),
})
export type ChatSendRequest = { client_id: string; type: 1 | 2; message: string }

/** GET `chat/get_chat_logs`. */
export const ChatLogsRequest = z.object({
  before: z.optional(PositiveInt),
  limit: z._default(
    z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CHAT_PAGE_MAX))),
    CHAT_PAGE_DEFAULT,
  ),
})
export type ChatLogsRequest = { before?: number; limit?: number }

/** One message of the conversation. */
export const ChatMessage = z.object({
  id: WireInt,
  /** The app's id for a message the user sent; null for the desk's. */
  client_id: z.nullable(z.string()),
  type: z.pipe(WireInt, z.union([z.literal(1), z.literal(2)])),
  /** The text, or the picture's `/uploads/<name>` path. */
  content: z.string(),
  /** The sender: the user's id, or CHAT_AGENT_ID for the desk. */
  from_user: WireInt,
  to_user: WireInt,
  /** The desk's canned greeting (not a person). */
  auto: z.boolean(),
  readed: z.pipe(WireInt, z.union([z.literal(0), z.literal(1)])),
  /** Unix seconds. */
  created_at: WireInt,
})
export type ChatMessage = z.infer<typeof ChatMessage>
export type ChatMessageWire = z.input<typeof ChatMessage>

/** `chat/get_chat_logs` `message`. */
export const ChatLogs = z.object({
  login_user: WireInt,
  data: z.array(ChatMessage),
  more: z.boolean(),
})
export type ChatLogs = z.infer<typeof ChatLogs>
export type ChatLogsWire = z.input<typeof ChatLogs>

/** `chat/get_unread_msg` `message`. */
export const ChatUnread = z.pipe(WireInt, z.number().check(z.nonnegative()))

/** The private socket event `chat_message`. */
export const ChatMessageEvent = z.object({ message: ChatMessage })
export type ChatMessageEvent = z.infer<typeof ChatMessageEvent>
