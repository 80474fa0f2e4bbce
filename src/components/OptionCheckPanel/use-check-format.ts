import { useTranslation } from 'react-i18next'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'

/** Prices as the engine wrote them, and tick times to the second, in the user's language and zone. */
export function useCheckFormat(timeZone?: string) {
  const { i18n } = useTranslation('optionCheck')
  const lang = i18n.language
  return {
    price: (value: string) => formatCoinAsWritten(value, lang),
    /** A tick's time of day ("11:58:00 AM"): the steps, under a header that has the date. */
    clock: (ms: number) => formatDateTime(ms, lang, timeZone, 'clock'),
    /** A tick's date and time ("Mar 1, 2025, 11:58:00 AM"). */
    dateTime: (ms: number) => formatDateTime(ms, lang, timeZone, 'second'),
  }
}
