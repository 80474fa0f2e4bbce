import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { LeverPositionSchema } from './contract/lever'
import {
  MockBtcLeverPair,
  MockBtcLeverRules,
  MockCopiedPosition,
  MockLeverBalance,
  MockLeverLocked,
  MockLeverPositions,
  MockLiquidatedPosition,
  MockLongPosition,
  MockPendingPosition,
  MockShortPosition,
} from './contract/lever.fixtures'
import { closeSettlement, openTerms, riskRate } from './contract/lever-math'
import { BTC_ID, ETH_ID, USDT_ID } from './contract/wallet'
import { leverApi } from './lever'
import { createLeverMock, leverScenarios, rulesOf } from './msw/lever'
import { createWalletMock } from './msw/wallet'
import { newIdempotencyKey, walletApi } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const pair = { currency_id: BTC_ID, legal_id: USDT_ID }
const rules = MockBtcLeverRules
const open = (o: Record<string, unknown> = {}) =>
  leverApi.submit({
    ...pair,
    share: '10',
    multiple: 10,
    type: 1,
    idempotency_key: newIdempotencyKey(),
    ...o,
  })

describe('lever fixtures', () => {
  it('parse with the contract, so they cannot drift', () => {
    const rows = z.array(LeverPositionSchema).parse(MockLeverPositions)
    expect(rows.map((p) => [p.id, p.side, p.status, p.copied, p.closeReason])).toEqual([
      [13, 'long', 'pending', false, null],
      [14, 'long', 'open', true, null],
      [11, 'long', 'open', false, null],
      [12, 'short', 'open', false, null],
      [8, 'long', 'closed', false, 'takeProfit'],
      [7, 'short', 'closed', false, 'liquidation'],
    ])
    expect(rows[2]).toMatchObject({
      takeProfit: '45000.00',
      stopLoss: '38000.00',
      margin: '40.0000',
    })
    expect(rulesOf(MockBtcLeverPair)).toEqual(MockBtcLeverRules)
    expect(MockLiquidatedPosition).toMatchObject({ fact_profits: '-400.0000', shortfall: '3.1000' })
    expect(MockLeverLocked).toBe('143.7025')
  })
})

