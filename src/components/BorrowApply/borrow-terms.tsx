import { useTranslation } from 'react-i18next'
import type { BorrowTerms } from '@/api/contract/borrow'
import { formatCoinAsWritten } from '@/lib/wallet-format'

/** The loan terms in numbers (spec figures): range, leverage, terms and rates, overdue, close. */
export function BorrowTermsCard({ terms }: { terms: BorrowTerms }) {
  const { t, i18n } = useTranslation('borrow')
  const n = (v: string) => formatCoinAsWritten(v, i18n.language)
  const rows = [
    ['range', t('terms.rangeValue', { min: n(terms.minUsdt), max: n(terms.maxUsdt) })],
    ['leverage', t('terms.leverageValue', { times: n(terms.maxLeverage) })],
    ['term', t('terms.termValue', { min: terms.termDays.min, max: terms.termDays.max })],
    ['overdue', t('terms.overdueValue', { rate: n(terms.overdueRate) })],
    ['close', t('terms.closeValue', { rate: n(terms.forcedCloseRiskRate) })],
    ['start', t('terms.startValue', { rate: n(terms.initialRiskRate) })],
    ['review', t('terms.reviewValue', { min: terms.reviewDays.min, max: terms.reviewDays.max })],
    ['coins', terms.currencies.map((c) => c.name).join(', ')],
  ] as const
  return (
    <section
      aria-labelledby="borrow-terms"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 id="borrow-terms" className="font-semibold">
        {t('terms.title')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map(([id, value]) => (
          <div key={id} data-row={id} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{t(`terms.${id}`)}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-sm">
        <caption className="text-muted pb-1 text-left">{t('terms.ratesCaption')}</caption>
        <tbody>
          {terms.rates.map((r) => (
            <tr key={r.minDays}>
              <th scope="row" className="text-muted py-0.5 text-left font-normal">
                {t('terms.days', { min: r.minDays, max: r.maxDays })}
              </th>
              <td className="text-right tabular-nums">
                {t('terms.perDay', { rate: n(r.dailyRate) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
