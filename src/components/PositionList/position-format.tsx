import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { direction, formatNumber } from '@/lib/format'
import { formatCoin, formatCoinChange } from '@/lib/wallet-format'
import type { PositionSide } from '@/api/contract/lever'

/**
 * How the positions panel writes its figures (format.ts underneath): prices with the pair's
 * decimals, quote amounts with the coin's scale (rounded down), signed P/L, percentages.
 */
export function usePositionFormat() {
  const { t, i18n } = useTranslation('positions')
  const lang = i18n.language
  return {
    price: (value: string | null, decimals: number) =>
      value === null ? t('position.unset') : formatNumber(value, lang, { decimals }),
    money: (value: string, scale: number, coin: string) =>
      t('amount', { amount: formatCoin(value, scale, lang), coin }),
    signed: (value: string, scale: number, coin: string) =>
      t('amount', { amount: formatCoinChange(value, scale, lang), coin }),
    percent: (value: string, signed = false) =>
      t('percent', { value: formatNumber(value, lang, { decimals: 2, signed }) }),
  }
}

/** "BTC/USDT Long 10×": the name of a position in cards and sheets. */
export function usePositionTitle() {
  const { t } = useTranslation('positions')
  return (p: { symbol: string; side: PositionSide; multiple: number }) =>
    t('position.title', {
      symbol: p.symbol,
      side: t(`position.side.${p.side}`),
      multiple: p.multiple,
    })
}

const TONE = { 1: 'text-up', 0: 'text-ink', [-1]: 'text-down' } as const

/** A P/L figure coloured by its sign; the +/− sign is the cue that is not colour. */
export function PnlText(props: { value: string; children: ReactNode; className?: string }) {
  const { value, className } = props
  return (
    <span
      data-slot="pnl-text"
      data-direction={['down', 'flat', 'up'][direction(value) + 1]}
      className={cn('whitespace-nowrap tabular-nums', TONE[direction(value)], className)}
    >
      {props.children}
    </span>
  )
}
