/**
 * The futures crash run (issue 13), used by lever-crash.test.ts: the real sandbox process (its
 * watcher on its timer, the system clock and the engine's walk) under concurrent market openings
 * with a take-profit and a stop-loss a few price steps away (so the watcher closes many within
 * seconds), manual closes and batch closes; SIGKILLed mid-load, started again on the same
 * database, and checked:
 * - every acknowledged opening, sent again with its idempotency key, answers exactly the first
 *   answer; every acknowledged close (one or batch) left its positions closed;
 * - nothing is half-applied: each position has exactly the ledger rows of its status (open:
 *   margin and fee; closed: margin, fee and settlement, with its reason, price and tick), each
 *   user's locked lever balance is Σ margin of their live positions, the ledger sums to every
 *   balance, and SQLite's integrity_check is ok;
 * - the restarted watcher resumes: its stored tick moves on.
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
  return async (path: string, fields: Fields, token?: string) => {
    const response = await fetch(`${sandbox.url}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token ? { authorization: token } : {}),
      },
      body: new URLSearchParams({ lang: 'en', ...fields }).toString(),
    })
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
    return (await response.json()) as Answer
  }
}

interface Opened {
  token: string
  fields: Fields
  answer: Answer
}
interface Position {
  id: number
  price: string
  update_price: string
  type: number
}

export interface LeverCrashFigures {
  sent: number
  opened: number
  closedByUser: number
  batchClosed: number
  watcherClosedBeforeKill: number
  watcherClosedAfter: number
  inFlight: number
  lost: unknown[]
  halfApplied: unknown[]
  lockMismatches: number
  ledgerMismatches: number
  integrity: string
  watcherResumed: boolean
}

export async function runLeverCrash({
  loadMs = 2500,
  clients = 12,
} = {}): Promise<LeverCrashFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'lever-crash-'))
  const dbFile = join(dir, 'sandbox.db')
  const sandbox = new Sandbox(await freePort(), dbFile)
  const call = api(sandbox)
  let seq = 0
  const key = (what: string) => `lever-crash-${process.pid}-${what}-${++seq}`
  try {
    await sandbox.start(true)
    const tokens: string[] = []
    for (const user of ['lv1', 'lv2', 'trader', 'demo']) {
      const login = await call('user/login', {
        type: '1',
        user_string: `${user}@sandbox.test`,
        password: 'demo1234',
      })
      const token = login.message as string
      const moved = await call(
        'wallet/change',
        {
          currency_id: '3',
          number: '3000',
          from_field: 'change',
          to_field: 'lever',
          idempotency_key: key('fund'),
        },
        token,
      )
      if (moved.type !== 'ok') throw new Error(`funding ${user}: ${JSON.stringify(moved)}`)
      tokens.push(token)
    }

    const opened: Opened[] = []
    const closed: number[] = []
    const live = new Map<string, Position[]>()
    const inFlight: Fields[] = []
    let sent = 0
    let batchClosed = 0
    const until = { stopped: false }
    /** A take-profit and a stop-loss a few steps beyond the open price and the mark. */
    const stops = (p: Position) => {
      const hi = Math.max(Number(p.price), Number(p.update_price))
      const lo = Math.min(Number(p.price), Number(p.update_price))
      const f = 0.00001 + Math.random() * 0.00004
      const up = (hi * (1 + f)).toFixed(2)
      const down = (lo * (1 - f)).toFixed(2)
      return p.type === 1 ? [up, down] : [down, up]
    }
    async function worker(w: number) {
      const token = tokens[w % tokens.length]!
      const mine = live.get(token) ?? []
      live.set(token, mine)
      while (!until.stopped) {
        const roll = Math.random()
        let fields: Fields | null = null
        try {
          if (roll < 0.15 && mine.length) {
            const p = mine.splice(Math.floor(Math.random() * mine.length), 1)[0]!
            const answer = await call(
              'lever/close',
              { id: String(p.id), idempotency_key: key('close') },
              token,
            )
            if (answer.type === 'ok') closed.push(p.id)
            continue
          }
          if (roll < 0.22) {
            const answer = await call(
              'lever/batch_close',
              { type: String(Math.floor(Math.random() * 3)), idempotency_key: key('batch') },
              token,
            )
            if (answer.type === 'ok') {
              const ids = (answer.message as { ids: number[] }).ids
              closed.push(...ids)
              batchClosed += ids.length
            }
            continue
          }
          fields = {
            currency_id: '1',
            legal_id: '3',
            type: Math.random() < 0.5 ? '1' : '2',
            status: '1',
            multiple: '20',
            share: String(1 + Math.floor(Math.random() * 3)),
            idempotency_key: key('open'),
          }
          sent++
          const answer = await call('lever/submit', fields, token)
          if (answer.type !== 'ok') continue
          opened.push({ token, fields, answer })
          fields = null
          const p = answer.message as Position
          const [tp, sl] = stops(p)
          await call(
            'lever/setstop',
            { id: String(p.id), target_profit_price: tp!, stop_loss_price: sl! },
            token,
          )
          mine.push(p)
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
    const byWatcher =
      "SELECT COUNT(*) FROM lever_positions WHERE close_reason IN ('takeProfit', 'stopLoss', 'liquidation')"
    let db = read()
    const watcherClosedBeforeKill = db.prepare(byWatcher).pluck().get() as number
    const tickBefore = db.prepare('SELECT tick FROM lever_watcher').pluck().get() as
      number | undefined
    db.close()

    await sandbox.start(false)
    const lost: unknown[] = []
    for (const o of opened) {
      const again = await call('lever/submit', o.fields, o.token)
      if (!isDeepStrictEqual(again, o.answer)) lost.push({ first: o.answer, again })
    }
    await sleep(2500)
    await sandbox.stop('SIGTERM')

    db = read()
    const status = db.prepare<[number], { status: number }>(
      'SELECT status FROM lever_positions WHERE id = ?',
    )
    for (const id of closed) if (status.get(id)?.status !== 3) lost.push({ closed: id })
    for (const o of opened) {
      const id = (o.answer.message as { id: number }).id
      if (!status.get(id)) lost.push({ opened: id })
    }
    const expected: Record<number, string> = {
      0: 'leverMargin,leverFee',
      1: 'leverMargin,leverFee',
      3: 'leverMargin,leverFee,leverSettle',
      4: 'leverMargin,leverFee,leverRefund',
    }
    const halfApplied = db
      .prepare(
        `SELECT p.id, p.status, p.close_reason, p.close_tick,
           (SELECT GROUP_CONCAT(type) FROM (SELECT type FROM ledger l
             WHERE l.reference_id = p.id AND l.type LIKE 'lever%' ORDER BY l.id)) AS types
         FROM lever_positions p`,
      )
      .all()
      .filter((o) => {
        const row = o as { status: number; types: string; close_tick: number | null }
        return row.types !== expected[row.status] || (row.status === 3 && !row.close_tick)
      })
    const lockMismatches = (
      db
        .prepare(
          `WITH held AS (SELECT user_id, legal_id AS c, SUM(caution_money) AS l
              FROM lever_positions WHERE status IN (0, 1, 2) GROUP BY 1, 2)
           SELECT b.user_id FROM balances b LEFT JOIN held h ON h.user_id = b.user_id AND h.c = b.currency_id
            WHERE b.account = 3 AND b.locked <> COALESCE(h.l, 0)`,
        )
        .all() as unknown[]
    ).length
    const sums = ledgerSums(db)
    const watcherClosedAfter = db.prepare(byWatcher).pluck().get() as number
    const tickAfter = db.prepare('SELECT tick FROM lever_watcher').pluck().get() as
      number | undefined
    const integrity = String(db.pragma('integrity_check', { simple: true }))
    db.close()
    return {
      sent,
      opened: opened.length,
      closedByUser: closed.length - batchClosed,
      batchClosed,
      watcherClosedBeforeKill,
      watcherClosedAfter,
      inFlight: inFlight.length,
      lost,
      halfApplied,
      lockMismatches,
      ledgerMismatches: sums.mismatches.length + sums.brokenChains,
      integrity,
      watcherResumed: tickAfter !== undefined && tickAfter > (tickBefore ?? 0),
    }
  } finally {
    await sandbox.stop('SIGKILL')
    rmSync(dir, { recursive: true, force: true })
  }
}
