/**
 * The wallet (api-reference §5; design notes in src/api/contract/wallet.ts, formulas in
 * wallet-math.ts): balances, fund transfer, ledger, deposit claims, withdrawals and conversion.
 * Every route but the platform's deposit address list needs a session and only ever shows or
 * moves the caller's own money: another user's id is `notFound`. Money-moving requests are
 * idempotent by (user, idempotency_key) and decided inside one SQLite transaction.
 *
 * Review is the operator's (`walletDevRoutes`, mounted at /api/dev with the other sandbox tools):
 * `POST /api/dev/wallet/deposit/review` and `POST /api/dev/wallet/withdraw/review`, plus the
 * optional scripted crediting of claims `depositAutoCreditSeconds` after they were made.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { KYC_LIMITS } from '../../../src/api/contract/kyc'
import { requestFingerprint } from '../../../src/api/contract/request-fingerprint'
import {
  BTC_ID,
  ConvertRequest,
  CurrencyRequest,
  DepositClaimRequest,
  FundTransferRequest,
  IdRequest,
  LedgerRequest,
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MAX_FAILURES,
  QUOTE_TTL_SECONDS,
  ReviewRequest,
  SANDBOX_DEPOSIT_ADDRESSES,
  TransferFeeRequest,
  USDT_ID,
  WITHDRAW_LIMIT_WINDOW_HOURS,
  WalletDetailRequest,
  WalletListRequest,
  WalletPageRequest,
  WithdrawRequest,
  accountCodes,
  msToWireTime,
  walletAccounts,
  type AccountWalletWire,
  type BalanceRowWire,
  type ConversionWire,
  type ConvertQuoteWire,
  type DepositClaimWire,
  type FundTransferWire,
  type LaravelPageWire,
  type LedgerRowWire,
  type WalletAccount,
  type WalletListWire,
  type WithdrawInfoWire,
  type WithdrawalWire,
} from '../../../src/api/contract/wallet'
import {
  accountUsdtTotal,
  amountIssue,
  ceilTo,
  compareDecimals,
  conversionOf,
  floorTo,
  fromUnits,
  toUnits,
  valueIn,
  withdrawalIssue,
} from '../../../src/api/contract/wallet-math'
import { langOf, ok } from '../envelope'
import { verifyPassword } from '../passwords'
import { requireUser } from '../plugins/auth'
import { Refusal } from '../refusal'
import { APPROVED } from '../repositories/kyc'
import {
  accountName,
  type ClaimRow,
  type ConversionRow,
  type LedgerRow,
  type TransferRow,
  type WalletCurrencyRow,
  type WithdrawalRow,
} from '../repositories/wallet'
import { text } from '../text'
import { parseInput } from '../validation'

export interface WalletRoutesOptions {
  /** Seconds after which pending deposit claims are credited by the scripted operator; 0 = off. */
  depositAutoCreditSeconds: number
  /** One new conversion per user per this many seconds (0 = no limit, for load tests). */
  convertIntervalSeconds: number
}

const SATOSHI_SCALE = 8
const HOUR_MS = 3_600_000

const maskCard = (number: string) => `**** ${number.replace(/\D/g, '').slice(-4)}`

