/**
 * The ledger's types are rows of `ledger_types` (migration 023), guarded by a trigger: the table
 * holds exactly the contract's `ledgerTypes`, and a row of any other type is refused.
 */
import { describe, expect, it } from 'vitest'
import { ledgerTypes } from '../../src/api/contract/wallet/common'
import { openDatabase } from '../src/plugins/db'

describe('ledger types', () => {
  it('are the contract’s list, no more and no fewer', () => {
    const { db } = openDatabase(':memory:')
    const rows = db.prepare('SELECT type FROM ledger_types ORDER BY type').pluck().all()
    expect(rows).toEqual([...ledgerTypes].sort())
    db.close()
  })

  it('refuse a ledger row of an unknown type and keep one of a known type', () => {
    const { db } = openDatabase(':memory:')
    const user = db.prepare('SELECT id FROM users ORDER BY id LIMIT 1').pluck().get() as number
    const insert = db.prepare(
      `INSERT INTO ledger (user_id, currency_id, account, available_delta, locked_delta,
         available_after, locked_after, type, reference_id, created_at)
       VALUES (?, 3, 1, 1, 0, 1, 0, ?, NULL, 0)`,
    )
    const count = () => db.prepare('SELECT COUNT(*) FROM ledger').pluck().get()
    const before = count()
    expect(() => insert.run(user, 'moneyFromNothing')).toThrow(/unknown ledger type/)
    expect(count()).toBe(before)
    insert.run(user, 'deposit')
    expect(count()).toBe((before as number) + 1)
    db.close()
  })
})
