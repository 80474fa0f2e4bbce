/**
 * The crash bench, short (wallet-crash-runner.ts; `npm run bench:crash` prints the figures):
 * the real sandbox process under concurrent money requests, SIGKILLed mid-load and restarted on the
 * same database. No acknowledged operation may be lost, the file must be intact and the ledger sum.
 */
import { expect, it } from 'vitest'
import { goals, runCrashBench } from './wallet-crash-runner'

it('SIGKILL mid-load loses no acknowledged operation; integrity ok; the ledger sums', async () => {
  const figures = await runCrashBench({ rounds: 1, loadMs: 700, clients: 12, log: () => {} })
  const missed = goals(figures).filter(([, , met]) => !met)
  expect(missed).toEqual([])
  expect(figures.acknowledged).toBeGreaterThan(10)
}, 60_000)
