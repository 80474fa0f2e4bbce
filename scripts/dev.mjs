#!/usr/bin/env node
/**
 * `npm run dev`: the sandbox (SANDBOX_PORT, default 8080) plus Vite with HMR, which proxies /api
 * and /socket.io to it (vite.config.ts). Ctrl-C stops both.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name) => `${root}node_modules/.bin/${name}`
const sandboxPort = process.env.SANDBOX_PORT ?? '8080'

const children = [
  spawn(bin('tsx'), ['watch', 'server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: sandboxPort },
  }),
  spawn(bin('vite'), ['--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_PORT: sandboxPort },
  }),
]
const stop = (signal) => children.forEach((c) => c.kill(signal))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM')
    process.exit(code ?? 0)
  })
