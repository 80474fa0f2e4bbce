import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'

/** The fee's percent as a number to write before "%" ("2", "2.5"). */
export const feeRate = (feeBps: number, tag: string) =>
  formatNumber(feeBps / 100, tag, { decimals: feeBps % 100 === 0 ? 0 : 2 })

const rules = ['question', 'price', 'pool', 'fee', 'refund', 'noOperator'] as const

export interface QuizRulesProps {
  /** The fee of the questions shown, basis points of the losing stakes (quiz-math QUIZ_FEE_BPS). */
  feeBps: number
  /** Shown open (the lists keep it folded under their questions). @default false */
  open?: boolean
}

/**
 * "How it works" (issue 19): the published rule of every question (quiz-math.ts) in plain words:
 * one exact second's public price decides, the pool is shared by the winners, the fee is taken
 * from the losing stakes only, refunds in full when nobody was right, and no operator input
 * decides an outcome.
 */
export function QuizRules({ feeBps, open = false }: QuizRulesProps) {
  const { t, i18n } = useTranslation('quiz')
  const rate = feeRate(feeBps, i18n.language)
  return (
    <details open={open} data-slot="quiz-rules" className="bg-surface group rounded-xl">
      <summary className="text-ink flex min-h-11 cursor-pointer items-center justify-between px-4 font-semibold">
        {t('rules.title')}
        <svg
          aria-hidden="true"
          viewBox="0 0 12 12"
          className="size-3 transition-transform group-open:rotate-180"
          fill="currentColor"
        >
          <path d="M6 9 1 3h10z" />
        </svg>
      </summary>
      <ul className="text-muted flex list-disc flex-col gap-1.5 ps-9 pe-4 pb-4 text-sm">
        {rules.map((rule) => (
          <li key={rule}>{rule === 'fee' ? t('rules.fee', { rate }) : t(`rules.${rule}`)}</li>
        ))}
      </ul>
    </details>
  )
}
