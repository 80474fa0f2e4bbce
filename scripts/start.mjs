#!/usr/bin/env node
/**
 * `npm start`: builds the app, then runs the sandbox server, which serves the build, /api and
 * socket.io on one origin (PORT, default 8080). `--no-build` reuses an existing dist/.
 */
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`

if (!process.argv.includes('--no-build')) {
  console.info('Building the app…')
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(bin('tsx'), ['server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
