#!/usr/bin/env node
/**
 * `npm run test:stories:stress`: the whole story project (play, axe, screenshot at threshold 0)
 * while every core is kept busy by spinning processes this script starts and stops itself. A
 * story whose picture depends on how fast the machine is (a real timer caught half-way) fails
 * here. `--quiet` runs the same without the load, for the figure on a quiet machine. Other
 * arguments go to Vitest (e.g. a story file: `npm run test:stories:stress -- src/x`). Prints
 * stories, failures and differing pixels.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const quiet = process.argv.includes('--quiet')
// `npm run test:stories:stress -- <file>`: npm passes what follows its `--` without it
const extra = process.argv.slice(2).filter((arg) => arg !== '--quiet' && arg !== '--')
const report = `${root}test-results/stories-stress.json`
mkdirSync(`${root}test-results`, { recursive: true })

const burners = quiet
  ? []
  : cpus().map(() =>
      spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: false }),
    )
const stopBurners = () => burners.forEach((b) => b.kill('SIGKILL'))
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => (stopBurners(), process.exit(130)))
process.on('exit', stopBurners)

console.info(
  quiet
    ? 'Story run on a quiet machine (no load started)'
    : `Story run with ${burners.length} spinning processes (one per core) started by this script`,
)
const t0 = Date.now()
const run = spawnSync(
  `${root}node_modules/.bin/vitest`,
  [
    'run',
    '--project',
    'storybook',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...extra,
  ],
  { cwd: root, stdio: 'inherit' },
)
const load = loadavg()[0].toFixed(1)
stopBurners()
const seconds = ((Date.now() - t0) / 1000).toFixed(0)

let stories = 0
let failed = 0
let screenshotFailures = 0
let pixels = 0
try {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  stories = json.numTotalTests
  failed = json.numFailedTests + (json.numFailedTestSuites ?? 0)
  for (const file of json.testResults)
    for (const test of file.assertionResults)
      for (const message of test.failureMessages ?? []) {
        const match = /(\d[\d,]*) pixels?\b/i.exec(message)
        if (!/screenshot/i.test(message) && !match) continue
        screenshotFailures += 1
        if (match) pixels += Number(match[1].replaceAll(',', ''))
        console.info(
          `  differs: ${file.name.replace(root, '')} > ${test.title}: ${match?.[0] ?? 'screenshot'}`,
        )
      }
} catch {
  failed = Math.max(failed, 1)
}
console.info(
  `\n${quiet ? 'quiet' : 'stressed'} run: ${stories} stories in ${seconds} s, load average at the end ${load}` +
    `\n  screenshots that differ: ${screenshotFailures}, differing pixels: ${pixels} (goal 0)` +
    `\n${stories - failed} passed, ${failed} failed`,
)
process.exit(run.status === 0 && failed === 0 ? 0 : 1)
