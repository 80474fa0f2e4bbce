/**
 * MSW handlers for the wallet (stories and unit tests). `createWalletMock()` keeps balances,
 * records and idempotency keys in memory and applies the contract's own formulas and checks
 * (wallet-math.ts), so a story that converts and then lists sees the conversion, a repeated key
 * answers the first result, and a refused request changes nothing. Deterministic: times come from
 * `now` (MockWalletNow by default), quote ids from a counter.
 */
import { delay, http, HttpResponse } from 'msw'
import type { BusinessErrorCode } from '@/api/contract/common'
import {
  ConvertRequest,
  CurrencyRequest,
  DepositClaimRequest,
  FundTransferRequest,
  IdRequest,
  LedgerRequest,
  TransferFeeRequest,
  WalletDetailRequest,
  WalletPageRequest,
  WithdrawRequest,
  USDT_ID,
  msToWireTime,
  walletAccounts,
  type ConversionWire,
  type ConvertQuoteWire,
  type DepositClaimWire,
  type FundTransferWire,
  type LedgerRowWire,
  type LedgerType,
  type WalletAccount,
  type WithdrawalWire,
} from '@/api/contract/wallet'
import {
  MockBalances,
  MockCurrencies,
  MockDepositAddresses,
  MockDeposits,
  MockFundTransfers,
  MockLedgerRows,
  MockWalletNow,
  MockWithdrawals,
  mockConversion,
  mockConvertQuote,
  mockFundTransfer,
  mockLaravelPage,
  mockWalletDetail,
  mockWalletList,
  mockWithdrawInfo,
  type MockBalances as Balances,
} from '@/api/contract/wallet.fixtures'
import {
  amountIssue,
  compareDecimals,
  conversionIssue,
  fromUnits,
  toUnits,
  transferIssue,
  withdrawalArrives,
  withdrawalIssue,
} from '@/api/contract/wallet-math'
import { fail, ok, parseRequest, unverified } from './envelope'
import { idempotentAnswers } from './idempotency'

const api = (path: string) => `*/api/${path}`

const currencyOf = (id: number) => MockCurrencies.find((c) => c.id === id)

export interface WalletMockState {
  balances?: Balances
  /** 0 unverified (wallet/out answers 998), 1 or 2. */
  kycLevel?: 0 | 1 | 2
  /** The pay password wallet/out accepts; null = none set (`payPasswordNotSet`). */
  payPassword?: string | null
  /** Saved withdrawal address ids by currency (wallet/out type 0 `address_id`). */
  addressIds?: Record<number, number[]>
  /**
   * The saved addresses (payout's `user/wallet/list` rows): when given, they are the ones
   * `wallet/out` accepts (unless `addressIds` says otherwise) and a withdrawal names the one it went to.
   */
  addressBook?: ReadonlyArray<{
    id: unknown
    currency: unknown
    type: string
    name: string
    address: string
  }>
  withdrawals?: WithdrawalWire[]
  deposits?: DepositClaimWire[]
  transfers?: FundTransferWire[]
  ledger?: LedgerRowWire[]
  now?: number
}

