/**
 * Wallet API (api-reference §5; contract, design notes and normalised shapes in
 * contract/wallet.ts, formulas in contract/wallet-math.ts). Money-moving calls take the caller's
 * `idempotency_key`: make one when the user confirms, and send the same one again on a retry, so a
 * repeated request is answered with the first result instead of moving money twice.
 */
import { get, post, type RequestOptions } from './client'
import {
  Conversion,
  ConvertOptions,
  ConvertQuote,
  DepositAddress,
  DepositAddressList,
  DepositClaim,
  DepositPage,
  FundTransfer,
  FundTransferPage,
  LedgerPage,
  WalletDetail,
  WalletList,
  WithdrawInfo,
  Withdrawal,
  WithdrawalPage,
  type ConvertRequest,
  type DepositClaimRequest,
  type FundTransferRequest,
  type LedgerRequest,
  type TransferFeeRequest,
  type WalletDetailRequest,
  type WalletPageRequest,
  type WithdrawRequest,
} from './contract/wallet'

/** A fresh idempotency key (IDEMPOTENCY_KEY): 32 hex characters from the platform's CSPRNG. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export const walletApi = {
  /* balances */
  /** POST wallet/list: the four accounts with their rows and USDT totals. */
  overview: (opts?: RequestOptions) => post('wallet/list', {}, WalletList, opts),
  /** POST wallet/detail: one currency in one account. */
  detail: (req: WalletDetailRequest, opts?: RequestOptions) =>
    post('wallet/detail', { ...req }, WalletDetail, opts),

  /* fund transfer and records */
  /** POST wallet/change: moves `number` between two of the user's accounts (no fee). */
  transfer: (req: FundTransferRequest, opts?: RequestOptions) =>
    post('wallet/change', { ...req }, FundTransfer, opts),
  /** GET wallet/hzhistory: fund transfers, newest first. */
  transfers: (req: WalletPageRequest = {}, opts?: RequestOptions) =>
    get('wallet/hzhistory', { ...req }, FundTransferPage, opts),
  /** POST wallet/legal_log: the ledger, newest first, filtered by currency, account and type. */
  ledger: (req: LedgerRequest = {}, opts?: RequestOptions) =>
    post('wallet/legal_log', { ...req }, LedgerPage, opts),

  /* deposit */
  /** GET wallet/get_addresses: every platform deposit address (sandbox ones in the sandbox). */
  depositAddresses: (opts?: RequestOptions) =>
    get('wallet/get_addresses', {}, DepositAddressList, opts),
  /** POST wallet/get_in_address: the platform address(es) of one currency. */
  depositAddress: (req: { currency: number }, opts?: RequestOptions) =>
    post('wallet/get_in_address', { ...req }, DepositAddress, opts),
  /** POST wallet/charge_req: a deposit claim, pending until the operator credits or rejects it. */
  claimDeposit: (req: DepositClaimRequest, opts?: RequestOptions) =>
    post('wallet/charge_req', { type: 0, ...req }, DepositClaim, opts),
  /** GET recharge/log: the user's deposit claims, newest first. */
  deposits: (req: WalletPageRequest = {}, opts?: RequestOptions) =>
    get('recharge/log', { ...req }, DepositPage, opts),

  /* withdraw */
  /** POST wallet/get_info: fee, minimum, available balance and the KYC limit of one currency. */
  withdrawInfo: (req: { currency: number }, opts?: RequestOptions) =>
    post('wallet/get_info', { ...req }, WithdrawInfo, opts),
  /** POST wallet/out: a withdrawal request; `rate` is the fee the user was shown. */
  withdraw: (req: WithdrawRequest, opts?: RequestOptions) =>
    post('wallet/out', { ...req }, Withdrawal, opts),
  /** GET user/withdraw/list: the user's withdrawals, newest first. */
  withdrawals: (req: WalletPageRequest = {}, opts?: RequestOptions) =>
    get('user/withdraw/list', { ...req }, WithdrawalPage, opts),
  /** GET wallet/out_log: one withdrawal with its status timeline. */
  withdrawal: (req: { id: number }, opts?: RequestOptions) =>
    get('wallet/out_log', { ...req }, Withdrawal, opts),

  /* convert */
  /** POST user/getTransferList: convertible currencies with their change balances. */
  convertOptions: (opts?: RequestOptions) => post('user/getTransferList', {}, ConvertOptions, opts),
  /** POST user/getTransferFee: a quote (prices and fee percent) valid for QUOTE_TTL_SECONDS. */
  quote: (req: TransferFeeRequest, opts?: RequestOptions) =>
    post('user/getTransferFee', { ...req }, ConvertQuote, opts),
  /** POST user/Transfer: converts at the quote's prices, or refuses `quoteExpired`. */
  convert: (req: ConvertRequest, opts?: RequestOptions) =>
    post('user/Transfer', { ...req }, Conversion, opts),
}

export type WalletApi = typeof walletApi
