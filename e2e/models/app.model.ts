import { expect, test as base, type APIRequestContext } from '@playwright/test'

/**
 * The test fixture every e2e spec uses: it fails the test on any console error or uncaught
 * exception (zag's Model), and gives access to the sandbox's dev endpoints.
 */
export const test = base.extend<{ sandbox: Sandbox }>({
  page: async ({ page }, provide) => {
    const problems: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`)
    })
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
    await provide(page)
    expect(problems, 'the page logged errors').toEqual([])
  },
  sandbox: async ({ request }, provide) => {
    await provide(new Sandbox(request))
  },
})

export { expect }

export class Sandbox {
  constructor(private readonly request: APIRequestContext) {}

  /** The newest code the sandbox "e-mailed" to this address. */
  async latestCode(email: string): Promise<string> {
    const res = await this.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
    const body = (await res.json()) as { message: { code: string }[] }
    const code = body.message[0]?.code
    if (!code) throw new Error(`no code in the mailbox of ${email}`)
    return code
  }

  /** Moves the sandbox clock forward (codes expire, sessions age). */
  async advanceClock(seconds: number): Promise<void> {
    const res = await this.request.post('/api/dev/clock', { form: { advance_seconds: String(seconds) } })
    expect(res.ok()).toBe(true)
  }
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`
