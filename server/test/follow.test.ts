/**
 * follow/index, follow, cancel, traderDetail, selfHolding, historyTrade, my, apply, application
 * and the dev reviewer (api-reference §10): every rule and refusal (a refusal changes nothing),
 * real follower counts (§17.9), statistics from follow-math over the real positions, taking a copy
 * over, and a revoked trader's follows ended with each follower told.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  FollowAnswer,
  FollowListAnswer,
  HistoryTradeAnswer,
  MyFollowsAnswer,
  TraderApplicationAnswer,
  TraderDetailAnswer,
} from '../../src/api/contract/follow'
import { traderStats } from '../../src/api/contract/follow-math'
import { fromUnits } from '../../src/api/contract/wallet-math'
import type { AdjustableClock } from '../src/clock'
import { post } from './helper'
import { followClient, fundedUser, makeUser } from './follow-helper'
import { invariants, positionOf, snapshot } from './lever-helper'
import { pathApp } from './price-path'

let app: FastifyInstance
let clock: AdjustableClock
let path: Awaited<ReturnType<typeof pathApp>>['path']

beforeEach(async () => {
  ;({ app, clock, path } = await pathApp('42000'))
})
afterEach(async () => {
  const found = invariants(app)
  await app.close()
  if (found.mismatches.length || found.brokenChains || found.lockedVsRows.length)
    throw new Error(
      `the lever invariants do not hold: ${JSON.stringify(found, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
    )
})

const email = (name: string) => `${name}@copy.test`

/** Everything a refusal must leave as it was: lever state plus the follow tables. */
function state() {
  const all = (sql: string) => app.db.prepare(sql).safeIntegers(true).all()
  return {
    ...snapshot(app),
    follows: all('SELECT * FROM follows ORDER BY id'),
    skips: all('SELECT * FROM follow_skips ORDER BY id'),
    applications: all('SELECT * FROM trader_applications ORDER BY id'),
    traders: all('SELECT id, is_trader FROM users ORDER BY id'),
  }
}

function recordEvents() {
  const events: Array<{ room: string; name: string; payload: Record<string, unknown> }> = []
  ;(app as unknown as { io: unknown }).io = {
    to: (room: string) => ({
      emit: (name: string, payload: Record<string, unknown>) =>
        void events.push({ room, name, payload }),
    }),
  }
  return events
}

async function traderWithHistory(name: string, trades: Array<[string, string]>) {
  const id = fundedUser(app, email(name), '50000', true)
  const c = followClient(app, email(name))
  for (const [open, close] of trades) {
    path.set(1, [[0, open]])
    clock.advance(1000)
    const p = positionOf(await c.submit({ share: '2' }))
    path.set(1, [[0, close]])
    clock.advance(60_000)
    positionOf(await c.close(p.id))
  }
  return id
}

