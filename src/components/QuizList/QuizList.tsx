import { useTranslation } from 'react-i18next'
import type { QuizTab } from '@/api/contract/quiz'
import { QuizCard } from '@/components/QuizCard/QuizCard'
import { QuizRules } from '@/components/QuizRules/QuizRules'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { QuizListView } from '@/machines/quiz/quiz-list.view'

export interface QuizListProps extends QuizListView {
  /** A question's page. */
  hrefOf: (id: number) => string
  /** The questions' fee, basis points of the losing stakes (quiz-math QUIZ_FEE_BPS). */
  feeBps: number
  /** Stories and tests pin it; the device's zone otherwise. */
  timeZone?: string
  onTabChange: (tab: QuizTab) => void
  onRetry: () => void
  onLoadMore: () => void
}

/**
 * The prediction quiz's lists (spec §1, §4; issue 19): popular, daily and my bets as tabs, each
 * question a card with its state and countdown, people, pool and the pool per answer; "load more"
 * while pages remain; how it works under them.
 */
export function QuizList(props: QuizListProps) {
  const { t } = useTranslation('quiz')
  return (
    <div className="flex flex-col gap-4">
      <Tabs
        aria-label={t('list.tabs')}
        layout="fill"
        items={props.tabs.map((tab) => ({ value: tab, label: t(`tab.${tab}`) }))}
        value={props.tab}
        onValueChange={props.onTabChange}
      >
        <Panel {...props} />
      </Tabs>
      <QuizRules feeBps={props.feeBps} />
    </div>
  )
}

function Panel(props: QuizListProps) {
  const { t } = useTranslation('quiz')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('list.loading')} />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  if (props.status === 'empty')
    return <EmptyState title={t(`list.empty.${props.tab}`)} description={t('list.emptyHint')} />
  return (
    <div className="flex flex-col gap-3 pt-3">
      <ul className="flex flex-col gap-3">
        {props.cards.map((card) => (
          <QuizCard
            key={card.id}
            card={card}
            href={props.hrefOf(card.id)}
            timeZone={props.timeZone}
          />
        ))}
      </ul>
      {props.moreError && (
        <p role="alert" className="text-error text-center text-sm">
          {errorText(props.moreError)}
        </p>
      )}
      {props.hasMore ? (
        <Button variant="secondary" block busy={props.isLoadingMore} onClick={props.onLoadMore}>
          {t('list.more')}
        </Button>
      ) : (
        <p className="text-muted py-2 text-center text-xs">{t('list.end')}</p>
      )}
    </div>
  )
}
