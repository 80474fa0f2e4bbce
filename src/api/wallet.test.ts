import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BTC_ID, ETH_ID, IDEMPOTENCY_KEY, USDT_ID } from './contract/wallet'
import { MockEmptyBalances, MockUsdtDepositAddress } from './contract/wallet.fixtures'
import { conversionOf } from './contract/wallet-math'
import { createWalletMock, walletScenarios } from './msw/wallet'
import { newIdempotencyKey, walletApi } from './wallet'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

describe('wallet api', () => {
  it('makes idempotency keys the contract accepts, a new one each time', () => {
    const a = newIdempotencyKey()
    expect(a).toMatch(IDEMPOTENCY_KEY)
    expect(newIdempotencyKey()).not.toBe(a)
  })

  it('normalises the overview: four accounts, rows and totals', async () => {
    server.use(...createWalletMock().list)
    const overview = await walletApi.overview()
    expect(overview.accounts.change.rows.map((r) => r.currencyName)).toEqual(['USDT', 'BTC', 'ETH'])
    expect(overview.accounts.lever.rows.find((r) => r.currencyId === USDT_ID)?.available).toBe(
      '2000.0000',
    )
    expect(Number(overview.usdtTotal)).toBeGreaterThan(0)
  })

  it('moves funds once per key: a retry answers the first transfer', async () => {
    const mock = createWalletMock()
    server.use(...mock.list)
    const req = {
      currency_id: USDT_ID,
      number: '100',
      from_field: 'change' as const,
      to_field: 'lever' as const,
      idempotency_key: newIdempotencyKey(),
    }
    const first = await walletApi.transfer(req)
    expect(await walletApi.transfer(req)).toEqual(first)
    expect(mock.balances().lever[USDT_ID]!.available).toBe('2100.0000')
    await expect(walletApi.transfer({ ...req, number: '5' })).rejects.toMatchObject({
      code: 'idempotencyConflict',
    })
    const ledger = await walletApi.ledger({ account: 'lever' })
    expect(ledger.items[0]).toMatchObject({ type: 'transferIn', available: '100.0000' })
  })

  it('refuses what the contract refuses, with its code', async () => {
    server.use(...createWalletMock({ balances: MockEmptyBalances }).list)
    const key = newIdempotencyKey()
    await expect(
      walletApi.transfer({
        currency_id: USDT_ID,
        number: '1',
        from_field: 'change',
        to_field: 'lever',
        idempotency_key: key,
      }),
    ).rejects.toMatchObject({ code: 'insufficientBalance' })
    await expect(
      walletApi.transfer({
        currency_id: USDT_ID,
        number: '1.00001',
        from_field: 'change',
        to_field: 'lever',
        idempotency_key: key,
      }),
    ).rejects.toMatchObject({ code: 'amountTooPrecise' })
    await expect(
      walletApi.transfer({
        currency_id: USDT_ID,
        number: '1',
        from_field: 'change',
        to_field: 'change',
        idempotency_key: key,
      }),
    ).rejects.toMatchObject({ code: 'sameAccount' })
  })

  it('converts at the quote: what the preview computes is what arrives', async () => {
    server.use(...createWalletMock().list)
    const quote = await walletApi.quote({ from_currency_id: USDT_ID, to_currency_id: BTC_ID })
    const preview = conversionOf('1000', {
      fromPrice: quote.fromPrice,
      toPrice: quote.toPrice,
      feePercent: quote.feePercent,
      fromScale: 4,
      toScale: 8,
    })
    const done = await walletApi.convert({
      number: '1000',
      from_currency_id: USDT_ID,
      to_currency_id: BTC_ID,
      quote_id: quote.quoteId,
      idempotency_key: newIdempotencyKey(),
    })
    expect(done).toMatchObject({
      toAmount: preview.toAmount,
      fee: preview.fee,
      debit: preview.debit,
    })
    const options = await walletApi.convertOptions()
    expect(options.currencies.find((c) => c.id === USDT_ID)?.available).toBe('11498.5000')
  })

  it('deposits: addresses per network, a claim pending in the log', async () => {
    server.use(...createWalletMock().list)
    expect(await walletApi.depositAddress({ currency: USDT_ID })).toEqual({
      ERC20: MockUsdtDepositAddress.erc20,
      TRC20: MockUsdtDepositAddress.trc20,
    })
    expect((await walletApi.depositAddresses()).every((a) => a.sandbox)).toBe(true)
    const claim = await walletApi.claimDeposit({
      account: 'sender',
      amount: '50',
      currency: ETH_ID,
      network: 'ERC20',
      idempotency_key: newIdempotencyKey(),
    })
    expect(claim).toMatchObject({
      status: 'pending',
      amount: '50.00000000',
      timeline: [{ step: 'submitted' }, { step: 'reviewing', time: null }],
    })
    expect((await walletApi.deposits()).items[0]?.id).toBe(claim.id)
  })

  it('withdraws: locks the amount; 998 becomes verificationRequired', async () => {
    const mock = createWalletMock()
    server.use(...mock.list)
    const info = await walletApi.withdrawInfo({ currency: BTC_ID })
    const record = await walletApi.withdraw({
      type: 0,
      currency: BTC_ID,
      number: '0.1',
      rate: info.fee,
      address_id: 1,
      pay_password: '123456',
      idempotency_key: newIdempotencyKey(),
    })
    expect(record).toMatchObject({ status: 'pending', arrives: '0.0995', fee: '0.0005' })
    expect(mock.balances().change[BTC_ID]).toEqual({
      available: '0.42340000',
      locked: '0.20000000',
    })
    expect((await walletApi.withdrawal({ id: record.id })).timeline.map((s) => s.step)).toEqual([
      'submitted',
      'reviewing',
    ])
    server.use(walletScenarios.withdrawUnverified)
    await expect(
      walletApi.withdraw({
        type: 0,
        currency: BTC_ID,
        number: '0.1',
        rate: info.fee,
        address_id: 1,
        pay_password: '123456',
        idempotency_key: newIdempotencyKey(),
      }),
    ).rejects.toMatchObject({ code: 'verificationRequired' })
  })
})