export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, opts) => {
  const { wallet, payout, kyc, settings } = app.repos
  const now = () => app.clock.now()
  const auth = { preHandler: requireUser }
  const credit = () => creditDueClaims(app, opts.depositAutoCreditSeconds)
  if (opts.depositAutoCreditSeconds > 0) {
    const timer = setInterval(credit, 1000)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }

  /** The engine's last price of one unit in USDT now (USDT: "1"); undefined without a pair. */
  function usdtPrice(currencyId: number): string | undefined {
    if (currencyId === USDT_ID) return '1'
    const pair = app.market.pairByCurrency(currencyId)
    return pair && pair.legal_id === USDT_ID ? app.market.price(pair.id) : undefined
  }

  function walletCurrency(id: number, flag?: 'is_charge' | 'is_withdraw' | 'is_transfer'): WalletCurrencyRow {
    const c = wallet.currency(id)
    if (!c || (flag && c[flag] !== 1) || usdtPrice(c.id) === undefined) throw new Refusal('currencyNotSupported')
    return c
  }

  function checkAmount(amount: string, c: WalletCurrencyRow): bigint {
    const issue = amountIssue(amount, c.decimal_scale)
    if (issue) throw new Refusal(issue)
    return toUnits(amount, c.decimal_scale)
  }

  function kycLevel(userId: number): 0 | 1 | 2 {
    const row = kyc.findByUser(userId)
    if (row?.review_status !== APPROVED) return 0
    return row.advanced_user === APPROVED ? 2 : 1
  }

  /* ---------- wire shapes ---------- */

  function balanceRowWire(account: WalletAccount, c: WalletCurrencyRow, available: bigint, locked: bigint) {
    const onChange = account === 'change'
    return {
      id: c.id,
      currency: c.id,
      currency_name: c.name,
      currency_type: '',
      usdt_price: usdtPrice(c.id) ?? '0',
      decimal_scale: c.decimal_scale,
      is_charge: onChange && c.is_charge === 1 ? 1 : 0,
      is_withdraw: onChange && c.is_withdraw === 1 ? 1 : 0,
      is_transfer: onChange && c.is_transfer === 1 ? 1 : 0,
      is_legal: c.is_legal === 1 ? 1 : 0,
      is_lever: c.is_lever === 1 ? 1 : 0,
      is_match: c.is_match === 1 ? 1 : 0,
      is_micro: c.is_micro === 1 ? 1 : 0,
      [`${account}_balance`]: fromUnits(available, c.decimal_scale),
      [`lock_${account}_balance`]: fromUnits(locked, c.decimal_scale),
    } as BalanceRowWire
  }

  function ledgerWire(row: LedgerRow, lang: string | undefined): LedgerRowWire {
    const scale = row.decimal_scale
    return {
      id: row.id,
      user_id: row.user_id,
      currency: row.currency_id,
      currency_name: row.currency_name,
      account: accountName(row.account),
      account_code: row.account,
      type: row.type,
      value: fromUnits(row.available_delta, scale),
      lock_value: fromUnits(row.locked_delta, scale),
      before: fromUnits(row.available_after - row.available_delta, scale),
      after: fromUnits(row.available_after, scale),
      lock_after: fromUnits(row.locked_after, scale),
      reference_id: row.reference_id,
      info: text('wallet', `ledger.type.${row.type}`, lang),
      created_time: msToWireTime(row.created_at),
    }
  }

  function transferWire(row: TransferRow, lang: string | undefined): FundTransferWire {
    const from = accountName(row.from_account)
    const to = accountName(row.to_account)
    const number = fromUnits(row.number, row.decimal_scale)
    return {
      id: row.id,
      user_id: row.user_id,
      currency: row.currency_id,
      currency_name: row.currency_name,
      number,
      from_field: from,
      to_field: to,
      value: number,
      info: text('wallet', 'transfer.info', lang, {
        from: text('wallet', `account.${from}`, lang),
        to: text('wallet', `account.${to}`, lang),
      }),
      created_time: msToWireTime(row.created_at),
    }
  }

  const statusKey = { 1: 'pending', 2: 'approved', 3: 'rejected' } as const

  function withdrawalWire(row: WithdrawalRow, lang: string | undefined): WithdrawalWire {
    const scale = row.decimal_scale
    return {
      id: row.id,
      currency: row.currency_id,
      name: row.currency_name,
      type: row.type,
      number: fromUnits(row.number, scale),
      rate: fromUnits(row.fee, scale),
      real_number: fromUnits(row.number - row.fee, scale),
      address: row.destination,
      address_name: row.label,
      network: row.network,
      status: row.status,
      status_text: row.status === 3 && row.reason ? row.reason : text('wallet', `review.status.${statusKey[row.status]}`, lang),
      notes: row.reason,
      create_time: msToWireTime(row.created_at),
      review_time: row.reviewed_at === null ? null : msToWireTime(row.reviewed_at),
    }
  }

  function claimWire(row: ClaimRow): DepositClaimWire {
    return {
      id: row.id,
      oid: row.oid,
      type: 0,
      uid: row.user_id,
      currency_id: row.currency_id,
      name: row.currency_name,
      amount: fromUnits(row.amount, row.decimal_scale),
      give: '0',
      give_rate: '0',
      user_account: row.user_account,
      network: row.network,
      status: row.status,
      reason: row.reason,
      created_at: msToWireTime(row.created_at),
      reviewed_at: row.reviewed_at === null ? null : msToWireTime(row.reviewed_at),
    }
  }

  function conversionWire(row: ConversionRow): ConversionWire {
    const from = wallet.currency(row.from_currency_id)!
    const to = wallet.currency(row.to_currency_id)!
    return {
      id: row.id,
      from_currency_id: from.id,
      from_name: from.name,
      to_currency_id: to.id,
      to_name: to.name,
      number: fromUnits(row.number, from.decimal_scale),
      fee: fromUnits(row.fee, from.decimal_scale),
      debit: fromUnits(row.number + row.fee, from.decimal_scale),
      to_amount: fromUnits(row.to_amount, to.decimal_scale),
      form_price: row.from_price,
      to_price: row.to_price,
      fee_percent: row.fee_percent,
      created_time: msToWireTime(row.created_at),
    }
  }

  const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))

  /* ---------- balances ---------- */

  app.route({ method: ['GET', 'POST'], url: '/wallet/list', ...auth, handler: async (request) => {
    credit()
    const { currency_name } = parseInput(WalletListRequest, request)
    const userId = request.user!.id
    const held = new Map(wallet.balancesOf(userId).map((b) => [`${b.account}:${b.currency_id}`, b]))
    const list = wallet.currencies().filter((c) => !currency_name || c.name.toUpperCase() === currency_name.toUpperCase())
    const usdtScale = wallet.currency(USDT_ID)?.decimal_scale ?? 4
    const accountWire = (account: WalletAccount): AccountWalletWire => {
      const rows = list.map((c) => {
        const b = held.get(`${accountCodes[account]}:${c.id}`)
        return { c, available: b?.available ?? 0n, locked: b?.locked ?? 0n }
      })
      const total = accountUsdtTotal(
        rows.map(({ c, available, locked }) => ({
          available: fromUnits(available, c.decimal_scale),
          locked: fromUnits(locked, c.decimal_scale),
          usdtPrice: usdtPrice(c.id) ?? '0',
        })),
        usdtScale,
      )
      return { balance: rows.map(({ c, available, locked }) => balanceRowWire(account, c, available, locked)), totle: total, usdt_totle: total }
    }
    const answer = Object.fromEntries(walletAccounts.map((a) => [`${a}_wallet`, accountWire(a)]))
    return ok({ ...answer, is_open_CTbi: 0 } as unknown as WalletListWire)
  } })

  app.route({ method: ['GET', 'POST'], url: '/wallet/detail', ...auth, handler: async (request) => {
    const { currency, type } = parseInput(WalletDetailRequest, request)
    const c = walletCurrency(currency)
    const b = wallet.balance(request.user!.id, c.id, type)
    return ok({ ...balanceRowWire(type, c, b.available, b.locked), type })
  } })

  /* ---------- fund transfer ---------- */

  app.post('/wallet/change', auth, async (request) => {
    const v = parseInput(FundTransferRequest, request)
    const userId = request.user!.id
    const key = { key: v.idempotency_key, endpoint: 'wallet/change', fingerprint: requestFingerprint(v) }
    const previous = wallet.stored<FundTransferWire>(userId, key)
    if (previous) return ok(previous)
    const c = walletCurrency(v.currency_id)
    const number = checkAmount(v.number, c)
    // (leaving `lever` will also need every lever position closed once lever trading exists)
    const { answer } = wallet.once(userId, key, now(), () =>
      transferWire(wallet.addTransfer({ user_id: userId, currency_id: c.id, number, from: v.from_field, to: v.to_field }, now()), langOf(request)),
    )
    return ok(answer)
  })

  app.route({ method: ['GET', 'POST'], url: '/wallet/hzhistory', ...auth, handler: async (request) => {
    const { page, limit } = parseInput(WalletPageRequest, request)
    const { rows, total } = wallet.transfers(request.user!.id, limit, (page - 1) * limit)
    const last = pages(total, limit)
    const url = (p: number) => `/api/wallet/hzhistory?page=${p}`
    const body: LaravelPageWire<FundTransferWire> = {
      current_page: page,
      data: rows.map((r) => transferWire(r, langOf(request))),
      first_page_url: url(1),
      from: rows.length ? (page - 1) * limit + 1 : null,
      last_page: last,
      last_page_url: url(last),
      next_page_url: page < last ? url(page + 1) : null,
      path: '/api/wallet/hzhistory',
      per_page: limit,
      prev_page_url: page > 1 ? url(page - 1) : null,
      to: rows.length ? (page - 1) * limit + rows.length : null,
      total,
    }
    return ok(body)
  } })

  app.route({ method: ['GET', 'POST'], url: '/wallet/legal_log', ...auth, handler: async (request) => {
    credit()
    const { page, limit, ...filter } = parseInput(LedgerRequest, request)
    const { rows, total } = wallet.ledger(request.user!.id, filter, limit, (page - 1) * limit)
    return ok({ list: rows.map((r) => ledgerWire(r, langOf(request))), count: total, limit, page, is_open_CTbi: 0 })
  } })

  /* ---------- deposit ---------- */

  app.get('/wallet/get_addresses', async () =>
    ok(SANDBOX_DEPOSIT_ADDRESSES.map((a) => ({ ...a, sandbox: true }))),
  )

  app.route({ method: ['GET', 'POST'], url: '/wallet/get_in_address', ...auth, handler: async (request) => {
    const { currency } = parseInput(CurrencyRequest, request)
    const c = walletCurrency(currency, 'is_charge')
    const of = (network: string) => SANDBOX_DEPOSIT_ADDRESSES.find((a) => a.currency === c.id && a.network === network)?.address
    if (c.id === USDT_ID) return ok({ erc20: of('ERC20')!, trc20: of('TRC20')! })
    const address = SANDBOX_DEPOSIT_ADDRESSES.find((a) => a.currency === c.id)?.address
    if (!address) throw new Refusal('currencyNotSupported')
    return ok(address)
  } })

  app.post('/wallet/charge_req', auth, async (request) => {
    credit()
    const v = parseInput(DepositClaimRequest, request)
    const userId = request.user!.id
    const key = { key: v.idempotency_key, endpoint: 'wallet/charge_req', fingerprint: requestFingerprint(v) }
    const previous = wallet.stored<DepositClaimWire>(userId, key)
    if (previous) return { ...ok(previous), url: '' }
    const c = walletCurrency(v.currency, 'is_charge')
    const amount = checkAmount(v.amount, c)
    const networks = SANDBOX_DEPOSIT_ADDRESSES.filter((a) => a.currency === c.id).map((a) => a.network)
    const network = v.network ?? (networks.length === 1 ? networks[0] : undefined)
    if (!network || !networks.includes(network)) throw new Refusal('networkRequired')
    const { answer } = wallet.once(userId, key, now(), () =>
      claimWire(wallet.addClaim({ user_id: userId, currency_id: c.id, network, amount, user_account: v.account }, now())),
    )
    return { ...ok(answer), url: '' }
  })

  app.get('/recharge/log', auth, async (request) => {
    credit()
    const { page, limit } = parseInput(WalletPageRequest, request)
    const { rows, total } = wallet.claims(request.user!.id, limit, (page - 1) * limit)
    return ok({ data: rows.map(claimWire), page, pages: pages(total, limit), total })
  })

  /* ---------- withdraw ---------- */

  /** BTC value of `number` of `c` now, in satoshis, rounded up (a limit never counts low). */
  function btcValue(number: string, c: WalletCurrencyRow): bigint {
    const value = valueIn(number, usdtPrice(c.id)!, usdtPrice(BTC_ID)!)
    return toUnits(ceilTo(value, SATOSHI_SCALE), SATOSHI_SCALE)
  }
  const limitSatoshis = (level: 1 | 2) => toUnits(KYC_LIMITS[level - 1]!.withdrawPerDay.amount, SATOSHI_SCALE)
  const windowStart = () => now() - WITHDRAW_LIMIT_WINDOW_HOURS * HOUR_MS

  app.route({ method: ['GET', 'POST'], url: '/wallet/get_info', ...auth, handler: async (request) => {
    const { currency } = parseInput(CurrencyRequest, request)
    const c = walletCurrency(currency, 'is_withdraw')
    const userId = request.user!.id
    const level = kycLevel(userId)
    const used = wallet.windowValue(userId, windowStart())
    const limit = level ? limitSatoshis(level) : 0n
    const info: WithdrawInfoWire = {
      currency: c.id,
      name: c.name,
      rate: c.withdraw_fee,
      min_number: c.withdraw_min,
      decimal_scale: c.decimal_scale,
      change_balance: fromUnits(wallet.balance(userId, c.id, 'change').available, c.decimal_scale),
      legal_balance: fromUnits(wallet.balance(userId, c.id, 'legal').available, c.decimal_scale),
      kyc_level: level,
      limit_btc: level ? fromUnits(limit, SATOSHI_SCALE) : '',
      used_btc: level ? fromUnits(used, SATOSHI_SCALE) : '',
      remaining_btc: level ? fromUnits(limit > used ? limit - used : 0n, SATOSHI_SCALE) : '',
      btc_rate: floorTo(valueIn('1', usdtPrice(c.id)!, usdtPrice(BTC_ID)!), SATOSHI_SCALE),
      types: c.id === USDT_ID ? [0, 1, 2] : [0],
    }
    return ok(info)
  } })

  /** Where a withdrawal goes: one of the user's saved addresses of the coin, or a saved card. */
  function destination(userId: number, v: { type: 0 | 1 | 2; currency: number; address_id?: number; address?: string }) {
    if (v.type === 0) {
      const saved = v.address_id !== undefined
        ? payout.address(userId, v.address_id)
        : payout.addresses(userId, 1000, 0).find((a) => a.address === v.address && a.currency === v.currency)
      if (!saved || saved.currency !== v.currency) throw new Refusal('addressNotSaved')
      return { destination: saved.address, label: saved.name, network: saved.network }
    }
    if (v.currency !== USDT_ID) throw new Refusal('currencyNotSupported')
    const card = payout.card(userId, v.type === 1 ? 'domestic' : 'international')
    if (!card) throw new Refusal('paymentInfoRequired')
    return { destination: maskCard(card.bank_account), label: card.bank_name, network: '' }
  }

  app.post('/wallet/out', auth, async (request) => {
    const v = parseInput(WithdrawRequest, request)
    const user = request.user!
    const key = { key: v.idempotency_key, endpoint: 'wallet/out', fingerprint: requestFingerprint(v) }
    const previous = wallet.stored<WithdrawalWire>(user.id, key)
    if (previous) return ok(previous)

    const c = walletCurrency(v.currency, 'is_withdraw')
    const number = checkAmount(v.number, c)
    if (compareDecimals(v.rate, c.withdraw_fee) !== 0) throw new Refusal('feeChanged')
    const to = destination(user.id, v)
    const available = () => fromUnits(wallet.balance(user.id, c.id, 'change').available, c.decimal_scale)
    const terms = { fee: c.withdraw_fee, min: c.withdraw_min, scale: c.decimal_scale }
    const issue = withdrawalIssue(v.number, available(), terms)
    if (issue) throw new Refusal(issue)
    const level = kycLevel(user.id)
    if (level === 0) throw new Refusal('verificationRequired')
    const value = btcValue(v.number, c)
    const withinLimit = () => wallet.windowValue(user.id, windowStart()) + value <= limitSatoshis(level)
    if (!withinLimit()) throw new Refusal('withdrawLimitExceeded')

    if (!user.pay_password_hash) throw new Refusal('payPasswordNotSet')
    if (wallet.payPasswordLockedUntil(user.id, now())) throw new Refusal('payPasswordLocked')
    if (!(await verifyPassword(v.pay_password, user.pay_password_hash))) {
      wallet.payPasswordFailed(user.id, now(), PAY_PASSWORD_MAX_FAILURES, PAY_PASSWORD_LOCK_MINUTES * 60_000)
      throw new Refusal(wallet.payPasswordLockedUntil(user.id, now()) ? 'payPasswordLocked' : 'payPasswordInvalid')
    }
    wallet.payPasswordPassed(user.id)

    // decided again inside the transaction: other requests may have run while scrypt did
    const { answer } = wallet.once(user.id, key, now(), () => {
      const again = withdrawalIssue(v.number, available(), terms)
      if (again) throw new Refusal(again)
      if (!withinLimit()) throw new Refusal('withdrawLimitExceeded')
      const fee = toUnits(c.withdraw_fee, c.decimal_scale)
      const row = wallet.addWithdrawal({ user_id: user.id, currency_id: c.id, type: v.type, number, fee, ...to, btc_value: value }, now())
      return withdrawalWire(row, langOf(request))
    })
    return ok(answer)
  })

  app.get('/user/withdraw/list', auth, async (request) => {
    const { page, limit } = parseInput(WalletPageRequest, request)
    const { rows, total } = wallet.withdrawals(request.user!.id, limit, (page - 1) * limit)
    return ok({ data: rows.map((r) => withdrawalWire(r, langOf(request))), page, pages: pages(total, limit), total })
  })

  app.route({ method: ['GET', 'POST'], url: '/wallet/out_log', ...auth, handler: async (request) => {
    const { id } = parseInput(IdRequest, request)
    const row = wallet.withdrawal(id)
    if (!row || row.user_id !== request.user!.id) throw new Refusal('notFound')
    return ok(withdrawalWire(row, langOf(request)))
  } })

  /* ---------- conversion ---------- */

  const feePercent = () => settings.get('transfer_fee') ?? '0'

  app.post('/user/getTransferList', auth, async (request) => {
    const userId = request.user!.id
    const list = wallet.currencies().filter((c) => c.is_transfer === 1 && usdtPrice(c.id) !== undefined)
    return ok({
      transfer: list.map((c) => ({ id: c.id, name: c.name, decimal_scale: c.decimal_scale })),
      wallet: list.map((c) => ({ currency: c.id, change_balance: fromUnits(wallet.balance(userId, c.id, 'change').available, c.decimal_scale) })),
    })
  })

  app.post('/user/getTransferFee', auth, async (request) => {
    const { from_currency_id, to_currency_id } = parseInput(TransferFeeRequest, request)
    const from = walletCurrency(from_currency_id, 'is_transfer')
    const to = walletCurrency(to_currency_id, 'is_transfer')
    const at = now()
    const quote = wallet.addQuote({
      id: randomBytes(16).toString('hex'),
      user_id: request.user!.id,
      from_currency_id: from.id,
      to_currency_id: to.id,
      from_price: usdtPrice(from.id)!,
      to_price: usdtPrice(to.id)!,
      fee_percent: feePercent(),
      created_at: at,
      expires_at: at + QUOTE_TTL_SECONDS * 1000,
    })
    const answer: ConvertQuoteWire = {
      form_price: quote.from_price,
      to_price: quote.to_price,
      fee: quote.fee_percent,
      quote_id: quote.id,
      expires_at: quote.expires_at,
      expires_in: QUOTE_TTL_SECONDS,
      from_currency_id: from.id,
      to_currency_id: to.id,
    }
    return ok(answer)
  })

  app.post('/user/Transfer', auth, async (request) => {
    const v = parseInput(ConvertRequest, request)
    const userId = request.user!.id
    const key = { key: v.idempotency_key, endpoint: 'user/Transfer', fingerprint: requestFingerprint(v) }
    const previous = wallet.stored<ConversionWire>(userId, key)
    if (previous) return ok(previous)
    const from = walletCurrency(v.from_currency_id, 'is_transfer')
    const to = walletCurrency(v.to_currency_id, 'is_transfer')
    const number = checkAmount(v.number, from)
    const quote = wallet.quote(userId, v.quote_id)
    const matches = quote && quote.from_currency_id === from.id && quote.to_currency_id === to.id
    if (!quote || !matches || now() > quote.expires_at) throw new Refusal('quoteExpired')
    const terms = {
      fromPrice: quote.from_price,
      toPrice: quote.to_price,
      feePercent: quote.fee_percent,
      fromScale: from.decimal_scale,
      toScale: to.decimal_scale,
    }
    const result = conversionOf(v.number, terms)
    const toAmount = toUnits(result.toAmount, to.decimal_scale)
    if (toAmount <= 0n) throw new Refusal('conversionTooSmall')
    const fee = toUnits(result.fee, from.decimal_scale)
    const interval = opts.convertIntervalSeconds * 1000
    const { answer } = wallet.once(userId, key, now(), () => {
      const last = wallet.lastConversionAt(userId)
      if (interval > 0 && last !== null && now() - last < interval) throw new Refusal('requestTooFrequent')
      if (wallet.balance(userId, from.id, 'change').available < number + fee) throw new Refusal('insufficientBalance')
      const row = wallet.addConversion({
        user_id: userId,
        from_currency_id: from.id,
        to_currency_id: to.id,
        number,
        fee,
        to_amount: toAmount,
        from_price: quote.from_price,
        to_price: quote.to_price,
        fee_percent: quote.fee_percent,
        quote_id: quote.id,
      }, now())
      return conversionWire(row)
    })
    return ok(answer)
  })
}

