import { expect, type APIRequestContext } from '@playwright/test'
import type { Sandbox } from './app.model'
import { fundLever } from './contract.model'

type Envelope = { type: string; message: unknown }

const key = (tag: string) => `${tag}${Date.now()}${Math.random().toString(36).slice(2, 8)}`

/**
 * A trader's side of copy trading, through the API as the trader's own app would send it (the
 * follower's journey is the subject; the trader is the other party). Nothing is granted: the
 * account earns the flag the way anyone does (sandbox conditions: 10 closed futures positions,
 * 7 days since the first, identity verified), applies, and the sandbox reviewer approves.
 */
export class TraderApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private async call(path: string, form: Record<string, string>): Promise<unknown> {
    const res = await this.request.post(`/api/${path}`, {
      headers: { Authorization: this.token },
      form,
    })
    const body = (await res.json()) as Envelope
    expect(body.type, `${path}: ${JSON.stringify(body.message)}`).toBe('ok')
    return body.message
  }

  /** Opens a 10× market position of `lots` BTC/USDT lots; its id. */
  async open(side: 'long' | 'short', lots: number): Promise<number> {
    const position = (await this.call('lever/submit', {
      currency_id: '1',
      legal_id: '3',
      type: side === 'long' ? '1' : '2',
      status: '1',
      multiple: '10',
      share: String(lots),
      idempotency_key: key('open'),
    })) as { id: number }
    return position.id
  }

  async close(id: number): Promise<void> {
    await this.call('lever/close', { id: String(id), idempotency_key: key('close') })
  }

  /** Binds a phone and passes basic identity verification (approved by the sandbox reviewer). */
  async verify(sandbox: Sandbox, email: string): Promise<void> {
    const digits = String(Date.now() % 1e8).padStart(8, '0')
    const mobile = `138${digits}`
    await this.call('sms_send', { mobile, area_code: '86' })
    const code = await sandbox.latestCode(`+86${mobile}`)
    await this.call('safe/mobile', { mobile, area_code: '86', code })
    await this.call('user/real', {
      real_type: '1',
      id_type: '1',
      name: 'Rita Trader',
      card_id: `P${digits}`,
    })
    await sandbox.reviewKyc(email, 'approve')
  }

  async apply(reason: string): Promise<void> {
    await this.call('follow/apply', { reason, agreement: '1' })
  }
}

/**
 * A new trader account `email` with a real history: funded, verified, 10 positions opened and
 * closed, 7 days on the sandbox clock, an application approved by the sandbox reviewer.
 */
export async function becomeTrader(
  request: APIRequestContext,
  sandbox: Sandbox,
  email: string,
): Promise<TraderApi> {
  const token = await sandbox.createUser(email)
  await fundLever(request, token, '5000')
  const trader = new TraderApi(request, token)
  await trader.verify(sandbox, email)
  for (let i = 0; i < 10; i += 1) {
    const id = await trader.open(i % 2 === 0 ? 'long' : 'short', 1)
    await trader.close(id)
  }
  await sandbox.advanceClock(7 * 24 * 3600 + 60)
  await trader.apply('I trade BTC futures every day, with small sizes and a plan.')
  const res = await request.post('/api/dev/follow/review', {
    form: { user: email, decision: 'approve' },
  })
  const body = (await res.json()) as Envelope
  expect(body.type, JSON.stringify(body.message)).toBe('ok')
  return trader
}
