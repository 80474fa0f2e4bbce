/**
 * The spot crash run (issue 12), used by spot-crash.test.ts: the real sandbox process (its matcher
 * on its timer, the system clock) under concurrent placements, market orders and cancels close to
 * the price, so that the matcher fills orders while the load runs; SIGKILLed mid-load, started
 * again on the same database, and checked:
 * - every acknowledged placement, sent again with its idempotency key, answers exactly the first
 *   answer, and its order exists; every acknowledged cancel left its order cancelled;
 * - placements in flight at the kill committed whole (key, order and lock) or left no trace;
 * - nothing is half-applied: each order has exactly the ledger rows of its status (open: lock;
 *   filled: lock, spend and receipt; cancelled: lock and unlock), each user's locked balance is the
 *   sum of their open orders' locks, and the ledger sums to every balance;
 * - the restarted matcher resumes: its stored tick moves on.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import Database from 'better-sqlite3'
import { ledgerSums } from '../src/repositories/wallet'
import { Sandbox, freePort } from './wallet-crash-runner'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
type Answer = { type: string; code?: string; message: unknown }
type Fields = Record<string, string>

function api(sandbox: Sandbox) {
  return async (method: 'GET' | 'POST' | 'PUT', path: string, fields: Fields, token?: string) => {
    const body = new URLSearchParams({ lang: 'en', ...fields }).toString()
    const get = method === 'GET'
    const response = await fetch(`${sandbox.url}/api/${path}${get ? `?${body}` : ''}`, {
      method,
      headers: {
        ...(get ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(token ? { authorization: token } : {}),
      },
      body: get ? undefined : body,
    })
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
    return (await response.json()) as Answer
  }
}

interface Placed {
  token: string
  fields: Fields
  answer: Answer
}

export interface SpotCrashFigures {
  sent: number
  placed: number
  cancelled: number
  filledBeforeKill: number
  inFlight: number
  committed: number
  lost: unknown[]
  halfApplied: unknown[]
  lockMismatches: number
  ledgerMismatches: number
  integrity: string
  matcherResumed: boolean
}

export async function runSpotCrash({
  loadMs = 1500,
  clients = 12,
} = {}): Promise<SpotCrashFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'spot-crash-'))
  const dbFile = join(dir, 'sandbox.db')
  const sandbox = new Sandbox(await freePort(), dbFile)
  const call = api(sandbox)
  try {
    await sandbox.start(true)
    const tokens: string[] = []
    for (const user of ['lv1', 'lv2', 'trader', 'demo']) {
      const login = await call('POST', 'user/login', {
        type: '1',
        user_string: `${user}@sandbox.test`,
        password: 'demo1234',
      })
      tokens.push(login.message as string)
    }
    const price = async () => {
      const info = await call('GET', 'currency/quotation_new', {})
      const groups = info.message as Array<{
        quotation: Array<{ symbol: string; now_price: string }>
      }>
      return Number(groups[0]!.quotation.find((q) => q.symbol === 'BTC/USDT')!.now_price)
    }
    const market = await price()

    const placed: Placed[] = []
    const cancelled: number[] = []
    const inFlight: Fields[] = []
    let sent = 0
    let seq = 0
    const until = { stopped: false }
    async function worker(w: number) {
      const token = tokens[w % tokens.length]!
      while (!until.stopped) {
        const roll = Math.random()
        const mine = placed.filter((p) => p.token === token && p.answer.type === 'ok')
        let fields: Fields | null = null
        try {
          if (roll < 0.2 && mine.length) {
            const order = mine[Math.floor(Math.random() * mine.length)]!.answer.message as {
              id: number
            }
            const answer = await call('PUT', 'coin/trade', { id: String(order.id) }, token)
            if (answer.type === 'ok') cancelled.push(order.id)
            continue
          }
          const side = Math.random() < 0.5 ? 1 : 2
          fields = {
            currency_id: '1',
            legal_id: '3',
            type: String(side),
            amount: '0.001',
            idempotency_key: `spot-crash-${process.pid}-${++seq}`,
          }
          if (roll < 0.3) fields.order_type = 'market'
          else {
            // a little inside or outside the price: the matcher fills many within seconds
            const away = (Math.random() * 6 - 1) / 10_000
            fields.target_price = (market * (side === 1 ? 1 - away : 1 + away)).toFixed(2)
          }
          sent++
          const answer = await call('POST', 'coin/trade', fields, token)
          if (answer.type === 'ok') placed.push({ token, fields, answer })
        } catch (error) {
          if (!until.stopped) throw error
          if (fields) inFlight.push(fields)
          return
        }
      }
    }
    const done = Promise.all(Array.from({ length: clients }, (_, i) => worker(i)))
    await sleep(loadMs)
    until.stopped = true
    await sandbox.stop('SIGKILL')
    await done

    const read = () => new Database(dbFile, { readonly: true, fileMustExist: true })
    let db = read()
    const key = db.prepare<[string], { response: string }>(
      'SELECT response FROM idempotency WHERE key = ?',
    )
    const committed = inFlight.filter((f) => key.get(f.idempotency_key!)).length
    const filledBeforeKill = db
      .prepare('SELECT COUNT(*) FROM spot_orders WHERE status = 2 AND kind = ?')
      .pluck()
      .get('limit') as number
    const tickBefore = db.prepare('SELECT tick FROM spot_matcher').pluck().get() as
      number | undefined
    db.close()

    await sandbox.start(false)
    const lost: unknown[] = []
    for (const p of placed) {
      const again = await call('POST', 'coin/trade', p.fields, p.token)
      if (!isDeepStrictEqual(again, p.answer)) lost.push({ first: p.answer, again })
    }
    await sleep(2500)
    await sandbox.stop('SIGTERM')

    db = read()
    const status = db.prepare<[number], { status: number }>(
      'SELECT status FROM spot_orders WHERE id = ?',
    )
    for (const id of cancelled) if (status.get(id)?.status !== 3) lost.push({ cancelled: id })
    for (const p of placed) {
      const id = (p.answer.message as { id: number }).id
      if (!status.get(id)) lost.push({ placed: id })
    }
    const expected: Record<number, string> = {
      1: 'orderLock',
      2: 'orderLock,orderSpend,orderReceive',
      3: 'orderLock,orderUnlock',
    }
    const halfApplied = db
      .prepare(
        `SELECT o.id, o.status, o.kind,
           (SELECT GROUP_CONCAT(type) FROM (SELECT type FROM ledger l
             WHERE l.reference_id = o.id AND l.type LIKE 'order%' ORDER BY l.id)) AS types
         FROM spot_orders o`,
      )
      .all()
      .filter((o) => {
        const row = o as { status: number; types: string }
        return row.types !== expected[row.status]
      })
    const lockMismatches = (
      db
        .prepare(
          `WITH held AS (SELECT user_id, CASE side WHEN 1 THEN legal_id ELSE currency_id END AS c,
              SUM(locked) AS l FROM spot_orders WHERE status = 1 GROUP BY 1, 2)
           SELECT b.user_id FROM balances b LEFT JOIN held h ON h.user_id = b.user_id AND h.c = b.currency_id
            WHERE b.account = 2 AND b.locked <> COALESCE(h.l, 0)
              AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.user_id = b.user_id AND w.status = 1)`,
        )
        .all() as unknown[]
    ).length
    const sums = ledgerSums(db)
    const tickAfter = db.prepare('SELECT tick FROM spot_matcher').pluck().get() as
      number | undefined
    const integrity = String(db.pragma('integrity_check', { simple: true }))
    db.close()
    return {
      sent,
      placed: placed.length,
      cancelled: cancelled.length,
      filledBeforeKill,
      inFlight: inFlight.length,
      committed,
      lost,
      halfApplied,
      lockMismatches,
      ledgerMismatches: sums.mismatches.length + sums.brokenChains,
      integrity,
      matcherResumed: tickAfter !== undefined && tickAfter > (tickBefore ?? 0),
    }
  } finally {
    await sandbox.stop('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
}
