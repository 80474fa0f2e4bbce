/** Customer-service chat API (issue 19; contract and rules in contract/chat.ts). */
import { get, post, type RequestOptions } from './client'
import {
  ChatLogs,
  ChatMessage,
  ChatUnread,
  type ChatLogsRequest,
  type ChatSendRequest,
} from './contract/chat'
import { newIdempotencyKey } from './wallet'

/**
 * A new message's `client_id` (CHAT_CLIENT_ID): made once, before the first attempt, and kept for
 * every retry. The wallet's idempotency key (32 hex characters from the CSPRNG; `randomUUID`
 * would need a secure context, which a sandbox on a LAN address is not).
 */
export const newChatClientId = newIdempotencyKey

export const chatApi = {
  /**
   * POST chat/send: stores the message once per `client_id` (a retry answers the stored one), so
   * a send that timed out is retried with the same request.
   */
  send: (req: ChatSendRequest, opts?: RequestOptions) =>
    post('chat/send', { ...req }, ChatMessage, opts),
  /** GET chat/get_chat_logs: the last 7 days, oldest first; `before` pages to older ones. */
  logs: (req: ChatLogsRequest = {}, opts?: RequestOptions) =>
    get('chat/get_chat_logs', { ...req }, ChatLogs, opts),
  /** GET chat/get_unread_msg: the desk's messages the caller has not read. */
  unread: (opts?: RequestOptions) => get('chat/get_unread_msg', {}, ChatUnread, opts),
}
