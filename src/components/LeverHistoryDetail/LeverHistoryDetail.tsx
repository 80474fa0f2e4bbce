import { useTranslation } from 'react-i18next'
import { pnlTone, usePositionTitle } from '@/components/LeverHistoryList/history-row'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { ContractOrderView } from '@/machines/contract-orders/contract-orders.view'
import { useDetail } from './use-detail'

export interface LeverHistoryDetailProps {
  /** The position shown; null: closed. */
  position: ContractOrderView | null
  onClose: () => void
  /** The pair's page with its K-line (the screen's `symbolHref`). */
  chartHref: (symbol: string) => string
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * One position's every figure and time; the engine ticks that opened and closed it with the market
 * price in each, and a link to the pair's chart to find them; a liquidation whose loss went beyond
 * the account says what the platform covered.
 */
export function LeverHistoryDetail({ position, ...props }: LeverHistoryDetailProps) {
  const { t } = useTranslation('contractOrders')
  if (!position) return null
  return (
    <Sheet open onClose={props.onClose} title={t('detail.title')}>
      <Detail position={position} {...props} />
    </Sheet>
  )
}

function Detail({
  position: p,
  chartHref,
  timeZone,
}: Omit<LeverHistoryDetailProps, 'position' | 'onClose'> & { position: ContractOrderView }) {
  const { t, i18n } = useTranslation('contractOrders')
  const title = usePositionTitle()
  const { rows, ticks } = useDetail(p, timeZone)
  const box = 'border-line flex flex-col gap-1 rounded-lg border px-3 py-2 text-sm'
  return (
    <div data-slot="lever-history-detail" data-outcome={p.outcome} className="flex flex-col gap-4">
      <p className="flex items-baseline gap-2">
        <span className={cn('font-semibold', p.side === 'long' ? 'text-up' : 'text-down')}>
          {title(p)}
        </span>
        {p.copied && <span className="text-muted text-xs">{t('position.copied')}</span>}
        <span className="text-muted ms-auto text-sm">{t(`outcome.${p.outcome}`)}</span>
      </p>
      {p.copied && <p className="text-muted text-sm">{t('detail.copied')}</p>}
      <dl className="bg-raised/60 flex flex-col gap-3 rounded-xl p-4">
        {rows.map((row) => (
          <div key={row.id} data-row={row.id} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted shrink-0 text-sm">{row.label}</dt>
            <dd
              className={cn(
                'text-right text-sm tabular-nums',
                row.signed !== undefined && ['font-semibold', pnlTone(row.signed)],
              )}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {p.hasShortfall && (
        <p role="note" className="border-warning/60 text-ink rounded-lg border px-3 py-2 text-sm">
          {t('detail.shortfallNote', {
            amount: t('detail.coinAmount', {
              amount: formatCoinAsWritten(p.shortfall, i18n.language),
              coin: p.quote,
            }),
          })}
        </p>
      )}
      {p.status === 'cancelled' && <p className="text-muted text-sm">{t('detail.refunded')}</p>}
      {(ticks.open || ticks.close) && (
        <div data-slot="position-ticks" className={box}>
          {ticks.open && <p className="text-ink">{ticks.open}</p>}
          {ticks.close && <p className="text-ink">{ticks.close}</p>}
          <a href={chartHref(p.symbol)} className="text-primary-ink self-start">
            {t('detail.chart', { symbol: p.symbol })}
          </a>
          {ticks.tickTime && (
            <p className="text-muted text-xs">{t('detail.chartHint', { time: ticks.tickTime })}</p>
          )}
        </div>
      )}
    </div>
  )
}
