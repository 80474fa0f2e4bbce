import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import type { SpotTicketView } from '@/machines/spot-ticket/spot-ticket.view'

/** How the ticket and its confirm sheet write their figures, in the user's locale. */
export function useTicketFormat(v: SpotTicketView) {
  const { i18n } = useTranslation()
  const tag = i18n.language
  const decimalsOf = (value: string) => (value.split('.')[1] ?? '').length
  return {
    /** A coin figure with its scale, never rounded up: "4,100.0000 USDT"; "--" when unknown. */
    coin: (value: string | null, scale: number, unit: string) =>
      value === null
        ? '--'
        : `${formatNumber(value, tag, { decimals: scale, rounding: 'down' })} ${unit}`,
    /** A price on the pair's grid, without its unit. */
    price: (value: string) => formatNumber(value, tag, { decimals: v.priceDecimals }),
    /** The fee rate in percent units, with as many decimals as it has: "0.2", "0,2". */
    feePercent: formatNumber(v.feePercent, tag, { decimals: decimalsOf(v.feePercent) }),
    /** Decimals of what arrives: base for a buy, quote for a sell. */
    receiveScale: v.side === 'buy' ? v.baseScale : v.quoteScale,
  }
}
