/**
 * The wallet's tables (db/migrations/009-wallet.sql). Every balance change goes through `move`,
 * which writes the balance and its ledger row together; every operation that moves money is one
 * `db.transaction`, re-checks the balance inside it and, for the requests that carry one, stores
 * the idempotent answer in that same transaction. Amounts are bigint minor units (safeIntegers),
 * so nothing passes through a float. Every statement about a user's rows filters by `user_id`.
 */
import type Database from 'better-sqlite3'
import { accountCodes, type LedgerType, type WalletAccount } from '../../../src/api/contract/wallet'
import { requestFingerprint } from '../../../src/api/contract/request-fingerprint'
import { Refusal } from '../refusal'

export interface WalletCurrencyRow {
  id: number
  name: string
  decimal_scale: number
  is_legal: number
  is_lever: number
  is_match: number
  is_micro: number
  is_charge: number
  is_withdraw: number
  is_transfer: number
  withdraw_fee: string
  withdraw_min: string
}

export interface BalanceRow {
  currency_id: number
  account: number
  available: bigint
  locked: bigint
}

export interface LedgerRow {
  id: number
  user_id: number
  currency_id: number
  currency_name: string
  decimal_scale: number
  account: number
  available_delta: bigint
  locked_delta: bigint
  available_after: bigint
  locked_after: bigint
  type: LedgerType
  reference_id: number | null
  created_at: number
}

export interface ClaimRow {
  id: number
  oid: string
  user_id: number
  currency_id: number
  currency_name: string
  decimal_scale: number
  network: string
  amount: bigint
  user_account: string
  status: 1 | 2 | 3
  reason: string
  created_at: number
  reviewed_at: number | null
}

export interface WithdrawalRow {
  id: number
  user_id: number
  currency_id: number
  currency_name: string
  decimal_scale: number
  type: 0 | 1 | 2
  number: bigint
  fee: bigint
  destination: string
  label: string
  network: string
  btc_value: bigint
  status: 1 | 2 | 3
  reason: string
  created_at: number
  reviewed_at: number | null
}

export interface TransferRow {
  id: number
  user_id: number
  currency_id: number
  currency_name: string
  decimal_scale: number
  number: bigint
  from_account: number
  to_account: number
  created_at: number
}

export interface QuoteRow {
  id: string
  user_id: number
  from_currency_id: number
  to_currency_id: number
  from_price: string
  to_price: string
  fee_percent: string
  created_at: number
  expires_at: number
}

export interface ConversionRow {
  id: number
  user_id: number
  from_currency_id: number
  to_currency_id: number
  number: bigint
  fee: bigint
  to_amount: bigint
  from_price: string
  to_price: string
  fee_percent: string
  quote_id: string
  created_at: number
}

/** One balance change: deltas in units, applied to one account of one currency. */
export interface Move {
  userId: number
  currencyId: number
  account: WalletAccount
  available: bigint
  locked: bigint
  type: LedgerType
  referenceId: number | null
}

export interface Idempotent {
  key: string
  endpoint: string
  fingerprint: string
}

/** The idempotency record of `request` (its key, and its fingerprint) at `endpoint`. */
export const idempotent = (endpoint: string, request: { idempotency_key: string }): Idempotent => ({
  key: request.idempotency_key,
  endpoint,
  fingerprint: requestFingerprint(request),
})

/** bigint columns back to numbers where they are ids, counts or times. */
function ints<T extends object>(row: T, keys: ReadonlyArray<keyof T>): T {
  const out = { ...row } as Record<keyof T, unknown>
  for (const k of keys) if (typeof out[k] === 'bigint') out[k] = Number(out[k])
  return out as T
}
const LEDGER_INTS = [
  'id',
  'user_id',
  'currency_id',
  'decimal_scale',
  'account',
  'reference_id',
  'created_at',
] as const
const CLAIM_INTS = [
  'id',
  'user_id',
  'currency_id',
  'decimal_scale',
  'status',
  'created_at',
  'reviewed_at',
] as const
const WITHDRAWAL_INTS = [
  'id',
  'user_id',
  'currency_id',
  'decimal_scale',
  'type',
  'status',
  'created_at',
  'reviewed_at',
] as const
const TRANSFER_INTS = [
  'id',
  'user_id',
  'currency_id',
  'decimal_scale',
  'from_account',
  'to_account',
  'created_at',
] as const
const CONVERSION_INTS = [
  'id',
  'user_id',
  'from_currency_id',
  'to_currency_id',
  'created_at',
] as const

