/**
 * IEO delivery survives restarts (issue 16; server/src/ieo/delivery.ts): on a database file, an
 * order paid before the end is delivered once by the first app that runs after the end, and
 * neither a second run, a restart nor a second app on the same file delivers it again.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DAY_MS } from '../../src/api/contract/ieo-math'
import { buildApp } from '../src/app'
import { createTestClock } from '../src/clock'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { ledgerSums } from '../src/repositories/wallet'
import { newUser } from './micro-helper'
import { fund } from './spot-helper'

const START = Date.UTC(2025, 0, 1)
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const open = (file: string, at: number) =>
  buildApp({
    db: file,
    clock: createTestClock(at),
    marketSeed: DEFAULT_MARKET_SEED,
    logger: false,
    feedIntervalMs: 0,
    seedTraders: false,
  })

describe('IEO delivery on a database file', () => {
  it('delivers once across a restart, a second run and a second app', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-ieo-'))
    dirs.push(dir)
    const file = join(dir, 'sandbox.db')

    const first = await open(file, START)
    const userId = newUser(first, 'a@ieo.test')
    fund(first, 'a@ieo.test', 3, '100')
    const nova = first.repos.ieo.projects(10, 0).find((p) => p.currency_name === 'NOVA')!
    const order = first.db.transaction(() =>
      first.repos.ieo.subscribe(userId, nova.id, '500', START),
    )()
    expect(first.ieoDelivery.deliver()).toEqual([])
    await first.close()

    // the sandbox was down over the end; it starts again a week later
    const later = START + 7 * DAY_MS
    const [second, third] = [await open(file, later), await open(file, later)]
    expect(second.repos.ieo.projectCount()).toBe(3) // not seeded again
    expect(second.ieoDelivery.deliver().map((o) => o.id)).toEqual([order.id])
    expect(second.ieoDelivery.deliver()).toEqual([])
    expect(third.ieoDelivery.deliver()).toEqual([])
    await Promise.all([second.close(), third.close()])

    const last = await open(file, later + DAY_MS)
    expect(last.ieoDelivery.deliver()).toEqual([])
    const rows = last.db
      .prepare("SELECT reference_id, available_delta FROM ledger WHERE type = 'ieoDeliver'")
      .safeIntegers(false)
      .all()
    expect(rows).toEqual([{ reference_id: order.id, available_delta: 5000000 }])
    const balance = last.repos.wallet.balance(userId, nova.currency_id, 'change')
    expect(balance.available).toBe(5000000n)
    const sums = ledgerSums(last.db)
    expect([sums.mismatches, sums.brokenChains]).toEqual([[], 0])
    await last.close()
  })
})
