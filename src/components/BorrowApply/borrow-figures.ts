import { useTranslation } from 'react-i18next'
import type { BorrowTerms } from '@/api/contract/borrow'
import { formatCoin, formatCoinAsWritten } from '@/lib/wallet-format'
import type { BorrowCoin, BorrowPreview } from '@/machines/borrow-apply/borrow-apply.rules'

export interface BorrowFigure {
  id: 'dailyRate' | 'interest' | 'dayOverdue' | 'risk' | 'closePrice'
  label: string
  value: string
}

/** An amount of a coin as the page writes it ("—" when there is none yet). */
export function useMoney() {
  const { t, i18n } = useTranslation('borrow')
  return (value: string | null, c: { name: string; scale: number }) =>
    value === null
      ? '—'
      : t('money', { amount: formatCoin(value, c.scale, i18n.language), coin: c.name })
}

/** The application's figures before submitting: rate, interest, overdue, risk, close price. */
export function useBorrowFigures(
  terms: BorrowTerms,
  p: BorrowPreview,
  coin: BorrowCoin,
  pledged: BorrowCoin,
): BorrowFigure[] {
  const { t, i18n } = useTranslation('borrow')
  const lang = i18n.language
  const of = useMoney()
  return [
    {
      id: 'dailyRate',
      label: t('apply.rate'),
      value: p.dailyRate
        ? t('terms.perDay', { rate: formatCoinAsWritten(p.dailyRate, lang) })
        : '—',
    },
    { id: 'interest', label: t('apply.interest'), value: of(p.dayInterest, coin) },
    {
      id: 'dayOverdue',
      label: t('apply.overdue', { rate: formatCoinAsWritten(terms.overdueRate, lang) }),
      value: of(p.dayOverdue, coin),
    },
    {
      id: 'risk',
      label: t('apply.risk'),
      value: p.riskRate ? `${formatCoinAsWritten(p.riskRate, lang)} %` : '—',
    },
    {
      id: 'closePrice',
      label: t('apply.closePrice', {
        coin: pledged.name,
        rate: formatCoinAsWritten(terms.forcedCloseRiskRate, lang),
      }),
      value: p.forcedClosePrice
        ? t('money', { amount: formatCoinAsWritten(p.forcedClosePrice, lang), coin: 'USDT' })
        : '—',
    },
  ]
}
