import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import type { OptionTicketView } from '@/machines/option-ticket/option-ticket.view'

const decimalsOf = (value: string) => (value.split('.')[1] ?? '').length

/** How the options ticket and its confirm sheet write their figures, in the user's locale. */
export function useOptionFormat(v: Pick<OptionTicketView, 'coin' | 'scale' | 'quote'>) {
  const { i18n } = useTranslation()
  const tag = i18n.language
  return {
    /** A stake-coin figure with its scale, never rounded up: "101.0000 USDT"; "--" when unknown. */
    money: (value: string | null | undefined) =>
      value === null || value === undefined
        ? '--'
        : `${formatNumber(value, tag, { decimals: v.scale, rounding: 'down' })} ${v.coin}`,
    /** A net result with its sign: "+79.0000 USDT", "-101.0000 USDT". */
    net: (value: string) =>
      `${formatNumber(value, tag, { decimals: v.scale, rounding: 'down', signed: true })} ${v.coin}`,
    /** A price with as many decimals as the engine gave it: "41,251.65 USDT". */
    price: (value: string) =>
      `${formatNumber(value, tag, { decimals: decimalsOf(value) })} ${v.quote}`,
    /** A stake as a preset writes it, without the coin: "1,000". */
    amount: (value: string) => formatNumber(value, tag, { decimals: decimalsOf(value) }),
    /** A percentage figure with as many decimals as it has: "80", "1", "0,5". */
    rate: (value: string) => formatNumber(value, tag, { decimals: decimalsOf(value) }),
  }
}
