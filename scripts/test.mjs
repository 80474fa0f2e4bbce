#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in one run, with one summary.
 * 1. system packages the browser tests need (Debian chromium and fonts; installed when missing),
 * 2. type check, 3. lint (oxlint, prettier, architecture), 4. Vitest: unit (node), server (node) and every
 * story in Chromium (play function, axe, screenshot vs baseline), 5. Playwright e2e on a 375 px
 * phone against `npm start`. Exits non-zero if anything failed; the last line is
 * "N passed, N failed".
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { checkFingerprint } from './browser-fingerprint.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`
const results = []
const started = Date.now()

function run(label, command, args, env = {}) {
  const t0 = Date.now()
  console.info(`\n▶ ${label}: ${[command.replace(root, ''), ...args].join(' ')}`)
  const r = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  return { ok: r.status === 0, seconds }
}

function record(label, passed, failed, seconds) {
  results.push({ label, passed, failed, seconds })
  console.info(`◀ ${label}: ${passed} passed, ${failed} failed (${seconds} s)`)
}

/** Debian packages the browser tests need; installed with apt-get when missing and allowed. */
function ensureSystemPackages() {
  const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  const fonts = spawnSync('fc-list', [], { encoding: 'utf8' }).stdout ?? ''
  const missing = [
    !existsSync(chromium) && 'chromium',
    !/Noto Sans CJK/.test(fonts) && 'fonts-noto-cjk',
    !/Noto Color Emoji/.test(fonts) && 'fonts-noto-color-emoji',
    !/Liberation Sans/.test(fonts) && 'fonts-liberation',
    // Thai glyphs (th is one of the nine languages): without it Thai renders as empty boxes
    !/Loma|Garuda/.test(fonts) && 'fonts-thai-tlwg',
  ].filter(Boolean)
  if (missing.length === 0) return true
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      `✖ missing system packages: ${missing.join(' ')}.\n  Install them as root: apt-get update && apt-get install -y ${missing.join(' ')}\n  (or set CHROME_PATH to a Chromium binary).`,
    )
    return false
  }
  console.info(`Installing system packages: ${missing.join(' ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  })
  if (update.status !== 0 || install.status !== 0) {
    console.error(`✖ apt-get could not install ${missing.join(' ')}; the browser tests cannot run.`)
    return false
  }
  return true
}

mkdirSync(`${root}test-results`, { recursive: true })

const system = ensureSystemPackages()
record('system packages', system ? 1 : 0, system ? 0 : 1, '0')

const tsc = run('type check', bin('tsc'), ['-b'])
record('type check', tsc.ok ? 1 : 0, tsc.ok ? 0 : 1, tsc.seconds)

const oxlint = run('lint', bin('oxlint'), ['--deny-warnings'])
record('lint (oxlint)', oxlint.ok ? 1 : 0, oxlint.ok ? 0 : 1, oxlint.seconds)
const format = run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'])
record('lint (prettier)', format.ok ? 1 : 0, format.ok ? 0 : 1, format.seconds)
const arch = run('architecture', process.execPath, ['scripts/lint-architecture.mjs'])
record('lint (architecture)', arch.ok ? 1 : 0, arch.ok ? 0 : 1, arch.seconds)

// before the story run: baselines taken with another Chromium or font build differ for that reason
if (system) checkFingerprint()
const projects = system ? ['unit', 'server', 'storybook'] : ['unit', 'server']
const vitestJson = `${root}test-results/vitest.json`
const vitest = run('vitest', bin('vitest'), [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
])
try {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'))
  const failed = report.numFailedTests + (report.numFailedTestSuites ?? 0)
  record(
    `vitest (${projects.join(', ')})`,
    report.numPassedTests,
    vitest.ok ? failed : Math.max(failed, 1),
    vitest.seconds,
  )
} catch {
  record('vitest', 0, 1, vitest.seconds)
}

if (system) {
  const e2eJson = `${root}test-results/e2e.json`
  const e2e = run('e2e', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  })
  try {
    const stats = JSON.parse(readFileSync(e2eJson, 'utf8')).stats
    record(
      'e2e (Playwright, 375 px)',
      stats.expected,
      e2e.ok ? stats.unexpected : Math.max(stats.unexpected, 1),
      e2e.seconds,
    )
  } catch {
    record('e2e (Playwright, 375 px)', 0, 1, e2e.seconds)
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.info('\nSummary')
for (const r of results)
  console.info(`  ${r.failed ? '✖' : '✔'} ${r.label}: ${r.passed} passed, ${r.failed} failed`)
console.info(`  total time ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.info(`\n${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
