import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime, signOf } from '@/lib/wallet-format'
import type {
  ContractOrderView,
  PositionOutcome,
} from '@/machines/contract-orders/contract-orders.view'

export interface HistoryRowProps {
  position: ContractOrderView
  onOpen: (id: number) => void
  timeZone?: string
}

const outcomeTones: Record<PositionOutcome, string> = {
  pending: 'text-warning border-warning/60',
  open: 'text-primary-ink border-primary-ink/60',
  closing: 'text-warning border-warning/60',
  cancelled: 'text-muted border-line',
  closed: 'text-muted border-line',
  user: 'text-muted border-line',
  batch: 'text-muted border-line',
  trader: 'text-muted border-line',
  takeProfit: 'text-success border-success/60',
  stopLoss: 'text-warning border-warning/60',
  liquidation: 'text-down border-down/60',
}

/** Green for a profit, red for a loss; the sign is the non-colour cue. */
export const pnlTone = (value: string) =>
  ({ 1: 'text-up', 0: 'text-ink', [-1]: 'text-down' })[signOf(value)]

/** The name of a position ("BTC/USDT Long 10×"), shared by the row and the detail. */
export function usePositionTitle() {
  const { t } = useTranslation('contractOrders')
  return (p: Pick<ContractOrderView, 'symbol' | 'side' | 'multiple'>) =>
    t('position.title', {
      symbol: p.symbol,
      side: t(`position.side.${p.side}`),
      multiple: p.multiple,
    })
}

/**
 * One position: side and leverage (green long, red short), pair, a copied mark, how it stands or
 * ended; lots, open and close price, its realised P/L (once closed). A tap on its title opens the
 * detail.
 */
export function HistoryRow({ position: p, onOpen, timeZone }: HistoryRowProps) {
  const { t, i18n } = useTranslation('contractOrders')
  const lang = i18n.language
  const title = usePositionTitle()
  const none = t('position.none')
  // a settled position by when it ended, any other by when it was placed
  const time = p.closedAt ?? p.createdAt
  const figures: { id: string; label: string; value: string; tone?: string }[] = [
    { id: 'lots', label: t('position.lots'), value: String(p.lots) },
    {
      id: 'price',
      label: t('position.openPrice'),
      value: formatCoinAsWritten(p.price, lang),
    },
    {
      id: 'closePrice',
      label: t('position.closePrice'),
      value: p.closePrice === null ? none : formatCoinAsWritten(p.closePrice, lang),
    },
    {
      id: 'pnl',
      label: t('position.pnl', { coin: p.quote }),
      value: p.isClosed ? formatCoinAsWritten(p.realisedPnl, lang, true) : none,
      tone: p.isClosed ? cn('font-semibold', pnlTone(p.realisedPnl)) : undefined,
    },
  ]
  return (
    <article
      aria-label={title(p)}
      data-slot="lever-history-row"
      data-outcome={p.outcome}
      data-side={p.side}
      className="flex flex-col gap-2 px-4 py-3"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => onOpen(p.id)}
          className="flex min-w-0 flex-1 items-baseline gap-2 text-left active:opacity-70"
        >
          <span
            className={cn(
              'font-semibold whitespace-nowrap',
              p.side === 'long' ? 'text-up' : 'text-down',
            )}
          >
            {t('position.sideLeverage', {
              side: t(`position.side.${p.side}`),
              multiple: p.multiple,
            })}
          </span>
          <span className="text-ink truncate font-medium">{p.symbol}</span>
        </button>
        <span
          data-slot="position-outcome"
          className={cn(
            'rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
            outcomeTones[p.outcome],
          )}
        >
          {t(`outcome.${p.outcome}`)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr_1fr_1fr] gap-3">
        {figures.map((f, i) => (
          <div key={f.id} className={cn('flex min-w-0 flex-col', i > 0 && 'items-end')}>
            <dt className="text-muted max-w-full truncate text-xs">{f.label}</dt>
            <dd className={cn('text-ink text-sm tabular-nums', f.tone)}>{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex items-center justify-between gap-2 text-xs">
        <time className="text-muted tabular-nums" dateTime={new Date(time).toISOString()}>
          {formatDateTime(time, lang, timeZone)}
        </time>
        {p.copied && (
          <span className="bg-raised text-ink rounded px-1.5 py-0.5">{t('position.copied')}</span>
        )}
      </div>
    </article>
  )
}
