/**
 * The lock mining day job on the sandbox clock (issue 16: "days pass, interest arrives exactly
 * once per day, maturity happens once"): payments at each 00:00 UTC and not a millisecond before,
 * a run twice pays nothing twice, a missed stretch is caught up once, a restart on the same
 * database pays nothing again, and the money adds up (lockming-helper invariants).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClock } from '../src/clock'
import {
  BOUGHT_AT,
  DAY,
  fundsOf,
  invariants,
  lockApp,
  lockLedger,
  lockOf,
  lockUser,
} from './lockming-helper'

const apps: FastifyInstance[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) {
    invariants(app)
    await app.close()
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
async function started(db?: string, clock = createTestClock(BOUGHT_AT)) {
  const ctx = await lockApp(db, clock)
  apps.push(ctx.app)
  return ctx
}
const interestRows = (app: FastifyInstance, userId: number) =>
  lockLedger(app, userId).filter((r) => r.type === 'lockmingInterest').length

describe('the day job', () => {
  it('pays each day once at its 00:00 UTC, then returns the principal once at maturity', async () => {
    const { app, clock } = await started()
    const u = lockUser(app, 'job1@sandbox.test')
    const o = lockOf(await u.buy({ config_id: '1', amount: '1000' })) // 03-01 15:00, 5 days
    const firstPay = Date.UTC(2025, 2, 3) // the end of 03-02, the first earning day
    clock.advance(firstPay - 1 - BOUGHT_AT)
    expect(app.lockmingJob.run()).toEqual([])
    expect(fundsOf(app, u.id)).toBe('4000.0000')
    for (let day = 1; day <= 5; day++) {
      if (day > 1) clock.advance(DAY - 1)
      expect(app.lockmingJob.run()).toEqual([]) // just before midnight: nothing
      clock.advance(1) // 00:00 UTC
      const paid = app.lockmingJob.run()
      expect(paid.map((r) => [r.id, r.paid_days])).toEqual([[o.id, day]])
      expect(app.lockmingJob.run()).toEqual([]) // a second run: nothing
      expect(interestRows(app, u.id)).toBe(day)
      const expected = day < 5 ? 4000 + 3 * day : 5015
      expect(fundsOf(app, u.id)).toBe(`${expected}.0000`)
    }
    const list = ((await u.orders()).message as { order_list: Record<string, unknown>[] })
      .order_list
    expect(list[0]).toMatchObject({
      status: 2,
      is_cancel: 0,
      paid_days: 5,
      total_interest: '15.0000',
      remaining_days: 0,
      finished_at: '2025-03-07 00:00:00',
    })
    expect(lockLedger(app, u.id).map((r) => r.type)).toEqual([
      'lockmingLock',
      ...Array(5).fill('lockmingInterest'),
      'lockmingReturn',
    ])
    clock.advance(30 * DAY)
    expect(app.lockmingJob.run()).toEqual([])
    expect(fundsOf(app, u.id)).toBe('5015.0000')
    expect(app.repos.lockming.payments(o.id).map((p) => p.dueAt)).toEqual(
      [3, 4, 5, 6, 7].map((d) => Date.UTC(2025, 2, d)),
    )
  })

  it('catches a missed stretch up once: every due day, oldest first, then the maturity', async () => {
    const { app, clock } = await started()
    const a = lockUser(app, 'job2@sandbox.test')
    const b = lockUser(app, 'job3@sandbox.test')
    const short = lockOf(await a.buy({ config_id: '1', amount: '1000' }))
    const long = lockOf(await b.buy({ config_id: '2', amount: '2000' })) // 15 days, 0.35 %
    clock.advance(10 * DAY) // 03-11 15:00: 9 days ended since 03-02
    const changed = app.lockmingJob.run()
    expect(changed.map((r) => [r.id, r.paid_days, r.status])).toEqual([
      [short.id, 5, 2],
      [long.id, 9, 1],
    ])
    expect(app.lockmingJob.run()).toEqual([])
    expect(interestRows(app, a.id)).toBe(5)
    expect(interestRows(app, b.id)).toBe(9)
    expect(fundsOf(app, a.id)).toBe('5015.0000')
    expect(fundsOf(app, b.id)).toBe('3063.0000') // 5000 − 2000 + 9 × 7
  })

  it('a restart on the same database pays nothing twice and catches up what it missed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-lockming-'))
    dirs.push(dir)
    const file = join(dir, 'sandbox.db')
    const clock = createTestClock(BOUGHT_AT)
    const first = await started(file, clock)
    const u = lockUser(first.app, 'job4@sandbox.test')
    lockOf(await u.buy({ config_id: '1', amount: '1000' }))
    clock.advance(3 * DAY)
    expect(first.app.lockmingJob.run()).toHaveLength(1) // 2 days
    invariants(first.app)
    await first.app.close()
    apps.splice(apps.indexOf(first.app), 1)

    const second = await started(file, clock)
    expect(second.app.lockmingJob.run()).toEqual([]) // same day: nothing again
    expect(interestRows(second.app, u.id)).toBe(2)
    clock.advance(DAY)
    const third = await started(file, clock) // two instances on one database
    const paid = [...second.app.lockmingJob.run(), ...third.app.lockmingJob.run()]
    expect(paid).toHaveLength(1)
    expect(interestRows(third.app, u.id)).toBe(3)
    clock.advance(5 * DAY)
    third.app.lockmingJob.run()
    second.app.lockmingJob.run()
    expect(interestRows(second.app, u.id)).toBe(5)
    expect(fundsOf(second.app, u.id)).toBe('5015.0000')
    expect(lockLedger(second.app, u.id).filter((r) => r.type === 'lockmingReturn')).toHaveLength(1)
  })

  it('redeeming early pays the days already ended first, so none is lost', async () => {
    const { app, clock } = await started()
    const u = lockUser(app, 'job5@sandbox.test')
    const o = lockOf(await u.buy({ config_id: '1', amount: '1000' }))
    clock.advance(3 * DAY) // the job has not run: the redemption runs it
    const done = lockOf(await u.cancel({ id: String(o.id) }))
    expect(done).toMatchObject({ paid_days: 2, total_interest: '6.0000', cancel_fee: '12.0000' })
    expect(fundsOf(app, u.id)).toBe('4994.0000')
  })
})
