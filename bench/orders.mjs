#!/usr/bin/env node
/**
 * `npm run bench:orders` (issue 12): spot order throughput and the matcher's tick.
 * 1. POST /api/coin/trade: the sandbox (server/src/server.ts, temporary database) in a child process
 *    pinned to core 0, autocannon from this process pinned to core 1 (`taskset`, when there are two
 *    cores or more), as bench/api.mjs does. Four demo users, funded through deposit claims the dev
 *    operator credits, place limit orders that rest (1 % to 9 % away from the price, both sides)
 *    and, one in ten, market orders; each with its own idempotency key. A 3 s warm-up, then
 *    BENCH_DURATION seconds (default 10) with BENCH_CONNECTIONS connections (default 50).
 *    Goal: ≥ 2 000 orders/s with p99 ≤ 50 ms.
 * 2. One matching tick with BENCH_OPEN_ORDERS open orders (default 100 000): a database built by
 *    the app (buildApp, a file in WAL mode as the sandbox runs it), the orders seeded through the
 *    spot repository (lock + ledger row each) over every pair, 1 % to 10 % away from the price, then
 *    `app.spotMatcher.match()` timed on BENCH_TICKS consecutive one-second ticks (default 20), in
 *    each of which the few orders the price moved across fill. Goal: ≤ 20 ms a tick.
 * Exits non-zero only on request errors, not on a missed goal.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { canPin, root, startSandbox } from './sandbox.mjs'

const GOAL = { ordersPerSecond: 2000, p99Ms: 50, tickMs: 20 }
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const openOrders = Number(process.env.BENCH_OPEN_ORDERS ?? 100_000)
const ticks = Number(process.env.BENCH_TICKS ?? 20)
const answers = { ok: 0, refused: 0 }
const verdict = (ok) => (ok ? 'meets the goal' : 'MISSES the goal')

if (canPin && process.env.BENCH_PINNED === undefined) {
  const child = spawn('taskset', ['-c', '1', process.execPath, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  })
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)))
} else if (process.argv[2] === '--tick') {
  await tickBench()
} else {
  const failed = process.env.BENCH_SKIP_HTTP === '1' ? false : await httpBench()
  // the tick bench runs in a child on core 0, the sandbox's core, with tsx for the TypeScript app
  const node = [
    process.execPath,
    '--expose-gc',
    '--import',
    'tsx',
    fileURLToPath(import.meta.url),
    '--tick',
  ]
  const [command, ...args] = canPin ? ['taskset', '-c', '0', ...node] : node
  const tick = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  process.exit(failed || tick.status !== 0 ? 1 : 0)
}

async function call(url, method, path, fields, token) {
  const body = new URLSearchParams({ lang: 'en', ...fields }).toString()
  const response = await fetch(
    method === 'GET' ? `${url}/api/${path}?${body}` : `${url}/api/${path}`,
    {
      method,
      headers: {
        ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(token ? { authorization: token } : {}),
      },
      body: method === 'GET' ? undefined : body,
    },
  )
  const answer = await response.json()
  if (answer.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(answer)}`)
  return answer.message
}

/** Logs the demo users in and credits each a large deposit of USDT and BTC. */
async function prepareUsers(url) {
  const tokens = []
  let n = 0
  for (const email of ['lv1', 'lv2', 'trader', 'demo'].map((u) => `${u}@sandbox.test`)) {
    const token = await call(url, 'POST', 'user/login', {
      type: '1',
      user_string: email,
      password: 'demo1234',
    })
    for (const [currency, amount, network] of [
      ['3', '1000000000', 'TRC20'],
      ['1', '100000', 'BTC'],
    ]) {
      const claim = await call(
        url,
        'POST',
        'wallet/charge_req',
        {
          account: 'bench-sender',
          amount,
          currency,
          network,
          idempotency_key: `bench-fund-${++n}`,
        },
        token,
      )
      await call(url, 'POST', 'dev/wallet/deposit/review', {
        id: String(claim.id),
        decision: 'approve',
      })
    }
    tokens.push(token)
  }
  return tokens
}

function orderLoad(url, tokens, price, seconds) {
  let seq = 0
  const run = `${process.pid}-${Date.now()}`
  return autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        method: 'POST',
        path: '/api/coin/trade',
        setupRequest: (req) => {
          const i = ++seq
          const side = i % 2 === 0 ? 1 : 2
          const fields = {
            currency_id: '1',
            legal_id: '3',
            type: String(side),
            amount: '0.001',
            idempotency_key: `bench-${run}-${i}`,
          }
          if (i % 10 === 0) fields.order_type = 'market'
          else {
            const away = 0.01 + (0.08 * (i % 97)) / 97
            fields.target_price = (price * (side === 1 ? 1 - away : 1 + away)).toFixed(2)
          }
          return {
            ...req,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              authorization: tokens[i % tokens.length],
            },
            body: new URLSearchParams(fields).toString(),
          }
        },
        onResponse: (_status, body) => {
          if (String(body).startsWith('{"type":"ok"')) answers.ok++
          else answers.refused++
        },
      },
    ],
  })
}

