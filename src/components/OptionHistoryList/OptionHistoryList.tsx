import { useTranslation } from 'react-i18next'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { OptionListFilter } from '@/machines/option-orders/option-orders.logic'
import type { OptionOrdersView } from '@/machines/option-orders/option-orders.view'
import { OptionRow } from './option-row'

export interface OptionHistoryListProps extends OptionOrdersView {
  onFilterChange: (filter: OptionListFilter) => void
  /** An option's title was tapped: its detail. */
  onOpen: (id: number) => void
  onRetry: () => void
  onLoadMore: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * My seconds options (spec §2 transaction/seconds_order): all / open / closed tabs, paged rows
 * saying how each stands or settled, its stake, fee and net P/L.
 */
export function OptionHistoryList(props: OptionHistoryListProps) {
  const { t } = useTranslation('optionOrders')
  const errorText = useErrorText()
  const tabs = props.filters.map((filter) => ({ value: filter, label: t(`list.tab.${filter}`) }))
  return (
    <Tabs
      items={tabs}
      value={props.filter}
      onValueChange={props.onFilterChange}
      aria-label={t('list.tabs')}
      className="px-4"
    >
      <div
        data-slot="option-history-list"
        data-state={props.status}
        aria-busy={props.status === 'loading' || undefined}
      >
        {props.status === 'loading' && <Loader />}
        {props.status === 'failed' && (
          <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
        )}
        {props.status === 'empty' && (
          <EmptyState title={t(`list.empty.${props.filter}`)} description={t('list.emptyHint')} />
        )}
        {props.status === 'ready' && (
          <>
            <ul aria-label={t('list.label')} className="bg-surface flex flex-col rounded-xl">
              {props.rows.map((order) => (
                <li key={order.id} className="border-line border-t first:border-t-0">
                  <OptionRow order={order} onOpen={props.onOpen} timeZone={props.timeZone} />
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
      </div>
    </Tabs>
  )
}
