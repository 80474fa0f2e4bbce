/**
 * System messages (db/migrations/007-messages.sql; contract in src/api/contract/message.ts). A user
 * sees the messages addressed to them and the broadcasts (user_id NULL); every query that reads
 * or marks a message is filtered that way, so another user's id behaves as an id that does not
 * exist. Texts are read in the asked language, else English, else the first language there is.
 */
import type Database from 'better-sqlite3'
import type { MessageDetailWire, MessageItemWire } from '../../../src/api/contract/message'

/** The language a message falls back to when it has no text in the asked one. */
export const FALLBACK_MESSAGE_LANGUAGE = 'en'

export interface MessageText {
  title: string
  abstract?: string
  /** HTML. */
  content: string
}

export interface NewMessage {
  /** null: every user (a broadcast). */
  user_id: number | null
  created_at: number
  /** By product language code (pt, en, zh, …); at least one. */
  texts: Record<string, MessageText>
}

interface Row {
  id: number
  created_at: number
  title: string
  abstract: string
  content: string
  read: number
}

const seconds = (ms: number) => Math.floor(ms / 1000)

/** Visible to @user: addressed to them or to everyone. */
const VISIBLE = '(m.user_id = @user OR m.user_id IS NULL)'

/** The text row in @lang, else en, else the lowest language code. */
const TEXT = `t.lang = (
  SELECT x.lang FROM message_texts x WHERE x.message_id = m.id
   ORDER BY x.lang = @lang DESC, x.lang = '${FALLBACK_MESSAGE_LANGUAGE}' DESC, x.lang LIMIT 1)`

const SELECT = `SELECT m.id, m.created_at, t.title, t.abstract, t.content,
    EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.user_id = @user) AS read
  FROM messages m JOIN message_texts t ON t.message_id = m.id AND ${TEXT}`

const toItem = (row: Row): MessageItemWire => ({
  id: row.id,
  title: row.title,
  abstract: row.abstract,
  create_time: seconds(row.created_at),
  status: row.read ? 1 : 0,
})

export function messageRepository(db: Database.Database) {
  const insertMessage = db.prepare('INSERT INTO messages (user_id, created_at) VALUES (?, ?)')
  const insertText = db.prepare(
    `INSERT INTO message_texts (message_id, lang, title, abstract, content)
     VALUES (@message_id, @lang, @title, @abstract, @content)`,
  )
  const page = db.prepare<{ user: number; lang: string; limit: number; offset: number }, Row>(
    `${SELECT} WHERE ${VISIBLE} ORDER BY m.created_at DESC, m.id DESC LIMIT @limit OFFSET @offset`,
  )
  const count = db.prepare<{ user: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM messages m WHERE ${VISIBLE}`,
  )
  const unread = db.prepare<{ user: number }, { n: number }>(
    `SELECT COUNT(*) AS n FROM messages m WHERE ${VISIBLE}
       AND NOT EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.user_id = @user)`,
  )
  const one = db.prepare<{ user: number; lang: string; id: number }, Row>(
    `${SELECT} WHERE m.id = @id AND ${VISIBLE}`,
  )
  const markRead = db.prepare<{ user: number; id: number; now: number }>(
    `INSERT OR IGNORE INTO message_reads (message_id, user_id, read_at)
     SELECT m.id, @user, @now FROM messages m WHERE m.id = @id AND ${VISIBLE}`,
  )
  const markAllRead = db.prepare<{ user: number; now: number }>(
    `INSERT OR IGNORE INTO message_reads (message_id, user_id, read_at)
     SELECT m.id, @user, @now FROM messages m WHERE ${VISIBLE}`,
  )
  const addressedCount = db.prepare<[number], { n: number }>(
    'SELECT COUNT(*) AS n FROM messages WHERE user_id = ?',
  )
  const broadcastCount = db.prepare<[], { n: number }>(
    'SELECT COUNT(*) AS n FROM messages WHERE user_id IS NULL',
  )

  return {
    /** The new message's id. */
    add: db.transaction((message: NewMessage): number => {
      const entries = Object.entries(message.texts)
      if (entries.length === 0) throw new Error('a message needs a text in at least one language')
      const id = Number(insertMessage.run(message.user_id, message.created_at).lastInsertRowid)
      for (const [lang, text] of entries) {
        insertText.run({ message_id: id, lang, abstract: '', ...text })
      }
      return id
    }),
    /** One page of the user's messages in `lang`, newest first, with the total. */
    page(userId: number, lang: string, pageNo: number, limit: number) {
      const rows = page.all({ user: userId, lang, limit, offset: (pageNo - 1) * limit })
      return { rows: rows.map(toItem), total: count.get({ user: userId })!.n }
    },
    unreadCount: (userId: number) => unread.get({ user: userId })!.n,
    /** The message, marked read for this user; null when the user may not see it (nothing changes). */
    read: db.transaction(
      (userId: number, id: number, lang: string, now: number): MessageDetailWire | null => {
        if (!one.get({ user: userId, lang, id })) return null
        markRead.run({ user: userId, id, now })
        const row = one.get({ user: userId, lang, id })!
        return { ...toItem(row), content: row.content }
      },
    ),
    /** Marks one message read for the user; false when it was read already or is not theirs. */
    markRead: (userId: number, id: number, now: number) =>
      markRead.run({ user: userId, id, now }).changes === 1,
    /** Marks every message the user can see read; the number that were unread. */
    readAll: (userId: number, now: number) => markAllRead.run({ user: userId, now }).changes,
    /** Messages addressed to this user alone (broadcasts not counted). */
    addressedTo: (userId: number) => addressedCount.get(userId)!.n,
    broadcasts: () => broadcastCount.get()!.n,
  }
}

export type MessageRepository = ReturnType<typeof messageRepository>
