#!/usr/bin/env node
/**
 * Wallet crash bench (issue 5): `npm run bench:crash` (run through `node --import tsx`).
 * The real sandbox under concurrent money requests, SIGKILLed mid-load and restarted on the same
 * database, a few rounds; the engine and what it checks are in server/test/wallet-crash-runner.ts.
 * Prints the figures against the goals and exits 1 when a goal is missed.
 * Options: --rounds N (default 3), --load-ms N (3000 per round), --clients N (24 in flight).
 */
import { goals, runCrashBench } from '../server/test/wallet-crash-runner.ts'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const rounds = arg('rounds', 3)
const loadMs = arg('load-ms', 3000)
const clients = arg('clients', 24)
console.info(
  `wallet crash bench: ${rounds} rounds × ${loadMs} ms of load, ${clients} clients, SIGKILL mid-load, restart`,
)
const figures = await runCrashBench({ rounds, loadMs, clients, log: console.info })
let failed = false
for (const [goal, figure, met] of goals(figures)) {
  console.info(`${met ? 'met   ' : 'MISSED'}  ${goal.padEnd(34)} ${figure}`)
  failed ||= !met
}
for (const lost of figures.lost.slice(0, 5)) console.info('lost:', JSON.stringify(lost))
process.exit(failed ? 1 : 0)
