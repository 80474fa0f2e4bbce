import { useTranslation } from 'react-i18next'
import { HistoryRow } from '@/components/LeverHistoryList/history-row'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { TraderHistoryView } from '@/machines/trader-detail/trader-detail.view'

export interface TraderHistoryProps extends TraderHistoryView {
  /** A position's title was tapped: its detail. */
  onOpen: (id: number) => void
  onRetry: () => void
  onLoadMore: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * The trader's closed own positions, latest close first, in the futures history's rows (pair,
 * side, leverage, lots, open and close prices, realised P/L, close time), 15 a page.
 */
export function TraderHistory(props: TraderHistoryProps) {
  const { t } = useTranslation('traderDetail')
  const errorText = useErrorText()
  return (
    <section
      aria-labelledby="trader-history-title"
      data-slot="trader-history"
      data-state={props.status}
      aria-busy={props.status === 'loading' || undefined}
      className="flex flex-col gap-2"
    >
      <h2 id="trader-history-title" className="text-ink px-1 text-base font-semibold">
        {t('history.title')}
      </h2>
      {props.status === 'loading' && <Loader label={t('history.loading')} />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && (
        <EmptyState title={t('history.empty')} description={t('history.emptyHint')} />
      )}
      {props.status === 'ready' && (
        <>
          <ul aria-label={t('history.label')} className="bg-surface flex flex-col rounded-xl">
            {props.rows.map((position) => (
              <li key={position.id} className="border-line border-t first:border-t-0">
                <HistoryRow position={position} onOpen={props.onOpen} timeZone={props.timeZone} />
              </li>
            ))}
          </ul>
          <ListFooter
            hasMore={props.hasMore}
            isLoadingMore={props.isLoadingMore}
            moreFailed={props.moreError !== null}
            onLoadMore={props.onLoadMore}
          />
        </>
      )}
    </section>
  )
}
