/**
 * Group commit: the money-moving requests that arrive in one turn of the event loop run in one
 * SQLite transaction, each inside its own savepoint (a nested better-sqlite3 transaction), and are
 * answered after that transaction commits. A request that throws (a Refusal) rolls back its own
 * savepoint only and is answered with its error; the others commit. Durability is unchanged
 * (synchronous FULL: the commit is on disk before any answer is sent), but one fsync now serves
 * every request of the batch instead of one each. Work runs in arrival order, synchronously, so
 * the semantics are those of running the transactions one after the other; the matcher and other
 * transactions (also synchronous) cannot interleave with a batch.
 */
import type Database from 'better-sqlite3'

declare module 'fastify' {
  interface FastifyInstance {
    groupCommit: GroupCommit
  }
}

interface Job {
  work: () => unknown
  resolve: (value: unknown) => void
  reject: (reason: unknown) => void
}

/** At most this many requests share a commit (a bound on how long one batch holds the thread). */
const MAX_BATCH = 256

export type GroupCommit = ReturnType<typeof createGroupCommit>

export function createGroupCommit(db: Database.Database) {
  let queue: Job[] = []
  let scheduled = false

  function flush() {
    scheduled = false
    const batch = queue.slice(0, MAX_BATCH)
    queue = queue.slice(batch.length)
    if (queue.length > 0) schedule()
    const settled: Array<() => void> = []
    try {
      db.transaction(() => {
        for (const job of batch) {
          try {
            const value = db.transaction(job.work)()
            settled.push(() => job.resolve(value))
          } catch (error) {
            settled.push(() => job.reject(error))
          }
        }
      }).immediate()
    } catch (error) {
      // the commit itself failed: nothing of the batch was applied
      for (const job of batch) job.reject(error)
      return
    }
    for (const answer of settled) answer()
  }

  function schedule() {
    if (scheduled) return
    scheduled = true
    setImmediate(flush)
  }

  return {
    /** Runs `work` in the next group transaction (its own savepoint); settles after the commit. */
    run<T>(work: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (v: unknown) => void, reject })
        schedule()
      })
    },
  }
}
