import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { WalletSelect } from '@/components/WalletSelect/WalletSelect'
import { Button } from '@/components/ui/Button/Button'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Input } from '@/components/ui/Input/Input'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin, formatCoinAsWritten } from '@/lib/wallet-format'
import type { BorrowCoinField, BorrowField } from '@/machines/borrow-apply/borrow-apply.rules'
import type { BorrowApplyView } from '@/machines/borrow-apply/borrow-apply.view'
import { BorrowTermsCard } from './borrow-terms'

export interface BorrowApplyProps extends BorrowApplyView {
  /** Customer service (to ask about VIP 2 or the loan). */
  supportHref: string
  onRetry: () => void
  onAmountChange: (value: string) => void
  onCollateralAmountChange: (value: string) => void
  onTermChange: (value: string) => void
  onCoinChange: (field: BorrowCoinField, coin: string) => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
  onAgain: () => void
}

const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/**
 * OTC borrowing (spec §2 common/borrowing, §6, the borrowing figures): the terms in numbers; for a
 * VIP 2 (or a market maker) the application with its interest, overdue charge, starting risk rate
 * and forced-close price shown before submitting; for anyone else why they cannot apply.
 */
export function BorrowApply(props: BorrowApplyProps) {
  const { t, i18n } = useTranslation('borrow')
  const errorText = useErrorText()
  const lang = i18n.language
  if (props.status === 'loading') return <Loader label={t('apply.loading')} />
  if (props.status === 'loadFailed' || !props.terms || !props.currency || !props.collateral)
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  const coin = props.currency
  const pledged = props.collateral
  const p = props.preview
  const of = (value: string | null, c: { name: string; scale: number }) =>
    value === null ? '—' : t('money', { amount: formatCoin(value, c.scale, lang), coin: c.name })
  const issue = (field: BorrowField) =>
    props.errorField === field && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const figures = [
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
      label: t('apply.overdue', { rate: formatCoinAsWritten(props.terms.overdueRate, lang) }),
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
        rate: formatCoinAsWritten(props.terms.forcedCloseRiskRate, lang),
      }),
      value: p.forcedClosePrice
        ? t('money', { amount: formatCoinAsWritten(p.forcedClosePrice, lang), coin: 'USDT' })
        : '—',
    },
  ]
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  const coins = props.coins.map((name) => ({ value: name, label: name }))
  return (
    <div className="flex flex-col gap-4">
      <BorrowTermsCard terms={props.terms} />
      {props.status === 'done' && props.loan ? (
        <section
          aria-labelledby="borrow-done"
          className="bg-surface flex flex-col gap-2 rounded-xl p-4"
        >
          <h2 id="borrow-done" className="text-up font-semibold">
            {t('apply.done')}
          </h2>
          <p className="text-sm">
            {t('apply.doneText', {
              amount: of(props.loan.amount, props.loan.currency),
              min: props.terms.reviewDays.min,
              max: props.terms.reviewDays.max,
            })}
          </p>
          <Button variant="secondary" onClick={props.onAgain}>
            {t('apply.again')}
          </Button>
        </section>
      ) : !props.isEligible ? (
        <section
          aria-labelledby="borrow-why"
          className="border-warning/60 flex flex-col gap-2 rounded-xl border p-4"
        >
          <h2 id="borrow-why" className="font-semibold">
            {t('apply.cannot')}
          </h2>
          <p className="text-sm">
            {props.ineligibleReason === 'borrowOpenLoan'
              ? t('apply.openLoan')
              : t('apply.vipNeeded', { vip: props.vip, required: props.terms.requiredVip })}
          </p>
          <a
            href={props.supportHref}
            className="text-primary-ink flex min-h-11 items-center text-sm font-medium"
          >
            {t('apply.support')}
          </a>
        </section>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label={t('apply.title')}
          className="bg-surface flex flex-col gap-3 rounded-xl p-4"
        >
          <h2 className="font-semibold">{t('apply.title')}</h2>
          <WalletSelect
            label={t('apply.currency')}
            value={coin.name}
            options={coins}
            onChange={(c) => props.onCoinChange('currency', c)}
          />
          <Input
            label={t('apply.amount', { coin: coin.name })}
            inputMode="decimal"
            autoComplete="off"
            value={props.amount}
            onChange={(e) => props.onAmountChange(e.target.value)}
            hint={t('apply.amountHint', {
              min: formatCoinAsWritten(props.terms.minUsdt, lang),
              max: formatCoinAsWritten(props.terms.maxUsdt, lang),
            })}
            error={issue('amount') ?? issue('currency')}
          />
          <WalletSelect
            label={t('apply.collateral')}
            value={pledged.name}
            options={coins}
            onChange={(c) => props.onCoinChange('collateral', c)}
          />
          <Input
            label={t('apply.collateralAmount', { coin: pledged.name })}
            inputMode="decimal"
            autoComplete="off"
            value={props.collateralAmount}
            onChange={(e) => props.onCollateralAmountChange(e.target.value)}
            hint={
              p.minCollateral
                ? t('apply.collateralHint', {
                    amount: of(p.minCollateral, pledged),
                    rate: formatCoinAsWritten(props.terms.initialRiskRate, lang),
                  })
                : undefined
            }
            error={issue('collateralAmount')}
          />
          <Input
            label={t('apply.term')}
            inputMode="numeric"
            autoComplete="off"
            value={props.term}
            onChange={(e) => props.onTermChange(e.target.value)}
            hint={t('apply.termHint', {
              min: props.terms.termDays.min,
              max: props.terms.termDays.max,
            })}
            error={issue('term')}
          />
          <dl className="flex flex-col gap-2 text-sm">
            {figures.map((f) => (
              <div key={f.id} data-row={f.id} className="flex items-baseline justify-between gap-3">
                <dt className="text-muted">{f.label}</dt>
                <dd className="text-right tabular-nums">{f.value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-muted text-xs">
            {t('apply.rule', {
              rate: formatCoinAsWritten(props.terms.forcedCloseRiskRate, lang),
              overdue: formatCoinAsWritten(props.terms.overdueRate, lang),
            })}
          </p>
          {formError && (
            <p role="alert" className="text-error text-sm">
              {formError}
            </p>
          )}
          <Button type="submit" block>
            {t('apply.submit')}
          </Button>
        </form>
      )}
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('confirm.title')}
        rows={[
          {
            id: 'amount',
            label: t('confirm.amount'),
            value: of(props.amount, coin),
            emphasis: true,
          },
          {
            id: 'collateral',
            label: t('confirm.collateral'),
            value: of(props.collateralAmount, pledged),
          },
          {
            id: 'term',
            label: t('apply.term'),
            value: t('confirm.days', { count: Number(props.term) || 0 }),
          },
          ...figures
            .filter((f) => f.id === 'interest' || f.id === 'closePrice')
            .map((f) => ({ ...f, long: f.id === 'closePrice' })),
        ]}
        notice={t('confirm.notice', {
          min: props.terms.reviewDays.min,
          max: props.terms.reviewDays.max,
        })}
        busy={props.isSubmitting}
        confirmLabel={
          props.error && retryable.has(props.error) ? t('confirm.retry') : t('apply.submit')
        }
        error={
          props.isConfirmOpen && props.error
            ? errorText(props.error, props.serverMessage)
            : undefined
        }
        onConfirm={props.onConfirm}
        onClose={props.onCancel}
      />
    </div>
  )
}
