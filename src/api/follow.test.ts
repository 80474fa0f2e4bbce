import { Big } from 'big.js'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  FollowCancelledEvent,
  FollowCopyEvent,
  FollowListAnswer,
  TraderDetailAnswer,
  type FollowRequest,
} from './contract/follow'
import {
  MockFollows,
  MockSkippedCopy,
  MockTraderAurora,
  MockTraderItems,
  MockTraderOpenPosition,
  mockTraderDetail,
  mockTraderRow,
  mockLaravelPage,
} from './contract/follow.fixtures'
import { copyPreview } from './contract/follow-math'
import { LeverPositionSchema } from './contract/lever'
import {
  MockBtcLeverPair,
  MockCopiedPosition,
  MockLeverBalance,
  MockLeverNow,
} from './contract/lever.fixtures'
import { followApi } from './follow'
import { createFollowMock, followScenarios } from './msw/follow'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const use = (mock = createFollowMock()) => {
  server.use(...mock.list)
  return mock
}
const DAY_MINUTES = 1440

describe('follow fixtures', () => {
  it('parse with the contract; statistics from follow-math over the positions', () => {
    const page = FollowListAnswer.parse(mockLaravelPage(MockTraderItems, 1, '/api/follow/index'))
    expect(
      page.items.map((t) => [t.id, t.totalProfits, t.correctRate, t.closedCount, t.followers]),
    ).toEqual([
      [7, '13.6000', '66.67', 6, 2],
      [8, '9.0000', '33.33', 3, 1],
      [9, '0.0000', '0.00', 0, 0],
    ])
    const detail = TraderDetailAnswer.parse(mockTraderDetail(MockTraderAurora))
    expect(detail.stats).toEqual({
      totalProfits: '13.6000',
      profitCount: 4,
      riseCount: 4,
      fallCount: 2,
      // 13.6 ÷ (16.72 + 16.32 + 10.5 + 10.75 + 10 + 19) × 100
      totalIncomeRate: '16.33',
      correctRate: '66.67',
      followers: 2,
      // yesterday (UTC): 4.4 − 2 over 16.32 + 10.5
      yesterdayProfits: '8.95',
      positionCount: 2,
      totalCount: 8,
      closedCount: 6,
    })
    // the copy the caller holds is trader 7's position 501 at ratio 2, at the trader's price
    expect(MockCopiedPosition).toMatchObject({
      follow_user_id: 7,
      follow_order_id: MockTraderOpenPosition.id,
      price: MockTraderOpenPosition.price,
      share: MockTraderOpenPosition.share * Number(MockFollows[0]!.number),
    })
    expect(MockSkippedCopy).toMatchObject({ share: 40, cost: '43.2480' })
  })
})

