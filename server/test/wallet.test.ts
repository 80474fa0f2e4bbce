/**
 * The wallet (issue 5): every endpoint, every refused input (nothing changes), authorisation,
 * idempotency, and the KYC, limit, fee and pay-password rules. Concurrency on a listening server
 * is in wallet-concurrency.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { KYC_LIMITS } from '../../src/api/contract/kyc'
import {
  BTC_ID,
  ConvertOptions,
  ConvertQuote,
  Conversion,
  DepositAddress,
  DepositAddressList,
  DepositClaim,
  DepositPage,
  ETH_ID,
  FundTransfer,
  FundTransferPage,
  LedgerPage,
  QUOTE_TTL_SECONDS,
  SANDBOX_DEPOSIT_ADDRESSES,
  USDT_ID,
  WalletDetail,
  WalletList,
  WithdrawInfo,
  Withdrawal,
  WithdrawalPage,
  type WalletAccount,
} from '../../src/api/contract/wallet'
import {
  accountUsdtTotal,
  conversionOf,
  fromUnits,
  toUnits,
} from '../../src/api/contract/wallet-math'
import { buildApp, type BuildAppOptions } from '../src/app'
import { DEFAULT_MARKET_SEED } from '../src/market/engine'
import { createTestClock, type AdjustableClock } from '../src/clock'
import { ledgerSums } from '../src/repositories/wallet'
import type { FastifyInstance } from 'fastify'
import { sessionFor, withoutStatus } from './payout-helper'
import { PAY_PASSWORD, balanceOf, moneyTables, newKey, setPayPassword } from './wallet-helper'

let app: FastifyInstance
let clock: AdjustableClock
let lv1: string
let lv2: string
let demo: string

async function start(options: Partial<BuildAppOptions> = {}) {
  clock = createTestClock(Date.UTC(2025, 1, 1))
  app = await buildApp({
    marketSeed: DEFAULT_MARKET_SEED,
    db: ':memory:',
    clock,
    logger: false,
    feedIntervalMs: 0,
    ...options,
  })
  lv1 = sessionFor(app, 'lv1@sandbox.test')
  lv2 = sessionFor(app, 'lv2@sandbox.test')
  demo = sessionFor(app, 'demo@sandbox.test')
}
beforeEach(() => start())
afterEach(async () => {
  const sums = ledgerSums(app.db)
  await app.close()
  // every test ends with the ledger summing to every balance
  if (sums.mismatches.length || sums.brokenChains)
    throw new Error(
      `the ledger does not sum: ${JSON.stringify(sums, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`,
    )
})

const { get, post } = withoutStatus(() => app)
const en = { lang: 'en' }
const userId = (email: string) => app.repos.users.findByAccount(email)!.id
const enginePrice = (currency: number) =>
  currency === USDT_ID ? '1' : app.market.price(app.market.pairByCurrency(currency)!.id)

/** Runs a request that must be refused: its code (or envelope type) and whether any money table changed. */
async function refusal(request: () => Promise<{ type: string; code?: string }>) {
  const before = moneyTables(app.db)
  const body = await request()
  return {
    refused: body.type === 'error' ? body.code : body.type,
    changed: !isDeepStrictEqual(moneyTables(app.db), before),
  }
}
const unchanged = (refused: string) => ({ refused, changed: false })

