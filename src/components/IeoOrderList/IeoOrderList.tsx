import { useTranslation } from 'react-i18next'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { IeoOrdersView } from '@/machines/ieo-orders/ieo-orders.view'
import { IeoOrderRow } from './ieo-order-row'

export interface IeoOrderListProps extends IeoOrdersView {
  /** The IEO projects (the empty list's way in). */
  projectsHref: string
  /** The link to a project and its subscription. */
  projectHref: (projectId: number) => string
  onRetry: () => void
  onLoadMore: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/** My IEO subscriptions (spec §2 ieo/order): paged rows, newest first, with delivery status. */
export function IeoOrderList(props: IeoOrderListProps) {
  const { t } = useTranslation('ieoOrders')
  const errorText = useErrorText()
  return (
    <div
      data-slot="ieo-order-list"
      data-state={props.status}
      aria-busy={props.status === 'loading' || undefined}
      className="px-4"
    >
      {props.status === 'loading' && <Loader />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && (
        <EmptyState
          title={t('empty.title')}
          description={t('empty.hint')}
          action={
            <a
              href={props.projectsHref}
              className="bg-primary inline-flex h-11 items-center rounded-lg px-4 font-medium text-white"
            >
              {t('empty.action')}
            </a>
          }
        />
      )}
      {props.status === 'ready' && (
        <>
          <ul aria-label={t('list.label')} className="bg-surface flex flex-col rounded-xl">
            {props.rows.map((order) => (
              <li key={order.id} className="border-line border-t first:border-t-0">
                <IeoOrderRow
                  order={order}
                  projectHref={props.projectHref}
                  timeZone={props.timeZone}
                />
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
  )
}
