import type Database from 'better-sqlite3'

/** One "sent" e-mail, as the dev mailbox endpoint shows it. */
export interface MailboxEntry {
  to: string
  scene: string
  code: string
  created_at: number
}

export function mailboxRepository(db: Database.Database) {
  const insert = db.prepare(
    'INSERT INTO mailbox (to_address, scene, code, created_at) VALUES (?, ?, ?, ?)',
  )
  const columns = 'to_address AS "to", scene, code, created_at'
  const forAddress = db.prepare<[string, number], MailboxEntry>(
    `SELECT ${columns} FROM mailbox WHERE to_address = ? ORDER BY id DESC LIMIT ?`,
  )
  const all = db.prepare<[number], MailboxEntry>(
    `SELECT ${columns} FROM mailbox ORDER BY id DESC LIMIT ?`,
  )

  return {
    deliver: (to: string, scene: string, code: string, at: number) =>
      void insert.run(to, scene, code, at),
    /** Newest first; every address when `to` is not given. */
    list: (to: string | undefined, limit = 50) => (to ? forAddress.all(to, limit) : all.all(limit)),
    /** The newest message to `to`, if any. */
    latest: (to: string): MailboxEntry | undefined => forAddress.get(to, 1),
  }
}

export type MailboxRepository = ReturnType<typeof mailboxRepository>
