import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { createGroupCommit } from '../src/group-commit'

function setup() {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE t (x INTEGER NOT NULL CHECK (x >= 0))')
  const insert = db.prepare('INSERT INTO t (x) VALUES (?)')
  const rows = () => db.prepare('SELECT x FROM t ORDER BY rowid').pluck().all()
  return { db, insert, rows, group: createGroupCommit(db) }
}

describe('group commit', () => {
  it('runs the work of one turn in one transaction, in order, and answers after it commits', async () => {
    const { db, insert, rows, group } = setup()
    const seen: boolean[] = []
    const work = (x: number) => () => {
      seen.push(db.inTransaction)
      insert.run(x)
      return x * 10
    }
    const answers = Promise.all([group.run(work(1)), group.run(work(2)), group.run(work(3))])
    // nothing runs before the turn ends
    expect(rows()).toEqual([])
    await expect(answers).resolves.toEqual([10, 20, 30])
    expect(seen).toEqual([true, true, true])
    expect(rows()).toEqual([1, 2, 3])
    expect(db.inTransaction).toBe(false)
  })

  it('rolls back only the request that throws; the others of the batch commit', async () => {
    const { insert, rows, group } = setup()
    const ok = group.run(() => insert.run(1).changes)
    const refused = group.run(() => {
      insert.run(2)
      throw new Error('refused')
    })
    const violates = group.run(() => insert.run(-1).changes)
    const later = group.run(() => insert.run(3).changes)
    await expect(ok).resolves.toBe(1)
    await expect(refused).rejects.toThrow('refused')
    await expect(violates).rejects.toThrow(/CHECK constraint/)
    await expect(later).resolves.toBe(1)
    expect(rows()).toEqual([1, 3])
  })

  it('a later turn gets its own transaction', async () => {
    const { insert, rows, group } = setup()
    await group.run(() => insert.run(1))
    await group.run(() => insert.run(2))
    expect(rows()).toEqual([1, 2])
  })
})
