import { useTranslation } from 'react-i18next'
import type { BorrowTerms } from '@/api/contract/borrow'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type {
  BorrowCoin,
  BorrowCoinField,
  BorrowField,
} from '@/machines/borrow-apply/borrow-apply.rules'
import type { BorrowApplyView } from '@/machines/borrow-apply/borrow-apply.view'
import { useBorrowFigures, useMoney } from './borrow-figures'
import { BorrowForm } from './borrow-form'
import { BorrowDone, BorrowIneligible } from './borrow-outcome'
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
  const { t } = useTranslation('borrow')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('apply.loading')} />
  if (props.status === 'loadFailed' || !props.terms || !props.currency || !props.collateral)
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  return (
    <BorrowPage {...props} terms={props.terms} coin={props.currency} pledged={props.collateral} />
  )
}

type BorrowPageProps = BorrowApplyProps & {
  terms: BorrowTerms
  coin: BorrowCoin
  pledged: BorrowCoin
}

/** The page once the terms are read: the terms, then the outcome or the form, and its sheet. */
function BorrowPage(props: BorrowPageProps) {
  const { t } = useTranslation('borrow')
  const errorText = useErrorText()
  const of = useMoney()
  const { terms, coin, pledged } = props
  const figures = useBorrowFigures(terms, props.preview, coin, pledged)
  const issue = (field: BorrowField) =>
    props.errorField === field && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  const formError =
    props.error && !props.errorField && !props.isConfirmOpen
      ? errorText(props.error, props.serverMessage)
      : undefined
  return (
    <div className="flex flex-col gap-4">
      <BorrowTermsCard terms={terms} />
      {props.status === 'done' && props.loan ? (
        <BorrowDone loan={props.loan} terms={terms} onAgain={props.onAgain} />
      ) : !props.isEligible ? (
        <BorrowIneligible
          reason={props.ineligibleReason}
          vip={props.vip}
          requiredVip={terms.requiredVip}
          supportHref={props.supportHref}
        />
      ) : (
        <BorrowForm {...props} figures={figures} issue={issue} formError={formError} />
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
        notice={t('confirm.notice', { min: terms.reviewDays.min, max: terms.reviewDays.max })}
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