describe('authorisation', () => {
  it.each([
    ['post', '/api/wallet/list'],
    ['post', '/api/wallet/detail'],
    ['post', '/api/wallet/change'],
    ['get', '/api/wallet/hzhistory'],
    ['post', '/api/wallet/legal_log'],
    ['post', '/api/wallet/get_info'],
    ['post', '/api/wallet/out'],
    ['get', '/api/user/withdraw/list'],
    ['get', '/api/wallet/out_log'],
    ['post', '/api/wallet/get_in_address'],
    ['post', '/api/wallet/charge_req'],
    ['get', '/api/recharge/log'],
    ['post', '/api/user/getTransferList'],
    ['post', '/api/user/getTransferFee'],
    ['post', '/api/user/Transfer'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const body = method === 'get' ? await get(url) : await post(url, {})
    expect(body.type).toBe('999')
  })

  it('the platform deposit addresses are public, and clearly sandbox ones', async () => {
    const body = await get('/api/wallet/get_addresses')
    const list = DepositAddressList.parse(body.message)
    expect(list.map((a) => a.currency_type)).toEqual(['USDT-ERC', 'USDT-TRC', 'ETH', 'BTC'])
    expect(list.every((a) => a.sandbox && /sandbox/i.test(a.address))).toBe(true)
  })
})

describe('balances', () => {
  it('wallet/list: four accounts, seeded through the ledger, priced by the engine', async () => {
    const body = await post('/api/wallet/list', en, lv1)
    const overview = WalletList.parse(body.message)
    const change = overview.accounts.change
    // every pair's base is a wallet currency (spot, 011-spot.sql); only these three move in and out
    const [usdt, btc, eth, ...coins] = change.rows
    expect([usdt, btc, eth].map((r) => [r!.currencyName, r!.available, r!.locked])).toEqual([
      ['USDT', '5000.0000', '0.0000'],
      ['BTC', '0.20000000', '0.00000000'],
      ['ETH', '2.00000000', '0.00000000'],
    ])
    // 23 traded coins, then the three IEO tokens (018-ieo.sql), which have no engine price, and
    // USDC (027-borrow.sql: lent and pledged, no market), which counts 1 USDT
    expect(coins.map((r) => r.currencyName)).toHaveLength(27)
    expect(coins.slice(-4).map((r) => [r.currencyName, r.usdtPrice])).toEqual([
      ['NOVA', '0'],
      ['LUMA', '0'],
      ['ORBT', '0'],
      ['USDC', '1'],
    ])
    for (const row of change.rows.slice(0, -4))
      expect(row.usdtPrice).toBe(enginePrice(row.currencyId))
    expect(change.usdtTotal).toBe(accountUsdtTotal(change.rows, 4))
    expect([usdt, btc, eth].every((r) => r!.canDeposit && r!.canWithdraw && r!.canConvert)).toBe(
      true,
    )
    expect(
      coins.every(
        (r) => /^0\.?0*$/.test(r.available) && !r.canDeposit && !r.canWithdraw && !r.canConvert,
      ),
    ).toBe(true)
    for (const account of ['legal', 'lever', 'micro'] as const) {
      expect(
        overview.accounts[account].rows.every((r) => r.available.match(/^0\.0+$/) && !r.canDeposit),
      ).toBe(true)
      expect(overview.accounts[account].usdtTotal).toBe('0.0000')
    }
    // the wire keeps the reference's field names
    const wire = body.message as Record<string, { balance: Array<Record<string, unknown>> }>
    expect(wire.lever_wallet!.balance[0]).toHaveProperty('lever_balance', '0.0000')
    expect(wire.lever_wallet!.balance[0]).toHaveProperty('lock_lever_balance', '0.0000')
  })

  it('wallet/list filters by currency_name; a new user sees zeros', async () => {
    const body = await post('/api/wallet/list', { currency_name: 'btc' }, lv1)
    expect(WalletList.parse(body.message).accounts.change.rows.map((r) => r.currencyName)).toEqual([
      'BTC',
    ])
    app.repos.users.create({
      account_number: 'new@sandbox.test',
      email: 'new@sandbox.test',
      nickname: 'new',
      password_hash: 'x',
      extension_code: 'NEWUSER1',
      created_at: clock.now(),
    })
    const fresh = WalletList.parse(
      (await post('/api/wallet/list', {}, sessionFor(app, 'new@sandbox.test'))).message,
    )
    expect(fresh.usdtTotal).toBe('0.0000')
    expect(fresh.accounts.change.rows.map((r) => r.available).slice(0, 3)).toEqual([
      '0.0000',
      '0.00000000',
      '0.00000000',
    ])
    expect(fresh.accounts.change.rows.every((r) => /^0\.?0*$/.test(r.available))).toBe(true)
    // a locked account has no session at all
    expect((await post('/api/wallet/list', {}, sessionFor(app, 'locked@sandbox.test'))).type).toBe(
      '999',
    )
  })

  it('wallet/detail answers one row; bad account or currency is refused', async () => {
    const body = await post('/api/wallet/detail', { currency: String(BTC_ID), type: 'change' }, lv1)
    expect(WalletDetail.parse(body.message)).toMatchObject({
      account: 'change',
      currencyName: 'BTC',
      available: '0.20000000',
    })
    expect(
      await post('/api/wallet/detail', { currency: '1', type: 'insurance' }, lv1),
    ).toMatchObject({ code: 'parameterError' })
    expect(await post('/api/wallet/detail', { currency: '27', type: 'change' }, lv1)).toMatchObject(
      { code: 'currencyNotSupported' },
    )
    expect(await post('/api/wallet/detail', { currency: '999' }, lv1)).toMatchObject({
      code: 'currencyNotSupported',
    })
  })
})

describe('fund transfer (wallet/change)', () => {
  const transfer = (fields: Record<string, string>, token = lv1) =>
    post(
      '/api/wallet/change',
      {
        currency_id: '3',
        number: '100',
        from_field: 'change',
        to_field: 'lever',
        idempotency_key: newKey(),
        ...fields,
      },
      token,
    )

  it('moves between any two accounts without a fee, with two ledger rows and a history entry', async () => {
    const body = await transfer({ number: '1234.5678' })
    expect(FundTransfer.parse(body.message)).toMatchObject({
      number: '1234.5678',
      from: 'change',
      to: 'lever',
      currencyName: 'USDT',
    })
    expect(balanceOf(app, 'lv1@sandbox.test', USDT_ID)).toEqual({
      available: '3765.4322',
      locked: '0.0000',
    })
    expect(balanceOf(app, 'lv1@sandbox.test', USDT_ID, 'lever')).toEqual({
      available: '1234.5678',
      locked: '0.0000',
    })
    await transfer({ number: '34.5678', from_field: 'lever', to_field: 'micro' })
    await transfer({ number: '0.5', from_field: 'micro', to_field: 'legal' })
    await transfer({ number: '0.5', from_field: 'legal', to_field: 'change' })
    expect(balanceOf(app, 'lv1@sandbox.test', USDT_ID, 'micro').available).toBe('34.0678')

    const history = FundTransferPage.parse(
      (await get('/api/wallet/hzhistory', { limit: '2' }, lv1)).message,
    )
    expect(history).toMatchObject({ page: 1, pages: 2, total: 4 })
    expect(history.items.map((t) => `${t.from}>${t.to}`)).toEqual(['legal>change', 'micro>legal'])
    const wire = (await get('/api/wallet/hzhistory', { ...en }, lv1)).message as {
      data: Array<{ info: string }>
      per_page: number
    }
    expect(wire.data.at(-1)!.info).toBe('Spot → Contract')
    expect(wire.per_page).toBe(10)

    const ledger = LedgerPage.parse(
      (await post('/api/wallet/legal_log', { account: 'lever', ...en }, lv1)).message,
    )
    expect(ledger.items.map((e) => [e.type, e.available, e.availableAfter])).toEqual([
      ['transferOut', '-34.5678', '1200.0000'],
      ['transferIn', '1234.5678', '1234.5678'],
    ])
  })

  it('refuses every bad input and changes nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ number: '' }, 'amountRequired'],
      [{ number: '0' }, 'amountInvalid'],
      [{ number: '-5' }, 'amountInvalid'],
      [{ number: '1e3' }, 'amountInvalid'],
      [{ number: '1,5' }, 'amountInvalid'],
      [{ number: '12345678901' }, 'amountInvalid'],
      [{ number: '1.12345' }, 'amountTooPrecise'],
      [{ number: '5000.0001' }, 'insufficientBalance'],
      [{ to_field: 'change' }, 'sameAccount'],
      [{ to_field: 'insurance' }, 'parameterError'],
      [{ currency_id: '27' }, 'currencyNotSupported'],
      [{ currency_id: 'abc' }, 'currencyNotSupported'],
      [{ idempotency_key: 'short' }, 'idempotencyKeyInvalid'],
      [{ idempotency_key: 'has spaces in it' }, 'idempotencyKeyInvalid'],
      [{ idempotency_key: 'x'.repeat(65) }, 'idempotencyKeyInvalid'],
    ]
    for (const [fields, code] of cases)
      expect({ fields, ...(await refusal(() => transfer(fields))) }).toEqual({
        fields,
        ...unchanged(code),
      })
    expect(
      await refusal(() =>
        post(
          '/api/wallet/change',
          { currency_id: '3', number: '1', from_field: 'change', to_field: 'lever' },
          lv1,
        ),
      ),
    ).toEqual(unchanged('idempotencyKeyInvalid'))
    // the demo user cannot move what it does not have in that account
    expect(
      await refusal(() => transfer({ from_field: 'lever', to_field: 'change' }, demo)),
    ).toEqual(unchanged('insufficientBalance'))
  })

  it('is idempotent: a repeat answers the first result, a different request under the key conflicts', async () => {
    const key = newKey()
    const first = await transfer({ idempotency_key: key, number: '10' })
    const again = await transfer({ idempotency_key: key, number: '10' })
    expect(again).toEqual(first)
    expect(balanceOf(app, 'lv1@sandbox.test', USDT_ID).available).toBe('4990.0000')
    expect(await refusal(() => transfer({ idempotency_key: key, number: '11' }))).toEqual(
      unchanged('idempotencyConflict'),
    )
    expect(
      await refusal(() => transfer({ idempotency_key: key, number: '10', to_field: 'micro' })),
    ).toEqual(unchanged('idempotencyConflict'))
    // keys are per user: another user may use the same key for its own request
    expect((await transfer({ idempotency_key: key, number: '10' }, lv2)).type).toBe('ok')
    // a refusal is not stored: the same key is decided again once the request can succeed
    const key2 = newKey()
    expect(
      await refusal(() =>
        transfer({ idempotency_key: key2, number: '10', from_field: 'micro', to_field: 'change' }),
      ),
    ).toEqual(unchanged('insufficientBalance'))
    await transfer({ number: '10', from_field: 'change', to_field: 'micro' })
    expect(
      (
        await transfer({
          idempotency_key: key2,
          number: '10',
          from_field: 'micro',
          to_field: 'change',
        })
      ).type,
    ).toBe('ok')
  })

  it('answers the stored first result after a restart', async () => {
    await app.close()
    const dir = mkdtempSync(join(tmpdir(), 'wallet-restart-'))
    try {
      await start({ db: join(dir, 'sandbox.db') })
      const key = newKey()
      const first = await transfer({ idempotency_key: key, number: '7.5' })
      await app.close()
      clock = createTestClock(Date.UTC(2025, 1, 2))
      app = await buildApp({
        marketSeed: DEFAULT_MARKET_SEED,
        db: join(dir, 'sandbox.db'),
        clock,
        logger: false,
        feedIntervalMs: 0,
      })
      lv1 = sessionFor(app, 'lv1@sandbox.test')
      expect(await transfer({ idempotency_key: key, number: '7.5' })).toEqual(first)
      expect(balanceOf(app, 'lv1@sandbox.test', USDT_ID).available).toBe('4992.5000')
      await app.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await start()
    }
  })
})