describe('follow/follow and follow/cancel', () => {
  it('follows, edits, cancels; every refusal leaves everything as it was', async () => {
    const trader = fundedUser(app, email('t1'), '1000', true)
    const other = fundedUser(app, email('t2'), '1000', true)
    const third = fundedUser(app, email('t3'), '1000', true)
    const me = fundedUser(app, email('me'), '1000')
    makeUser(app, email('plain'))
    const c = followClient(app, email('me'))
    const follow = (fields: Record<string, string>) => c.postFollow('follow', fields)

    const first = await follow({ trader_user_id: String(trader), type: '1', number: '0.5' })
    expect(FollowAnswer.parse(first.message)).toMatchObject({
      traderId: trader,
      mode: 'ratio',
      number: '0.5',
      active: true,
    })
    const refusals: Array<[Record<string, string>, string]> = [
      [{ trader_user_id: String(me), type: '1', number: '1' }, 'cannotFollowSelf'],
      [{ trader_user_id: '99999', type: '1', number: '1' }, 'traderNotFound'],
      [
        {
          trader_user_id: String(app.repos.users.findByAccount(email('plain'))!.id),
          type: '1',
          number: '1',
        },
        'traderNotFound',
      ],
      [{ trader_user_id: String(other), type: '1', number: '5.5' }, 'followNumberInvalid'],
      [{ trader_user_id: String(other), type: '1', number: '0' }, 'followNumberInvalid'],
      [{ trader_user_id: String(other), type: '1', number: '0.125' }, 'followNumberInvalid'],
      [{ trader_user_id: String(other), type: '2', number: '1.5' }, 'followNumberInvalid'],
      [{ trader_user_id: String(other), type: '2', number: '6' }, 'followNumberInvalid'],
      [{ trader_user_id: String(other), type: '3', number: '1' }, 'parameterError'],
    ]
    for (const [fields, code] of refusals) {
      const before = state()
      expect(await follow(fields)).toMatchObject({ type: 'error', code })
      expect(state()).toEqual(before)
    }
    // a trader cannot follow
    const before = state()
    expect(
      await followClient(app, email('t2')).postFollow('follow', {
        trader_user_id: String(trader),
        type: '2',
        number: '1',
      }),
    ).toMatchObject({ type: 'error', code: 'tradersCannotFollow' })
    expect(state()).toEqual(before)

    // two active follows; a third is refused, editing one of them is not a third
    expect((await follow({ trader_user_id: String(other), type: '2', number: '3' })).type).toBe(
      'ok',
    )
    const full = state()
    expect(await follow({ trader_user_id: String(third), type: '2', number: '1' })).toMatchObject({
      code: 'followLimitReached',
    })
    expect(state()).toEqual(full)
    const edited = await follow({ trader_user_id: String(trader), type: '2', number: '5' })
    expect(FollowAnswer.parse(edited.message)).toMatchObject({ mode: 'lots', number: '5' })
    expect(app.repos.follow.activeFollows(me)).toHaveLength(2)

    // cancel; again (harmless); never followed
    const cancelled = await c.postFollow('cancel', { follow_user_id: String(trader) })
    expect(FollowAnswer.parse(cancelled.message)).toMatchObject({ active: false })
    const again = await c.postFollow('cancel', { follow_user_id: String(trader) })
    expect(again.message).toEqual(cancelled.message)
    expect(await c.postFollow('cancel', { follow_user_id: String(third) })).toMatchObject({
      code: 'notFollowing',
    })
    // now a third trader fits
    expect((await follow({ trader_user_id: String(third), type: '2', number: '1' })).type).toBe(
      'ok',
    )
  })
})

describe('follow/index and follow/traderDetail', () => {
  it('lists traders by total P/L with real follower counts and statistics from their positions', async () => {
    const loser = await traderWithHistory('loser', [['42000', '41000']])
    const winner = await traderWithHistory('winner', [
      ['42000', '43000'],
      ['43000', '42500'],
      ['42500', '44000'],
    ])
    const fans = ['a', 'b', 'c'].map((n) => fundedUser(app, email(n), '100'))
    for (const f of fans) app.repos.follow.upsert(f, winner, 2, '1', clock.now())
    app.repos.follow.upsert(fans[0]!, loser, 2, '1', clock.now())
    app.repos.follow.cancel(app.repos.follow.followOf(fans[0]!, loser)!.id, 'user', clock.now())

    const c = followClient(app, email('a'))
    const list = FollowListAnswer.parse((await c.get('index')).message)
    const mine = list.items.filter((t) => t.id === winner || t.id === loser)
    expect(mine.map((t) => [t.id, t.followers, t.followed])).toEqual([
      [winner, 3, true],
      [loser, 0, false],
    ])
    const closed = app.repos.follow.closedOf(winner).map((p) => ({
      pnl: fromUnits(p.pnl, 4),
      originMargin: fromUnits(p.originMargin, 4),
      side: p.side,
      closedAt: p.closedAt,
    }))
    const stats = traderStats(closed, 0, clock.now(), 4)
    expect(mine[0]).toMatchObject({
      closedCount: 3,
      totalProfits: stats.totalProfits,
      correctRate: stats.correctRate,
    })
    expect(stats.correctRate).toBe('66.67')

    const detail = TraderDetailAnswer.parse(
      (await c.get('traderDetail', { trader_user_id: String(winner) })).message,
    )
    expect(detail.stats).toMatchObject({
      totalProfits: stats.totalProfits,
      profitCount: 2,
      followers: 3,
      closedCount: 3,
      positionCount: 0,
      totalCount: 3,
    })
    expect(detail.followed).toBe(true)
    expect(detail.myFollow).toEqual({ mode: 'lots', number: '1' })
    expect(detail.latestPosition?.status).toBe('closed')
    expect(detail.copyRules).toMatchObject({ minLots: 1, open: true })
    expect(detail.leverBalance).toBe('100.0000')
    expect(detail.dailyPnl).toHaveLength(30)

    const history = HistoryTradeAnswer.parse(
      (await c.get('historyTrade', { trader_user_id: String(winner) })).message,
    )
    expect(history.total).toBe(3)
    expect(await c.get('traderDetail', { trader_user_id: String(fans[1]) })).toMatchObject({
      code: 'traderNotFound',
    })
  })
})

