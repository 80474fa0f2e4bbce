/**
 * The spot crash run (spot-crash-runner.ts): the real sandbox SIGKILLed while orders are placed,
 * cancelled and matched, then restarted on the same database. No acknowledged order or cancel is
 * lost, nothing is half-applied, the ledger sums, and the matcher resumes.
 */
import { expect, it } from 'vitest'
import { runSpotCrash } from './spot-crash-runner'

it('SIGKILL mid-load loses no acknowledged order and leaves nothing half-applied', async () => {
  const f = await runSpotCrash({ loadMs: 1500, clients: 12 })
  expect({
    lost: f.lost,
    halfApplied: f.halfApplied,
    lockMismatches: f.lockMismatches,
    ledgerMismatches: f.ledgerMismatches,
    integrity: f.integrity,
    matcherResumed: f.matcherResumed,
  }).toEqual({
    lost: [],
    halfApplied: [],
    lockMismatches: 0,
    ledgerMismatches: 0,
    integrity: 'ok',
    matcherResumed: true,
  })
  expect(f.placed).toBeGreaterThan(20)
  console.info(
    `spot crash: ${JSON.stringify({ ...f, lost: f.lost.length, halfApplied: f.halfApplied.length })}`,
  )
}, 90_000)