describe('lever api', () => {
  it('deal: the pair rules, last price, lever balance, depth and every open position in USDT', async () => {
    server.use(...createLeverMock().list)
    const deal = await leverApi.deal(pair)
    expect(deal).toMatchObject({
      rules,
      open: true,
      lastPrice: '41251.65',
      balance: MockLeverBalance,
    })
    expect(deal.bids).toHaveLength(5)
    // every pair's (the ETH copy too): the ticket's risk estimate counts the whole account
    expect(deal.positions.map((p) => p.id).sort()).toEqual([11, 12, 14])
    await expect(leverApi.deal({ currency_id: 9, legal_id: USDT_ID })).rejects.toMatchObject({
      code: 'pairNotFound',
    })
  })

  it('a market long opens at the last price, paying margin + fee once per key', async () => {
    const wallet = createWalletMock()
    const lever = createLeverMock({ balances: wallet.balances() })
    server.use(...wallet.list, ...lever.list)
    const terms = openTerms({
      side: 'long',
      originPrice: '41251.65',
      lots: 10,
      multiple: 10,
      rules,
    })
    const req = {
      ...pair,
      share: '10',
      multiple: 10,
      type: 1 as const,
      idempotency_key: newIdempotencyKey(),
    }
    const position = await leverApi.submit(req)
    expect(position).toMatchObject({
      status: 'open',
      side: 'long',
      kind: 'market',
      price: terms.price,
      number: '0.01',
      margin: terms.margin,
      fee: terms.fee,
    })
    expect([terms.margin, terms.fee]).toEqual(['41.2517', '0.4126'])
    expect(await leverApi.submit(req)).toEqual(position)
    await expect(leverApi.submit({ ...req, share: '11' })).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
    const usdt = await walletApi.detail({ currency: USDT_ID, type: 'lever' })
    expect([usdt.available, usdt.locked]).toEqual(['1958.3357', '41.2517'])
  })

  it('a limit short waits above the market, holding margin and fee; cancel refunds both', async () => {
    const lever = createLeverMock()
    server.use(...lever.list)
    const position = await open({ type: 2, status: 0, target_price: '42000', multiple: 20 })
    expect(position).toMatchObject({ status: 'pending', kind: 'limit', originPrice: '42000.00' })
    expect(lever.balances().lever[USDT_ID]).toEqual({ available: '1978.5800', locked: '165.1225' })
    const key = newIdempotencyKey()
    expect(await leverApi.cancel({ id: position!.id, idempotency_key: key })).toMatchObject({
      status: 'cancelled',
    })
    expect(lever.balances().lever[USDT_ID]).toEqual({
      available: MockLeverBalance,
      locked: MockLeverLocked,
    })
    await expect(
      leverApi.cancel({ id: position!.id, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'orderNotOpen' })
  })

  it('refuses in the sandbox order (openIssue), changing nothing', async () => {
    const lever = createLeverMock()
    server.use(...lever.list)
    const refused = (o: Record<string, unknown>, code: string) =>
      expect(open(o)).rejects.toMatchObject({ code })
    await refused({ share: '0' }, 'lotsInvalid')
    await refused({ share: '1.5' }, 'lotsInvalid')
    await refused({ share: '1001' }, 'lotsOutOfRange')
    await refused({ multiple: 7 }, 'leverageNotAllowed')
    await refused({ status: 0, target_price: '' }, 'priceRequired')
    await refused({ status: 0, target_price: '42000' }, 'limitPriceSide')
    await refused({ status: 0, type: 2, target_price: '41000' }, 'limitPriceSide')
    await refused({ share: '1000', multiple: 5 }, 'insufficientBalance')
    expect(lever.positions()).toHaveLength(MockLeverPositions.length)
    expect(lever.balances().lever[USDT_ID]!.available).toBe(MockLeverBalance)
  })

  it('refuses a closed pair and an account with a position closing', async () => {
    const closedPair = {
      ...MockBtcLeverPair,
      rules: { ...MockBtcLeverPair.rules, open: 0 as const },
    }
    server.use(...createLeverMock({ pairs: [closedPair] }).list)
    await expect(open()).rejects.toMatchObject({ code: 'pairClosed' })
    server.use(...createLeverMock({ positions: [{ ...MockLongPosition, status: 2 }] }).list)
    await expect(open()).rejects.toMatchObject({ code: 'positionClosing' })
  })

  it('dealall: totals over every pair, this pair’s open or pending page, risk by lever-math', async () => {
    const lever = createLeverMock()
    server.use(...lever.list)
    const account = await leverApi.positions({ ...pair })
    const all = [MockCopiedPosition, MockLongPosition, MockShortPosition]
    expect(account.page.items.map((p) => p.id)).toEqual([11, 12])
    expect(account).toMatchObject({
      balance: MockLeverBalance,
      marginTotal: '103.0000',
      margin: '82.0000',
      pnl: '27.4835',
      riskRate: riskRate(
        MockLeverBalance,
        all.map((p) => ({
          margin: p.caution_money,
          originMargin: p.origin_caution_money,
          pnl: p.profits,
        })),
      ),
    })
    expect((await leverApi.positions({ ...pair, status: 0 })).page.items.map((p) => p.id)).toEqual([
      13,
    ])
    lever.setPrice(BTC_ID, USDT_ID, '41000.00')
    const moved = await leverApi.positions({ ...pair })
    expect(moved.page.items.map((p) => [p.markPrice, p.pnl])).toEqual([
      ['41000.00', '10.0000'],
      ['41000.00', '20.0000'],
    ])
  })

  it('my_trade: history by status and pair, newest first, paged', async () => {
    server.use(...createLeverMock().list)
    const all = await leverApi.history({ page: 1 })
    expect(all.page).toMatchObject({ total: 6, pages: 1 })
    const closed = await leverApi.history({ status: 3 })
    expect(closed.page.items.map((p) => p.closeReason)).toEqual(['takeProfit', 'liquidation'])
    const eth = await leverApi.history({ currency_id: ETH_ID, legal_id: USDT_ID })
    expect(eth.page.items.map((p) => p.id)).toEqual([14])
    const second = await leverApi.history({ page: 2, limit: 4 })
    expect(second.page).toMatchObject({ page: 2, pages: 2 })
    expect(second.page.items.map((p) => p.id)).toEqual([8, 7])
  })

  it('my_trade: order_type 2 lists copies only, 1 own positions only, absent both', async () => {
    server.use(...createLeverMock().list)
    const copies = await leverApi.history({ order_type: 2 })
    expect(copies.page.items.map((p) => [p.id, p.copied])).toEqual([[14, true]])
    const own = await leverApi.history({ order_type: 1 })
    expect(own.page.items.every((p) => !p.copied)).toBe(true)
    expect(own.page.total + copies.page.total).toBe((await leverApi.history({})).page.total)
  })

  it('close pays margin + P/L at the engine price; copies and closed rows are refused', async () => {
    const lever = createLeverMock()
    server.use(...lever.list)
    const expected = closeSettlement(
      { side: 'long', price: '40000.00', number: '0.01', margin: '40.0000' },
      '41251.65',
      4,
    )
    const req = { id: MockLongPosition.id, idempotency_key: newIdempotencyKey() }
    const closed = await leverApi.close(req)
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'user',
      realisedPnl: expected.pnl,
      closePrice: '41251.65',
    })
    expect(await leverApi.close(req)).toEqual(closed)
    expect(lever.balances().lever[USDT_ID]!.available).toBe('2052.5165')
    await expect(
      leverApi.close({ id: MockLongPosition.id, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'positionNotOpen' })
    await expect(
      leverApi.close({ id: MockCopiedPosition.id, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'positionCopied' })
    await expect(
      leverApi.close({ id: 999, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'notFound' })
  })

  it('close refuses a loss the balance cannot pay (closeNeedsFunds)', async () => {
    const balances = createLeverMock().balances()
    balances.lever[USDT_ID] = { available: '0.0000', locked: '82.0000' }
    const lever = createLeverMock({ balances, positions: [MockLongPosition, MockShortPosition] })
    server.use(...lever.list)
    lever.setPrice(BTC_ID, USDT_ID, '30000.00')
    await expect(
      leverApi.close({ id: MockLongPosition.id, idempotency_key: newIdempotencyKey() }),
    ).rejects.toMatchObject({ code: 'closeNeedsFunds' })
    expect(lever.positions().map((p) => p.status)).toEqual([1, 1])
  })

  it('batch_close closes only own longs, shorts or all, in one answer', async () => {
    const lever = createLeverMock()
    server.use(...lever.list)
    const shorts = await leverApi.closeAll({ type: 2, idempotency_key: newIdempotencyKey() })
    expect(shorts).toEqual({ closed: 1, ids: [12], pnl: '14.9670', credit: '56.9670' })
    const rest = await leverApi.closeAll({ type: 0, ...pair, idempotency_key: newIdempotencyKey() })
    expect(rest).toMatchObject({ closed: 1, ids: [11] })
    expect(lever.positions().find((p) => p.id === MockCopiedPosition.id)!.status).toBe(1)
    expect(lever.positions().find((p) => p.id === 12)!.close_reason).toBe('batch')
  })

  it('setstop checks §7.2 against the entry and the engine price', async () => {
    const lever = createLeverMock()
    server.use(...lever.list)
    const set = (id: number, tp: string, sl: string) =>
      leverApi.setStop({ id, target_profit_price: tp, stop_loss_price: sl })
    expect(await set(MockShortPosition.id, '40000', '0')).toMatchObject({
      takeProfit: '40000.00',
      stopLoss: null,
    })
    await expect(set(MockShortPosition.id, '41500', '0')).rejects.toMatchObject({
      code: 'takeProfitInvalid',
    })
    await expect(set(MockLongPosition.id, '0', '41300')).rejects.toMatchObject({
      code: 'stopLossInvalid',
    })
    await expect(set(MockLongPosition.id, '0', '')).rejects.toMatchObject({ code: 'stopRequired' })
    await expect(set(MockPendingPosition.id, '45000', '0')).rejects.toMatchObject({
      code: 'positionNotOpen',
    })
  })

  it('answers the scenarios: the platform’s text, down', async () => {
    server.use(leverScenarios.submitText, leverScenarios.batchCloseText)
    expect(await open()).toBeNull()
    expect(await leverApi.closeAll({ type: 0, idempotency_key: newIdempotencyKey() })).toBeNull()
    server.use(leverScenarios.dealDown)
    await expect(leverApi.deal(pair)).rejects.toMatchObject({ code: 'network' })
  })
})