describe('follow/selfHolding and follow/my', () => {
  it('a copy becomes the follower’s own and can be closed; refusals change nothing', async () => {
    const trader = fundedUser(app, email('t'), '10000', true)
    const me = fundedUser(app, email('me'), '1000')
    const poor = fundedUser(app, email('poor'), '1')
    app.repos.follow.upsert(me, trader, 2, '1', clock.now())
    app.repos.follow.upsert(poor, trader, 2, '1', clock.now())
    clock.advance(1000)
    const t = followClient(app, email('t'))
    const opened = positionOf(await t.submit({ share: '1' }))
    const c = followClient(app, email('me'))
    const my = MyFollowsAnswer.parse((await c.get('my')).message)
    expect(my.follows.map((f) => [f.traderId, f.trader.followers])).toEqual([[trader, 2]])
    expect(my.copies).toHaveLength(1)
    const copy = my.copies[0]!
    expect(await c.close(copy.id)).toMatchObject({ code: 'positionCopied' })
    const poorMy = MyFollowsAnswer.parse((await followClient(app, email('poor')).get('my')).message)
    expect(poorMy.skipped).toMatchObject([
      { traderOrderId: opened.id, reason: 'insufficientBalance', lots: 1 },
    ])

    for (const [id, code, who] of [
      [copy.id, 'notFound', 'poor'],
      [opened.id, 'notCopied', 't'],
      [999999, 'notFound', 'me'],
    ] as const) {
      const before = state()
      const answer = await followClient(app, email(who)).postFollow('selfHolding', {
        transaction_id: String(id),
      })
      expect(answer).toMatchObject({ code })
      expect(state()).toEqual(before)
    }
    const events = recordEvents()
    const taken = positionOf(await c.postFollow('selfHolding', { transaction_id: String(copy.id) }))
    expect(taken).toMatchObject({ order_type: 1, follow_user_id: 0, follow_order_id: 0 })
    expect(events.map((e) => [e.name, e.payload.event, e.room])).toEqual([
      ['lever_position', 'takenOver', `user:${me}`],
    ])
    // the trader closes: the taken-over position stays open; the user closes it
    clock.advance(5000)
    positionOf(await t.close(opened.id))
    expect(app.repos.lever.position(copy.id)!.status).toBe(1)
    expect(positionOf(await c.close(copy.id))).toMatchObject({ status: 3, close_reason: 'user' })
    expect(await c.postFollow('selfHolding', { transaction_id: String(copy.id) })).toMatchObject({
      code: 'notCopied',
    })
  })
})