describe('ledger (wallet/legal_log)', () => {
  it('pages the caller’s own rows, filtered by currency, account and type, in the request’s language', async () => {
    const all = LedgerPage.parse((await post('/api/wallet/legal_log', en, lv1)).message)
    expect(all.total).toBe(3)
    expect(all.items.every((e) => e.type === 'deposit' && e.info === 'Deposit')).toBe(true)
    const btc = LedgerPage.parse(
      (await post('/api/wallet/legal_log', { currency: '1' }, lv1)).message,
    )
    expect(btc.items.map((e) => e.available)).toEqual(['0.20000000'])
    const none = LedgerPage.parse(
      (await post('/api/wallet/legal_log', { type: 'convertIn' }, lv1)).message,
    )
    expect(none).toMatchObject({ items: [], total: 0 })
    const zh = (await post('/api/wallet/legal_log', { lang: 'zh', limit: '1', page: '2' }, lv1))
      .message as { list: Array<{ info: string }>; count: number; limit: number }
    expect(zh).toMatchObject({ count: 3, limit: 1 })
    expect(zh.list[0]!.info).toBe('充币')
    expect(await post('/api/wallet/legal_log', { type: 'bonus' }, lv1)).toMatchObject({
      code: 'parameterError',
    })
    expect(await post('/api/wallet/legal_log', { limit: '51' }, lv1)).toMatchObject({
      code: 'parameterError',
    })
  })

  it('is append-only', () => {
    expect(() => app.db.prepare('UPDATE ledger SET available_delta = 0').run()).toThrow(
      /append-only/,
    )
    expect(() => app.db.prepare('DELETE FROM ledger').run()).toThrow(/append-only/)
  })
})

