import { useTranslation } from 'react-i18next'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoin, formatDateTime } from '@/lib/wallet-format'
import type { QuickBuyOrdersView } from '@/machines/quick-buy-orders/quick-buy-orders.view'

export interface QuickBuyOrderListProps extends QuickBuyOrdersView {
  /** An order's transfer page. */
  hrefOf: (id: number) => string
  /** A new quick buy. */
  buyHref: string
  /** Stories pin it; the device's zone otherwise. */
  timeZone?: string
  onRetry: () => void
  onMore: () => void
}

const statusTone = {
  toBePaid: 'text-warning',
  paid: 'text-up',
  cancelled: 'text-muted',
  expired: 'text-muted',
} as const

/** My quick-buy orders, newest first: amount, USDT, status and date; each opens its page. */
export function QuickBuyOrderList(props: QuickBuyOrderListProps) {
  const { t, i18n } = useTranslation('quickBuy')
  const errorText = useErrorText()
  const lang = i18n.language
  if (props.status === 'loading') return <Loader label={t('orders.loading')} />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  if (props.status === 'empty')
    return (
      <EmptyState
        title={t('orders.empty')}
        action={
          <a href={props.buyHref} className="text-primary-ink flex min-h-11 items-center">
            {t('order.again')}
          </a>
        }
      />
    )
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2" aria-label={t('orders.title')}>
        {props.orders.map((o) => (
          <li key={o.id}>
            <a href={props.hrefOf(o.id)} className="bg-surface flex flex-col gap-1 rounded-xl p-4">
              <span className="flex items-baseline justify-between gap-3">
                <span className="font-semibold tabular-nums">
                  {t('money', {
                    amount: formatCoin(o.amount, 0, lang),
                    currency: o.currency,
                  })}
                </span>
                <span className={cn('text-sm font-medium', statusTone[o.status])}>
                  {t(`status.${o.status}`)}
                </span>
              </span>
              <span className="text-muted text-sm tabular-nums">
                {t('order.receive', {
                  amount: t('money', { amount: formatCoin(o.receive, 4, lang), currency: o.coin }),
                })}
              </span>
              <span className="text-muted flex justify-between gap-3 text-xs tabular-nums">
                <span className="font-mono">{o.reference}</span>
                <span>{formatDateTime(o.createdAt, lang, props.timeZone)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <ListFooter
        hasMore={props.hasMore}
        isLoadingMore={props.isLoadingMore}
        moreFailed={props.moreError !== null}
        onLoadMore={props.onMore}
      />
    </div>
  )
}
