/**
 * Coin conversion on change balances (design notes in ../wallet.ts): `user/getTransferList`,
 * the quote `user/getTransferFee` and `user/Transfer`.
 */
import * as z from 'zod/mini'
import { Decimal, WireInt } from '../common'
import { AmountField, IdempotencyKeyField, QUOTE_TTL_SECONDS } from './common'
import { CurrencyId, WireTime } from './fields'

/** POST user/getTransferFee. */
export const TransferFeeRequest = z
  .object({ from_currency_id: CurrencyId, to_currency_id: CurrencyId })
  .check(
    z.refine(
      (v: { from_currency_id: number; to_currency_id: number }) =>
        v.from_currency_id !== v.to_currency_id,
      { message: 'sameCurrency', path: ['to_currency_id'] },
    ),
  )
export type TransferFeeRequest = z.input<typeof TransferFeeRequest>

/** POST user/Transfer: a conversion at a quote's prices. */
export const ConvertRequest = z
  .object({
    number: AmountField,
    from_currency_id: CurrencyId,
    to_currency_id: CurrencyId,
    quote_id: z.string('quoteExpired').check(z.regex(/^[0-9a-f]{32}$/, 'quoteExpired')),
    idempotency_key: IdempotencyKeyField,
  })
  .check(
    z.refine(
      (v: { from_currency_id: number; to_currency_id: number }) =>
        v.from_currency_id !== v.to_currency_id,
      { message: 'sameCurrency', path: ['to_currency_id'] },
    ),
  )
export type ConvertRequest = z.input<typeof ConvertRequest>

/** POST user/getTransferList. */
export const ConvertOptions = z.pipe(
  z.object({
    transfer: z.array(
      z.object({
        id: WireInt,
        name: z.string(),
        decimal_scale: z._default(z.optional(WireInt), 8),
      }),
    ),
    wallet: z.array(z.object({ currency: WireInt, change_balance: Decimal })),
  }),
  z.transform((w) => ({
    currencies: w.transfer.map((c) => ({
      id: c.id,
      name: c.name,
      scale: c.decimal_scale,
      available: w.wallet.find((b) => b.currency === c.id)?.change_balance ?? '0',
    })),
  })),
)
export type ConvertOptions = z.infer<typeof ConvertOptions>
export interface ConvertOptionsWire {
  transfer: Array<{ id: number; name: string; decimal_scale: number }>
  wallet: Array<{ currency: number; change_balance: string }>
}

/** POST user/getTransferFee: a quote. */
export const ConvertQuote = z.pipe(
  z.object({
    form_price: Decimal,
    to_price: Decimal,
    fee: Decimal,
    quote_id: z.string(),
    expires_at: WireInt,
    expires_in: z._default(z.optional(WireInt), QUOTE_TTL_SECONDS),
    from_currency_id: WireInt,
    to_currency_id: WireInt,
  }),
  z.transform((w) => ({
    quoteId: w.quote_id,
    fromCurrencyId: w.from_currency_id,
    toCurrencyId: w.to_currency_id,
    fromPrice: w.form_price,
    toPrice: w.to_price,
    feePercent: w.fee,
    /** Server time (epoch ms) after which `Transfer` refuses the quote. */
    expiresAt: w.expires_at,
    /** Seconds of validity from the moment it was answered: count down from this on the client. */
    expiresIn: w.expires_in,
  })),
)
export type ConvertQuote = z.infer<typeof ConvertQuote>
export interface ConvertQuoteWire {
  /** The from-currency's USDT price (the original's spelling). */
  form_price: string
  to_price: string
  /** Percent of `number`, charged on top. */
  fee: string
  quote_id: string
  expires_at: number
  expires_in: number
  from_currency_id: number
  to_currency_id: number
}

export interface ConversionRecord {
  id: number
  fromCurrencyId: number
  fromName: string
  toCurrencyId: number
  toName: string
  number: string
  fee: string
  debit: string
  toAmount: string
  fromPrice: string
  toPrice: string
  feePercent: string
  time: number
}

/** POST user/Transfer: the conversion as executed. */
export const Conversion = z.pipe(
  z.object({
    id: WireInt,
    from_currency_id: WireInt,
    from_name: z.string(),
    to_currency_id: WireInt,
    to_name: z.string(),
    number: Decimal,
    fee: Decimal,
    debit: Decimal,
    to_amount: Decimal,
    form_price: Decimal,
    to_price: Decimal,
    fee_percent: Decimal,
    created_time: WireTime,
  }),
  z.transform((w): ConversionRecord => ({
    id: w.id,
    fromCurrencyId: w.from_currency_id,
    fromName: w.from_name,
    toCurrencyId: w.to_currency_id,
    toName: w.to_name,
    number: w.number,
    fee: w.fee,
    debit: w.debit,
    toAmount: w.to_amount,
    fromPrice: w.form_price,
    toPrice: w.to_price,
    feePercent: w.fee_percent,
    time: w.created_time,
  })),
)
export interface ConversionWire {
  id: number
  from_currency_id: number
  from_name: string
  to_currency_id: number
  to_name: string
  /** The amount converted (from-currency decimals). */
  number: string
  /** The fee, from-currency units, charged on top. */
  fee: string
  /** number + fee: what left the from-wallet. */
  debit: string
  to_amount: string
  form_price: string
  to_price: string
  fee_percent: string
  created_time: string
}