describe('follow api', () => {
  it('traders: by total P/L, real followers, the caller’s follow', async () => {
    use()
    const page = await followApi.traders({ page: 1 })
    expect(page).toMatchObject({ page: 1, pages: 1, total: 3 })
    expect(page.items.map((t) => t.id)).toEqual([7, 8, 9])
    expect(page.items[0]).toMatchObject({
      nickname: 'Aurora',
      followers: 2,
      followed: true,
      myFollow: { mode: 'ratio', number: '2' },
    })
    expect(page.items[1]).toMatchObject({ followed: false, myFollow: null })
    expect((await followApi.traders({ page: 2 })).items).toEqual([])
  })

  it('trader: statistics, a 30-day chart, the latest position and the copy preview', async () => {
    use()
    const detail = await followApi.trader({ trader_user_id: 7 })
    expect(detail.trader).toMatchObject({ id: 7, isTrader: true, nickname: 'Aurora' })
    expect(detail.followed).toBe(true)
    expect(detail.dailyPnl).toHaveLength(30)
    expect(detail.dailyPnl.at(-1)!.day).toBe('2025-03-01')
    // the window leaves out the close 40 days ago (5.0000)
    const chart = detail.dailyPnl.reduce((a, d) => a.plus(d.pnl), new Big(0))
    expect(chart.toFixed(4)).toBe('8.6000')
    expect(detail.latestPosition?.id).toBe(501)
    expect(detail.leverBalance).toBe(MockLeverBalance)
    expect(detail.conditions.map((c) => [c.key, c.required])).toEqual([
      ['closedPositions', 10],
      ['tradingDays', 7],
      ['kycVerified', 1],
    ])
    const p = detail.latestPosition!
    const preview = copyPreview({
      mode: 'ratio',
      number: '2',
      source: { ...p, lots: p.lots },
      rules: detail.copyRules!,
      pairOpen: detail.copyRules!.open,
      balance: detail.leverBalance,
    })
    // exactly the copy the sandbox made (MockCopiedPosition)
    expect(preview).toMatchObject({
      lots: 10,
      issue: null,
      terms: { margin: MockCopiedPosition.caution_money, fee: MockCopiedPosition.trade_fee },
    })
    await expect(followApi.trader({ trader_user_id: 99 })).rejects.toMatchObject({
      code: 'traderNotFound',
    })
    // a trader who lost the flag still has a page, without the flag
    expect((await followApi.trader({ trader_user_id: 10 })).trader.isTrader).toBe(false)
  })

  it('traderHistory: the trader’s closed own positions, latest close first', async () => {
    use()
    const page = await followApi.traderHistory({ trader_user_id: 7, page: 1 })
    expect(page.items.map((p) => p.id)).toEqual([493, 494, 495, 492, 491, 490])
    expect(page.items.every((p) => p.status === 'closed' && !p.copied)).toBe(true)
    await expect(followApi.traderHistory({ trader_user_id: 99, page: 1 })).rejects.toMatchObject({
      code: 'traderNotFound',
    })
  })

  it('follow: starts and edits, at most 2 active, refusals in the sandbox’s order', async () => {
    const mock = use()
    const started = await followApi.follow({ trader_user_id: 8, type: 2, number: '2' })
    expect(started).toMatchObject({ traderId: 8, mode: 'lots', number: '2', active: true })
    expect((await followApi.traders({ page: 1 })).items[1]).toMatchObject({
      followers: 2,
      followed: true,
    })
    await expect(
      followApi.follow({ trader_user_id: 9, type: 1, number: '1' }),
    ).rejects.toMatchObject({ code: 'followLimitReached' })
    // editing one of the two never counts as a third; a retry answers the same state
    const edited = await followApi.follow({ trader_user_id: 7, type: 1, number: '0.5' })
    const again = await followApi.follow({ trader_user_id: 7, type: 1, number: '0.5' })
    expect(edited).toMatchObject({ id: 1, mode: 'ratio', number: '0.5', active: true })
    expect(again).toEqual(edited)
    expect(mock.follows().filter((f) => f.user_id === 1 && f.status === 1)).toHaveLength(2)
    for (const [req, code] of [
      [{ trader_user_id: 10, type: 1, number: '1' }, 'traderNotFound'],
      [{ trader_user_id: 99, type: 1, number: '1' }, 'traderNotFound'],
      [{ trader_user_id: 7, type: 1, number: '5.5' }, 'followNumberInvalid'],
      [{ trader_user_id: 7, type: 2, number: '1.5' }, 'followNumberInvalid'],
      [{ trader_user_id: 7, type: 3, number: '1' }, 'parameterError'],
    ] as const) {
      await expect(followApi.follow(req as FollowRequest)).rejects.toMatchObject({ code })
    }
  })

  it('follow: nobody follows themself, traders follow nobody', async () => {
    use(createFollowMock({ callerId: 7 }))
    await expect(
      followApi.follow({ trader_user_id: 7, type: 1, number: '1' }),
    ).rejects.toMatchObject({ code: 'cannotFollowSelf' })
    use(createFollowMock({ callerIsTrader: true }))
    await expect(
      followApi.follow({ trader_user_id: 8, type: 1, number: '1' }),
    ).rejects.toMatchObject({ code: 'tradersCannotFollow' })
  })

  it('cancel: ends the follow, a retry answers it again, never followed is notFollowing', async () => {
    use()
    const ended = await followApi.cancel({ follow_user_id: 7 })
    expect(ended).toMatchObject({ traderId: 7, active: false })
    expect(await followApi.cancel({ follow_user_id: 7 })).toEqual(ended)
    expect((await followApi.traders({ page: 1 })).items[0]).toMatchObject({
      followers: 1,
      followed: false,
      myFollow: null,
    })
    await expect(followApi.cancel({ follow_user_id: 9 })).rejects.toMatchObject({
      code: 'notFollowing',
    })
  })

  it('mine: active follows with their trader, open copies, skipped copies with their reason', async () => {
    const mock = use()
    const mine = await followApi.mine()
    expect(mine.follows).toHaveLength(1)
    expect(mine.follows[0]).toMatchObject({
      traderId: 7,
      mode: 'ratio',
      number: '2',
      trader: { id: 7, nickname: 'Aurora', followers: 2 },
    })
    expect(mine.copies.map((p) => [p.id, p.copied, p.followUserId])).toEqual([[14, true, 7]])
    expect(mine.skipped).toEqual([
      expect.objectContaining({
        traderId: 7,
        traderOrderId: 500,
        side: 'short',
        lots: 40,
        cost: '43.2480',
        reason: 'insufficientBalance',
      }),
    ])
    // the trader loses the flag: the follow ends, the trader leaves the list
    mock.revoke(7)
    expect((await followApi.mine()).follows).toEqual([])
    expect((await followApi.traders({ page: 1 })).items.map((t) => t.id)).toEqual([8, 9])
  })

  it('selfHolding: an open copy becomes the caller’s own, once', async () => {
    use(
      createFollowMock({
        positions: [
          MockCopiedPosition,
          { ...MockCopiedPosition, id: 15, status: 3, complete_time: MockLeverNow / 1000 },
        ],
      }),
    )
    const own = await followApi.selfHolding({ transaction_id: 14 })
    expect(own).toMatchObject({ id: 14, copied: false, status: 'open', followUserId: 7 })
    expect((await followApi.mine()).copies).toEqual([])
    for (const [id, code] of [
      [14, 'notCopied'],
      [15, 'positionNotOpen'],
      [99, 'notFound'],
    ] as const) {
      await expect(followApi.selfHolding({ transaction_id: id })).rejects.toMatchObject({ code })
    }
  })

  it('application: conditions with progress, apply, pending, the reviewer approves', async () => {
    const base = use()
    const none = await followApi.application()
    expect(none).toMatchObject({ status: 'none', isTrader: false, reason: '' })
    // the fixtures' caller has 2 closed positions, opened today
    expect(none.conditions.map((c) => [c.key, c.actual, c.met])).toEqual([
      ['closedPositions', 2, false],
      ['tradingDays', 0, false],
      ['kycVerified', 1, true],
    ])
    await expect(followApi.apply({ reason: 'Steady', agreement: 1 })).rejects.toMatchObject({
      code: 'conditionsNotMet',
    })
    expect(base.application().status).toBe('none')

    const closed = Array.from({ length: 10 }, (_, i) =>
      mockTraderRow({
        id: 300 + i,
        trader: 1,
        pair: MockBtcLeverPair,
        side: 'long',
        origin: '40000.00',
        lots: 1,
        multiple: 10,
        openedMinutesAgo: 8 * DAY_MINUTES,
        close: { price: '40100.00', minutesAgo: 7 * DAY_MINUTES },
      }),
    )
    // the fixtures' caller follows trader 7: a trader cannot follow, so that ends first
    use(createFollowMock({ positions: closed }))
    await expect(followApi.apply({ reason: 'Steady', agreement: 1 })).rejects.toMatchObject({
      code: 'stopFollowingFirst',
    })
    const mock = use(createFollowMock({ positions: closed, follows: [] }))
    await expect(followApi.apply({ reason: '  ', agreement: 1 })).rejects.toMatchObject({
      code: 'applicationTextInvalid',
    })
    await expect(followApi.apply({ reason: 'x'.repeat(501), agreement: 1 })).rejects.toMatchObject({
      code: 'applicationTextInvalid',
    })
    await expect(followApi.apply({ reason: 'Steady', agreement: 0 })).rejects.toMatchObject({
      code: 'agreementRequired',
    })
    const pending = await followApi.apply({ reason: ' Steady ETH trends ', agreement: 1 })
    expect(pending).toMatchObject({ status: 'pending', reason: 'Steady ETH trends' })
    expect(pending.conditions.every((c) => c.met)).toBe(true)
    await expect(followApi.apply({ reason: 'Again', agreement: 1 })).rejects.toMatchObject({
      code: 'applicationPending',
    })
    mock.review(false, 'Too few days')
    expect(await followApi.application()).toMatchObject({
      status: 'rejected',
      rejectReason: 'Too few days',
    })
    await followApi.apply({ reason: 'Again', agreement: 1 })
    mock.review(true)
    expect(await followApi.application()).toMatchObject({ status: 'approved', isTrader: true })
    await expect(followApi.apply({ reason: 'More', agreement: 1 })).rejects.toMatchObject({
      code: 'alreadyTrader',
    })
    await expect(
      followApi.follow({ trader_user_id: 8, type: 1, number: '1' }),
    ).rejects.toMatchObject({ code: 'tradersCannotFollow' })
  })

  it('scenarios: pending, down and refusals reach the caller as codes', async () => {
    server.use(followScenarios.followLimitReached, followScenarios.tradersEmpty)
    await expect(
      followApi.follow({ trader_user_id: 8, type: 1, number: '1' }),
    ).rejects.toMatchObject({ code: 'followLimitReached' })
    expect(await followApi.traders({ page: 1 })).toMatchObject({ items: [], total: 0 })
    server.use(followScenarios.mineDown)
    await expect(followApi.mine()).rejects.toBeDefined()
  })
})

describe('follow events', () => {
  it('follow_copy (opened, skipped) and follow_cancelled parse with the contract', () => {
    const opened = FollowCopyEvent.parse({
      type: 'follow_copy',
      to: 1,
      event: 'opened',
      trader_user_id: 7,
      nickname: 'Aurora',
      position: MockCopiedPosition,
    })
    expect(opened.position).toEqual(LeverPositionSchema.parse(MockCopiedPosition))
    expect(opened.skipped).toBeNull()
    const skipped = FollowCopyEvent.parse({
      type: 'follow_copy',
      to: 1,
      event: 'skipped',
      trader_user_id: 7,
      nickname: 'Aurora',
      skipped: MockSkippedCopy,
    })
    expect(skipped.skipped?.reason).toBe('insufficientBalance')
    const cancelled = FollowCancelledEvent.parse({
      type: 'follow_cancelled',
      to: 1,
      trader_user_id: 7,
      nickname: 'Aurora',
      follow: { ...MockFollows[0]!, status: 2 },
    })
    expect(cancelled.follow).toMatchObject({ traderId: 7, active: false })
    expect(z.safeParse(FollowCopyEvent, { ...opened, event: 'other' }).success).toBe(false)
  })
})
