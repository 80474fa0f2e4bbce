/**
 * Wire-shaped wallet data for MSW handlers, stories and unit tests, in the exact shapes the sandbox
 * sends (contract/wallet.ts). Figures are consistent: totals are the contract formulas applied to
 * the rows, withdrawals arrive number − fee, conversions follow conversionOf.
 */
import {
  SANDBOX_DEPOSIT_ADDRESSES,
  USDT_ID,
  BTC_ID,
  ETH_ID,
  msToWireTime,
  type AccountWalletWire,
  type BalanceRowWire,
  type ConversionWire,
  type ConvertOptionsWire,
  type ConvertQuoteWire,
  type CustomAPageWire,
  type DepositAddressRecordWire,
  type DepositClaimWire,
  type FundTransferWire,
  type LaravelPageWire,
  type LedgerPageWire,
  type LedgerRowWire,
  type WalletAccount,
  type WalletDetailWire,
  type WalletListWire,
  type WithdrawInfoWire,
  type WithdrawalWire,
} from './wallet'
import {
  accountUsdtTotal,
  conversionOf,
  fromUnits,
  toUnits,
  withdrawalArrives,
} from './wallet-math'

/** 2025-03-01 12:00:00 UTC: the fixtures' "now". */
export const MockWalletNow = Date.UTC(2025, 2, 1, 12, 0, 0)
const minutesAgo = (m: number) => msToWireTime(MockWalletNow - m * 60_000)

/** In the sandbox's order (currencies.sort): USDT, BTC, ETH. */
export const MockCurrencies = [
  { id: USDT_ID, name: 'USDT', scale: 4, usdtPrice: '1', fee: '1', min: '10' },
  { id: BTC_ID, name: 'BTC', scale: 8, usdtPrice: '64250.12', fee: '0.0005', min: '0.001' },
  { id: ETH_ID, name: 'ETH', scale: 8, usdtPrice: '3120.55', fee: '0.005', min: '0.01' },
] as const
export type MockCurrency = (typeof MockCurrencies)[number]
const currencyOf = (id: number) => MockCurrencies.find((c) => c.id === id)!

/** Available and locked per account and currency (decimal strings with the currency's decimals). */
export type MockBalances = Record<
  WalletAccount,
  Record<number, { available: string; locked: string }>
>

const zero = (scale: number) => fromUnits(0n, scale)
const emptyAccount = () =>
  Object.fromEntries(
    MockCurrencies.map((c) => [c.id, { available: zero(c.scale), locked: zero(c.scale) }]),
  )

export const MockEmptyBalances: MockBalances = {
  change: emptyAccount(),
  legal: emptyAccount(),
  lever: emptyAccount(),
  micro: emptyAccount(),
}

export const MockBalances: MockBalances = {
  change: {
    [BTC_ID]: { available: '0.52340000', locked: '0.10000000' },
    [ETH_ID]: { available: '3.25000000', locked: '0.00000000' },
    [USDT_ID]: { available: '12500.5000', locked: '250.0000' },
  },
  legal: {
    [BTC_ID]: { available: '0.00000000', locked: '0.00000000' },
    [ETH_ID]: { available: '0.00000000', locked: '0.00000000' },
    [USDT_ID]: { available: '800.0000', locked: '0.0000' },
  },
  lever: {
    [BTC_ID]: { available: '0.00000000', locked: '0.00000000' },
    [ETH_ID]: { available: '0.00000000', locked: '0.00000000' },
    [USDT_ID]: { available: '2000.0000', locked: '0.0000' },
  },
  micro: {
    [BTC_ID]: { available: '0.00000000', locked: '0.00000000' },
    [ETH_ID]: { available: '0.00000000', locked: '0.00000000' },
    [USDT_ID]: { available: '150.2500', locked: '0.0000' },
  },
}

function balanceRowWire<A extends WalletAccount>(
  account: A,
  c: MockCurrency,
  b: { available: string; locked: string },
) {
  return {
    id: c.id,
    currency: c.id,
    currency_name: c.name,
    currency_type: '',
    usdt_price: c.usdtPrice,
    decimal_scale: c.scale,
    is_charge: account === 'change' ? 1 : 0,
    is_withdraw: account === 'change' ? 1 : 0,
    is_transfer: account === 'change' ? 1 : 0,
    is_legal: c.id === USDT_ID ? 1 : 0,
    is_lever: 1,
    is_match: 1,
    is_micro: 1,
    [`${account}_balance`]: b.available,
    [`lock_${account}_balance`]: b.locked,
  } as BalanceRowWire<A>
}