describe('deposit', () => {
  const claim = (fields: Record<string, string>, token = demo) =>
    post(
      '/api/wallet/charge_req',
      {
        account: '0x52908400098527886E0F7030069857D2E4169EE7',
        amount: '150.25',
        currency: '3',
        type: '0',
        network: 'TRC20',
        idempotency_key: newKey(),
        ...fields,
      },
      token,
    )
  const review = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    post('/api/dev/wallet/deposit/review', {
      id: String(id),
      decision,
      ...(reason ? { reason } : {}),
    })

  it('get_in_address: USDT on two networks, BTC and ETH one address each', async () => {
    const usdt = DepositAddress.parse(
      (await post('/api/wallet/get_in_address', { currency: '3' }, demo)).message,
    )
    expect(usdt).toEqual({
      ERC20: SANDBOX_DEPOSIT_ADDRESSES[0]!.address,
      TRC20: SANDBOX_DEPOSIT_ADDRESSES[1]!.address,
    })
    expect((await post('/api/wallet/get_in_address', { currency: '1' }, demo)).message).toMatch(
      /^tb1qsandbox/,
    )
    expect((await post('/api/wallet/get_in_address', { currency: '2' }, demo)).message).toMatch(
      /^0xSandboxEth/,
    )
    expect(await post('/api/wallet/get_in_address', { currency: '5' }, demo)).toMatchObject({
      code: 'currencyNotSupported',
    })
  })

  it('a claim is pending until the operator credits it to change; the log shows each state', async () => {
    const body = await post(
      '/api/wallet/charge_req',
      {
        account: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
        amount: '150.25',
        currency: '3',
        network: 'TRC20',
        idempotency_key: newKey(),
      },
      demo,
    )
    expect(body).toHaveProperty('url', '')
    const pending = DepositClaim.parse(body.message)
    expect(pending).toMatchObject({
      status: 'pending',
      amount: '150.2500',
      network: 'TRC20',
      currencyName: 'USDT',
    })
    expect((body.message as { give: string }).give).toBe('0')
    expect(pending.oid).toMatch(/^CZ\d{14}\d{6}$/)
    const before = balanceOf(app, 'demo@sandbox.test', USDT_ID).available
    expect(before).toBe('10000.0000')

    clock.advance(60_000)
    expect((await review(pending.id, 'approve')).type).toBe('ok')
    expect(balanceOf(app, 'demo@sandbox.test', USDT_ID).available).toBe('10150.2500')
    expect(await review(pending.id, 'approve')).toMatchObject({ code: 'alreadyReviewed' })
    expect(balanceOf(app, 'demo@sandbox.test', USDT_ID).available).toBe('10150.2500')

    const secondBody = await claim({ currency: '1', amount: '0.1', network: 'BTC' })
    expect(secondBody.type).toBe('ok')
    const second = DepositClaim.parse(secondBody.message)
    expect((await review(second.id, 'reject', 'Nothing arrived from this address')).type).toBe('ok')
    const log = DepositPage.parse((await get('/api/recharge/log', {}, demo)).message)
    expect(log.items.slice(0, 2).map((c) => [c.status, c.reason])).toEqual([
      ['rejected', 'Nothing arrived from this address'],
      ['approved', ''],
    ])
    expect(log.items[0]!.timeline.map((s) => s.step)).toEqual(['submitted', 'rejected'])
    expect(log.items[1]!.timeline[1]).toMatchObject({
      step: 'approved',
      time: Date.UTC(2025, 1, 1) + 60_000,
    })
    // the seeded pending claim of demo@ is still there, older
    expect(log.items.some((c) => c.status === 'pending')).toBe(true)
    expect(await review(99_999, 'approve')).toMatchObject({ code: 'notFound' })
    expect(
      await post('/api/dev/wallet/deposit/review', { id: '1', decision: 'maybe' }),
    ).toMatchObject({ code: 'parameterError' })
  })

  it('refuses bad claims and changes nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ account: '' }, 'depositAccountRequired'],
      [{ account: 'x'.repeat(129) }, 'depositAccountRequired'],
      [{ account: '<img src=x onerror=alert(1)>' }, 'depositAccountInvalid'],
      [{ account: 'my wallet' }, 'depositAccountInvalid'],
      [{ account: 'TN3W4H6rK2ce4vX9\nYnFQ' }, 'depositAccountInvalid'],
      [{ amount: '' }, 'amountRequired'],
      [{ amount: '0.00' }, 'amountInvalid'],
      [{ amount: '1.00001' }, 'amountTooPrecise'],
      [{ currency: '25' }, 'currencyNotSupported'],
      [{ network: '' }, 'networkRequired'],
      [{ network: 'OMNI' }, 'networkRequired'],
      [{ currency: '1', network: 'TRC20' }, 'networkRequired'],
      [{ type: '1' }, 'parameterError'],
      [{ idempotency_key: '' }, 'idempotencyKeyInvalid'],
    ]
    for (const [fields, code] of cases)
      expect({ fields, ...(await refusal(() => claim(fields))) }).toEqual({
        fields,
        ...unchanged(code),
      })
    // without `network`: USDT must name one, BTC has only one
    expect(
      await refusal(() =>
        post(
          '/api/wallet/charge_req',
          { account: 'a', amount: '1', currency: '3', idempotency_key: newKey() },
          demo,
        ),
      ),
    ).toEqual(unchanged('networkRequired'))
    expect(
      DepositClaim.parse(
        (
          await post(
            '/api/wallet/charge_req',
            { account: 'a', amount: '1', currency: '1', idempotency_key: newKey() },
            demo,
          )
        ).message,
      ).network,
    ).toBe('BTC')
  })

  it('a repeated claim answers the first one', async () => {
    const key = newKey()
    const first = await claim({ idempotency_key: key })
    expect(await claim({ idempotency_key: key })).toEqual(first)
    expect(DepositPage.parse((await get('/api/recharge/log', {}, demo)).message).total).toBe(5)
    expect(await refusal(() => claim({ idempotency_key: key, amount: '1' }))).toEqual(
      unchanged('idempotencyConflict'),
    )
  })

  it('the scripted operator credits claims after SANDBOX_DEPOSIT_AUTO_CREDIT_SECONDS', async () => {
    await app.close()
    await start({ depositAutoCreditSeconds: 30 })
    const made = DepositClaim.parse((await claim({ amount: '5' })).message)
    clock.advance(29_000)
    expect(
      DepositPage.parse((await get('/api/recharge/log', {}, demo)).message).items[0],
    ).toMatchObject({ id: made.id, status: 'pending' })
    clock.advance(1_000)
    expect(
      DepositPage.parse((await get('/api/recharge/log', {}, demo)).message).items[0],
    ).toMatchObject({ id: made.id, status: 'approved' })
    // the seeded pending claim (250 USDT) and this one
    expect(balanceOf(app, 'demo@sandbox.test', USDT_ID).available).toBe('10255.0000')
  })
})