async function httpBench() {
  const dbDir = mkdtempSync(join(tmpdir(), 'bench-orders-'))
  const sandbox = startSandbox(dbDir, { SANDBOX_DEPOSIT_AUTO_CREDIT_SECONDS: '0' })
  process.once('exit', () => sandbox.child.kill('SIGKILL'))
  let failed = false
  try {
    const url = await sandbox.url
    console.info(`sandbox ${url} (core 0: ${canPin ? 'pinned' : 'not pinned'}), load from core 1`)
    const tokens = await prepareUsers(url)
    const quotes = await call(url, 'GET', 'currency/quotation_new', {})
    const btc = quotes.flatMap((g) => g.quotation).find((q) => q.symbol === 'BTC/USDT')
    const price = Number(btc.now_price)
    await orderLoad(url, tokens, price, 3)
    answers.ok = answers.refused = 0
    const result = await orderLoad(url, tokens, price, duration)
    const rps = result.requests.average
    const { p50, p99 } = result.latency
    const errors = result.errors + result.timeouts + result.non2xx
    console.info(`POST /api/coin/trade: ${connections} connections, ${duration} s`)
    console.info(
      `  orders/s    ${rps.toFixed(0).padStart(8)}   goal ≥ ${GOAL.ordersPerSecond}  ${verdict(rps >= GOAL.ordersPerSecond)}`,
    )
    console.info(`  latency p50 ${String(p50).padStart(5)} ms`)
    console.info(
      `  latency p99 ${String(p99).padStart(5)} ms   goal ≤ ${GOAL.p99Ms} ms  ${verdict(p99 <= GOAL.p99Ms)}`,
    )
    console.info(
      `  ${result.requests.total} requests: ${answers.ok} orders placed, ${answers.refused} refused, ${errors} errors`,
    )
    failed = errors > 0
  } catch (err) {
    console.error(err)
    failed = true
  } finally {
    sandbox.child.kill('SIGKILL') // its database is thrown away
    await new Promise((resolve) =>
      sandbox.child.exitCode === null ? sandbox.child.once('exit', resolve) : resolve(),
    )
    rmSync(dbDir, { recursive: true, force: true })
  }
  return failed
}

async function tickBench() {
  const { buildApp } = await import('../server/src/app.ts')
  const { createTestClock } = await import('../server/src/clock.ts')
  const { DEFAULT_MARKET_SEED } = await import('../server/src/market/engine.ts')
  const { seedOpenOrders } = await import('./orders-seed.ts')
  const dbDir = mkdtempSync(join(tmpdir(), 'bench-match-'))
  const clock = createTestClock(Date.UTC(2025, 5, 1))
  const app = await buildApp({
    db: join(dbDir, 'match.db'),
    clock,
    logger: false,
    feedIntervalMs: 0,
    marketSeed: DEFAULT_MARKET_SEED,
  })
  try {
    const started = performance.now()
    seedOpenOrders(app, openOrders)
    app.spotMatcher.reload()
    // the seed is one large transaction: fold its WAL into the database before timing
    app.db.pragma('wal_checkpoint(TRUNCATE)')
    // and collect the seed's garbage, so a tick is timed without the seeding's GC debt
    globalThis.gc?.()
    const seeded = ((performance.now() - started) / 1000).toFixed(1)
    console.info(
      `matching: ${app.spotMatcher.size()} open orders (10 warm-up ticks first) over ${app.market.pairs.length} pairs (seeded in ${seeded} s)`,
    )
    // warm-up, as the HTTP part has: the first ticks compile the matcher and fill the page cache
    for (let i = 0; i < 10; i++) {
      clock.advance(1000)
      app.spotMatcher.match()
    }
    const times = []
    const fills = []
    for (let i = 0; i < ticks; i++) {
      clock.advance(1000)
      const t0 = performance.now()
      fills.push(app.spotMatcher.match().length)
      times.push(performance.now() - t0)
    }
    const sorted = [...times].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]
    const max = sorted.at(-1)
    console.info(
      `  one tick    median ${median.toFixed(2)} ms, max ${max.toFixed(2)} ms   goal ≤ ${GOAL.tickMs} ms  ${verdict(max <= GOAL.tickMs)}`,
    )
    console.info(`  each tick (ms): ${times.map((t) => t.toFixed(1)).join(' ')}`)
    console.info(
      `  fills a tick: ${fills.join(' ')} (median ${[...fills].sort((a, b) => a - b)[Math.floor(fills.length / 2)]}); ${app.spotMatcher.size()} still open`,
    )
  } finally {
    await app.close()
    rmSync(dbDir, { recursive: true, force: true })
  }
}