export function createWalletMock(initial: WalletMockState = {}) {
  const balances: Balances = structuredClone(initial.balances ?? MockBalances)
  const kycLevel = initial.kycLevel ?? 1
  const payPassword = initial.payPassword === undefined ? '123456' : initial.payPassword
  const addressBook = initial.addressBook ?? []
  const bookIds = (currency: number) =>
    addressBook.filter((a) => Number(a.currency) === currency).map((a) => Number(a.id))
  const addressIds =
    initial.addressIds ??
    (initial.addressBook
      ? { 1: bookIds(1), 2: bookIds(2), 3: bookIds(3) }
      : { 1: [1], 2: [3], 3: [2] })
  let withdrawals = [...(initial.withdrawals ?? MockWithdrawals)]
  let deposits = [...(initial.deposits ?? MockDeposits)]
  let transfers = [...(initial.transfers ?? MockFundTransfers)]
  let ledger = [...(initial.ledger ?? MockLedgerRows)]
  const now = initial.now ?? MockWalletNow
  const quotes = new Map<string, ConvertQuoteWire>()
  const { replay, remember, store } = idempotentAnswers()
  let nextId = 100

  const cell = (account: WalletAccount, currencyId: number) => balances[account][currencyId]!
  function move(
    account: WalletAccount,
    currencyId: number,
    available: string,
    locked: string,
    type: LedgerType,
    ref: number,
  ) {
    const c = currencyOf(currencyId)!
    const b = cell(account, currencyId)
    const next = {
      available: fromUnits(toUnits(b.available, c.scale) + toUnits(available, c.scale), c.scale),
      locked: fromUnits(toUnits(b.locked, c.scale) + toUnits(locked, c.scale), c.scale),
    }
    balances[account][currencyId] = next
    ledger = [
      {
        id: nextId++,
        user_id: 1,
        currency: c.id,
        currency_name: c.name,
        account,
        account_code: { legal: 1, change: 2, lever: 3, micro: 4 }[account],
        type,
        value: fromUnits(toUnits(available, c.scale), c.scale),
        lock_value: fromUnits(toUnits(locked, c.scale), c.scale),
        before: b.available,
        after: next.available,
        lock_after: next.locked,
        reference_id: ref,
        info: type,
        created_time: msToWireTime(now),
      },
      ...ledger,
    ]
  }

  const page = <T>(items: T[], p: number, limit: number) => ({
    data: items.slice((p - 1) * limit, p * limit),
    page: p,
    pages: Math.max(1, Math.ceil(items.length / limit)),
    total: items.length,
  })

  const handlers = {
    list: http.post(api('wallet/list'), () => ok(mockWalletList(balances))),
    detail: http.post(api('wallet/detail'), async ({ request }) => {
      const { data, refusal } = await parseRequest(WalletDetailRequest, request)
      if (!data) return refusal
      if (!currencyOf(data.currency)) return fail('currencyNotSupported')
      return ok(mockWalletDetail(data.type, data.currency, balances))
    }),

    transfer: http.post(api('wallet/change'), async ({ request }) => {
      const { data, refusal } = await parseRequest(FundTransferRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const c = currencyOf(data.currency_id)
      if (!c) return fail('currencyNotSupported')
      const issue = transferIssue(data.number, cell(data.from_field, c.id).available, c.scale)
      if (issue) return fail(issue)
      const id = nextId++
      move(data.from_field, c.id, `-${data.number}`, '0', 'transferOut', id)
      move(data.to_field, c.id, data.number, '0', 'transferIn', id)
      const record = {
        ...mockFundTransfer(
          id,
          c.id,
          fromUnits(toUnits(data.number, c.scale), c.scale),
          data.from_field,
          data.to_field,
          0,
        ),
        created_time: msToWireTime(now),
      }
      transfers = [record, ...transfers]
      return remember(data.idempotency_key, seen.fingerprint, record)
    }),
    transfers: http.get(api('wallet/hzhistory'), async ({ request }) => {
      const { data, refusal } = await parseRequest(WalletPageRequest, request)
      if (!data) return refusal
      const slice = transfers.slice((data.page - 1) * data.limit, data.page * data.limit)
      return ok(mockLaravelPage(slice, data.page, data.limit, transfers.length))
    }),
    ledger: http.post(api('wallet/legal_log'), async ({ request }) => {
      const { data, refusal } = await parseRequest(LedgerRequest, request)
      if (!data) return refusal
      const rows = ledger.filter(
        (r) =>
          (data.currency === undefined || r.currency === data.currency) &&
          (data.account === undefined || r.account === data.account) &&
          (data.type === undefined || r.type === data.type),
      )
      const p = page(rows, data.page, data.limit)
      return ok({
        list: p.data,
        count: rows.length,
        limit: data.limit,
        page: data.page,
        is_open_CTbi: 0,
      })
    }),

    depositAddresses: http.get(api('wallet/get_addresses'), () => ok(MockDepositAddresses)),
    depositAddress: http.post(api('wallet/get_in_address'), async ({ request }) => {
      const { data, refusal } = await parseRequest(CurrencyRequest, request)
      if (!data) return refusal
      const of = (type: string) =>
        MockDepositAddresses.find((a) => a.currency_type === type)!.address
      if (data.currency === USDT_ID) return ok({ erc20: of('USDT-ERC'), trc20: of('USDT-TRC') })
      const c = currencyOf(data.currency)
      return c ? ok(of(c.name)) : fail('currencyNotSupported')
    }),
    claimDeposit: http.post(api('wallet/charge_req'), async ({ request }) => {
      const { data, refusal } = await parseRequest(DepositClaimRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const c = currencyOf(data.currency)
      if (!c) return fail('currencyNotSupported')
      const issue = amountIssue(data.amount, c.scale)
      if (issue) return fail(issue)
      if (c.id === USDT_ID && !data.network) return fail('networkRequired')
      const id = nextId++
      const claim: DepositClaimWire = {
        id,
        oid: `CZ20250301${String(id).padStart(6, '0')}`,
        type: 0,
        uid: 1,
        currency_id: c.id,
        name: c.name,
        amount: fromUnits(toUnits(data.amount, c.scale), c.scale),
        give: '0',
        give_rate: '0',
        user_account: data.account,
        network: data.network ?? (c.id === 1 ? 'BTC' : 'ERC20'),
        status: 1,
        reason: '',
        created_at: msToWireTime(now),
        reviewed_at: null,
      }
      deposits = [claim, ...deposits]
      store(data.idempotency_key, seen.fingerprint, claim)
      return HttpResponse.json({ type: 'ok', message: claim, url: '' })
    }),
    deposits: http.get(api('recharge/log'), async ({ request }) => {
      const { data, refusal } = await parseRequest(WalletPageRequest, request)
      if (!data) return refusal
      return ok(page(deposits, data.page, data.limit))
    }),

    withdrawInfo: http.post(api('wallet/get_info'), async ({ request }) => {
      const { data, refusal } = await parseRequest(CurrencyRequest, request)
      if (!data) return refusal
      if (!currencyOf(data.currency)) return fail('currencyNotSupported')
      const verified = kycLevel > 0
      return ok(
        mockWithdrawInfo(data.currency, {
          change_balance: cell('change', data.currency).available,
          legal_balance: cell('legal', data.currency).available,
          kyc_level: kycLevel,
          ...(verified
            ? { limit_btc: kycLevel === 2 ? '500' : '200' }
            : { limit_btc: '', used_btc: '', remaining_btc: '' }),
        }),
      )
    }),
    withdraw: http.post(api('wallet/out'), async ({ request }) => {
      const { data, refusal } = await parseRequest(WithdrawRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const c = currencyOf(data.currency)
      if (!c) return fail('currencyNotSupported')
      const amount = amountIssue(data.number, c.scale)
      if (amount) return fail(amount)
      if (compareDecimals(data.rate, c.fee) !== 0) return fail('feeChanged')
      if (
        data.type === 0 &&
        !(data.address_id !== undefined && addressIds[c.id]?.includes(data.address_id))
      ) {
        return fail('addressNotSaved')
      }
      if (data.type !== 0 && c.id !== USDT_ID) return fail('currencyNotSupported')
      const issue = withdrawalIssue(data.number, cell('change', c.id).available, {
        fee: c.fee,
        min: c.min,
        scale: c.scale,
      })
      if (issue) return fail(issue)
      if (kycLevel === 0) return unverified()
      if (payPassword === null) return fail('payPasswordNotSet')
      if (data.pay_password !== payPassword) return fail('payPasswordInvalid')
      const id = nextId++
      const number = fromUnits(toUnits(data.number, c.scale), c.scale)
      move('change', c.id, `-${number}`, number, 'withdrawLock', id)
      const saved = addressBook.find((a) => Number(a.id) === data.address_id)
      const record: WithdrawalWire = {
        id,
        currency: c.id,
        name: c.name,
        type: data.type,
        number,
        rate: c.fee,
        real_number: withdrawalArrives(number, c.fee),
        address:
          data.type === 0
            ? (saved?.address ?? 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
            : '**** 0123',
        address_name: data.type === 0 ? (saved?.name ?? 'Cold wallet') : 'Banco do Brasil',
        network: data.type === 0 ? (saved?.type ?? 'BTC') : '',
        status: 1,
        status_text: 'Under review',
        notes: '',
        create_time: msToWireTime(now),
        review_time: null,
      }
      withdrawals = [record, ...withdrawals]
      return remember(data.idempotency_key, seen.fingerprint, record)
    }),
    withdrawals: http.get(api('user/withdraw/list'), async ({ request }) => {
      const { data, refusal } = await parseRequest(WalletPageRequest, request)
      if (!data) return refusal
      return ok(page(withdrawals, data.page, data.limit))
    }),
    withdrawal: http.get(api('wallet/out_log'), async ({ request }) => {
      const { data, refusal } = await parseRequest(IdRequest, request)
      if (!data) return refusal
      const found = withdrawals.find((w) => w.id === data.id)
      return found ? ok(found) : fail('notFound')
    }),

    convertOptions: http.post(api('user/getTransferList'), () =>
      ok({
        transfer: MockCurrencies.map((c) => ({ id: c.id, name: c.name, decimal_scale: c.scale })),
        wallet: MockCurrencies.map((c) => ({
          currency: c.id,
          change_balance: cell('change', c.id).available,
        })),
      }),
    ),
    quote: http.post(api('user/getTransferFee'), async ({ request }) => {
      const { data, refusal } = await parseRequest(TransferFeeRequest, request)
      if (!data) return refusal
      if (!currencyOf(data.from_currency_id) || !currencyOf(data.to_currency_id))
        return fail('currencyNotSupported')
      const id = (nextId++).toString(16).padStart(32, '0')
      const quote = mockConvertQuote(data.from_currency_id, data.to_currency_id, now, id)
      quotes.set(id, quote)
      return ok(quote)
    }),
    convert: http.post(api('user/Transfer'), async ({ request }) => {
      const { data, refusal } = await parseRequest(ConvertRequest, request)
      if (!data) return refusal
      const seen = replay(data.idempotency_key, data)
      if (seen.response) return seen.response
      const quote = quotes.get(data.quote_id)
      if (
        !quote ||
        quote.from_currency_id !== data.from_currency_id ||
        quote.to_currency_id !== data.to_currency_id
      ) {
        return fail('quoteExpired')
      }
      const from = currencyOf(quote.from_currency_id)!
      const to = currencyOf(quote.to_currency_id)!
      const terms = {
        fromPrice: quote.form_price,
        toPrice: quote.to_price,
        feePercent: quote.fee,
        fromScale: from.scale,
        toScale: to.scale,
      }
      const issue = conversionIssue(data.number, cell('change', from.id).available, terms)
      if (issue) return fail(issue)
      const id = nextId++
      const record: ConversionWire = {
        ...mockConversion(data.number, quote, id),
        created_time: msToWireTime(now),
      }
      move('change', from.id, `-${record.number}`, '0', 'convertOut', id)
      if (compareDecimals(record.fee, '0') > 0)
        move('change', from.id, `-${record.fee}`, '0', 'convertFee', id)
      move('change', to.id, record.to_amount, '0', 'convertIn', id)
      return remember(data.idempotency_key, seen.fingerprint, record)
    }),
  }
  return {
    handlers,
    list: Object.values(handlers),
    /** The balances now (after what the story did). */
    balances: () => balances,
    accounts: walletAccounts,
  }
}

/** A fresh mock with the fixtures: the default for stories and tests. */
export const walletHandlerList = () => createWalletMock().list

const pending = (method: 'get' | 'post', path: string) =>
  http[method](api(path), async () => {
    await delay('infinite')
    return ok(null)
  })
const down = (method: 'get' | 'post', path: string) =>
  http[method](api(path), () => HttpResponse.error())
const refuse = (path: string, code: BusinessErrorCode) => http.post(api(path), () => fail(code))

export const walletScenarios = {
  overviewPending: pending('post', 'wallet/list'),
  overviewDown: down('post', 'wallet/list'),
  transferPending: pending('post', 'wallet/change'),
  transferDown: down('post', 'wallet/change'),
  ledgerPending: pending('post', 'wallet/legal_log'),
  ledgerDown: down('post', 'wallet/legal_log'),
  transfersPending: pending('get', 'wallet/hzhistory'),
  depositAddressPending: pending('post', 'wallet/get_in_address'),
  depositAddressDown: down('post', 'wallet/get_in_address'),
  claimDepositPending: pending('post', 'wallet/charge_req'),
  claimDepositDown: down('post', 'wallet/charge_req'),
  depositsPending: pending('get', 'recharge/log'),
  withdrawInfoPending: pending('post', 'wallet/get_info'),
  withdrawInfoDown: down('post', 'wallet/get_info'),
  withdrawPending: pending('post', 'wallet/out'),
  withdrawDown: down('post', 'wallet/out'),
  withdrawUnverified: http.post(api('wallet/out'), () => unverified()),
  withdrawFeeChanged: refuse('wallet/out', 'feeChanged'),
  withdrawLimitExceeded: refuse('wallet/out', 'withdrawLimitExceeded'),
  withdrawalsPending: pending('get', 'user/withdraw/list'),
  withdrawalPending: pending('get', 'wallet/out_log'),
  quotePending: pending('post', 'user/getTransferFee'),
  quoteDown: down('post', 'user/getTransferFee'),
  convertPending: pending('post', 'user/Transfer'),
  convertDown: down('post', 'user/Transfer'),
  convertQuoteExpired: refuse('user/Transfer', 'quoteExpired'),
  convertTooFrequent: refuse('user/Transfer', 'requestTooFrequent'),
}
