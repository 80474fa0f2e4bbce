/**
 * Copy trading (db/migrations/015-follow.sql; api-reference §10). Traders are users with
 * `is_trader = 1`; their statistics are sums over their OWN positions (order_type 1) and their
 * follower count is COUNT(*) of the active follows of them (§17.9: never a set number). Follows,
 * skipped copies and trader applications are rows here; the money of a copy moves through the
 * lever repository (repositories/lever.ts), never here.
 */
import type Database from 'better-sqlite3'

export type FollowType = 1 | 2
export type FollowCancelReason = 'user' | 'traderRevoked'
export type SkipReason = 'insufficientBalance' | 'lotsOutOfRange' | 'pairClosed'

export interface FollowRow {
  id: number
  user_id: number
  follow_user_id: number
  type: FollowType
  number: string
  status: 1 | 2
  created_at: number
  updated_at: number
  cancelled_at: number | null
  cancel_reason: FollowCancelReason | null
}

export interface FollowSkipRow {
  id: number
  user_id: number
  follow_id: number
  follow_user_id: number
  position_id: number
  lots: number
  /** Margin + fee the copy needed (quote units). */
  cost: bigint
  reason: SkipReason
  created_at: number
}

/** A skipped copy with what the follower is shown of it: the trader and their position. */
export interface FollowSkipView extends FollowSkipRow {
  nickname: string | null
  symbol: string
  side: 1 | 2
  quote_scale: number
}

export interface TraderApplicationRow {
  id: number
  user_id: number
  text: string
  status: 1 | 2 | 3
  reason: string | null
  created_at: number
  reviewed_at: number | null
}

/**
 * A trader as the list and the detail see them: the profile and the raw sums over their own
 * positions (money in quote units of USDT, bigint), from which follow-math computes the rates.
 */
export interface TraderSums {
  id: number
  nickname: string | null
  head_portrait: string | null
  signature: string | null
  is_trader: number
  /** Closed own positions, and those of them with P/L > 0. */
  closed_count: number
  win_count: number
  /** Σ fact_profits and Σ origin margin of the closed own positions. */
  total_profits: bigint
  total_margin: bigint
  /** Own positions by side (every status but cancelled), open ones, and all of them. */
  long_count: number
  short_count: number
  position_count: number
  total_count: number
  /** Active follows of them. */
  follow_num: number
}

const TRADER_SUMS = `SELECT u.id, u.nickname, u.head_portrait, u.signature, u.is_trader,
    COALESCE(s.closed_count, 0) AS closed_count, COALESCE(s.win_count, 0) AS win_count,
    COALESCE(s.total_profits, 0) AS total_profits, COALESCE(s.total_margin, 0) AS total_margin,
    COALESCE(s.long_count, 0) AS long_count, COALESCE(s.short_count, 0) AS short_count,
    COALESCE(s.position_count, 0) AS position_count, COALESCE(s.total_count, 0) AS total_count,
    (SELECT COUNT(*) FROM follows f WHERE f.follow_user_id = u.id AND f.status = 1) AS follow_num
  FROM users u LEFT JOIN (
    SELECT user_id,
      SUM(status = 3) AS closed_count,
      SUM(status = 3 AND fact_profits > 0) AS win_count,
      SUM(CASE WHEN status = 3 THEN fact_profits ELSE 0 END) AS total_profits,
      SUM(CASE WHEN status = 3 THEN origin_caution_money ELSE 0 END) AS total_margin,
      SUM(side = 1 AND status IN (1, 2, 3)) AS long_count,
      SUM(side = 2 AND status IN (1, 2, 3)) AS short_count,
      SUM(status IN (1, 2)) AS position_count,
      SUM(status IN (1, 2, 3)) AS total_count
    FROM lever_positions WHERE order_type = 1 AND legal_id = 3 GROUP BY user_id
  ) s ON s.user_id = u.id`

