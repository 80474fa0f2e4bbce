import { useTranslation } from 'react-i18next'
import type { LockConfig } from '@/api/contract/lockming'
import { formatCoin, formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { LockPreview } from '@/machines/lock-form/lock-form.view'

export interface LockTermsProps {
  product: LockConfig
  /** The typed amount's figures; null: the rules in words only. */
  preview: LockPreview | null
}

/** The interest dates are 00:00 UTC: written in UTC. */
const UTC = 'UTC'

/**
 * What the typed amount earns (lockming-math `lockTerms`): daily and total interest, the first
 * payment and maturity (00:00 UTC), what returns at maturity; then the early-redemption rule in
 * words and, for this amount, redeemed on the term's first day.
 */
export function LockTerms({ product: p, preview }: LockTermsProps) {
  const { t, i18n } = useTranslation('lockming')
  const lang = i18n.language
  const coin = (value: string) =>
    t('amount', { amount: formatCoin(value, p.scale, lang), coin: p.currency })
  const date = (ms: number) => t('utcDate', { date: formatDateTime(ms, lang, UTC) })
  const rows = preview
    ? [
        { id: 'daily', label: t('terms.daily'), value: coin(preview.dailyInterest) },
        {
          id: 'total',
          label: t('terms.total', { count: p.days }),
          value: coin(preview.totalInterest),
        },
        { id: 'first', label: t('terms.firstPayment'), value: date(preview.firstPaymentAt) },
        { id: 'maturity', label: t('terms.maturity'), value: date(preview.endAt) },
        { id: 'return', label: t('terms.return'), value: coin(preview.totalReturn) },
      ]
    : []
  const rate = formatCoinAsWritten(p.cancelRate, lang)
  return (
    <section
      aria-labelledby="lock-terms-title"
      data-slot="lock-terms"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h2 id="lock-terms-title" className="text-ink text-base font-semibold">
        {t('terms.title')}
      </h2>
      {preview ? (
        <dl className="flex flex-col gap-2">
          {rows.map((r) => (
            <div key={r.id} data-row={r.id} className="flex items-baseline justify-between gap-3">
              <dt className="text-muted text-sm">{r.label}</dt>
              <dd className="text-ink text-end text-sm tabular-nums">{r.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-muted text-sm">{t('terms.enterAmount')}</p>
      )}
      <p className="text-muted text-xs">{t('terms.utc')}</p>
      <h3 className="text-ink text-sm font-semibold">{t('early.title')}</h3>
      <p className="text-muted text-sm">{t('early.rule', { rate })}</p>
      {preview && (
        <p data-slot="early-example" className="text-ink text-sm tabular-nums">
          {t('early.example', {
            rate,
            count: preview.redemption.remainingDays,
            amount: coin(preview.amount),
            penalty: coin(preview.redemption.penalty),
            refund: coin(preview.redemption.refund),
          })}
        </p>
      )}
      <p className="text-muted text-sm">{t('early.kept')}</p>
    </section>
  )
}
