import { useTranslation } from 'react-i18next'
import { HistoryRow } from '@/components/LeverHistoryList/history-row'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { ContractOrdersView } from '@/machines/contract-orders/contract-orders.view'
import { EmptyTab } from './empty-tab'

/** The closed copies' list, as the futures history draws it. */
export type CopyHistoryView = Pick<
  ContractOrdersView,
  'status' | 'rows' | 'hasMore' | 'isLoadingMore' | 'error' | 'moreError'
>

export interface HistoryPanelProps {
  history: CopyHistoryView
  tradersHref: string
  onOpen: (id: number) => void
  onRetry: () => void
  onLoadMore: () => void
  timeZone?: string
}

/** Closed copies (lever history rows, each marked as a copy), newest first, paged. */
export function HistoryPanel({ history, tradersHref, timeZone, ...on }: HistoryPanelProps) {
  const { t } = useTranslation('myCopy')
  const errorText = useErrorText()
  return (
    <div data-slot="copy-history" data-state={history.status}>
      {history.status === 'loading' && <Loader />}
      {history.status === 'failed' && (
        <ErrorState title={errorText(history.error)} onRetry={on.onRetry} />
      )}
      {history.status === 'empty' && <EmptyTab tab="history" tradersHref={tradersHref} />}
      {history.status === 'ready' && (
        <>
          <ul aria-label={t('history.label')} className="bg-surface flex flex-col rounded-xl">
            {history.rows.map((position) => (
              <li key={position.id} className="border-line border-t first:border-t-0">
                <HistoryRow position={position} onOpen={on.onOpen} timeZone={timeZone} />
              </li>
            ))}
          </ul>
          <ListFooter
            hasMore={history.hasMore}
            isLoadingMore={history.isLoadingMore}
            moreFailed={history.moreError !== null}
            onLoadMore={on.onLoadMore}
          />
        </>
      )}
    </div>
  )
}
