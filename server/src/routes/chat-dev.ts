/**
 * The sandbox's support desk (dev tools, loopback only; plugins/request-guards.ts), the other
 * side of the customer-service chat (issue 19):
 * - GET /api/dev/chat/conversations: every conversation of the last 7 days, latest first, with
 *   how many of the user's messages the desk has not read (`waiting`).
 * - GET /api/dev/chat/logs `{ user }`: one user's last 7 days (marks the user's messages read).
 * - POST /api/dev/chat/reply `{ user, message }`: the desk answers (text, as the contract's
 *   rules); the user's messages count as read; the app gets `chat_message` at once.
 * `user` is the account (e-mail or phone).
 */
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { CHAT_HISTORY_DAYS, CHAT_PAGE_MAX, chatTextIssue } from '../../../src/api/contract/chat'
import { emitChatMessage } from '../chat/wire'
import { ok } from '../envelope'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { chatWire } from '../repositories/chat'
import { parseInput } from '../validation'

const DAY_MS = 86_400_000
const Account = z
  .string()
  .trim()
  .min(1)
  .transform((v) => v.toLowerCase())

export const chatDevRoutes: FastifyPluginAsync = async (app) => {
  const { chat, users } = app.repos
  const userOf = (account: string) => {
    const row = users.findByAccount(account)
    if (!row) throw new Refusal('accountNotFound')
    return row
  }

  app.get('/chat/conversations', async () => {
    const since = app.clock.now() - CHAT_HISTORY_DAYS * DAY_MS
    return ok(
      chat.conversations(since).map((c) => ({
        user: c.account_number,
        user_id: c.user_id,
        last_id: c.last_id,
        last_at: Math.floor(c.last_at / 1000),
        waiting: c.waiting,
      })),
    )
  })

  app.get('/chat/logs', async (request) => {
    const { user } = parseInput(z.object({ user: Account }), request)
    const row = userOf(user)
    const at = app.clock.now()
    const { rows } = chat.page(row.id, at - CHAT_HISTORY_DAYS * DAY_MS, undefined, CHAT_PAGE_MAX)
    chat.markRead(row.id, 'user', at)
    return ok(rows.map(chatWire))
  })

  app.post('/chat/reply', async (request) => {
    const { user, message } = parseInput(z.object({ user: Account, message: z.string() }), request)
    const row = userOf(user)
    const issue = chatTextIssue(message)
    if (issue) throw new Refusal(issue)
    const at = app.clock.now()
    const reply = app.db.transaction(() => {
      chat.markRead(row.id, 'user', at)
      return chat.add({
        userId: row.id,
        sender: 'agent',
        type: 1,
        content: message.trim(),
        clientId: null,
        at,
      })
    })()
    emitChatMessage(app, reply)
    app.log.info(`[chat] the desk answered ${user}`)
    return ok(chatWire(reply))
  })
}

export const routes = routeModule(chatDevRoutes, { prefix: '/api/dev' })
