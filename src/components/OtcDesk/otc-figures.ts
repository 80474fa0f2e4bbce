/** How the OTC screens write their figures (USDT as written, fiat with its cents, mm:ss). */
import type { TFunction } from 'i18next'
import { formatNumber } from '@/lib/format'
import { formatTokenAmount } from '@/lib/wallet-format'

type OtcT = TFunction<'otc'>

/** "100 USDT", "5,000.5 USDT": a coin amount as written. */
export const coinText = (t: OtcT, amount: string, lang: string) =>
  t('amount.coin', { amount: formatTokenAmount(amount, lang) })

/** "542.00 BRL": a fiat amount or price, with cents. */
export const fiatText = (t: OtcT, amount: string, fiat: string, lang: string) =>
  t('amount.fiat', { amount: formatNumber(amount, lang, { decimals: 2 }), fiat })

/** "10 – 5,000 USDT". */
export const rangeText = (t: OtcT, min: string, max: string, lang: string) =>
  t('amount.range', {
    min: formatTokenAmount(min, lang),
    max: formatTokenAmount(max, lang),
  })

/** Seconds as "14:05". */
export const clockText = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