describe('withdraw', () => {
  let ethAddress: number
  beforeEach(() => {
    setPayPassword(app, 'lv1@sandbox.test')
    ethAddress = app.repos.payout
      .addresses(userId('lv1@sandbox.test'), 10, 0)
      .find((a) => a.currency === ETH_ID)!.id
  })
  const withdraw = (fields: Record<string, string>, token = lv1) =>
    post(
      '/api/wallet/out',
      {
        type: '0',
        currency: '2',
        number: '0.5',
        rate: '0.005',
        address_id: String(ethAddress),
        pay_password: PAY_PASSWORD,
        idempotency_key: newKey(),
        ...fields,
      },
      token,
    )
  const review = (id: number, decision: 'approve' | 'reject', reason?: string) =>
    post('/api/dev/wallet/withdraw/review', {
      id: String(id),
      decision,
      ...(reason ? { reason } : {}),
    })

  it('get_info: the server-side fee and minimum, the change balance and the level’s 24 h limit', async () => {
    const info = WithdrawInfo.parse(
      (await post('/api/wallet/get_info', { currency: '3' }, lv1)).message,
    )
    expect(info).toMatchObject({
      fee: '1',
      min: '10',
      scale: 4,
      available: '5000.0000',
      kycLevel: 1,
      limitBtc: '200.00000000',
      usedBtc: '0.00000000',
      remainingBtc: '200.00000000',
    })
    expect(info.kinds).toEqual(['address', 'card', 'internationalCard'])
    const eth = WithdrawInfo.parse(
      (await post('/api/wallet/get_info', { currency: '2' }, lv1)).message,
    )
    expect(eth.kinds).toEqual(['address'])
    const unverified = WithdrawInfo.parse(
      (await post('/api/wallet/get_info', { currency: '1' }, demo)).message,
    )
    expect(unverified).toMatchObject({ kycLevel: 0, limitBtc: '' })
    expect(
      WithdrawInfo.parse((await post('/api/wallet/get_info', { currency: '1' }, lv2)).message)
        .limitBtc,
    ).toBe('500.00000000')
  })

  it('locks the amount under review; approval pays it out, the timeline shows each step', async () => {
    const body = await withdraw({})
    const record = Withdrawal.parse(body.message)
    expect(record).toMatchObject({
      status: 'pending',
      number: '0.50000000',
      fee: '0.00500000',
      arrives: '0.49500000',
      network: 'ERC20',
      destinationName: 'MetaMask',
      kind: 'address',
    })
    expect(record.timeline.map((s) => s.step)).toEqual(['submitted', 'reviewing'])
    expect(balanceOf(app, 'lv1@sandbox.test', ETH_ID)).toEqual({
      available: '1.50000000',
      locked: '0.50000000',
    })

    clock.advance(3_600_000)
    expect((await review(record.id, 'approve')).type).toBe('ok')
    expect(balanceOf(app, 'lv1@sandbox.test', ETH_ID)).toEqual({
      available: '1.50000000',
      locked: '0.00000000',
    })
    const after = Withdrawal.parse(
      (await get('/api/wallet/out_log', { id: String(record.id), ...en }, lv1)).message,
    )
    expect(after.timeline).toEqual([
      { step: 'submitted', time: Date.UTC(2025, 1, 1), reason: '' },
      { step: 'approved', time: Date.UTC(2025, 1, 1) + 3_600_000, reason: '' },
    ])
    expect(await review(record.id, 'reject')).toMatchObject({ code: 'alreadyReviewed' })
    const list = WithdrawalPage.parse((await get('/api/user/withdraw/list', en, lv1)).message)
    expect(list).toMatchObject({ total: 1, pages: 1 })
    expect((await get('/api/user/withdraw/list', en, lv1)).message).toMatchObject({
      data: [{ status: 2, status_text: 'Approved' }],
    })
  })

  it('a rejection returns the amount to available, with the reason', async () => {
    const record = Withdrawal.parse((await withdraw({ number: '1' })).message)
    expect((await review(record.id, 'reject', 'Address flagged by compliance')).type).toBe('ok')
    expect(balanceOf(app, 'lv1@sandbox.test', ETH_ID)).toEqual({
      available: '2.00000000',
      locked: '0.00000000',
    })
    const after = Withdrawal.parse(
      (await get('/api/wallet/out_log', { id: String(record.id) }, lv1)).message,
    )
    expect(after).toMatchObject({ status: 'rejected', reason: 'Address flagged by compliance' })
    expect(after.timeline[1]).toMatchObject({
      step: 'rejected',
      reason: 'Address flagged by compliance',
    })
    const ledger = LedgerPage.parse(
      (await post('/api/wallet/legal_log', { currency: '2' }, lv1)).message,
    )
    expect(ledger.items.slice(0, 2).map((e) => [e.type, e.available, e.locked])).toEqual([
      ['withdrawReject', '1.00000000', '-1.00000000'],
      ['withdrawLock', '-1.00000000', '1.00000000'],
    ])
  })

  it('another user’s withdrawal or address is not found', async () => {
    const record = Withdrawal.parse((await withdraw({})).message)
    expect(await get('/api/wallet/out_log', { id: String(record.id) }, lv2)).toMatchObject({
      code: 'notFound',
    })
    setPayPassword(app, 'lv2@sandbox.test')
    expect(await refusal(() => withdraw({}, lv2))).toEqual(unchanged('addressNotSaved'))
    expect(
      WithdrawalPage.parse((await get('/api/user/withdraw/list', {}, lv2)).message).total,
    ).toBe(0)
  })

  it('refuses every bad input and rule, and changes nothing', async () => {
    const demoBtc = app.repos.payout
      .addresses(userId('demo@sandbox.test'), 10, 0)
      .find((a) => a.currency === BTC_ID)!.id
    const cases: Array<[Record<string, string>, string]> = [
      [{ number: '' }, 'amountRequired'],
      [{ number: '0' }, 'amountInvalid'],
      [{ number: 'one' }, 'amountInvalid'],
      [{ number: '0.123456789' }, 'amountTooPrecise'],
      [{ number: '0.009' }, 'belowMinimum'],
      [{ number: '2.00000001' }, 'insufficientBalance'],
      [{ rate: '0' }, 'feeChanged'],
      [{ rate: '0.004' }, 'feeChanged'],
      [{ rate: '' }, 'feeChanged'],
      [{ address_id: '' }, 'parameterError'],
      [{ address_id: String(demoBtc) }, 'addressNotSaved'],
      [{ currency: '1', rate: '0.0005', number: '0.01' }, 'addressNotSaved'],
      [{ address_id: '999' }, 'addressNotSaved'],
      [{ type: '1' }, 'currencyNotSupported'],
      [{ type: '3' }, 'parameterError'],
      [{ currency: '25' }, 'currencyNotSupported'],
      [{ pay_password: '' }, 'payPasswordRequired'],
      [{ idempotency_key: 'bad key' }, 'idempotencyKeyInvalid'],
    ]
    for (const [fields, code] of cases)
      expect({ fields, ...(await refusal(() => withdraw(fields))) }).toEqual({
        fields,
        ...unchanged(code),
      })
  })

  it('names an address by its text when it is a saved one of that coin', async () => {
    const saved = app.repos.payout.address(userId('lv1@sandbox.test'), ethAddress)!
    const body = await post(
      '/api/wallet/out',
      {
        type: '0',
        currency: '2',
        number: '0.5',
        rate: '0.005',
        address: saved.address,
        pay_password: PAY_PASSWORD,
        idempotency_key: newKey(),
      },
      lv1,
    )
    expect(Withdrawal.parse(body.message).destination).toBe(saved.address)
    expect(
      await refusal(() =>
        post(
          '/api/wallet/out',
          {
            type: '0',
            currency: '2',
            number: '0.5',
            rate: '0.005',
            address: '0x0000000000000000000000000000000000000001',
            pay_password: PAY_PASSWORD,
            idempotency_key: newKey(),
          },
          lv1,
        ),
      ),
    ).toEqual(unchanged('addressNotSaved'))
  })

  it('card payouts: USDT to the saved card, 997 when there is none', async () => {
    const body = await withdraw({ type: '2', currency: '3', number: '100', rate: '1' })
    expect(Withdrawal.parse(body.message)).toMatchObject({
      kind: 'internationalCard',
      destination: '**** 5432',
      destinationName: 'Westminster Bank',
      arrives: '99.0000',
    })
    expect(
      await refusal(() => withdraw({ type: '1', currency: '3', number: '100', rate: '1' })),
    ).toEqual(unchanged('997'))
  })

  it('no identity verification: 998', async () => {
    setPayPassword(app, 'demo@sandbox.test')
    const demoBtc = app.repos.payout
      .addresses(userId('demo@sandbox.test'), 10, 0)
      .find((a) => a.currency === BTC_ID)!.id
    expect(
      await refusal(() =>
        withdraw(
          { currency: '1', rate: '0.0005', number: '0.1', address_id: String(demoBtc) },
          demo,
        ),
      ),
    ).toEqual(unchanged('998'))
  })

  it('pay password: not set, wrong, and locked after five wrong ones in a row', async () => {
    setPayPassword(app, 'lv2@sandbox.test')
    app.db
      .prepare('UPDATE users SET pay_password_hash = NULL WHERE id = ?')
      .run(userId('lv1@sandbox.test'))
    expect(await refusal(() => withdraw({}))).toEqual(unchanged('payPasswordNotSet'))
    setPayPassword(app, 'lv1@sandbox.test')
    for (let i = 0; i < 4; i++)
      expect(await refusal(() => withdraw({ pay_password: 'wrong-one' }))).toEqual(
        unchanged('payPasswordInvalid'),
      )
    expect(await refusal(() => withdraw({ pay_password: 'wrong-one' }))).toEqual(
      unchanged('payPasswordLocked'),
    )
    expect(await refusal(() => withdraw({}))).toEqual(unchanged('payPasswordLocked'))
    clock.advance(15 * 60_000 + 1)
    expect((await withdraw({})).type).toBe('ok')
  })

  it('the level’s 24 h limit counts pending and approved withdrawals in BTC at engine prices', async () => {
    // fund lv1 with 300 BTC through an operator-credited claim
    const made = DepositClaim.parse(
      (
        await post(
          '/api/wallet/charge_req',
          { account: 'a', amount: '300', currency: '1', idempotency_key: newKey() },
          lv1,
        )
      ).message,
    )
    await post('/api/dev/wallet/deposit/review', { id: String(made.id), decision: 'approve' })
    const btcAddress = app.repos.payout.addAddress(
      userId('lv1@sandbox.test'),
      {
        currency: 1,
        network: 'BTC',
        name: 'Cold',
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        qrcode: '',
      },
      clock.now(),
    ).id
    const btc = (number: string) =>
      withdraw({ currency: '1', rate: '0.0005', number, address_id: String(btcAddress) })
    expect(KYC_LIMITS[0].withdrawPerDay.amount).toBe('200')
    const first = Withdrawal.parse((await btc('150')).message)
    expect(await refusal(() => btc('50.00000001'))).toEqual(unchanged('withdrawLimitExceeded'))
    // ETH counts by its BTC value at the engine's prices
    const ethValue = (Number(enginePrice(ETH_ID)) / Number(enginePrice(BTC_ID))) * 2
    expect(ethValue).toBeLessThan(50)
    expect((await btc('49')).type).toBe('ok')
    expect(await refusal(() => btc('1.00000001'))).toEqual(unchanged('withdrawLimitExceeded'))
    // a rejected withdrawal stops counting
    await post('/api/dev/wallet/withdraw/review', {
      id: String(first.id),
      decision: 'reject',
      reason: 'test',
    })
    expect((await btc('100')).type).toBe('ok')
    const info = WithdrawInfo.parse(
      (await post('/api/wallet/get_info', { currency: '1' }, lv1)).message,
    )
    expect(info).toMatchObject({ usedBtc: '149.00000000', remainingBtc: '51.00000000' })
    // 24 h later the window is empty again
    clock.advance(24 * 3_600_000 + 1)
    expect((await btc('51')).type).toBe('ok')
  })

  it('is idempotent, even for the pay-password step', async () => {
    const key = newKey()
    const first = await withdraw({ idempotency_key: key })
    expect(await withdraw({ idempotency_key: key, pay_password: 'anything' })).toEqual(first)
    expect(balanceOf(app, 'lv1@sandbox.test', ETH_ID).locked).toBe('0.50000000')
    expect(await refusal(() => withdraw({ idempotency_key: key, number: '0.6' }))).toEqual(
      unchanged('idempotencyConflict'),
    )
  })
})

