import { useTranslation } from 'react-i18next'
import type { BorrowLoan, BorrowTerms } from '@/api/contract/borrow'
import { Button } from '@/components/ui/Button/Button'
import { useMoney } from './borrow-figures'

/** The application sent: how much, and how long the review takes. */
export function BorrowDone(props: { loan: BorrowLoan; terms: BorrowTerms; onAgain: () => void }) {
  const { t } = useTranslation('borrow')
  const of = useMoney()
  return (
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
  )
}

/** Why the caller cannot apply (an open loan, or VIP 2 needed), and where to ask. */
export function BorrowIneligible(props: {
  reason: 'borrowVipRequired' | 'borrowOpenLoan' | null
  vip: number
  requiredVip: number
  supportHref: string
}) {
  const { t } = useTranslation('borrow')
  return (
    <section
      aria-labelledby="borrow-why"
      className="border-warning/60 flex flex-col gap-2 rounded-xl border p-4"
    >
      <h2 id="borrow-why" className="font-semibold">
        {t('apply.cannot')}
      </h2>
      <p className="text-sm">
        {props.reason === 'borrowOpenLoan'
          ? t('apply.openLoan')
          : t('apply.vipNeeded', { vip: props.vip, required: props.requiredVip })}
      </p>
      <a
        href={props.supportHref}
        className="text-primary-ink flex min-h-11 items-center text-sm font-medium"
      >
        {t('apply.support')}
      </a>
    </section>
  )
}