function accountWire<A extends WalletAccount>(
  account: A,
  balances: MockBalances,
): AccountWalletWire<A> {
  const rows = MockCurrencies.map((c) => ({
    c,
    b: balances[account][c.id] ?? { available: zero(c.scale), locked: zero(c.scale) },
  }))
  const total = accountUsdtTotal(
    rows.map(({ c, b }) => ({ available: b.available, locked: b.locked, usdtPrice: c.usdtPrice })),
    4,
  )
  return {
    balance: rows.map(({ c, b }) => balanceRowWire(account, c, b)),
    totle: total,
    usdt_totle: total,
  }
}

/** POST wallet/list for `balances`. */
export function mockWalletList(balances: MockBalances = MockBalances): WalletListWire {
  return {
    legal_wallet: accountWire('legal', balances),
    change_wallet: accountWire('change', balances),
    lever_wallet: accountWire('lever', balances),
    micro_wallet: accountWire('micro', balances),
    is_open_CTbi: 0,
  }
}
export const MockWalletList = mockWalletList()
export const MockEmptyWalletList = mockWalletList(MockEmptyBalances)

/** POST wallet/detail for one account and currency. */
export function mockWalletDetail(
  account: WalletAccount,
  currencyId: number,
  balances = MockBalances,
): WalletDetailWire {
  const c = currencyOf(currencyId)
  return {
    ...balanceRowWire(account, c, balances[account][c.id]!),
    type: account,
  } as WalletDetailWire
}

/** POST wallet/get_info. */
export function mockWithdrawInfo(
  currencyId: number,
  overrides: Partial<WithdrawInfoWire> = {},
): WithdrawInfoWire {
  const c = currencyOf(currencyId)
  return {
    currency: c.id,
    name: c.name,
    rate: c.fee,
    min_number: c.min,
    decimal_scale: c.scale,
    change_balance: MockBalances.change[c.id]!.available,
    legal_balance: MockBalances.legal[c.id]!.available,
    kyc_level: 1,
    limit_btc: '200',
    used_btc: '0.1',
    remaining_btc: '199.9',
    btc_rate: c.id === BTC_ID ? '1' : c.id === ETH_ID ? '0.04856874' : '0.00001556',
    types: c.id === USDT_ID ? [0, 1, 2] : [0],
    ...overrides,
  }
}
export const MockWithdrawInfo = mockWithdrawInfo(USDT_ID)
export const MockWithdrawInfoUnverified = mockWithdrawInfo(USDT_ID, {
  kyc_level: 0,
  limit_btc: '',
  used_btc: '',
  remaining_btc: '',
})

function withdrawal(
  id: number,
  currencyId: number,
  number: string,
  status: 1 | 2 | 3,
  extra: Partial<WithdrawalWire> = {},
): WithdrawalWire {
  const c = currencyOf(currencyId)
  const statusText = { 1: 'Under review', 2: 'Approved', 3: 'Rejected' }[status]
  return {
    id,
    currency: c.id,
    name: c.name,
    type: 0,
    number,
    rate: c.fee,
    real_number: withdrawalArrives(number, c.fee),
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    address_name: 'Cold wallet',
    network: 'BTC',
    status,
    status_text: statusText,
    notes: '',
    create_time: minutesAgo(id * 30),
    review_time: status === 1 ? null : minutesAgo(id * 30 - 10),
    ...extra,
  }
}

export const MockWithdrawalPending = withdrawal(1, BTC_ID, '0.1', 1)
export const MockWithdrawalApproved = withdrawal(2, USDT_ID, '250', 2, {
  address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
  address_name: 'Exchange deposit',
  network: 'TRC20',
  real_number: withdrawalArrives('250', '1'),
})
export const MockWithdrawalRejected = withdrawal(3, USDT_ID, '1000', 3, {
  type: 1,
  address: '**** 0123',
  address_name: 'Banco do Brasil',
  network: '',
  status_text: 'The card holder name does not match your verified name',
  notes: 'The card holder name does not match your verified name',
  real_number: withdrawalArrives('1000', '1'),
})
export const MockWithdrawals = [
  MockWithdrawalPending,
  MockWithdrawalApproved,
  MockWithdrawalRejected,
]
export const MockWithdrawalPage: CustomAPageWire<WithdrawalWire> = {
  data: MockWithdrawals,
  page: 1,
  pages: 1,
  total: MockWithdrawals.length,
}

