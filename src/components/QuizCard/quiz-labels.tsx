import { useMemo } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { QuizOutcome } from '@/api/contract/quiz'
import type { QuizState } from '@/api/contract/quiz-math'
import { cn } from '@/lib/cn'
import { formatCoin, formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'

/** The stake currency's decimals (USDT). */
const STAKE_SCALE = 4
const DAY_S = 86_400

const tones: Record<QuizState, string> = {
  notStarted: 'text-warning ring-1 ring-current',
  guessing: 'text-up ring-1 ring-current',
  over: 'bg-raised text-ink',
  unsettled: 'bg-raised text-ink',
  settled: 'bg-raised text-muted',
}

/** A question's state (spec §4: not started, guessing, over, unsettled) as a chip. */
export function QuizStateChip({ state }: { state: QuizState }) {
  const { t } = useTranslation('quiz')
  return (
    <span
      data-slot="quiz-state"
      data-state={state}
      className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium', tones[state])}
    >
      {t(`state.${state}`)}
    </span>
  )
}

/** "03:15:20": hours, minutes and seconds of what is left of the day. */
function clockOf(seconds: number): string {
  const rest = seconds % DAY_S
  const parts = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
  return parts.map((n) => String(n).padStart(2, '0')).join(':')
}

/** "Cut-off in 00:35:00" / "Opens in …" / "Resolves in …", on the page's clock. */
export function QuizCountdown(props: {
  state: QuizState
  secondsLeft: number
  className?: string
}) {
  const { t } = useTranslation('quiz')
  const { state, secondsLeft } = props
  const days = Math.floor(secondsLeft / DAY_S)
  const clock = clockOf(secondsLeft)
  const left = days > 0 ? t('countdown.days', { count: days, clock }) : clock
  const text =
    state === 'settled' || state === 'unsettled'
      ? t(`countdown.${state}`)
      : t(`countdown.${state}`, { left })
  return (
    <span data-slot="quiz-countdown" className={cn('tabular-nums', props.className)}>
      {text}
    </span>
  )
}

/** Writing a question's figures in the reader's language: prices, stakes, times, answers. */
export function useQuizFormat(timeZone?: string) {
  const { t, i18n } = useTranslation('quiz')
  const lang = i18n.language
  return useMemo(() => formatsOf(t, lang, timeZone), [t, lang, timeZone])
}

function formatsOf(t: TFunction<'quiz'>, lang: string, timeZone?: string) {
  const price = (value: string) => formatCoinAsWritten(value, lang)
  return {
    lang,
    price,
    money: (value: string, coin: string) =>
      t('amount', { amount: formatCoin(value, STAKE_SCALE, lang), coin }),
    time: (ms: number) => formatDateTime(ms, lang, timeZone, 'second'),
    /** "Above 86,500.00", "At or below 86,500.00", "Above 85,500.00, at most 86,500.00". */
    outcome: (o: Pick<QuizOutcome, 'lower' | 'upper'>) =>
      o.lower === null
        ? t('outcome.atOrBelow', { upper: price(o.upper ?? '0') })
        : o.upper === null
          ? t('outcome.above', { lower: price(o.lower) })
          : t('outcome.between', { lower: price(o.lower), upper: price(o.upper) }),
  }
}