describe('convert', () => {
  const quote = async (from = '3', to = '1', token = lv1) =>
    ConvertQuote.parse(
      (
        await post(
          '/api/user/getTransferFee',
          { from_currency_id: from, to_currency_id: to },
          token,
        )
      ).message,
    )
  const convert = (fields: Record<string, string>, token = lv1) =>
    post(
      '/api/user/Transfer',
      {
        number: '100',
        from_currency_id: '3',
        to_currency_id: '1',
        idempotency_key: newKey(),
        ...fields,
      },
      token,
    )

  it('getTransferList: the convertible coins with their change balances', async () => {
    const options = ConvertOptions.parse((await post('/api/user/getTransferList', {}, lv1)).message)
    expect(options.currencies.map((c) => [c.name, c.available, c.scale])).toEqual([
      ['USDT', '5000.0000', 4],
      ['BTC', '0.20000000', 8],
      ['ETH', '2.00000000', 8],
    ])
  })

  it('executes at the quoted engine prices with the fee on top, while the quote lives', async () => {
    const q = await quote()
    expect(q).toMatchObject({
      fromPrice: '1',
      toPrice: enginePrice(BTC_ID),
      feePercent: '0.2',
      expiresIn: QUOTE_TTL_SECONDS,
    })
    expect(q.expiresAt).toBe(clock.now() + QUOTE_TTL_SECONDS * 1000)
    clock.advance(QUOTE_TTL_SECONDS * 1000) // the last moment it is valid; the engine has moved on
    expect(enginePrice(BTC_ID)).not.toBe(q.toPrice)
    const done = Conversion.parse((await convert({ number: '1000', quote_id: q.quoteId })).message)
    const expected = conversionOf('1000', {
      fromPrice: '1',
      toPrice: q.toPrice,
      feePercent: '0.2',
      fromScale: 4,
      toScale: 8,
    })
    expect(done).toMatchObject({
      number: '1000.0000',
      fee: expected.fee,
      debit: expected.debit,
      toAmount: expected.toAmount,
      toPrice: q.toPrice,
    })
    expect(balanceOf(app, 'lv1@sandbox.test', USDT_ID).available).toBe(
      fromUnits(toUnits('5000', 4) - toUnits(expected.debit, 4), 4),
    )
    expect(balanceOf(app, 'lv1@sandbox.test', BTC_ID).available).toBe(
      fromUnits(toUnits('0.2', 8) + toUnits(expected.toAmount, 8), 8),
    )
    const ledger = LedgerPage.parse(
      (await post('/api/wallet/legal_log', { limit: '3' }, lv1)).message,
    )
    expect(ledger.items.map((e) => e.type)).toEqual(['convertIn', 'convertFee', 'convertOut'])
  })

  it('refuses expired, foreign or mismatched quotes', async () => {
    const q = await quote()
    const other = await quote('3', '1', lv2)
    expect(await refusal(() => convert({ quote_id: other.quoteId }))).toEqual(
      unchanged('quoteExpired'),
    )
    expect(await refusal(() => convert({ quote_id: q.quoteId, to_currency_id: '2' }))).toEqual(
      unchanged('quoteExpired'),
    )
    expect(await refusal(() => convert({ quote_id: 'f'.repeat(32) }))).toEqual(
      unchanged('quoteExpired'),
    )
    expect(await refusal(() => convert({ quote_id: 'not-hex' }))).toEqual(unchanged('quoteExpired'))
    clock.advance(QUOTE_TTL_SECONDS * 1000 + 1)
    expect(await refusal(() => convert({ quote_id: q.quoteId }))).toEqual(unchanged('quoteExpired'))
  })

  it('refuses bad amounts, same coins, balance and too-small conversions', async () => {
    const q = await quote()
    const cases: Array<[Record<string, string>, string]> = [
      [{ number: '' }, 'amountRequired'],
      [{ number: '-1' }, 'amountInvalid'],
      [{ number: '1.00001' }, 'amountTooPrecise'],
      [{ number: '4990.0200' }, 'insufficientBalance'], // + 0.2 % fee = 5000.0001
      [{ number: '0.0001' }, 'conversionTooSmall'],
      [{ to_currency_id: '3' }, 'sameCurrency'],
      [{ from_currency_id: '25' }, 'currencyNotSupported'],
    ]
    for (const [fields, code] of cases)
      expect({
        fields,
        ...(await refusal(() => convert({ quote_id: q.quoteId, ...fields }))),
      }).toEqual({ fields, ...unchanged(code) })
    expect(
      await post('/api/user/getTransferFee', { from_currency_id: '1', to_currency_id: '1' }, lv1),
    ).toMatchObject({ code: 'sameCurrency' })
    expect(
      await post('/api/user/getTransferFee', { from_currency_id: '1', to_currency_id: '26' }, lv1),
    ).toMatchObject({ code: 'currencyNotSupported' })
    expect((await convert({ quote_id: q.quoteId, number: '4990.0199' })).type).toBe('ok') // exactly 5000
    expect(balanceOf(app, 'lv1@sandbox.test', USDT_ID).available).toBe('0.0000')
  })

  it('one new conversion per 3 s; a retry of a used key is answered, not limited', async () => {
    const q = await quote()
    const key = newKey()
    const first = await convert({ quote_id: q.quoteId, idempotency_key: key })
    expect(first.type).toBe('ok')
    expect(await refusal(() => convert({ quote_id: q.quoteId }))).toEqual(
      unchanged('requestTooFrequent'),
    )
    expect(await convert({ quote_id: q.quoteId, idempotency_key: key })).toEqual(first)
    clock.advance(3_000)
    expect((await convert({ quote_id: q.quoteId })).type).toBe('ok')
  })
})

describe('wire helpers', () => {
  it('every account name of the contract is accepted by wallet/detail', async () => {
    for (const account of ['legal', 'change', 'lever', 'micro'] satisfies WalletAccount[]) {
      expect((await post('/api/wallet/detail', { currency: '3', type: account }, lv1)).type).toBe(
        'ok',
      )
    }
  })
})