/** GET wallet/get_addresses. */
export const MockDepositAddresses: DepositAddressRecordWire[] = SANDBOX_DEPOSIT_ADDRESSES.map(
  (a) => ({
    ...a,
    sandbox: true,
  }),
)
const addressOf = (type: string) =>
  SANDBOX_DEPOSIT_ADDRESSES.find((a) => a.currency_type === type)!.address
/** POST wallet/get_in_address: USDT's two networks, or one address. */
export const MockUsdtDepositAddress = { erc20: addressOf('USDT-ERC'), trc20: addressOf('USDT-TRC') }
export const MockBtcDepositAddress = addressOf('BTC')
export const MockEthDepositAddress = addressOf('ETH')

function claim(
  id: number,
  currencyId: number,
  amount: string,
  status: 1 | 2 | 3,
  extra: Partial<DepositClaimWire> = {},
): DepositClaimWire {
  const c = currencyOf(currencyId)
  return {
    id,
    oid: `CZ20250301${String(id).padStart(6, '0')}`,
    type: 0,
    uid: 1,
    currency_id: c.id,
    name: c.name,
    amount,
    give: '0',
    give_rate: '0',
    user_account: '0x52908400098527886E0F7030069857D2E4169EE7',
    network: c.id === USDT_ID ? 'ERC20' : c.id === ETH_ID ? 'ERC20' : 'BTC',
    status,
    reason: '',
    created_at: minutesAgo(id * 45),
    reviewed_at: status === 1 ? null : minutesAgo(id * 45 - 15),
    ...extra,
  }
}
export const MockDepositPending = claim(1, USDT_ID, '500', 1)
export const MockDepositCredited = claim(2, BTC_ID, '0.25', 2, {
  user_account: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
})
export const MockDepositRejected = claim(3, ETH_ID, '1.5', 3, {
  reason: 'No transfer from this address arrived',
})
export const MockDeposits = [MockDepositPending, MockDepositCredited, MockDepositRejected]
export const MockDepositPage: CustomAPageWire<DepositClaimWire> = {
  data: MockDeposits,
  page: 1,
  pages: 1,
  total: 3,
}

/** POST user/getTransferList. */
export const MockConvertOptions: ConvertOptionsWire = {
  transfer: MockCurrencies.map((c) => ({ id: c.id, name: c.name, decimal_scale: c.scale })),
  wallet: MockCurrencies.map((c) => ({
    currency: c.id,
    change_balance: MockBalances.change[c.id]!.available,
  })),
}

export const MOCK_CONVERT_FEE_PERCENT = '0.2'

/** POST user/getTransferFee from → to, expiring 10 s after `now`. */
export function mockConvertQuote(
  fromId = USDT_ID,
  toId = BTC_ID,
  now = MockWalletNow,
  id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
): ConvertQuoteWire {
  return {
    form_price: currencyOf(fromId).usdtPrice,
    to_price: currencyOf(toId).usdtPrice,
    fee: MOCK_CONVERT_FEE_PERCENT,
    quote_id: id,
    expires_at: now + 10_000,
    expires_in: 10,
    from_currency_id: fromId,
    to_currency_id: toId,
  }
}
export const MockConvertQuote = mockConvertQuote()

/** POST user/Transfer of `number` at MockConvertQuote's prices. */
export function mockConversion(
  number = '1000',
  quote: ConvertQuoteWire = MockConvertQuote,
  id = 41,
): ConversionWire {
  const from = currencyOf(quote.from_currency_id)
  const to = currencyOf(quote.to_currency_id)
  const result = conversionOf(number, {
    fromPrice: quote.form_price,
    toPrice: quote.to_price,
    feePercent: quote.fee,
    fromScale: from.scale,
    toScale: to.scale,
  })
  return {
    id,
    from_currency_id: from.id,
    from_name: from.name,
    to_currency_id: to.id,
    to_name: to.name,
    number: fromUnits(toUnits(number, from.scale), from.scale),
    fee: result.fee,
    debit: result.debit,
    to_amount: result.toAmount,
    form_price: quote.form_price,
    to_price: quote.to_price,
    fee_percent: quote.fee,
    created_time: msToWireTime(MockWalletNow),
  }
}
export const MockConversion = mockConversion()

