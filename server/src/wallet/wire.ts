/**
 * Wallet rows (repositories/wallet.ts, integer minor units) as the wire shapes of
 * src/api/contract/wallet.ts: decimal strings, the backend's field names and times, and labels in
 * the request's language (locales/<tag>/wallet.json).
 */
import {
  accountByCode,
  msToWireTime,
  type BalanceRowWire,
  type ConversionWire,
  type DepositClaimWire,
  type FundTransferWire,
  type LedgerRowWire,
  type WalletAccount,
  type WithdrawalWire,
} from '../../../src/api/contract/wallet'
import { fromUnits } from '../../../src/api/contract/wallet-math'
import {
  type ClaimRow,
  type ConversionRow,
  type LedgerRow,
  type TransferRow,
  type WalletCurrencyRow,
  type WithdrawalRow,
} from '../repositories/wallet'
import { text } from '../text'

/** The last page of `total` rows, `limit` a page (1 when there are none). */
export const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit))

/** One currency of one account; `usdtPrice` is the engine's price now ('0' without one). */
export function balanceRowWire(
  account: WalletAccount,
  c: WalletCurrencyRow,
  available: bigint,
  locked: bigint,
  usdtPrice: string,
) {
  const onChange = account === 'change'
  return {
    id: c.id,
    currency: c.id,
    currency_name: c.name,
    currency_type: '',
    usdt_price: usdtPrice,
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

export function ledgerWire(row: LedgerRow, lang: string | undefined): LedgerRowWire {
  const scale = row.decimal_scale
  return {
    id: row.id,
    user_id: row.user_id,
    currency: row.currency_id,
    currency_name: row.currency_name,
    account: accountByCode(row.account),
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

export function transferWire(row: TransferRow, lang: string | undefined): FundTransferWire {
  const from = accountByCode(row.from_account)
  const to = accountByCode(row.to_account)
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

export function withdrawalWire(row: WithdrawalRow, lang: string | undefined): WithdrawalWire {
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
    status_text:
      row.status === 3 && row.reason
        ? row.reason
        : text('wallet', `review.status.${statusKey[row.status]}`, lang),
    notes: row.reason,
    create_time: msToWireTime(row.created_at),
    review_time: row.reviewed_at === null ? null : msToWireTime(row.reviewed_at),
  }
}

export function claimWire(row: ClaimRow): DepositClaimWire {
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

/** `currency` looks up the row's two currencies (they exist: the conversion references them). */
export function conversionWire(
  row: ConversionRow,
  currency: (id: number) => WalletCurrencyRow | undefined,
): ConversionWire {
  const from = currency(row.from_currency_id)!
  const to = currency(row.to_currency_id)!
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
