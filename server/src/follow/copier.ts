/**
 * The copy engine (issue 15; api-reference §10). Not a minute job: it runs when a trader's own
 * position changes.
 *
 * - **Opened** (a market opening, or a limit opening the watcher filled): in the transaction right
 *   after the trader's, every active follow of the trader that began at or before the position
 *   opened gets a copy — lots by follow-math `copyLots`, the trader's entry price, tick and
 *   multiple (`copyTerms`, no second spread), `order_type` 2 with `follow_user_id` /
 *   `follow_order_id` set, margin + fee from the follower's lever balance through the lever
 *   repository's `open` (the same ledger rows as an own position) — or, when `copySkipReason`
 *   says no (pairClosed, lotsOutOfRange, insufficientBalance), a `follow_skips` row.
 * - **Closed** (by hand, batch, take-profit, stop-loss or liquidation): every open copy of the
 *   position closes at the trader's close price and tick, reason `trader`, with `allowShortfall`
 *   like every triggered close (a copy is never refused; what the balance cannot pay is the row's
 *   shortfall).
 *
 * After each commit: `lever_position` (and `lever_closed`) to each follower as lever does, plus
 * `follow_copy` ({event: 'opened' | 'closed' | 'skipped'}), and the watcher is told. A skipped copy also leaves
 * the follower a message (notices.ts), written in the skip's transaction. At start the
 * engine makes the copies of open trader positions that a crash left uncopied, and closes the
 * copies whose trader position closed while it was not running (a crash between the trader's
 * transaction and the copies'), at that position's own close price and tick.
 */
import type { FastifyInstance } from 'fastify'
import {
  copyLots,
  copySkipReason,
  copyTerms,
  followModeOf,
} from '../../../src/api/contract/follow-math'
import { fromUnits, toUnits } from '../../../src/api/contract/wallet-math'
import { leverPolicy } from '../lever/policy'
import { emitPosition, emitSettled } from '../lever/wire'
import { sideOfRow, type LeverPositionRow } from '../repositories/lever'
import type { FollowSkipView } from '../repositories/follow'
import { skipNotice } from './notices'
import { emitFollowCopy } from './wire'

export type FollowCopier = ReturnType<typeof attachFollowCopier>

declare module 'fastify' {
  interface FastifyInstance {
    followCopier: FollowCopier
  }
}

/** A position the engine copies: a trader's own, just opened. */
const isSource = (r: LeverPositionRow) => r.order_type === 1 && r.status === 1