/** Credits every claim pending for `seconds` or more, as the scripted operator; returns how many. */
export function creditDueClaims(app: FastifyInstance, seconds: number): number {
  if (seconds <= 0) return 0
  const at = app.clock.now()
  const due = app.repos.wallet.dueClaims(at - seconds * 1000)
  for (const id of due) {
    const claim = app.repos.wallet.reviewClaim(id, true, '', at)
    if (claim) app.log.info(`[wallet] scripted operator credited deposit claim ${claim.oid}`)
  }
  return due.length
}

/** The operator's sandbox actions, mounted at /api/dev (sandbox only, like the KYC review). */
export const walletDevRoutes: FastifyPluginAsync = async (app) => {
  const { wallet } = app.repos
  app.post('/wallet/deposit/review', async (request) => {
    const { id, decision, reason } = parseInput(ReviewRequest, request)
    const claim = wallet.reviewClaim(id, decision === 'approve', reason ?? '', app.clock.now())
    if (!claim) throw new Refusal('alreadyReviewed')
    app.log.info(`[wallet] deposit claim ${claim.oid}: ${decision === 'approve' ? 'credited' : 'rejected'}`)
    return ok({ id: claim.id, oid: claim.oid, status: claim.status, reason: claim.reason })
  })
  app.post('/wallet/withdraw/review', async (request) => {
    const { id, decision, reason } = parseInput(ReviewRequest, request)
    const row = wallet.reviewWithdrawal(id, decision === 'approve', reason ?? '', app.clock.now())
    if (!row) throw new Refusal('alreadyReviewed')
    app.log.info(`[wallet] withdrawal ${row.id}: ${decision === 'approve' ? 'approved' : 'rejected'}`)
    return ok({ id: row.id, status: row.status, reason: row.reason })
  })
}
