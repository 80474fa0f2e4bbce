/**
 * The wallet crash bench's engine (issue 5, "Tests and figures"), shared by the CLI
 * `npm run bench:crash` (scripts/bench-wallet-crash.mjs, which prints the figures) and the short
 * server test wallet-crash.test.ts.
 *
 * It spawns the real sandbox (`node --import tsx server/src/server.ts`) on its own port and data
 * folder, fires concurrent money requests from several users (fund transfers, conversions,
 * deposit claims, withdrawals, and the operator's reviews of claims and withdrawals), kills the
 * server with SIGKILL in the middle of the load, starts it again on the same database and checks:
 * - every acknowledged request is still there: sent again with its idempotency key it is answered
 *   with exactly the first answer (a lost one would run anew and answer differently); every
 *   acknowledged review still stands;
 * - requests in flight at the kill either committed whole (their key answers) or left no trace;
 * - after the last round: `PRAGMA integrity_check` = ok, no foreign key violation, and the ledger
 *   sums to every balance (ledgerSums).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import Database from 'better-sqlite3'
import { ledgerSums } from '../src/repositories/wallet'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PASSWORD = 'demo1234'
const PAY_PASSWORD = 'crash2468'
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** The sandbox as a child process the bench can SIGKILL and start again on the same database. */
export class Sandbox {
  private child: ChildProcess | null = null
  readonly url: string

  constructor(
    readonly port: number,
    readonly db: string,
  ) {
    this.url = `http://127.0.0.1:${port}`
  }

