import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * A sandbox server the test owns (the shared one is Playwright's webServer, which a test cannot
 * stop): it serves the build the webServer made, on its own port and database, and can be killed
 * and started again on the same port and database, as when a real server restarts.
 */
export class SandboxProcess {
  private child: ChildProcess | null = null

  constructor(
    readonly port: number,
    private readonly db: string,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  /** Starts the server and resolves when it answers; `fresh` starts from a new database. */
  async start({ fresh = false } = {}): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(this.port),
        SANDBOX_DB: this.db,
        SANDBOX_FRESH_DB: fresh ? '1' : '0',
        SANDBOX_LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    this.child = child
    // a fresh database is seeded first (market history, NFT media): slow on a busy machine
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`)
      try {
        const res = await fetch(`${this.url}/api/getSiteConfig`)
        if (res.ok) return
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('the sandbox did not start within 60 s')
  }

  /** Kills the server outright (SIGKILL: no goodbye to the sockets) and waits for it to exit. */
  async kill(): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    await exited
    this.child = null
  }
}
