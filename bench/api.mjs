#!/usr/bin/env node
/**
 * `npm run bench:api`: throughput and latency of GET /api/currency/quotation_new.
 * Starts the sandbox (server/src/server.ts) on a free port with a temporary database in a child
 * process pinned to core 0, and runs autocannon from this process pinned to core 1 (`taskset`,
 * when there are two cores or more). A 3 s warm-up, then BENCH_DURATION seconds (default 10)
 * with BENCH_CONNECTIONS connections (default 50).
 * Goal (issue 3): ≥ 8 000 req/s and p99 ≤ 30 ms. Exits non-zero only on request errors, not on a
 * missed goal.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { canPin, startSandbox } from './sandbox.mjs'

const GOAL = { requestsPerSecond: 8000, p99Ms: 30 }
const PATH = '/api/currency/quotation_new'
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

// run the load generator itself on core 1: re-executed under taskset once
if (canPin && process.env.BENCH_PINNED === undefined) {
  const child = spawn('taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  })
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)))
} else {
  await main()
}

function run(url, seconds) {
  return autocannon({ url: `${url}${PATH}`, connections, duration: seconds, pipelining: 1 })
}

async function main() {
  const dbDir = mkdtempSync(join(tmpdir(), 'bench-api-'))
  const sandbox = startSandbox(dbDir)
  let failed = false
  try {
    const url = await sandbox.url
    console.info(`sandbox ${url} (core 0: ${canPin ? 'pinned' : 'not pinned'}), load from core 1`)
    await run(url, 3)
    const result = await run(url, duration)
    const rps = result.requests.average
    const { p50, p99 } = result.latency
    const errors = result.errors + result.timeouts + result.non2xx
    const verdict = (ok) => (ok ? 'meets the goal' : 'MISSES the goal')
    console.info(`GET ${PATH}: ${connections} connections, ${duration} s`)
    console.info(
      `  requests/s  ${rps.toFixed(0).padStart(8)}   goal ≥ ${GOAL.requestsPerSecond}  ${verdict(rps >= GOAL.requestsPerSecond)}`,
    )
    console.info(`  latency p50 ${String(p50).padStart(5)} ms`)
    console.info(
      `  latency p99 ${String(p99).padStart(5)} ms   goal ≤ ${GOAL.p99Ms} ms  ${verdict(p99 <= GOAL.p99Ms)}`,
    )
    console.info(
      `  ${result.requests.total} requests, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s, ${errors} errors`,
    )
    failed = errors > 0
  } catch (err) {
    console.error(err)
    failed = true
  } finally {
    sandbox.child.kill('SIGTERM')
    await new Promise((resolve) =>
      sandbox.child.exitCode === null ? sandbox.child.once('exit', resolve) : resolve(),
    )
    rmSync(dbDir, { recursive: true, force: true })
  }
  process.exit(failed ? 1 : 0)
}
