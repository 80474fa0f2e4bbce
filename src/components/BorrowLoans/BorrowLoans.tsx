import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoin, formatCoinAsWritten } from '@/lib/wallet-format'
import type { BorrowLoansView } from '@/machines/borrow-loans/borrow-loans.view'

export interface BorrowLoansProps extends BorrowLoansView {
  onRetry: () => void
  onRepay: (id: number) => void
  onConfirm: () => void
  onCancel: () => void
}

const tone = {
  pending: 'text-warning',
  active: 'text-up',
  repaid: 'text-muted',
  rejected: 'text-muted',
  liquidated: 'text-down',
} as const

/** My applications and loans: status, what is owed so far, and repaying a running loan. */
export function BorrowLoans(props: BorrowLoansProps) {
  const { t, i18n } = useTranslation('borrow')
  const errorText = useErrorText()
  const lang = i18n.language
  const money = (v: string, c: { name: string; scale: number }) =>
    t('money', { amount: formatCoin(v, c.scale, lang), coin: c.name })
  const r = props.repaying
  return (
    <section aria-labelledby="borrow-loans" className="flex flex-col gap-2">
      <h2 id="borrow-loans" className="font-semibold">
        {t('loans.title')}
      </h2>
      {props.status === 'loading' && <Loader label={t('loans.loading')} />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && <p className="text-muted text-sm">{t('loans.empty')}</p>}
      <ul className="flex flex-col gap-2">
        {props.loans.map((l) => (
          <li key={l.id} className="bg-surface flex flex-col gap-1 rounded-xl p-4 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-base font-semibold tabular-nums">
                {money(l.amount, l.currency)}
              </span>
              <span className={cn('font-medium', tone[l.status])}>
                {l.status === 'active' && l.overdueNow
                  ? t('loans.status.overdue')
                  : t(`loans.status.${l.status}`)}
              </span>
            </div>
            <p className="text-muted">
              {t('loans.collateral', {
                amount: money(l.collateralAmount, l.collateral),
                days: l.termDays,
              })}
            </p>
            {l.status === 'active' && (
              <dl className="flex flex-col gap-1 tabular-nums">
                {[
                  ['interest', money(l.interest, l.currency)] as const,
                  ['overdue', money(l.overdue, l.currency)] as const,
                  ['debt', money(l.debt, l.currency)] as const,
                  [
                    'risk',
                    l.riskRate ? `${formatCoinAsWritten(l.riskRate, lang)} %` : '—',
                  ] as const,
                ].map(([id, value]) => (
                  <div key={id} data-row={`loan-${id}`} className="flex justify-between gap-3">
                    <dt className="text-muted">{t(`loans.${id}`)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {l.status === 'active' && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-2 self-end"
                onClick={() => props.onRepay(l.id)}
              >
                {t('loans.repay')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('repay.title')}
        rows={
          r
            ? [
                {
                  id: 'principal',
                  label: t('repay.principal'),
                  value: money(r.principal, r.loan.currency),
                },
                {
                  id: 'interest',
                  label: t('repay.interest'),
                  value: money(r.interest, r.loan.currency),
                },
                {
                  id: 'total',
                  label: t('repay.total'),
                  value: money(r.total, r.loan.currency),
                  emphasis: true,
                },
                {
                  id: 'back',
                  label: t('repay.back'),
                  value: money(r.loan.collateralAmount, r.loan.collateral),
                },
              ]
            : []
        }
        notice={t('repay.notice')}
        busy={props.isSubmitting}
        confirmLabel={t('loans.repay')}
        error={props.error ? errorText(props.error, props.serverMessage) : undefined}
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </section>
  )
}
