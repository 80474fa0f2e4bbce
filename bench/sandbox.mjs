/**
 * What the server benches (api.mjs, orders.mjs) share: whether the sandbox and the load can sit on
 * cores of their own, and starting the sandbox on core 0 with a throwaway database.
 */
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))

// once re-executed on core 1, availableParallelism() sees only that core: trust the parent
export const canPin =
  process.env.BENCH_PINNED === '1' ||
  (availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0)

/** The sandbox (server/src/server.ts) on core 0 with its database in `dbDir`; `env` adds to it. */
export function startSandbox(dbDir, env = {}) {
  const node = [process.execPath, '--import', 'tsx', 'server/src/server.ts']
  const [command, ...args] = canPin ? ['taskset', '-c', '0', ...node] : node
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      SANDBOX_DB: join(dbDir, 'bench.db'),
      SANDBOX_LOG_LEVEL: 'warn',
      ...env,
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
      reject(new Error(`sandbox exited (${code}) before listening:\n${out}`)),
    )
  })
  return { child, url }
}
