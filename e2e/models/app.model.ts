import { expect, test as base, type APIRequestContext, type APIResponse } from '@playwright/test'

/**
 * The test fixture every e2e spec uses: it fails the test on any console error or uncaught
 * exception (zag's Model), and gives access to the sandbox's dev endpoints.
 */
export const test = base.extend<{ sandbox: Sandbox; expectedConsoleErrors: string[] }>({
  /** Console errors a test causes on purpose (a stopped server's refused connections): substrings. */
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, provide) => {
    const problems: string[] = []
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return
      const text = msg.text()
      if (!expectedConsoleErrors.some((part) => text.includes(part)))
        problems.push(`console: ${text}`)
    })
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
    // a Content-Security-Policy refusal fails the journey even where the browser logs none
    await page.exposeBinding('reportCspViolation', (_source, text: string) => {
      problems.push(`csp: ${text}`)
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as { reportCspViolation: (text: string) => void }
        const where = `${e.sourceFile}:${e.lineNumber}`
        w.reportCspViolation(
          `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${where})`,
        )
      })
    })
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

  /**
   * A new account made through the API (register with an e-mailed code, then log in); returns its
   * token, for tests whose subject is not registration itself.
   */
  async createUser(email: string, password = 'sandbox42'): Promise<string> {
    const sent = await this.request.post('/api/sms_mail', {
      form: { user_string: email, type: 'register' },
    })
    expect(sent.ok()).toBe(true)
    const code = await this.latestCode(email)
    const registered = await this.request.post('/api/user/register', {
      form: {
        type: 'email',
        user_string: email,
        area_code: '',
        code,
        password,
        re_password: password,
      },
    })
    expect(((await registered.json()) as { type: string }).type).toBe('ok')
    const login = await this.request.post('/api/user/login', {
      form: { type: '1', user_string: email, area_code: '', password },
    })
    const body = (await login.json()) as { type: string; message: string | { token: string } }
    expect(body.type).toBe('ok')
    return typeof body.message === 'string' ? body.message : body.message.token
  }

  /** The sandbox reviewer's decision on a user's pending verification (`POST /api/dev/kyc/review`). */
  async reviewKyc(account: string, decision: 'approve' | 'reject', reason?: string): Promise<void> {
    const res = await this.request.post('/api/dev/kyc/review', {
      form: { user: account, decision, ...(reason ? { reason } : {}) },
    })
    const body = (await res.json()) as { type: string; message: unknown }
    expect(body.type, JSON.stringify(body.message)).toBe('ok')
  }

  /**
   * Readies the account behind `token` (made by createUser with `email`) for withdrawals, through
   * the API as a user would in the app (the account journey e2e does it on screen): binds a
   * mainland phone, sets the pay password with a code to the e-mail, passes basic verification
   * (approved by the sandbox reviewer) and saves one withdrawal address.
   */
  async readyForWithdrawals(
    token: string,
    email: string,
    opts: {
      payPassword: string
      address: { currency: number; type: string; name: string; address: string }
    },
  ): Promise<void> {
    const headers = { Authorization: token }
    const ok = async (res: Promise<APIResponse>) => {
      const body = (await (await res).json()) as { type: string; message: unknown }
      expect(body.type, JSON.stringify(body.message)).toBe('ok')
    }
    const mobile = `137${String(Date.now() % 1e8).padStart(8, '0')}`
    await ok(this.request.post('/api/sms_send', { headers, form: { mobile, area_code: '86' } }))
    await ok(
      this.request.post('/api/safe/mobile', {
        headers,
        form: { mobile, area_code: '86', code: await this.latestCode(`+86${mobile}`) },
      }),
    )
    await ok(this.request.post('/api/sms_mail', { headers, form: { type: 'security' } }))
    const code = await this.latestCode(email)
    await ok(
      this.request.post('/api/safe/update_password', {
        headers,
        form: { code, password: opts.payPassword, re_password: opts.payPassword },
      }),
    )
    await ok(
      this.request.post('/api/user/real', {
        headers,
        form: { real_type: '1', id_type: '1', name: 'Ana Souza', card_id: `P${mobile.slice(-8)}` },
      }),
    )
    await this.reviewKyc(email, 'approve')
    await ok(
      this.request.post('/api/user/wallet/save', {
        headers,
        form: { ...opts.address, currency: String(opts.address.currency) },
      }),
    )
  }

  /** Moves the sandbox clock forward (codes expire, sessions age). */
  async advanceClock(seconds: number): Promise<void> {
    const res = await this.request.post('/api/dev/clock', {
      form: { advance_seconds: String(seconds) },
    })
    expect(res.ok()).toBe(true)
  }
}

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`