describe('becoming a trader, and losing the flag', () => {
  it('applies when the conditions are met; the reviewer approves; revoking ends the follows', async () => {
    const me = fundedUser(app, email('me'), '1000')
    const c = followClient(app, email('me'))
    const none = TraderApplicationAnswer.parse((await c.get('application')).message)
    expect(none).toMatchObject({ status: 'none', isTrader: false })
    expect(none.conditions.map((x) => [x.key, x.met])).toEqual([
      ['closedPositions', false],
      ['tradingDays', false],
      ['kycVerified', false],
    ])
    let before = state()
    expect(await c.postFollow('apply', { reason: 'I trade', agreement: '1' })).toMatchObject({
      code: 'conditionsNotMet',
    })
    expect(await c.postFollow('apply', { reason: 'I trade', agreement: '0' })).toMatchObject({
      code: 'agreementRequired',
    })
    expect(await c.postFollow('apply', { reason: ' ', agreement: '1' })).toMatchObject({
      code: 'applicationTextInvalid',
    })
    expect(state()).toEqual(before)

    // meet them: 10 closed positions over 7 days, identity verified
    for (let i = 0; i < 10; i++) {
      const p = positionOf(await c.submit({ share: '1' }))
      clock.advance(1000)
      positionOf(await c.close(p.id))
    }
    clock.advance(7 * 86_400_000)
    app.db.prepare('UPDATE users SET review_status = 2 WHERE id = ?').run(me)
    // a trader cannot follow: an applicant who follows someone ends that first
    const idol = makeUser(app, email('idol'), true)
    const follow = { trader_user_id: String(idol), type: '2', number: '1' }
    expect(await c.postFollow('follow', follow)).toMatchObject({ type: 'ok' })
    before = state()
    expect(await c.postFollow('apply', { reason: 'I trade', agreement: '1' })).toMatchObject({
      code: 'stopFollowingFirst',
    })
    expect(state()).toEqual(before)
    await c.postFollow('cancel', { follow_user_id: String(idol) })
    const pending = TraderApplicationAnswer.parse(
      (await c.postFollow('apply', { reason: 'I trade', agreement: '1' })).message,
    )
    expect(pending).toMatchObject({ status: 'pending', reason: 'I trade' })
    before = state()
    expect(await c.postFollow('apply', { reason: 'again', agreement: '1' })).toMatchObject({
      code: 'applicationPending',
    })
    // while the application is pending, following is refused too
    expect(await c.postFollow('follow', follow)).toMatchObject({ code: 'applicationPending' })
    expect(state()).toEqual(before)
    const approved = await post(app, '/api/dev/follow/review', {
      user: email('me'),
      decision: 'approve',
    })
    expect(approved).toMatchObject({ type: 'ok', message: { is_trader: 1 } })
    expect(TraderApplicationAnswer.parse((await c.get('application')).message)).toMatchObject({
      status: 'approved',
      isTrader: true,
    })
    expect(await c.postFollow('apply', { reason: 'x', agreement: '1' })).toMatchObject({
      code: 'alreadyTrader',
    })

    // followers, then the flag is revoked: follows end with a reason, followers are told
    const fans = ['f1', 'f2'].map((n) => fundedUser(app, email(n), '1000'))
    for (const n of ['f1', 'f2'])
      await followClient(app, email(n)).postFollow('follow', {
        trader_user_id: String(me),
        type: '2',
        number: '1',
      })
    const open = positionOf(await c.submit({ share: '1' }))
    const events = recordEvents()
    const revoked = await post(app, '/api/dev/follow/review', {
      user: email('me'),
      decision: 'revoke',
    })
    expect(revoked).toMatchObject({ type: 'ok', message: { is_trader: 0 } })
    expect(
      app.db
        .prepare('SELECT status, cancel_reason FROM follows WHERE follow_user_id = ? ORDER BY id')
        .all(me),
    ).toEqual([
      { status: 2, cancel_reason: 'traderRevoked' },
      { status: 2, cancel_reason: 'traderRevoked' },
    ])
    expect(events.filter((e) => e.name === 'follow_cancelled').map((e) => e.room)).toEqual(
      fans.map((f) => `user:${f}`),
    )
    for (const f of fans)
      expect(app.repos.message.page(f, 'en', 1, 10).rows.map((m) => m.title)).toContain(
        `${app.repos.users.findById(me)!.nickname} is no longer a trader`,
      )
    expect(
      FollowListAnswer.parse((await c.get('index')).message).items.map((t) => t.id),
    ).not.toContain(me)
    // the open copies still close with the former trader's position
    clock.advance(2000)
    positionOf(await c.close(open.id))
    expect(
      app.db
        .prepare('SELECT status, close_reason FROM lever_positions WHERE follow_order_id = ?')
        .all(open.id),
    ).toEqual([
      { status: 3, close_reason: 'trader' },
      { status: 3, close_reason: 'trader' },
    ])
    // and a new position of theirs is not copied
    positionOf(await c.submit({ share: '1' }))
    expect(
      app.db
        .prepare('SELECT COUNT(*) AS n FROM lever_positions WHERE order_type = 2 AND status = 1')
        .get(),
    ).toEqual({ n: 0 })
  })
})