export function attachFollowCopier(app: FastifyInstance) {
  const { lever, follow, wallet, users, message } = app.repos
  const policy = leverPolicy(app)
  const watcher = () => (app as Partial<FastifyInstance>).leverWatcher

  /** Copies of `source` for its trader's followers, in the caller's transaction. */
  function copyOne(source: LeverPositionRow, at: number) {
    const copies: LeverPositionRow[] = []
    const skips: FollowSkipView[] = []
    const followers = follow.followersAt(source.user_id, source.opened_at ?? at)
    if (followers.length === 0) return { copies, skips }
    const pair = lever.pairById(source.pair_id)
    if (!pair) return { copies, skips }
    const rules = policy.rulesOf(pair)
    const pairOpen = policy.isOpen(pair)
    const side = sideOfRow(source)
    const sourceTerms = {
      side,
      originPrice: source.origin_price,
      price: source.price,
      multiple: source.multiple,
    }
    for (const f of followers) {
      // once per follower and position (a second call for the same opening adds nothing)
      if (follow.handled(f.user_id, source.id)) continue
      const lots = copyLots(followModeOf(f.type), f.number, source.share, rules.maxLots)
      const terms = copyTerms(sourceTerms, lots, rules)
      const balance = fromUnits(
        wallet.balance(f.user_id, pair.legal_id, 'lever').available,
        rules.quoteScale,
      )
      const reason = copySkipReason({ pairOpen, lots, rules, balance, terms })
      if (reason) {
        const skipped = follow.skip({
          user_id: f.user_id,
          follow_id: f.id,
          follow_user_id: source.user_id,
          position_id: source.id,
          lots,
          cost: reason === 'insufficientBalance' ? toUnits(terms.cost, rules.quoteScale) : 0n,
          reason,
          created_at: at,
        })
        if (skipped) {
          skips.push(skipped)
          message.add(
            skipNotice(
              f.user_id,
              {
                trader: skipped.nickname ?? `#${source.user_id}`,
                symbol: skipped.symbol,
                long: side === 'long',
                lots,
                cost: fromUnits(skipped.cost, skipped.quote_scale),
                reason,
              },
              at,
            ),
          )
        }
        continue
      }
      copies.push(
        lever.open(
          {
            user_id: f.user_id,
            pair_id: source.pair_id,
            currency_id: source.currency_id,
            legal_id: source.legal_id,
            side: source.side,
            kind: 'market',
            origin_price: terms.originPrice,
            origin_units: source.origin_units,
            price: terms.price,
            share: lots,
            number: terms.number,
            multiple: source.multiple,
            lot_size: rules.lotSize,
            fee_rate: rules.feeRate,
            spread: '0',
            overnight: rules.overnightRate,
            margin: toUnits(terms.margin, rules.quoteScale),
            fee: toUnits(terms.fee, rules.quoteScale),
            update_price: source.update_price,
            open_tick: source.open_tick,
            open_market_price: source.open_market_price,
            order_type: 2,
            follow_user_id: source.user_id,
            follow_order_id: source.id,
          },
          at,
        ),
      )
    }
    return { copies, skips }
  }

  /** Tells the watcher and the followers what a commit changed. */
  function after(copies: LeverPositionRow[], settled: LeverPositionRow[], skips: FollowSkipView[]) {
    const w = watcher()
    const touched = new Set<number>()
    for (const r of [...copies, ...settled]) {
      w?.track(r)
      touched.add(r.user_id)
    }
    for (const userId of touched) w?.refresh(userId)
    const traders = new Map<number, { id: number; nickname: string | null }>()
    const trader = (id: number) => {
      let t = traders.get(id)
      if (!t) traders.set(id, (t = { id, nickname: users.findById(id)?.nickname ?? null }))
      return t
    }
    for (const r of copies) {
      emitPosition(app, r, 'opened')
      emitFollowCopy(app, r.user_id, trader(r.follow_user_id), { event: 'opened', position: r })
    }
    emitSettled(app, settled)
    for (const r of settled)
      emitFollowCopy(app, r.user_id, trader(r.follow_user_id), { event: 'closed', position: r })
    for (const s of skips)
      emitFollowCopy(app, s.user_id, trader(s.follow_user_id), { event: 'skipped', skip: s })
  }

  /** The trader positions among `rows` that just opened: their copies, in one transaction. */
  function opened(rows: readonly LeverPositionRow[]) {
    const sources = rows.filter(isSource)
    if (sources.length === 0) return { copies: [], skips: [] }
    const at = app.clock.now()
    const out = lever.transaction(() => {
      const copies: LeverPositionRow[] = []
      const skips: FollowSkipView[] = []
      for (const source of sources) {
        if (!follow.isTrader(source.user_id)) continue
        const done = copyOne(source, at)
        copies.push(...done.copies)
        skips.push(...done.skips)
      }
      return { copies, skips }
    })
    after(out.copies, [], out.skips)
    return out
  }

  /** Closes every open copy of `sources` (closed trader positions) at their close price and tick. */
  function closeCopies(sources: ReadonlyMap<number, LeverPositionRow>, ids: readonly number[]) {
    const at = app.clock.now()
    return lever.transaction(() => {
      const done: LeverPositionRow[] = []
      for (const id of ids) {
        const copy = lever.position(id)
        const source = copy && sources.get(copy.follow_order_id)
        if (!copy || !source || copy.status !== 1 || source.status !== 3) continue
        if (copy.follow_user_id !== source.user_id) continue
        const closedCopy = lever.close(
          copy,
          {
            price: source.close_price!,
            tick: source.close_tick!,
            marketPrice: source.close_market_price!,
            reason: 'trader',
          },
          at,
          { allowShortfall: true },
        )
        if (closedCopy) done.push(closedCopy)
      }
      return done
    })
  }

  /** The trader positions among `rows` that just closed: their open copies close with them. */
  function closed(rows: readonly LeverPositionRow[]) {
    const sources = new Map(
      rows.filter((r) => r.order_type === 1 && r.status === 3).map((r) => [r.id, r]),
    )
    const ids = [...sources.values()].flatMap((r) => follow.copiesOf(r.id, r.user_id))
    if (ids.length === 0) return []
    const done = closeCopies(sources, ids)
    after([], done, [])
    return done
  }

  /**
   * What a crash between the trader's transaction and the copies' left undone: open trader
   * positions are copied now for the followers that have neither a copy nor a skip of them (at the
   * trader's price, as they would have been; `copyOne` adds nothing twice), and copies left open
   * after their trader position closed are closed at its close price and tick.
   */
  function reconcile() {
    const missed = follow.uncopiedSources().map((id) => lever.position(id)!)
    const late = missed.length > 0 ? opened(missed).copies : []
    const orphans = follow.orphanCopies()
    if (orphans.length === 0) return late
    const sources = new Map<number, LeverPositionRow>()
    for (const o of orphans)
      if (!sources.has(o.traderPosition))
        sources.set(o.traderPosition, lever.position(o.traderPosition)!)
    const done = closeCopies(
      sources,
      orphans.map((o) => o.id),
    )
    after([], done, [])
    return [...late, ...done]
  }

  reconcile()

  return { opened, closed, reconcile }
}
