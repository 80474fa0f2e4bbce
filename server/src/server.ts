/**
 * Starts the sandbox: `npm run sandbox` (PORT default 8080, 0 = any free port; HOST default
 * 127.0.0.1; SANDBOX_DB). SANDBOX_FRESH_DB=1 starts from a new database. MARKET_SEED (any
 * non-empty string; a warning below 16 characters) picks the price walk's seed; without it the
 * database keeps its own secret 256-bit seed, drawn at random on first start (market/seed.ts), so
 * prices cannot be computed in advance.
 * SANDBOX_LOG_LEVEL (default info) = warn drops the per-request lines (bench).
 * Serves dist/ when it exists, uses a dev clock that POST /api/dev/clock can move forward.
 * Dev tools (/api/dev/*) are on only when HOST is a loopback address; SANDBOX_DEV_TOOLS=0 turns
 * them off, SANDBOX_DEV_TOOLS=1 forces them on elsewhere (with a warning). SANDBOX_ALLOWED_ORIGINS
 * lists other origins whose pages may change state (a front end built with VITE_API_BASE).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { buildApp } from './app'
import { createDevClock, systemClock } from './clock'
import { consoleLogStream, logRequests } from './console-log'
import { parseMarketSeed, weakSeedWarning } from './market/seed'
import { decideDevTools } from './network'
import { DB_FILE, DIST_DIR } from './paths'

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '127.0.0.1'
const logLevel = process.env.SANDBOX_LOG_LEVEL ?? 'info'
const marketSeed = parseMarketSeed(process.env.MARKET_SEED)
const seedWarning = marketSeed === undefined ? undefined : weakSeedWarning(marketSeed)
if (seedWarning) console.warn(seedWarning)
const devToolsDecision = decideDevTools(process.env.SANDBOX_DEV_TOOLS, host)
if ('error' in devToolsDecision) {
  console.error(devToolsDecision.error)
  process.exit(1)
}
const { devTools } = devToolsDecision
if (devToolsDecision.warning) console.warn(devToolsDecision.warning)
const dbFile = resolve(DB_FILE)
mkdirSync(dirname(dbFile), { recursive: true })
// e2e runs start from an empty, freshly seeded database
if (process.env.SANDBOX_FRESH_DB === '1') {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true })
}

const app = await buildApp({
  db: dbFile,
  clock: createDevClock(systemClock),
  logger: { level: logLevel, stream: consoleLogStream() },
  distDir: existsSync(`${DIST_DIR}/index.html`) ? DIST_DIR : undefined,
  devTools,
  marketSeed,
})
if (['info', 'debug', 'trace'].includes(logLevel)) logRequests(app)

let url: string
try {
  url = await app.listen({ port, host })
} catch (err) {
  app.log.error(err)
  process.exit(1)
}

console.info(`Sandbox listening on ${url}`)
console.info(`Database: ${dbFile}`)
console.info(
  existsSync(`${DIST_DIR}/index.html`) ? `Front end: ${DIST_DIR}` : 'Front end: not built',
)
console.info(
  devTools
    ? `Verification codes: server log lines starting with [mailbox] and GET ${url}/api/dev/mailbox?to=<email>`
    : `Verification codes: server log lines starting with [mailbox] (dev tools off: HOST ${host} is not loopback, or SANDBOX_DEV_TOOLS=0)`,
)

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    console.info(`${signal}: closing the sandbox`)
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err)
        process.exit(1)
      },
    )
  })
}