/** POST wallet/change. */
export function mockFundTransfer(
  id: number,
  currencyId: number,
  number: string,
  from: WalletAccount,
  to: WalletAccount,
  minutes = id * 20,
): FundTransferWire {
  const c = currencyOf(currencyId)
  return {
    id,
    user_id: 1,
    currency: c.id,
    currency_name: c.name,
    number,
    from_field: from,
    to_field: to,
    value: number,
    info: `${from} → ${to}`,
    created_time: minutesAgo(minutes),
  }
}
export const MockFundTransfers = [
  mockFundTransfer(3, USDT_ID, '2000.0000', 'change', 'lever', 60),
  mockFundTransfer(2, USDT_ID, '150.2500', 'change', 'micro', 180),
  mockFundTransfer(1, USDT_ID, '800.0000', 'change', 'legal', 300),
]
export const MockFundTransfer = MockFundTransfers[0]!

/** A Laravel paginator of `items` (page 1 of one). */
export function mockLaravelPage<T>(
  items: T[],
  page = 1,
  perPage = 10,
  total = items.length,
): LaravelPageWire<T> {
  const last = Math.max(1, Math.ceil(total / perPage))
  const url = (p: number) => `/api/wallet/hzhistory?page=${p}`
  return {
    current_page: page,
    data: items,
    first_page_url: url(1),
    from: items.length ? (page - 1) * perPage + 1 : null,
    last_page: last,
    last_page_url: url(last),
    next_page_url: page < last ? url(page + 1) : null,
    path: '/api/wallet/hzhistory',
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: items.length ? (page - 1) * perPage + items.length : null,
    total,
  }
}
export const MockFundTransferPage = mockLaravelPage(MockFundTransfers)

function ledger(
  id: number,
  currencyId: number,
  account: WalletAccount,
  type: LedgerRowWire['type'],
  value: string,
  lockValue: string,
  after: string,
  lockAfter: string,
  info: string,
  minutes: number,
): LedgerRowWire {
  const c = currencyOf(currencyId)
  return {
    id,
    user_id: 1,
    currency: c.id,
    currency_name: c.name,
    account,
    account_code: { legal: 1, change: 2, lever: 3, micro: 4 }[account],
    type,
    value,
    lock_value: lockValue,
    before: fromUnits(toUnits(after, c.scale) - toUnits(value, c.scale), c.scale),
    after,
    lock_after: lockAfter,
    reference_id: id,
    info,
    created_time: minutesAgo(minutes),
  }
}

export const MockLedgerRows: LedgerRowWire[] = [
  ledger(
    6,
    USDT_ID,
    'lever',
    'transferIn',
    '2000.0000',
    '0.0000',
    '2000.0000',
    '0.0000',
    'Transfer in',
    60,
  ),
  ledger(
    5,
    USDT_ID,
    'change',
    'transferOut',
    '-2000.0000',
    '0.0000',
    '12500.5000',
    '250.0000',
    'Transfer out',
    60,
  ),
  ledger(
    4,
    USDT_ID,
    'change',
    'withdrawLock',
    '-250.0000',
    '250.0000',
    '14500.5000',
    '250.0000',
    'Withdrawal on hold',
    90,
  ),
  ledger(
    3,
    BTC_ID,
    'change',
    'convertIn',
    '0.01553698',
    '0.00000000',
    '0.62340000',
    '0.00000000',
    'Conversion in',
    120,
  ),
  ledger(
    2,
    USDT_ID,
    'change',
    'convertFee',
    '-2.0000',
    '0.0000',
    '14750.5000',
    '0.0000',
    'Conversion fee',
    120,
  ),
  ledger(
    1,
    USDT_ID,
    'change',
    'deposit',
    '15752.5000',
    '0.0000',
    '15752.5000',
    '0.0000',
    'Deposit',
    600,
  ),
]
export const MockLedgerPage: LedgerPageWire = {
  list: MockLedgerRows,
  count: MockLedgerRows.length,
  limit: 10,
  page: 1,
  is_open_CTbi: 0,
}
export const MockEmptyLedgerPage: LedgerPageWire = {
  list: [],
  count: 0,
  limit: 10,
  page: 1,
  is_open_CTbi: 0,
}