const SUM_INTS = [
  'id',
  'is_trader',
  'closed_count',
  'win_count',
  'long_count',
  'short_count',
  'position_count',
  'total_count',
  'follow_num',
] as const

function sums(r: Record<string, unknown>): TraderSums {
  const out = { ...r }
  for (const k of SUM_INTS) out[k] = Number(out[k] ?? 0)
  for (const k of ['total_profits', 'total_margin']) out[k] = BigInt(out[k] as bigint | number)
  return out as unknown as TraderSums
}

/** Integer columns as numbers (ids, times, codes); `cost` stays bigint money. */
function ints<T>(r: Record<string, unknown> | undefined): T | undefined {
  if (!r) return undefined
  const out = { ...r }
  for (const [k, v] of Object.entries(out))
    if (typeof v === 'bigint' && k !== 'cost') out[k] = Number(v)
  return out as T
}

export function followRepository(db: Database.Database) {
  const prepare = <P extends unknown[] | object, R = unknown>(sql: string) =>
    db.prepare<P, R>(sql).safeIntegers(true)

  const traderPage = prepare<[number, number], Record<string, unknown>>(
    `${TRADER_SUMS} WHERE u.is_trader = 1 ORDER BY total_profits DESC, u.id LIMIT ? OFFSET ?`,
  )
  const traderCount = prepare<[], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM users WHERE is_trader = 1',
  )
  const traderOf = prepare<[number], Record<string, unknown>>(`${TRADER_SUMS} WHERE u.id = ?`)
  const isTrader = db.prepare<[number], { is_trader: number }>(
    'SELECT is_trader FROM users WHERE id = ?',
  )
  const traderIds = db.prepare<[], { id: number }>(
    'SELECT id FROM users WHERE is_trader = 1 ORDER BY id',
  )
  const followOf = prepare<[number, number], Record<string, unknown>>(
    'SELECT * FROM follows WHERE user_id = ? AND follow_user_id = ?',
  )
  const followById = prepare<[number], Record<string, unknown>>(
    'SELECT * FROM follows WHERE id = ?',
  )
  const activeOfUser = prepare<[number], Record<string, unknown>>(
    'SELECT * FROM follows WHERE user_id = ? AND status = 1 ORDER BY id',
  )
  const followsOfUser = prepare<[number], Record<string, unknown>>(
    'SELECT * FROM follows WHERE user_id = ? ORDER BY status, updated_at DESC, id DESC',
  )
  const followersBefore = prepare<[number, number], Record<string, unknown>>(
    `SELECT * FROM follows WHERE follow_user_id = ? AND status = 1 AND created_at <= ?
     ORDER BY id`,
  )
  const activeOfTrader = prepare<[number], Record<string, unknown>>(
    'SELECT * FROM follows WHERE follow_user_id = ? AND status = 1 ORDER BY id',
  )
  const insertFollow = prepare(
    `INSERT INTO follows (user_id, follow_user_id, type, number, status, created_at, updated_at)
     VALUES (@user_id, @follow_user_id, @type, @number, 1, @at, @at)
     ON CONFLICT (user_id, follow_user_id) DO UPDATE SET type = excluded.type,
       number = excluded.number, updated_at = excluded.updated_at,
       created_at = CASE WHEN follows.status = 1 THEN follows.created_at ELSE excluded.created_at END,
       status = 1, cancelled_at = NULL, cancel_reason = NULL`,
  )
  const cancelFollow = prepare(
    `UPDATE follows SET status = 2, cancelled_at = @at, updated_at = @at, cancel_reason = @reason
     WHERE id = @id AND status = 1`,
  )
  const setTrader = prepare('UPDATE users SET is_trader = ? WHERE id = ?')
  const insertSkip = prepare(
    `INSERT OR IGNORE INTO follow_skips (user_id, follow_id, follow_user_id, position_id, lots,
       cost, reason, created_at)
     VALUES (@user_id, @follow_id, @follow_user_id, @position_id, @lots, @cost, @reason,
       @created_at)`,
  )
  const SKIP = `SELECT s.*, u.nickname, c.name || '/' || l.name AS symbol, p.side,
      l.decimal_scale AS quote_scale
    FROM follow_skips s JOIN users u ON u.id = s.follow_user_id
      JOIN lever_positions p ON p.id = s.position_id
      JOIN currencies c ON c.id = p.currency_id JOIN currencies l ON l.id = p.legal_id`
  const skipById = prepare<[number], Record<string, unknown>>(`${SKIP} WHERE s.id = ?`)
  const skipsOf = prepare<[number, number, number], Record<string, unknown>>(
    `${SKIP} WHERE s.user_id = ? ORDER BY s.id DESC LIMIT ? OFFSET ?`,
  )
  const skipCount = prepare<[number], { n: bigint }>(
    'SELECT COUNT(*) AS n FROM follow_skips WHERE user_id = ?',
  )
  const takeOver = prepare(
    `UPDATE lever_positions SET order_type = 1, follow_user_id = 0, follow_order_id = 0
     WHERE id = ? AND user_id = ? AND order_type = 2 AND status = 1`,
  )
  const copyIds = prepare<[number, number], { id: bigint }>(
    `SELECT id FROM lever_positions WHERE follow_order_id = ? AND follow_user_id = ?
       AND order_type = 2 AND status = 1 ORDER BY id`,
  )
  const handled = prepare<[number, number, number, number], { n: bigint }>(
    `SELECT (SELECT COUNT(*) FROM lever_positions WHERE user_id = ? AND follow_order_id = ?
         AND order_type = 2)
       + (SELECT COUNT(*) FROM follow_skips WHERE user_id = ? AND position_id = ?) AS n`,
  )
  const orphanCopies = prepare<[], { id: bigint; trader_position: bigint }>(
    `SELECT c.id, c.follow_order_id AS trader_position FROM lever_positions c
       JOIN lever_positions t ON t.id = c.follow_order_id AND t.user_id = c.follow_user_id
     WHERE c.order_type = 2 AND c.status = 1 AND t.status = 3 ORDER BY c.id`,
  )
  const uncopied = prepare<[], { id: bigint }>(
    `SELECT t.id FROM lever_positions t JOIN users u ON u.id = t.user_id AND u.is_trader = 1
     WHERE t.order_type = 1 AND t.status = 1 AND EXISTS (
       SELECT 1 FROM follows f WHERE f.follow_user_id = t.user_id AND f.status = 1
         AND f.created_at <= t.opened_at
         AND NOT EXISTS (SELECT 1 FROM lever_positions c
           WHERE c.user_id = f.user_id AND c.follow_order_id = t.id AND c.order_type = 2)
         AND NOT EXISTS (SELECT 1 FROM follow_skips k
           WHERE k.user_id = f.user_id AND k.position_id = t.id))
     ORDER BY t.id`,
  )
  const historyPage = prepare<[number, number, number], { id: bigint }>(
    `SELECT id FROM lever_positions WHERE user_id = ? AND order_type = 1 AND status = 3
     ORDER BY closed_at DESC, id DESC LIMIT ? OFFSET ?`,
  )
  const historyCount = prepare<[number], { n: bigint }>(
    `SELECT COUNT(*) AS n FROM lever_positions WHERE user_id = ? AND order_type = 1 AND status = 3`,
  )
  const copiesOfUser = prepare<[number, number, number, number], { id: bigint }>(
    `SELECT id FROM lever_positions WHERE user_id = ? AND order_type = 2
       AND (? < 0 OR status = ?) ORDER BY id DESC LIMIT ?`,
  )
  const closedOwn = prepare<
    [number],
    { fact_profits: bigint; origin_caution_money: bigint; side: bigint; closed_at: bigint }
  >(
    `SELECT fact_profits, origin_caution_money, side, closed_at FROM lever_positions
     WHERE user_id = ? AND order_type = 1 AND status = 3 AND legal_id = 3 ORDER BY id`,
  )
  const latestOwn = prepare<[number], { id: bigint }>(
    `SELECT id FROM lever_positions WHERE user_id = ? AND order_type = 1 AND status IN (1, 2, 3)
     ORDER BY opened_at DESC, id DESC LIMIT 1`,
  )
  const firstOwn = prepare<[number], { at: bigint | null }>(
    `SELECT MIN(opened_at) AS at FROM lever_positions WHERE user_id = ? AND order_type = 1
       AND status IN (1, 2, 3)`,
  )
  const insertApplication = prepare(
    `INSERT INTO trader_applications (user_id, text, status, created_at) VALUES (?, ?, 1, ?)`,
  )
  const latestApplication = prepare<[number], Record<string, unknown>>(
    'SELECT * FROM trader_applications WHERE user_id = ? ORDER BY id DESC LIMIT 1',
  )
  const pendingApplication = prepare<[number], Record<string, unknown>>(
    'SELECT * FROM trader_applications WHERE user_id = ? AND status = 1 ORDER BY id DESC LIMIT 1',
  )
  const reviewApplication = prepare(
    `UPDATE trader_applications SET status = @status, reason = @reason, reviewed_at = @at
     WHERE id = @id AND status = 1`,
  )
  const applicationById = prepare<[number], Record<string, unknown>>(
    'SELECT * FROM trader_applications WHERE id = ?',
  )

  const follow = (id: number) => ints<FollowRow>(followById.get(id))
  const application = (id: number) => ints<TraderApplicationRow>(applicationById.get(id))

  return {
    /** Page of traders by Σ realised P/L of their own closed positions, highest first. */
    traders(limit: number, offset: number) {
      return {
        rows: traderPage.all(limit, offset).map(sums),
        total: Number(traderCount.get()!.n),
      }
    },
    /** One user's sums (a trader or not), or undefined. */
    trader: (userId: number) => {
      const r = traderOf.get(userId)
      return r && sums(r)
    },
    isTrader: (userId: number) => isTrader.get(userId)?.is_trader === 1,
    traderIds: () => traderIds.all().map((r) => r.id),
    setTrader: (userId: number, on: boolean) => void setTrader.run(on ? 1 : 0, userId),

    follow,
    followOf: (userId: number, traderId: number) => ints<FollowRow>(followOf.get(userId, traderId)),
    /** The user's active follows. */
    activeFollows: (userId: number) => activeOfUser.all(userId).map((r) => ints<FollowRow>(r)!),
    /** The user's follows, active first, newest first. */
    followsOf: (userId: number) => followsOfUser.all(userId).map((r) => ints<FollowRow>(r)!),
    /** The trader's active follows that began at or before `at` (ms). */
    followersAt: (traderId: number, at: number) =>
      followersBefore.all(traderId, at).map((r) => ints<FollowRow>(r)!),
    activeFollowers: (traderId: number) =>
      activeOfTrader.all(traderId).map((r) => ints<FollowRow>(r)!),

    /**
     * Follows (or changes the follow of) `traderId`: one row per pair, active again; it keeps its
     * start when it was already active (changing the size is not a new follow), else starts at `at`.
     */
    upsert: db.transaction(
      (userId: number, traderId: number, type: FollowType, number: string, at: number) => {
        insertFollow.run({ user_id: userId, follow_user_id: traderId, type, number, at })
        return ints<FollowRow>(followOf.get(userId, traderId))!
      },
    ),
    /** Cancels an active follow; false when it was not active. */
    cancel: (id: number, reason: FollowCancelReason, at: number) =>
      cancelFollow.run({ id, reason, at }).changes === 1,

    /** Records a copy that could not be made; undefined when it was already recorded. */
    skip(s: Omit<FollowSkipRow, 'id'>): FollowSkipView | undefined {
      const info = insertSkip.run(s)
      if (info.changes !== 1) return undefined
      return ints<FollowSkipView>(skipById.get(Number(info.lastInsertRowid)))
    },
    skips(userId: number, limit: number, offset: number) {
      return {
        rows: skipsOf.all(userId, limit, offset).map((r) => ints<FollowSkipView>(r)!),
        total: Number(skipCount.get(userId)!.n),
      }
    },

    /** Makes the caller's open copied position their own; false when it is not one. */
    takeOver: (userId: number, positionId: number) =>
      takeOver.run(positionId, userId).changes === 1,
    /** Open copies of the trader's position `positionId`. */
    copiesOf: (positionId: number, traderId: number) =>
      copyIds.all(positionId, traderId).map((r) => Number(r.id)),
    /** Whether the follower already has a copy (or a skip) of the trader's position. */
    handled: (userId: number, positionId: number) =>
      handled.get(userId, positionId, userId, positionId)!.n > 0n,
    /** Open copies whose trader position is already closed (a crash between two transactions). */
    /** Open trader positions an active follower has neither a copy nor a skip of (a crash). */
    uncopiedSources: () => uncopied.all().map((r) => Number(r.id)),
    orphanCopies: () =>
      orphanCopies
        .all()
        .map((r) => ({ id: Number(r.id), traderPosition: Number(r.trader_position) })),
    /** The user's copied positions (status < 0: all), newest first. */
    copiesOfUser: (userId: number, status: number, limit: number) =>
      copiesOfUser.all(userId, status, status, limit).map((r) => Number(r.id)),

    /** Page of the trader's closed own positions (ids), newest first. */
    history(traderId: number, limit: number, offset: number) {
      return {
        ids: historyPage.all(traderId, limit, offset).map((r) => Number(r.id)),
        total: Number(historyCount.get(traderId)!.n),
      }
    },
    /** The trader's closed own positions (USDT), as follow-math's traderStats reads them. */
    closedOf: (traderId: number) =>
      closedOwn.all(traderId).map((r) => ({
        pnl: r.fact_profits,
        originMargin: r.origin_caution_money,
        side: Number(r.side) === 2 ? ('short' as const) : ('long' as const),
        closedAt: Number(r.closed_at),
      })),
    /** The trader's latest opened own position (open or closed), for the follow sheet's preview. */
    latestOwn: (userId: number) => {
      const r = latestOwn.get(userId)
      return r ? Number(r.id) : undefined
    },
    /** When the user's first own position opened (ms), or null. */
    firstOwnOpenedAt: (userId: number) => {
      const at = firstOwn.get(userId)?.at
      return at === null || at === undefined ? null : Number(at)
    },

    /**
     * The trader loses the flag: every active follow of them ends (reason traderRevoked); returns
     * the follows as they now are. Their open copies still close with the trader's positions.
     */
    revoke: db.transaction((traderId: number, at: number): FollowRow[] => {
      setTrader.run(0, traderId)
      const ended: FollowRow[] = []
      for (const r of activeOfTrader.all(traderId)) {
        const f = ints<FollowRow>(r)!
        cancelFollow.run({ id: f.id, reason: 'traderRevoked', at })
        ended.push(follow(f.id)!)
      }
      return ended
    }),

    apply(userId: number, text: string, at: number): TraderApplicationRow {
      const id = Number(insertApplication.run(userId, text, at).lastInsertRowid)
      return application(id)!
    },
    latestApplication: (userId: number) =>
      ints<TraderApplicationRow>(latestApplication.get(userId)),
    pendingApplication: (userId: number) =>
      ints<TraderApplicationRow>(pendingApplication.get(userId)),
    /** Approves (the user becomes a trader) or rejects a pending application. */
    review: db.transaction((id: number, approve: boolean, reason: string | null, at: number) => {
      const changed = reviewApplication.run({ id, status: approve ? 2 : 3, reason, at }).changes
      if (changed !== 1) return undefined
      const a = application(id)!
      if (approve) setTrader.run(1, a.user_id)
      return a
    }),

    transaction: <T>(work: () => T): T => db.transaction(work).immediate(),
  }
}

export type FollowRepository = ReturnType<typeof followRepository>
