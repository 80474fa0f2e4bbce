import { useTranslation } from 'react-i18next'
import { netTone, OptionDirection, OptionState } from '@/components/OptionHistoryList/option-row'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { cn } from '@/lib/cn'
import type { OptionOrderView } from '@/machines/option-orders/option-orders.view'
import { useOptionDetail } from './use-option-detail'

export interface OptionHistoryDetailProps {
  /** The option shown; null: closed. */
  order: OptionOrderView | null
  onClose: () => void
  /** The pair's K-line at one engine second (unix seconds): the screen's link builder. */
  klineHref: (symbol: string, atUnixSeconds: number) => string
  /** The public check of option `id` (`optionCheckHref`). */
  checkHref: (id: number) => string
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * One option's every figure; the two engine ticks that decided it (the open price at its second,
 * the settlement price at exactly its expiry), the rule that compares them, a link to the K-line at
 * the deciding second and one to the public check of the result.
 */
export function OptionHistoryDetail({ order, ...props }: OptionHistoryDetailProps) {
  const { t } = useTranslation('optionOrders')
  if (!order) return null
  return (
    <Sheet open onClose={props.onClose} title={t('detail.title')}>
      <Detail order={order} {...props} />
    </Sheet>
  )
}

function Detail({
  order: o,
  klineHref,
  checkHref,
  timeZone,
}: Omit<OptionHistoryDetailProps, 'order' | 'onClose'> & { order: OptionOrderView }) {
  const { t } = useTranslation('optionOrders')
  const { rows, ticks } = useOptionDetail(o, timeZone)
  // the second that decided it, or (still open) the one it opened in
  const tick = o.isSettled ? o.settleTick : o.openTick
  return (
    <div data-slot="option-history-detail" data-state={o.state} className="flex flex-col gap-4">
      <p className="flex items-baseline gap-2">
        <OptionDirection order={o} />
        <span className="text-ink font-medium">{o.symbol}</span>
        <span className="text-muted text-sm">{t('duration', { seconds: o.seconds })}</span>
        <span className="ms-auto">
          <OptionState state={o.state} />
        </span>
      </p>
      <dl className="bg-raised/60 flex flex-col gap-3 rounded-xl p-4">
        {rows.map((row) => (
          <div key={row.id} data-row={row.id} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted shrink-0 text-sm">{row.label}</dt>
            <dd
              className={cn(
                'text-right text-sm tabular-nums',
                row.signed !== undefined && ['font-semibold', netTone(row.signed)],
              )}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <div
        data-slot="option-ticks"
        className="border-line flex flex-col gap-2 rounded-lg border px-3 py-2 text-sm"
      >
        <p className="text-ink">{ticks.open}</p>
        <p className="text-ink">{ticks.settle}</p>
        <p className="text-muted text-xs">{t(`detail.rule.${o.direction}`)}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <a href={klineHref(o.symbol, tick / 1000)} className="text-primary-ink">
            {t('detail.klineLink')}
          </a>
          {o.isSettled && (
            <a href={checkHref(o.id)} className="text-primary-ink">
              {t('detail.checkLink')}
            </a>
          )}
        </div>
      </div>
      <p className="text-muted text-xs">{t('detail.feeNote')}</p>
    </div>
  )
}
