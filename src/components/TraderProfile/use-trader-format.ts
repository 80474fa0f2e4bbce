import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { formatCoinChange } from '@/lib/wallet-format'

/** USDT figures are shown with 2 decimals (rounded down, as the wallet's). */
export const USDT_SCALE = 2

/** How the trader's page writes its figures: signed USDT, percentages, UTC days. */
export function useTraderFormat() {
  const { t, i18n } = useTranslation('traderDetail')
  const lang = i18n.language
  return {
    /** "+12.50 USDT", "-3.00 USDT", "0.00 USDT". */
    signedUsdt: (value: string) =>
      t('amount', { amount: formatCoinChange(value, USDT_SCALE, lang) }),
    /** "+12.34%" (signed) or "55.56%". */
    percent: (value: string, signed = false) =>
      t('percent', { value: formatNumber(value, lang, { decimals: 2, signed }) }),
    /** A UTC day ("Nov 3"), from its start in ms. */
    day: (start: number) =>
      new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        start,
      ),
  }
}
