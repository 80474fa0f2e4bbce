import { useTranslation } from 'react-i18next'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { HistoryTab, LeverPair } from '@/machines/contract-orders/contract-orders.logic'
import type { ContractOrdersView } from '@/machines/contract-orders/contract-orders.view'
import { HistoryRow } from './history-row'
import { PairFilter } from './pair-filter'

export interface LeverHistoryListProps extends ContractOrdersView {
  /** The pair the chip offers beside "All pairs" (the screen's `?symbol=`); none: no chip. */
  currentPair?: LeverPair | null
  onStatusChange: (status: HistoryTab) => void
  onPairChange: (pair: LeverPair | null) => void
  /** A position's title was tapped: its detail. */
  onOpen: (id: number) => void
  onRetry: () => void
  onLoadMore: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * My futures positions (spec §2 transaction/contract_order): status tabs, a pair chip, paged rows
 * saying how each ended and what it realised.
 */
export function LeverHistoryList(props: LeverHistoryListProps) {
  const { t } = useTranslation('contractOrders')
  const errorText = useErrorText()
  const tabs = props.tabs.map((tab) => ({ value: tab, label: t(`list.tab.${tab}`) }))
  const pair = props.currentPair ?? props.filter.pair
  return (
    <Tabs
      items={tabs}
      value={props.filter.status}
      onValueChange={props.onStatusChange}
      aria-label={t('list.tabs')}
      className="px-4"
    >
      {pair && (
        <PairFilter
          pair={pair}
          selected={props.filter.pair !== null}
          onChange={props.onPairChange}
        />
      )}
      <div
        data-slot="lever-history-list"
        data-state={props.status}
        aria-busy={props.status === 'loading' || undefined}
      >
        {props.status === 'loading' && <Loader />}
        {props.status === 'failed' && (
          <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
        )}
        {props.status === 'empty' && (
          <EmptyState
            title={t(`list.empty.${props.filter.status}`)}
            description={t('list.emptyHint')}
          />
        )}
        {props.status === 'ready' && (
          <>
            <ul aria-label={t('list.label')} className="bg-surface flex flex-col rounded-xl">
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
      </div>
    </Tabs>
  )
}
