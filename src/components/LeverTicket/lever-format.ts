import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import type { LeverTicketView } from '@/machines/lever-ticket/lever-ticket.view'

const decimalsOf = (value: string) => (value.split('.')[1] ?? '').length

/** How the futures ticket and its confirm sheet write their figures, in the user's locale. */
export function useLeverFormat(v: LeverTicketView) {
  const { i18n } = useTranslation()
  const tag = i18n.language
  return {
    /** A quote-coin figure with the quote's scale, never rounded up: "41.2517 USDT"; "--" when unknown. */
    money: (value: string | null | undefined) =>
      value === null || value === undefined
        ? '--'
        : `${formatNumber(value, tag, { decimals: v.quoteScale, rounding: 'down' })} ${v.quote}`,
    /** A price on the pair's grid, with the quote coin. */
    price: (value: string | null | undefined) =>
      value === null || value === undefined
        ? '--'
        : `${formatNumber(value, tag, { decimals: v.priceDecimals })} ${v.quote}`,
    /** The spread as it moves this side's entry: "+5.00 USDT" for a long, "−5.00 USDT" for a short. */
    spread: (value: string) =>
      `${formatNumber(v.side === 'long' ? value : `-${value}`, tag, { decimals: v.priceDecimals, signed: true })} ${v.quote}`,
    /** A base amount with the decimals of one lot: "0.010 BTC". */
    base: (value: string | null | undefined) =>
      value === null || value === undefined
        ? '--'
        : `${formatNumber(value, tag, { decimals: decimalsOf(v.lotSize) })} ${v.base}`,
    /** One lot's base amount without the coin, in the locale: "0.001", "0,001". */
    lotSize: formatNumber(v.lotSize, tag, { decimals: decimalsOf(v.lotSize) }),
    /** A percentage figure with 2 decimals, without the sign: "1,711.19". */
    percent: (value: string) => formatNumber(value, tag, { decimals: 2 }),
    /** A rate with as many decimals as it has: "0.1", "0,1", "10". */
    rate: (value: string) => formatNumber(value, tag, { decimals: decimalsOf(value) }),
    /** The fee rate with as many decimals as it has: "0.1", "0,1". */
    feePercent: formatNumber(v.feePercent, tag, { decimals: decimalsOf(v.feePercent) }),
    /** A plain count: "1,000". */
    count: (value: number) => formatNumber(String(value), tag, { decimals: 0 }),
  }
}
