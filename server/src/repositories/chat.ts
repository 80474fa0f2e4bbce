/**
 * Customer-service chat (issue 19; rules in src/api/contract/chat.ts). Every query is about one
 * user's own conversation: the user id always comes from the session (or, for the desk, from the
 * loopback-only dev action), never from a request field.
 */
import type Database from 'better-sqlite3'
import { CHAT_AGENT_ID, type ChatMessageWire } from '../../../src/api/contract/chat'

export interface ChatRow {
  id: number
  user_id: number
  sender: 'user' | 'agent'
  type: 1 | 2
  content: string
  client_id: string | null
  auto: 0 | 1
  read_at: number | null
  created_at: number
}

export interface NewChatMessage {
  userId: number
  sender: 'user' | 'agent'
  type: 1 | 2
  content: string
  clientId: string | null
  auto?: boolean
  at: number
}

/** The wire form of a row (`from_user`/`to_user`: the user's id, or CHAT_AGENT_ID for the desk). */
export function chatWire(row: ChatRow): ChatMessageWire {
  const fromUser = row.sender === 'user'
  return {
    id: row.id,
    client_id: row.client_id,
    type: row.type,
    content: row.content,
    from_user: fromUser ? row.user_id : CHAT_AGENT_ID,
    to_user: fromUser ? CHAT_AGENT_ID : row.user_id,
    auto: row.auto === 1,
    readed: row.read_at === null ? 0 : 1,
    created_at: Math.floor(row.created_at / 1000),
  }
}

export function chatRepository(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO chat_messages (user_id, sender, type, content, client_id, auto, created_at)
     VALUES (@userId, @sender, @type, @content, @clientId, @auto, @at)`,
  )
  const byId = db.prepare<[number], ChatRow>('SELECT * FROM chat_messages WHERE id = ?')
  const byClient = db.prepare<[number, string], ChatRow>(
    'SELECT * FROM chat_messages WHERE user_id = ? AND client_id = ?',
  )
  const lastAt = db.prepare<[number], { at: number | null }>(
    'SELECT MAX(created_at) AS at FROM chat_messages WHERE user_id = ?',
  )
  const sentSince = db.prepare<[number, number], { n: number }>(
    `SELECT COUNT(*) AS n FROM chat_messages WHERE user_id = ? AND sender = 'user' AND created_at > ?`,
  )
  const page = db.prepare<{ user: number; since: number; before: number; limit: number }, ChatRow>(
    `SELECT * FROM chat_messages
      WHERE user_id = @user AND created_at >= @since AND id < @before
      ORDER BY id DESC LIMIT @limit`,
  )
  const readBy = db.prepare<[number, number, string]>(
    `UPDATE chat_messages SET read_at = ?
      WHERE user_id = ? AND sender = ? AND read_at IS NULL`,
  )
  const unread = db.prepare<[number, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM chat_messages WHERE user_id = ? AND sender = ? AND read_at IS NULL',
  )
  const conversations = db.prepare<
    [number],
    { user_id: number; account_number: string; last_id: number; last_at: number; waiting: number }
  >(
    `SELECT c.user_id, u.account_number, MAX(c.id) AS last_id, MAX(c.created_at) AS last_at,
            SUM(c.sender = 'user' AND c.read_at IS NULL) AS waiting
       FROM chat_messages c JOIN users u ON u.id = c.user_id
      WHERE c.created_at >= ?
      GROUP BY c.user_id ORDER BY last_at DESC`,
  )

  return {
    add(message: NewChatMessage): ChatRow {
      const id = Number(insert.run({ ...message, auto: message.auto ? 1 : 0 }).lastInsertRowid)
      return byId.get(id)!
    },
    byClientId: (userId: number, clientId: string) => byClient.get(userId, clientId),
    /** When the conversation last had a message (either side), ms; null if never. */
    lastMessageAt: (userId: number) => lastAt.get(userId)?.at ?? null,
    /** How many messages the user sent after `since` (ms). */
    sentSince: (userId: number, since: number) => sentSince.get(userId, since)?.n ?? 0,
    /**
     * Up to `limit` messages after `since` (ms) and older than `before` (an id), newest first as
     * read; `more` whether one more exists in the window.
     */
    page(userId: number, since: number, before: number | undefined, limit: number) {
      const rows = page.all({
        user: userId,
        since,
        before: before ?? Number.MAX_SAFE_INTEGER,
        limit: limit + 1,
      })
      return { rows: rows.slice(0, limit).reverse(), more: rows.length > limit }
    },
    /** Marks what `sender` wrote in the user's conversation read; how many were unread. */
    markRead: (userId: number, sender: 'user' | 'agent', at: number) =>
      readBy.run(at, userId, sender).changes,
    /** Messages `sender` wrote in the user's conversation that the other side has not read. */
    unread: (userId: number, sender: 'user' | 'agent') => unread.get(userId, sender)?.n ?? 0,
    /** Every conversation with a message after `since` (ms), latest first (the desk's list). */
    conversations: (since: number) => conversations.all(since),
  }
}

export type ChatRepository = ReturnType<typeof chatRepository>