  /** Starts the server; resolves with the milliseconds it took to answer. */
  async start(fresh: boolean): Promise<number> {
    const started = performance.now()
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        SANDBOX_DB: this.db,
        SANDBOX_FRESH_DB: fresh ? '1' : '0',
        SANDBOX_LOG_LEVEL: 'warn',
        SANDBOX_CONVERT_INTERVAL_SECONDS: '0',
        SANDBOX_DEPOSIT_AUTO_CREDIT_SECONDS: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    this.child = child
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the sandbox exited with ${child.exitCode}`)
      try {
        if ((await fetch(`${this.url}/api/getSiteConfig`)).ok) return performance.now() - started
      } catch {
        // not listening yet
      }
      await sleep(25)
    }
    throw new Error('the sandbox did not start within 60 s')
  }

  async stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill(signal)
    await exited
    this.child = null
  }
}

type Fields = Record<string, string>
interface Answer {
  type: string
  code?: string
  message: unknown
  url?: string
}

function client(sandbox: Sandbox) {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    fields: Fields = {},
    token?: string,
  ): Promise<Answer> {
    const body = new URLSearchParams({ lang: 'en', ...fields }).toString()
    const response = await fetch(
      method === 'GET' ? `${sandbox.url}/api/${path}?${body}` : `${sandbox.url}/api/${path}`,
      {
        method,
        headers: {
          ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(token ? { authorization: token } : {}),
        },
        body: method === 'POST' ? body : undefined,
      },
    )
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
    return (await response.json()) as Answer
  }
  return {
    post: (path: string, fields?: Fields, token?: string) => call('POST', path, fields, token),
    get: (path: string, fields?: Fields, token?: string) => call('GET', path, fields, token),
  }
}
type Client = ReturnType<typeof client>

interface BenchUser {
  email: string
  token: string
  verified: boolean
  addresses: Array<{ id: number; currency: number }>
}

/** Logs the demo accounts in; the verified ones get a pay password (through the mailbox) and their address book. */
async function prepareUsers(api: Client): Promise<BenchUser[]> {
  const users: BenchUser[] = []
  for (const email of [
    'lv1@sandbox.test',
    'lv2@sandbox.test',
    'trader@sandbox.test',
    'demo@sandbox.test',
  ]) {
    const login = await api.post('user/login', {
      type: '1',
      user_string: email,
      password: PASSWORD,
    })
    if (login.type !== 'ok') throw new Error(`login ${email}: ${JSON.stringify(login)}`)
    const token = login.message as string
    const verified = email !== 'demo@sandbox.test'
    let addresses: BenchUser['addresses'] = []
    if (verified) {
      await api.post('sms_mail', { type: 'security' }, token)
      const mail = (await api.get('dev/mailbox', { to: email })).message as Array<{
        scene: string
        code: string
      }>
      const code = mail.find((m) => m.scene === 'security')?.code ?? ''
      const set = await api.post(
        'safe/update_password',
        { code, password: PAY_PASSWORD, re_password: PAY_PASSWORD },
        token,
      )
      if (set.type !== 'ok') throw new Error(`pay password ${email}: ${JSON.stringify(set)}`)
      addresses = (
        (await api.get('user/wallet/list', { page: '1', limit: '20' }, token)).message as {
          data: BenchUser['addresses']
        }
      ).data
    }
    users.push({ email, token, verified, addresses })
  }
  return users
}

type Kind = 'transfer' | 'convert' | 'claim' | 'claimReview' | 'withdraw' | 'withdrawReview'
interface MoneyRequest {
  kind: Kind
  path: string
  fields: Fields
  /** user/getTransferFee first, for its quote_id. */
  quote?: Fields
  /** The operator's sandbox action (no session, no idempotency key). */
  operator?: boolean
}
interface Acknowledged extends MoneyRequest {
  user: BenchUser
  answer: Answer
}
interface BenchState {
  acked: Acknowledged[]
  pendingClaims: number[]
  pendingWithdrawals: number[]
}

let keySeq = 0
const key = (round: number) => `crash-${round}-${process.pid}-${++keySeq}`
const accounts = ['change', 'legal', 'lever', 'micro'] as const
const fees: Record<number, string> = { 1: '0.0005', 2: '0.005', 3: '1' }
const small: Record<number, string[]> = {
  1: ['0.001', '0.0025', '0.004'],
  2: ['0.02', '0.05', '0.1'],
  3: ['11', '25.5', '40'],
}
const take = (list: number[]) => list.splice(Math.floor(Math.random() * list.length), 1)[0]!

/** One money request, chosen at random for `user`; null when there is nothing to do. */
function nextRequest(user: BenchUser, state: BenchState, round: number): MoneyRequest | null {
  const roll = Math.random()
  if (roll < 0.3) {
    const currency = pick([1, 2, 3])
    const from = Math.random() < 0.6 ? 'change' : pick(accounts)
    const to = pick(accounts.filter((a) => a !== from))
    return {
      kind: 'transfer',
      path: 'wallet/change',
      fields: {
        currency_id: String(currency),
        number: pick(small[currency]!),
        from_field: from,
        to_field: to,
        idempotency_key: key(round),
      },
    }
  }
  if (roll < 0.5) {
    const [from, to] = pick([
      [3, 1],
      [3, 2],
      [1, 3],
      [2, 3],
      [1, 2],
    ] as const)
    return {
      kind: 'convert',
      path: 'user/Transfer',
      quote: { from_currency_id: String(from), to_currency_id: String(to) },
      fields: {
        number: pick(small[from]!),
        from_currency_id: String(from),
        to_currency_id: String(to),
        idempotency_key: key(round),
      },
    }
  }
  if (roll < 0.62) {
    const currency = pick([1, 2, 3])
    const network: Fields = currency === 3 ? { network: pick(['ERC20', 'TRC20']) } : {}
    return {
      kind: 'claim',
      path: 'wallet/charge_req',
      fields: {
        account: 'crash-bench-sender',
        amount: pick(small[currency]!),
        currency: String(currency),
        type: '0',
        ...network,
        idempotency_key: key(round),
      },
    }
  }
  if (roll < 0.74 && state.pendingClaims.length) {
    const decision = Math.random() < 0.8 ? 'approve' : 'reject'
    return {
      kind: 'claimReview',
      path: 'dev/wallet/deposit/review',
      fields: { id: String(take(state.pendingClaims)), decision, reason: 'crash bench' },
      operator: true,
    }
  }
  if (roll < 0.9 && user.verified && user.addresses.length) {
    const address = pick(user.addresses)
    return {
      kind: 'withdraw',
      path: 'wallet/out',
      fields: {
        type: '0',
        currency: String(address.currency),
        number: pick(small[address.currency]!),
        rate: fees[address.currency]!,
        address_id: String(address.id),
        pay_password: PAY_PASSWORD,
        idempotency_key: key(round),
      },
    }
  }
  if (state.pendingWithdrawals.length) {
    const decision = Math.random() < 0.7 ? 'approve' : 'reject'
    return {
      kind: 'withdrawReview',
      path: 'dev/wallet/withdraw/review',
      fields: { id: String(take(state.pendingWithdrawals)), decision, reason: 'crash bench' },
      operator: true,
    }
  }
  return null
}

interface LoadStats {
  sent: number
  acknowledged: number
  refused: number
  inFlight: Array<MoneyRequest & { user: BenchUser }>
}

/** `clients` loops of money requests until `until.stopped`: each is acknowledged, refused, or in flight when the server dies. */
function load(
  api: Client,
  users: BenchUser[],
  state: BenchState,
  round: number,
  clients: number,
  until: { stopped: boolean },
) {
  const stats: LoadStats = { sent: 0, acknowledged: 0, refused: 0, inFlight: [] }
  async function worker(index: number) {
    const user = users[index % users.length]!
    while (!until.stopped) {
      const req = nextRequest(user, state, round)
      if (!req) {
        await sleep(1)
        continue
      }
      let sent = false
      try {
        if (req.quote) {
          const quote = await api.post('user/getTransferFee', req.quote, user.token)
          if (quote.type !== 'ok') continue
          req.fields.quote_id = (quote.message as { quote_id: string }).quote_id
        }
        stats.sent++
        sent = true
        const answer = await api.post(req.path, req.fields, req.operator ? undefined : user.token)
        if (answer.type !== 'ok') {
          stats.refused++
          continue
        }
        stats.acknowledged++
        state.acked.push({ ...req, user, answer })
        const id = (answer.message as { id: number }).id
        if (req.kind === 'claim') state.pendingClaims.push(id)
        if (req.kind === 'withdraw') state.pendingWithdrawals.push(id)
      } catch (error) {
        if (!until.stopped) throw error
        if (sent && !req.operator) stats.inFlight.push({ ...req, user })
        return
      }
    }
  }
  return { stats, done: Promise.all(Array.from({ length: clients }, (_, i) => worker(i))) }
}

interface Lost {
  kind: Kind
  ref: string
  first: unknown
  again: unknown
}

/** Every acknowledged operation, looked for after the restart. */
async function verify(api: Client, state: BenchState, dbFile: string): Promise<Lost[]> {
  const lost: Lost[] = []
  const requests = state.acked.filter((a) => !a.operator)
  for (let i = 0; i < requests.length; i += 25) {
    await Promise.all(
      requests.slice(i, i + 25).map(async (a) => {
        const again = await api.post(a.path, a.fields, a.user.token)
        if (!isDeepStrictEqual(again, a.answer))
          lost.push({ kind: a.kind, ref: a.fields.idempotency_key!, first: a.answer, again })
      }),
    )
  }
  const db = new Database(dbFile, { readonly: true, fileMustExist: true })
  try {
    const claim = db.prepare<[number], { status: number }>(
      'SELECT status FROM deposit_claims WHERE id = ?',
    )
    const withdrawal = db.prepare<[number], { status: number }>(
      'SELECT status FROM withdrawals WHERE id = ?',
    )
    for (const a of state.acked.filter((x) => x.operator)) {
      const row = (a.kind === 'claimReview' ? claim : withdrawal).get(Number(a.fields.id))
      const status = (a.answer.message as { status: number }).status
      if (row?.status !== status)
        lost.push({ kind: a.kind, ref: a.fields.id!, first: status, again: row?.status })
    }
  } finally {
    db.close()
  }
  return lost
}

/** In-flight requests at the kill: committed whole (their key has an answer) or not at all. */
function inFlightOutcome(dbFile: string, inFlight: LoadStats['inFlight']) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true })
  try {
    const stored = db.prepare<[string], { found: number }>(
      'SELECT 1 AS found FROM idempotency WHERE key = ?',
    )
    const committed = inFlight.filter((r) => stored.get(r.fields.idempotency_key!)).length
    return { committed, absent: inFlight.length - committed }
  } finally {
    db.close()
  }
}

export interface CrashFigures {
  rounds: Array<{
    round: number
    sent: number
    acknowledged: number
    refused: number
    inFlight: number
    committed: number
    restartMs: number
    seconds: number
  }>
  lost: Lost[]
  acknowledged: number
  integrity: string
  foreignKeys: number
  ledger: ReturnType<typeof ledgerSums> | null
}

export async function runCrashBench({
  rounds = 3,
  loadMs = 1500,
  clients = 24,
  log = (_line: string) => {},
}: {
  rounds?: number
  loadMs?: number
  clients?: number
  log?: (line: string) => void
} = {}): Promise<CrashFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'wallet-crash-'))
  const dbFile = join(dir, 'sandbox.db')
  const sandbox = new Sandbox(await freePort(), dbFile)
  const api = client(sandbox)
  const state: BenchState = { acked: [], pendingClaims: [], pendingWithdrawals: [] }
  const figures: CrashFigures = {
    rounds: [],
    lost: [],
    acknowledged: 0,
    integrity: '',
    foreignKeys: 0,
    ledger: null,
  }
  try {
    const firstStart = await sandbox.start(true)
    log(
      `sandbox on ${sandbox.url}, database ${dbFile} (first start ${(firstStart / 1000).toFixed(1)} s)`,
    )
    const users = await prepareUsers(api)
    for (let round = 1; round <= rounds; round++) {
      const until = { stopped: false }
      const started = performance.now()
      const { stats, done } = load(api, users, state, round, clients, until)
      await sleep(loadMs)
      until.stopped = true
      await sandbox.stop('SIGKILL')
      const seconds = (performance.now() - started) / 1000
      await done
      const outcome = inFlightOutcome(dbFile, stats.inFlight)
      const restartMs = await sandbox.start(false)
      const lost = await verify(api, state, dbFile)
      figures.lost.push(...lost)
      figures.rounds.push({
        round,
        sent: stats.sent,
        acknowledged: stats.acknowledged,
        refused: stats.refused,
        inFlight: stats.inFlight.length,
        committed: outcome.committed,
        restartMs,
        seconds,
      })
      log(
        `round ${round}: ${stats.sent} money requests in ${seconds.toFixed(1)} s (${Math.round(stats.sent / seconds)}/s): ` +
          `${stats.acknowledged} acknowledged, ${stats.refused} refused, ${stats.inFlight.length} in flight at SIGKILL ` +
          `(${outcome.committed} committed whole, ${outcome.absent} left no trace); restart ${(restartMs / 1000).toFixed(1)} s; ` +
          `${state.acked.length - lost.length}/${state.acked.length} acknowledged operations found after restart`,
      )
    }
    await sandbox.stop('SIGTERM')
    const db = new Database(dbFile, { fileMustExist: true })
    try {
      figures.integrity = String(db.pragma('integrity_check', { simple: true }))
      figures.foreignKeys = (db.pragma('foreign_key_check') as unknown[]).length
      figures.ledger = ledgerSums(db)
    } finally {
      db.close()
    }
    figures.acknowledged = state.acked.length
    return figures
  } finally {
    await sandbox.stop('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The goals of issue 5 against the figures: [goal, figure, met]. */
export function goals(f: CrashFigures): Array<[goal: string, figure: string, met: boolean]> {
  const l = f.ledger
  return [
    [
      'no acknowledged operation lost',
      `${f.lost.length} lost of ${f.acknowledged}`,
      f.lost.length === 0 && f.acknowledged > 0,
    ],
    ['PRAGMA integrity_check = ok', f.integrity, f.integrity === 'ok'],
    ['no foreign key violation', String(f.foreignKeys), f.foreignKeys === 0],
    [
      'Σ ledger = balance',
      l
        ? `${l.mismatches.length} mismatches, ${l.brokenChains} broken chains (${l.balances} balances, ${l.ledgerRows} ledger rows)`
        : 'not checked',
      Boolean(l && l.mismatches.length === 0 && l.brokenChains === 0),
    ],
  ]
}
