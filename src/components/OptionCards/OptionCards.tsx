import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { OptionPositionsView } from '@/machines/option-positions/option-positions.view'
import { LiveCard } from './live-card'
import { ResultCard, type ResultCardProps } from './result-card'

export interface OptionCardsProps
  extends OptionPositionsView, Pick<ResultCardProps, 'klineHref' | 'checkHref'> {
  /** A result card's dismiss. */
  onDismiss: (id: number) => void
  onClearResults: () => void
  /** Read the open options again after a failed load. */
  onRetry: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

const list = 'bg-surface flex flex-col rounded-xl'
const item = 'border-line border-t first:border-t-0'

/**
 * The user's seconds options (issue 14): a card per open option with its countdown and live
 * expected result, settling past its expiry, then result cards until dismissed.
 */
export function OptionCards(props: OptionCardsProps) {
  const { t } = useTranslation('optionPositions')
  const errorText = useErrorText()
  const resultsId = useId()
  const { status, cards, results, timeZone } = props
  return (
    <section
      aria-label={t('list.label')}
      data-slot="option-cards"
      data-state={status}
      aria-busy={status === 'loading' || undefined}
      className="flex flex-col gap-3"
    >
      {status === 'failed' && <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />}
      {cards.length > 0 && (
        <ul className={list}>
          {cards.map((card) => (
            <li key={card.id} className={item}>
              <LiveCard card={card} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      {status === 'loading' && <Loader />}
      {status === 'empty' && (
        <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />
      )}
      {results.length > 0 && (
        <section aria-labelledby={resultsId} className="flex flex-col gap-2">
          <div className="flex items-center justify-between px-1">
            <h3 id={resultsId} className="text-ink text-sm font-semibold">
              {t('list.results')}
            </h3>
            {props.canClearResults && (
              <button
                type="button"
                className="text-primary-ink text-sm"
                onClick={props.onClearResults}
              >
                {t('list.clearResults')}
              </button>
            )}
          </div>
          <ul className={list}>
            {results.map((card) => (
              <li key={card.id} className={item}>
                <ResultCard
                  card={card}
                  klineHref={props.klineHref}
                  checkHref={props.checkHref}
                  onDismiss={props.onDismiss}
                  timeZone={timeZone}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}
