#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: simulated 4× CPU, slow 4G) on the
 * markets route, median of BENCH_RUNS (5) runs. Goal (issue 3): performance score ≥ 95,
 * LCP ≤ 1.8 s, CLS ≤ 0.02. A measurement, not a gate: exits 0 when it measured.
 *
 * - Lighthouse runs through `npx --yes lighthouse@12.8.2` (as a devDependency it breaks `npm ci`,
 *   TOOLCHAIN pitfall 4); the first run installs it into the npx cache.
 * - The app is served by `npm start` (scripts/start.mjs, run with node directly so stopping it
 *   stops the server: TOOLCHAIN pitfall 14) on a free port with a throwaway SANDBOX_DB; it builds
 *   dist/ first when it is missing (`--build` forces a rebuild).
 * - Chromium is `/usr/bin/chromium` (or CHROME_PATH), `--headless=new --no-sandbox`.
 * - BENCH_ROUTE changes the route (default `/#/pages/market/market`); BENCH_KEEP=1 keeps the JSON
 *   reports (their path is printed) for reading the audits.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadNote, startApp } from './app.mjs'

const GOAL = { score: 95, lcpMs: 1800, cls: 0.02 }
const LIGHTHOUSE = 'lighthouse@12.8.2'
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const ROUTE = process.env.BENCH_ROUTE ?? '/#/pages/market/market'
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const root = fileURLToPath(new URL('..', import.meta.url))

function lighthouse(url, outputPath) {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      `--chrome-flags=${FLAGS.join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8' },
  )
  if (result.status !== 0 || !existsSync(outputPath)) {
    throw new Error(`${LIGHTHOUSE} failed (${result.status}):\n${result.stderr || result.stdout}`)
  }
  const report = JSON.parse(readFileSync(outputPath, 'utf8'))
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`)
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    fcpMs: report.audits['first-contentful-paint'].numericValue,
  }
}

/** Lighthouse itself sometimes loses the trace (NO_NAVSTART): such a run is repeated, twice at most. */
function lighthouseRetrying(url, outputPath) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouse(url, outputPath)
    } catch (err) {
      if (attempt === 3 || !/NO_NAVSTART|NO_FCP|trace/i.test(String(err.message))) throw err
      console.info(
        `  (Lighthouse failed to record this run, repeating it: ${err.message.split('\n').at(-2) ?? err.message})`,
      )
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const verdict = (ok) => (ok ? 'meets the goal' : 'MISSES the goal')

async function main() {
  const check = spawnSync('npx', ['--yes', LIGHTHOUSE, '--version'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (check.status !== 0) throw new Error(`npx could not run ${LIGHTHOUSE}:\n${check.stderr}`)
  console.info(`Lighthouse ${check.stdout.trim()}, Chromium ${CHROME}`)

  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  const app = startApp(dir)
  try {
    const url = `${await app.url}${ROUTE}`
    const runs = []
    for (let i = 1; i <= RUNS; i++) {
      const run = lighthouseRetrying(url, join(dir, `run-${i}.json`))
      runs.push(run)
      console.info(
        `  run ${i}: score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}, ` +
          `FCP ${(run.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(run.tbtMs)} ms`,
      )
    }
    const score = median(runs.map((r) => r.score))
    const lcp = median(runs.map((r) => r.lcpMs)) / 1000
    const cls = median(runs.map((r) => r.cls))
    console.info(`${url} — Lighthouse mobile, median of ${RUNS}`)
    console.info(
      `  performance ${String(score).padStart(7)}     goal ≥ ${GOAL.score}     ${verdict(score >= GOAL.score)}`,
    )
    console.info(
      `  LCP         ${lcp.toFixed(2).padStart(7)} s   goal ≤ ${GOAL.lcpMs / 1000} s  ${verdict(lcp * 1000 <= GOAL.lcpMs)}`,
    )
    console.info(
      `  CLS         ${cls.toFixed(3).padStart(7)}     goal ≤ ${GOAL.cls}   ${verdict(cls <= GOAL.cls)}`,
    )
    console.info(`  ${loadNote()}`)
  } finally {
    app.child.kill('SIGTERM')
    await new Promise((resolve) =>
      app.child.exitCode === null ? app.child.once('exit', resolve) : resolve(),
    )
    if (process.env.BENCH_KEEP) console.info(`  reports kept in ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err.message ?? err)
    process.exit(1)
  },
)
