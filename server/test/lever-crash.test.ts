/**
 * The futures crash run (lever-crash-runner.ts): the real sandbox SIGKILLed while positions are
 * opened, closed one by one and in batches, and closed by the watcher's take-profits and
 * stop-losses, then restarted on the same database. No acknowledged opening or close is lost,
 * nothing is half-applied, the ledger sums, integrity_check is ok, and the watcher resumes.
 */
import { expect, it } from 'vitest'
import { runLeverCrash } from './lever-crash-runner'

it('SIGKILL mid-load loses no acknowledged opening or close and leaves nothing half-applied', async () => {
  const f = await runLeverCrash({ loadMs: 2500, clients: 12 })
  expect({
    lost: f.lost,
    halfApplied: f.halfApplied,
    lockMismatches: f.lockMismatches,
    ledgerMismatches: f.ledgerMismatches,
    integrity: f.integrity,
    watcherResumed: f.watcherResumed,
  }).toEqual({
    lost: [],
    halfApplied: [],
    lockMismatches: 0,
    ledgerMismatches: 0,
    integrity: 'ok',
    watcherResumed: true,
  })
  expect(f.opened).toBeGreaterThan(20)
  console.info(
    `lever crash: ${JSON.stringify({ ...f, lost: f.lost.length, halfApplied: f.halfApplied.length })}`,
  )
}, 120_000)