export function walletRepository(db: Database.Database) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) => {
    const statement = db.prepare<P, R>(sql)
    statement.safeIntegers(true)
    return statement
  }

  const currencies = db.prepare<[], WalletCurrencyRow>(
    `SELECT id, name, decimal_scale, is_legal, is_lever, is_match, is_micro, is_charge, is_withdraw,
       is_transfer, withdraw_fee, withdraw_min FROM currencies WHERE is_wallet = 1 ORDER BY sort, id`,
  )
  const balancesOf = prepare<[number], BalanceRow>(
    'SELECT currency_id, account, available, locked FROM balances WHERE user_id = ?',
  )
  const balance = prepare<[number, number, number], { available: bigint; locked: bigint }>(
    'SELECT available, locked FROM balances WHERE user_id = ? AND currency_id = ? AND account = ?',
  )
  const upsertBalance = prepare(
    `INSERT INTO balances (user_id, currency_id, account, available, locked)
     VALUES (@user_id, @currency_id, @account, @available, @locked)
     ON CONFLICT (user_id, currency_id, account) DO UPDATE SET
       available = excluded.available, locked = excluded.locked`,
  )
  const insertLedger = prepare(
    `INSERT INTO ledger (user_id, currency_id, account, available_delta, locked_delta,
       available_after, locked_after, type, reference_id, created_at)
     VALUES (@user_id, @currency_id, @account, @available_delta, @locked_delta, @available_after,
       @locked_after, @type, @reference_id, @created_at)`,
  )
  const LEDGER_SELECT = `SELECT l.*, c.name AS currency_name, c.decimal_scale FROM ledger l
    JOIN currencies c ON c.id = l.currency_id`
  const ledgerFilter = `l.user_id = @user_id AND (@currency IS NULL OR l.currency_id = @currency)
    AND (@account IS NULL OR l.account = @account) AND (@type IS NULL OR l.type = @type)`
  const ledgerPage = prepare<object, LedgerRow>(
    `${LEDGER_SELECT} WHERE ${ledgerFilter} ORDER BY l.id DESC LIMIT @limit OFFSET @offset`,
  )
  const ledgerCount = prepare<object, { n: bigint }>(
    `SELECT COUNT(*) AS n FROM ledger l WHERE ${ledgerFilter}`,
  )

  const findKey = db.prepare<
    [number, string],
    { endpoint: string; fingerprint: string; response: string }
  >('SELECT endpoint, fingerprint, response FROM idempotency WHERE user_id = ? AND key = ?')
  const saveKey = db.prepare(
    `INSERT INTO idempotency (user_id, key, endpoint, fingerprint, response, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )

  const CLAIM_SELECT = `SELECT d.*, c.name AS currency_name, c.decimal_scale FROM deposit_claims d
    JOIN currencies c ON c.id = d.currency_id`
  const insertClaim = prepare(
    `INSERT INTO deposit_claims (oid, user_id, currency_id, network, amount, user_account, created_at)
     VALUES (@oid, @user_id, @currency_id, @network, @amount, @user_account, @created_at)`,
  )
  const claimById = prepare<[number], ClaimRow>(`${CLAIM_SELECT} WHERE d.id = ?`)
  const claimsOf = prepare<[number, number, number], ClaimRow>(
    `${CLAIM_SELECT} WHERE d.user_id = ? ORDER BY d.id DESC LIMIT ? OFFSET ?`,
  )
  const countClaims = prepare<[number], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM deposit_claims WHERE user_id = ?',
  )
  const decideClaim = prepare(
    'UPDATE deposit_claims SET status = @status, reason = @reason, reviewed_at = @now WHERE id = @id AND status = 1',
  )
  const dueClaims = prepare<[number], { id: bigint }>(
    'SELECT id FROM deposit_claims WHERE status = 1 AND created_at <= ? ORDER BY id',
  )

  const WITHDRAWAL_SELECT = `SELECT w.*, c.name AS currency_name, c.decimal_scale FROM withdrawals w
    JOIN currencies c ON c.id = w.currency_id`
  const insertWithdrawal = prepare(
    `INSERT INTO withdrawals (user_id, currency_id, type, number, fee, destination, label, network,
       btc_value, created_at)
     VALUES (@user_id, @currency_id, @type, @number, @fee, @destination, @label, @network, @btc_value, @created_at)`,
  )
  const withdrawalById = prepare<[number], WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE w.id = ?`)
  const withdrawalsOf = prepare<[number, number, number], WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.user_id = ? ORDER BY w.id DESC LIMIT ? OFFSET ?`,
  )
  const countWithdrawals = prepare<[number], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM withdrawals WHERE user_id = ?',
  )
  const windowValue = prepare<[number, number], { v: bigint | null }>(
    'SELECT SUM(btc_value) AS v FROM withdrawals WHERE user_id = ? AND created_at > ? AND status IN (1, 2)',
  )
  const decideWithdrawal = prepare(
    'UPDATE withdrawals SET status = @status, reason = @reason, reviewed_at = @now WHERE id = @id AND status = 1',
  )

  const TRANSFER_SELECT = `SELECT t.*, c.name AS currency_name, c.decimal_scale FROM fund_transfers t
    JOIN currencies c ON c.id = t.currency_id`
  const insertTransfer = prepare(
    `INSERT INTO fund_transfers (user_id, currency_id, number, from_account, to_account, created_at)
     VALUES (@user_id, @currency_id, @number, @from_account, @to_account, @created_at)`,
  )
  const transferById = prepare<[number], TransferRow>(`${TRANSFER_SELECT} WHERE t.id = ?`)
  const transfersOf = prepare<[number, number, number], TransferRow>(
    `${TRANSFER_SELECT} WHERE t.user_id = ? ORDER BY t.id DESC LIMIT ? OFFSET ?`,
  )
  const countTransfers = prepare<[number], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM fund_transfers WHERE user_id = ?',
  )

  const insertQuote = db.prepare(
    `INSERT INTO conversion_quotes (id, user_id, from_currency_id, to_currency_id, from_price, to_price,
       fee_percent, created_at, expires_at)
     VALUES (@id, @user_id, @from_currency_id, @to_currency_id, @from_price, @to_price, @fee_percent,
       @created_at, @expires_at)`,
  )
  const purgeQuotes = db.prepare('DELETE FROM conversion_quotes WHERE expires_at < ?')
  const quoteById = db.prepare<[string, number], QuoteRow>(
    'SELECT * FROM conversion_quotes WHERE id = ? AND user_id = ?',
  )
  const insertConversion = prepare(
    `INSERT INTO conversions (user_id, from_currency_id, to_currency_id, number, fee, to_amount,
       from_price, to_price, fee_percent, quote_id, created_at)
     VALUES (@user_id, @from_currency_id, @to_currency_id, @number, @fee, @to_amount, @from_price,
       @to_price, @fee_percent, @quote_id, @created_at)`,
  )
  const conversionById = prepare<[number], ConversionRow>('SELECT * FROM conversions WHERE id = ?')
  const lastConversion = db.prepare<[number], { at: number | null }>(
    'SELECT MAX(created_at) AS at FROM conversions WHERE user_id = ?',
  )

  const failures = db.prepare<[number], { failures: number; locked_until: number | null }>(
    'SELECT failures, locked_until FROM pay_password_failures WHERE user_id = ?',
  )
  const putFailures = db.prepare(
    `INSERT INTO pay_password_failures (user_id, failures, locked_until) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until`,
  )
  const clearFailures = db.prepare('DELETE FROM pay_password_failures WHERE user_id = ?')

  /** Applies one change and appends its ledger row; refuses what would go below zero. */
  function move(m: Move, now: number): { available: bigint; locked: bigint } {
    const account = accountCodes[m.account]
    const before = balance.get(m.userId, m.currencyId, account) ?? { available: 0n, locked: 0n }
    const after = { available: before.available + m.available, locked: before.locked + m.locked }
    if (after.available < 0n || after.locked < 0n) throw new Refusal('insufficientBalance')
    upsertBalance.run({ user_id: m.userId, currency_id: m.currencyId, account, ...after })
    insertLedger.run({
      user_id: m.userId,
      currency_id: m.currencyId,
      account,
      available_delta: m.available,
      locked_delta: m.locked,
      available_after: after.available,
      locked_after: after.locked,
      type: m.type,
      reference_id: m.referenceId,
      created_at: now,
    })
    return after
  }

  /** The stored answer of (user, key), or undefined; a different request under the key is a conflict. */
  function stored<T>(userId: number, req: Idempotent): T | undefined {
    const row = findKey.get(userId, req.key)
    if (!row) return undefined
    if (row.endpoint !== req.endpoint || row.fingerprint !== req.fingerprint) {
      throw new Refusal('idempotencyConflict')
    }
    return JSON.parse(row.response) as T
  }

  /**
   * Runs `work` in one transaction with the idempotency record: a stored answer is returned
   * without running it again; otherwise its answer is stored before the transaction commits.
   */
  function once<T>(
    userId: number,
    req: Idempotent,
    now: number,
    work: () => T,
  ): { answer: T; replayed: boolean } {
    return db
      .transaction(() => {
        const previous = stored<T>(userId, req)
        if (previous !== undefined) return { answer: previous, replayed: true }
        const answer = work()
        saveKey.run(userId, req.key, req.endpoint, req.fingerprint, JSON.stringify(answer), now)
        return { answer, replayed: false }
      })
      .immediate()
  }

  const idOf = (info: Database.RunResult) => Number(info.lastInsertRowid)

  return {
    currencies: () => currencies.all(),
    currency: (id: number) => currencies.all().find((c) => c.id === id),
    balancesOf: (userId: number) =>
      balancesOf.all(userId).map((r) => ints(r, ['currency_id', 'account'])),
    balance: (userId: number, currencyId: number, account: WalletAccount) =>
      balance.get(userId, currencyId, accountCodes[account]) ?? { available: 0n, locked: 0n },
    move,
    stored,
    once,

    ledger(
      userId: number,
      filter: { currency?: number; account?: WalletAccount; type?: LedgerType },
      limit: number,
      offset: number,
    ) {
      const params = {
        user_id: userId,
        currency: filter.currency ?? null,
        account: filter.account ? accountCodes[filter.account] : null,
        type: filter.type ?? null,
      }
      return {
        rows: ledgerPage.all({ ...params, limit, offset }).map((r) => ints(r, LEDGER_INTS)),
        total: Number(ledgerCount.get(params)!.n),
      }
    },

    /* deposit claims */
    addClaim(
      c: {
        user_id: number
        currency_id: number
        network: string
        amount: bigint
        user_account: string
      },
      now: number,
    ): ClaimRow {
      const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14)
      const temp = `CZ${stamp}-${Math.random().toString(36).slice(2)}`
      const id = idOf(insertClaim.run({ ...c, oid: temp, created_at: now }))
      db.prepare('UPDATE deposit_claims SET oid = ? WHERE id = ?').run(
        `CZ${stamp}${String(id).padStart(6, '0')}`,
        id,
      )
      return ints(claimById.get(id)!, CLAIM_INTS)
    },
    claim: (id: number) => {
      const row = claimById.get(id)
      return row && ints(row, CLAIM_INTS)
    },
    claims: (userId: number, limit: number, offset: number) => ({
      rows: claimsOf.all(userId, limit, offset).map((r) => ints(r, CLAIM_INTS)),
      total: Number(countClaims.get(userId)!.n),
    }),
    /** Credits (change, available) or rejects a pending claim; null when it is not pending. */
    reviewClaim: db.transaction(
      (id: number, approve: boolean, reason: string, now: number): ClaimRow | null => {
        const claim = claimById.get(id)
        if (!claim) throw new Refusal('notFound')
        if (Number(claim.status) !== 1) return null
        decideClaim.run({ id, status: approve ? 2 : 3, reason: approve ? '' : reason, now })
        if (approve) {
          move(
            {
              userId: Number(claim.user_id),
              currencyId: Number(claim.currency_id),
              account: 'change',
              available: claim.amount,
              locked: 0n,
              type: 'deposit',
              referenceId: id,
            },
            now,
          )
        }
        return ints(claimById.get(id)!, CLAIM_INTS)
      },
    ),
    dueClaims: (cutoff: number) => dueClaims.all(cutoff).map((r) => Number(r.id)),

    /* withdrawals */
    /** BTC value (satoshis) of the user's pending and approved withdrawals made after `since`. */
    windowValue: (userId: number, since: number) => BigInt(windowValue.get(userId, since)?.v ?? 0n),
    /** Locks `number` (available → locked, change) and records the withdrawal under review. */
    addWithdrawal(
      w: {
        user_id: number
        currency_id: number
        type: 0 | 1 | 2
        number: bigint
        fee: bigint
        destination: string
        label: string
        network: string
        btc_value: bigint
      },
      now: number,
    ): WithdrawalRow {
      const id = idOf(insertWithdrawal.run({ ...w, created_at: now }))
      move(
        {
          userId: w.user_id,
          currencyId: w.currency_id,
          account: 'change',
          available: -w.number,
          locked: w.number,
          type: 'withdrawLock',
          referenceId: id,
        },
        now,
      )
      return ints(withdrawalById.get(id)!, WITHDRAWAL_INTS)
    },
    withdrawal: (id: number) => {
      const row = withdrawalById.get(id)
      return row && ints(row, WITHDRAWAL_INTS)
    },
    withdrawals: (userId: number, limit: number, offset: number) => ({
      rows: withdrawalsOf.all(userId, limit, offset).map((r) => ints(r, WITHDRAWAL_INTS)),
      total: Number(countWithdrawals.get(userId)!.n),
    }),
    /** Approve: the locked number leaves; reject: it returns to available. Null when not pending. */
    reviewWithdrawal: db.transaction(
      (id: number, approve: boolean, reason: string, now: number): WithdrawalRow | null => {
        const w = withdrawalById.get(id)
        if (!w) throw new Refusal('notFound')
        if (Number(w.status) !== 1) return null
        decideWithdrawal.run({ id, status: approve ? 2 : 3, reason: approve ? '' : reason, now })
        const base = {
          userId: Number(w.user_id),
          currencyId: Number(w.currency_id),
          account: 'change' as const,
          referenceId: id,
        }
        if (approve)
          move({ ...base, available: 0n, locked: -w.number, type: 'withdrawApprove' }, now)
        else move({ ...base, available: w.number, locked: -w.number, type: 'withdrawReject' }, now)
        return ints(withdrawalById.get(id)!, WITHDRAWAL_INTS)
      },
    ),

    /* fund transfers */
    addTransfer(
      t: {
        user_id: number
        currency_id: number
        number: bigint
        from: WalletAccount
        to: WalletAccount
      },
      now: number,
    ): TransferRow {
      const id = idOf(
        insertTransfer.run({
          user_id: t.user_id,
          currency_id: t.currency_id,
          number: t.number,
          from_account: accountCodes[t.from],
          to_account: accountCodes[t.to],
          created_at: now,
        }),
      )
      const base = { userId: t.user_id, currencyId: t.currency_id, locked: 0n, referenceId: id }
      move({ ...base, account: t.from, available: -t.number, type: 'transferOut' }, now)
      move({ ...base, account: t.to, available: t.number, type: 'transferIn' }, now)
      return ints(transferById.get(id)!, TRANSFER_INTS)
    },
    transfers: (userId: number, limit: number, offset: number) => ({
      rows: transfersOf.all(userId, limit, offset).map((r) => ints(r, TRANSFER_INTS)),
      total: Number(countTransfers.get(userId)!.n),
    }),

    /* conversions */
    addQuote(q: QuoteRow): QuoteRow {
      purgeQuotes.run(q.created_at - 60_000)
      insertQuote.run(q)
      return q
    },
    quote: (userId: number, id: string) => quoteById.get(id, userId),
    lastConversionAt: (userId: number) => lastConversion.get(userId)?.at ?? null,
    /** Debits number (convertOut) and fee (convertFee), credits to_amount (convertIn), all on change. */
    addConversion(c: Omit<ConversionRow, 'id' | 'created_at'>, now: number): ConversionRow {
      const id = idOf(insertConversion.run({ ...c, created_at: now }))
      const from = {
        userId: c.user_id,
        currencyId: c.from_currency_id,
        account: 'change' as const,
        locked: 0n,
        referenceId: id,
      }
      move({ ...from, available: -c.number, type: 'convertOut' }, now)
      if (c.fee > 0n) move({ ...from, available: -c.fee, type: 'convertFee' }, now)
      move(
        {
          userId: c.user_id,
          currencyId: c.to_currency_id,
          account: 'change',
          available: c.to_amount,
          locked: 0n,
          type: 'convertIn',
          referenceId: id,
        },
        now,
      )
      return ints(conversionById.get(id)!, CONVERSION_INTS)
    },

    /* pay password failures */
    payPasswordLockedUntil(userId: number, now: number): number | null {
      const row = failures.get(userId)
      return row?.locked_until && row.locked_until > now ? row.locked_until : null
    },
    /** Counts a wrong pay password; the max-th in a row locks until now + lockMs. */
    payPasswordFailed(userId: number, now: number, max: number, lockMs: number): void {
      const row = failures.get(userId)
      const count = row && !(row.locked_until && row.locked_until <= now) ? row.failures + 1 : 1
      putFailures.run(userId, count >= max ? 0 : count, count >= max ? now + lockMs : null)
    },
    payPasswordPassed: (userId: number) => void clearFailures.run(userId),
  }
}

export type WalletRepository = ReturnType<typeof walletRepository>

export interface LedgerMismatch {
  user_id: number
  currency_id: number
  account: number
  available: bigint
  locked: bigint
  ledger_available: bigint
  ledger_locked: bigint
}

/**
 * Σ ledger = balance for every (user, currency, account), both ways round, and every ledger row's
 * `*_after` follows from the previous one. Returns what does not add up (nothing, always).
 */
export function ledgerSums(db: Database.Database): {
  balances: number
  ledgerRows: number
  mismatches: LedgerMismatch[]
  brokenChains: number
} {
  const mismatches = db
    .prepare<[], LedgerMismatch>(
      `WITH sums AS (
         SELECT user_id, currency_id, account, SUM(available_delta) AS a, SUM(locked_delta) AS l
         FROM ledger GROUP BY user_id, currency_id, account)
       SELECT b.user_id, b.currency_id, b.account, b.available, b.locked,
              COALESCE(s.a, 0) AS ledger_available, COALESCE(s.l, 0) AS ledger_locked
         FROM balances b LEFT JOIN sums s USING (user_id, currency_id, account)
        WHERE b.available <> COALESCE(s.a, 0) OR b.locked <> COALESCE(s.l, 0)
       UNION ALL
       SELECT s.user_id, s.currency_id, s.account, 0, 0, s.a, s.l
         FROM sums s LEFT JOIN balances b USING (user_id, currency_id, account)
        WHERE b.user_id IS NULL`,
    )
    .safeIntegers(true)
    .all()
    .map((r) => ints(r, ['user_id', 'currency_id', 'account']))
  const brokenChains = db
    .prepare<[], { n: number }>(
      `SELECT COUNT(*) AS n FROM (
         SELECT available_after - available_delta - COALESCE(LAG(available_after) OVER w, 0) AS da,
                locked_after - locked_delta - COALESCE(LAG(locked_after) OVER w, 0) AS dl
           FROM ledger WINDOW w AS (PARTITION BY user_id, currency_id, account ORDER BY id))
        WHERE da <> 0 OR dl <> 0`,
    )
    .get()!.n
  const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()!.n
  return {
    balances: count('SELECT COUNT(*) AS n FROM balances'),
    ledgerRows: count('SELECT COUNT(*) AS n FROM ledger'),
    mismatches,
    brokenChains,
  }
}
