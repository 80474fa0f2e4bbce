import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuizFormat } from '@/components/QuizCard/quiz-labels'
import { feeRate } from '@/components/QuizRules/QuizRules'
import { Button } from '@/components/ui/Button/Button'
import { Input } from '@/components/ui/Input/Input'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { useErrorText } from '@/i18n/use-error-text'
import type { QuizCard } from '@/machines/quiz/quiz-card'
import type { QuizQuestionView } from '@/machines/quiz/quiz-question.view'

export interface QuizBetSheetProps extends QuizQuestionView {
  question: QuizCard
  /** Funds to the funds account, where a stake is paid from. */
  transferHref: string
  timeZone?: string
  onAmountChange: (value: string) => void
  onAmountBlur: () => void
  onMax: () => void
  onSubmit: () => void
  onClose: () => void
}

/** Codes after which betting again sends the same request again. */
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/**
 * The bet sheet (issue 19): the answer, the stake from the funds account, and before betting the
 * payout rule in numbers (quiz-math `previewPayout`): what it would pay if right with the pools as
 * they are now, the fee on the other answers' stakes, the refund rule; then one "Bet now".
 */
export function QuizBetSheet(props: QuizBetSheetProps) {
  const { t } = useTranslation('quiz')
  const errorText = useErrorText()
  const f = useQuizFormat(props.timeZone)
  const q = props.question
  const coin = (value: string) => f.money(value, q.currency)
  const amountError =
    (props.errorField === 'amount' ? errorText(props.error, props.serverMessage) : undefined) ??
    errorText(props.amountIssue)
  const formError =
    props.error && !props.errorField ? errorText(props.error, props.serverMessage) : undefined
  const submit = (e: FormEvent) => {
    e.preventDefault()
    props.onSubmit()
  }
  const p = props.preview
  const rows = p
    ? [
        { id: 'payout', label: t('preview.payout'), value: coin(p.payout), emphasis: true },
        { id: 'gain', label: t('preview.gain'), value: coin(p.gain) },
        {
          id: 'fee',
          label: t('preview.fee', { rate: feeRate(q.feeBps, f.lang) }),
          value: coin(p.fee),
        },
        { id: 'pool', label: t('preview.pool'), value: coin(p.pool) },
      ]
    : []
  return (
    <Sheet open={props.isSheetOpen} title={t('sheet.title')} onClose={props.onClose}>
      <form
        noValidate
        onSubmit={submit}
        aria-busy={props.isSubmitting}
        className="flex flex-col gap-4 overflow-y-auto px-4 pb-4"
      >
        <p className="flex flex-col">
          <span className="text-muted text-sm">{t('sheet.answer')}</span>
          <span className="text-ink font-semibold">
            {props.outcome && f.outcome(props.outcome)}
          </span>
        </p>
        <div className="flex flex-col gap-2">
          <Input
            label={t('sheet.amount', { coin: q.currency })}
            inputMode="decimal"
            autoComplete="off"
            value={props.amount}
            hint={t('sheet.minimum', { amount: coin(q.minStake) })}
            onChange={(e) => props.onAmountChange(e.target.value)}
            onBlur={props.onAmountBlur}
            error={amountError}
          />
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted tabular-nums">
              {t('sheet.balance', { amount: coin(props.balance) })}
            </span>
            <button
              type="button"
              onClick={props.onMax}
              className="text-primary-ink min-h-11 px-2 font-semibold"
            >
              {t('sheet.max')}
            </button>
          </div>
          <a
            href={props.transferHref}
            className="text-primary-ink flex min-h-11 items-center text-sm"
          >
            {t('sheet.transfer')}
          </a>
        </div>
        <section
          aria-labelledby="quiz-preview"
          className="bg-raised flex flex-col gap-2 rounded-xl p-3"
        >
          <h3 id="quiz-preview" className="text-ink text-sm font-semibold">
            {t('preview.title')}
          </h3>
          {p ? (
            <dl className="flex flex-col gap-1.5">
              {rows.map((r) => (
                <div
                  key={r.id}
                  data-row={r.id}
                  className="flex items-baseline justify-between gap-3"
                >
                  <dt className="text-muted text-sm">{r.label}</dt>
                  <dd
                    className={
                      r.emphasis
                        ? 'text-ink text-end text-base font-semibold tabular-nums'
                        : 'text-ink text-end text-sm tabular-nums'
                    }
                  >
                    {r.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-muted text-sm">{t('preview.enterAmount')}</p>
          )}
          <ul className="text-muted flex list-disc flex-col gap-1 ps-5 text-xs">
            <li>{t('preview.moves')}</li>
            <li>{t('preview.miss')}</li>
            <li>{t('preview.refund')}</li>
            <li>{t('preview.final')}</li>
          </ul>
        </section>
        {formError && (
          <p role="alert" className="text-error text-sm">
            {formError}
          </p>
        )}
        <Button type="submit" block busy={props.isSubmitting}>
          {props.error && retryable.has(props.error) ? t('sheet.retry') : t('sheet.submit')}
        </Button>
      </form>
    </Sheet>
  )
}
