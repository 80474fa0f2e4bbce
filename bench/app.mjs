/**
 * What the benches of the built app (lighthouse.mjs, boot.mjs, ticks.mjs) share: a note on how
 * busy the machine was, and the app served by `npm start` with a throwaway database.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Other work on the machine skews every figure: say how busy it was. */
export function loadNote() {
  const [load] = loadavg()
  const cores = availableParallelism()
  return `load average ${load.toFixed(1)} on ${cores} cores${load > cores ? ' — BUSY: figures are pessimistic' : ''}`
}

/**
 * The app as `npm start` serves it (scripts/start.mjs, run with node directly so stopping it stops
 * the server: TOOLCHAIN pitfall 14) on a free port, its database in `dbDir`; it builds dist/ first
 * when it is missing, or when the bench was given `--build`.
 */
export function startApp(dbDir) {
  const build = !existsSync(join(root, 'dist/index.html')) || process.argv.includes('--build')
  const child = spawn(process.execPath, ['scripts/start.mjs', ...(build ? [] : ['--no-build'])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      SANDBOX_DB: join(dbDir, 'bench.db'),
      SANDBOX_LOG_LEVEL: 'warn',
    },
  })
  const url = new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
      const found = /Sandbox listening on (http:\/\/\S+)/.exec(out)
      if (found) resolve(found[1])
    })
    child.once('exit', (code) =>
      reject(new Error(`npm start exited (${code}) before listening:\n${out}`)),
    )
  })
  return { child, url }
}
