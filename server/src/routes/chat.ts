/**
 * Customer-service chat (issue 19; api-reference §16.7; rules in src/api/contract/chat.ts):
 * sending (idempotent by the app's client id), the last 7 days of the caller's conversation
 * (reading marks the desk's messages read) and the unread count. The user is always the session's:
 * no request names a user, so no one reaches another user's conversation. The desk answers
 * through the loopback-only dev action (routes/chat-dev.ts); a message that opens a conversation
 * gets the canned greeting at once.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  CHAT_HISTORY_DAYS,
  CHAT_QUIET_HOURS,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  ChatLogsRequest,
  ChatSendRequest,
  chatMessageTypes,
  chatTextIssue,
} from '../../../src/api/contract/chat'
import { emitChatMessage } from '../chat/wire'
import { langOf, ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { chatWire } from '../repositories/chat'
import { text } from '../text'
import { parseInput } from '../validation'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

export const chatRoutes: FastifyPluginAsync = async (app) => {
  const { chat, uploads } = app.repos
  const auth = { preHandler: requireUser }

  app.post('/chat/send', auth, async (request) => {
    const v = parseInput(ChatSendRequest, request)
    const userId = request.user!.id
    const content = v.type === chatMessageTypes.text ? v.message.trim() : v.message
    const previous = chat.byClientId(userId, v.client_id)
    if (previous) {
      if (previous.type !== v.type || previous.content !== content)
        throw new Refusal('idempotencyConflict')
      return ok(chatWire(previous))
    }
    if (v.type === chatMessageTypes.text) {
      const issue = chatTextIssue(v.message)
      if (issue) throw new Refusal(issue)
    } else {
      const name = /^\/uploads\/([A-Za-z0-9]+\.(?:jpg|png|webp))$/.exec(content)?.[1]
      if (!name || !uploads.findOwned(userId, name)) throw new Refusal('pictureInvalid')
    }
    const at = app.clock.now()
    const windowMs = CHAT_RATE_WINDOW_SECONDS * 1000
    if (chat.sentSince(userId, at - windowMs) >= CHAT_RATE_LIMIT)
      throw new Refusal('requestTooFrequent', { retryAfterSeconds: CHAT_RATE_WINDOW_SECONDS })
    const last = chat.lastMessageAt(userId)
    const opens = last === null || at - last > CHAT_QUIET_HOURS * HOUR_MS
    const [sent, greeting] = app.db.transaction(() => {
      const row = chat.add({
        userId,
        sender: 'user',
        type: v.type,
        content,
        clientId: v.client_id,
        at,
      })
      const auto = opens
        ? chat.add({
            userId,
            sender: 'agent',
            type: chatMessageTypes.text,
            content: text('chat', 'greeting.auto', langOf(request)),
            clientId: null,
            auto: true,
            at,
          })
        : undefined
      return [row, auto] as const
    })()
    emitChatMessage(app, sent)
    if (greeting) emitChatMessage(app, greeting)
    return ok(chatWire(sent))
  })

  app.get('/chat/get_chat_logs', auth, async (request) => {
    const v = parseInput(ChatLogsRequest, request)
    const userId = request.user!.id
    const at = app.clock.now()
    const { rows, more } = chat.page(userId, at - CHAT_HISTORY_DAYS * DAY_MS, v.before, v.limit)
    chat.markRead(userId, 'agent', at)
    // answered as read: the caller is reading them now
    return ok({
      login_user: userId,
      data: rows.map((row) =>
        chatWire(row.sender === 'agent' && row.read_at === null ? { ...row, read_at: at } : row),
      ),
      more,
    })
  })

  app.get('/chat/get_unread_msg', auth, async (request) =>
    ok(chat.unread(request.user!.id, 'agent')),
  )
}

export const routes = routeModule(chatRoutes, { prefix: '/api' })
