import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { cn } from '@/lib/cn'
import type {
  PendingRowView,
  PositionRowView,
} from '@/machines/lever-positions/lever-positions.view'
import { PnlText, usePositionFormat, usePositionTitle } from './position-format'

const sideTone = { long: 'text-up border-up/60', short: 'text-down border-down/60' } as const

function Heading(props: { row: PositionRowView | PendingRowView }) {
  const { t } = useTranslation('positions')
  const { row } = props
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span
        className={cn('rounded border px-1.5 py-0.5 text-xs font-semibold', sideTone[row.side])}
      >
        {t(`position.side.${row.side}`)} {row.multiple}×
      </span>
      <span className="text-ink truncate font-medium">{row.symbol}</span>
    </div>
  )
}

function Figures(props: { items: { id: string; label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-3 gap-x-2 gap-y-2">
      {props.items.map((f, i) => (
        <div
          key={f.id}
          className={cn('flex min-w-0 flex-col', i % 3 === 2 && 'items-end text-end')}
        >
          <dt className="text-muted truncate text-xs">{f.label}</dt>
          <dd className="text-ink text-sm tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface PositionCardProps {
  row: PositionRowView
  onEditStops: (id: number) => void
  onClose: (id: number) => void
}

/**
 * An open position: pair, side and leverage, unrealised P/L (and % of its margin) at the mark,
 * lots, entry, mark, the liquidation estimate, margin, take-profit and stop-loss; TP/SL and Close.
 * A copy of a trader is marked and has neither button (it closes with the trader).
 */
export function PositionCard({ row, onEditStops, onClose }: PositionCardProps) {
  const { t } = useTranslation('positions')
  const format = usePositionFormat()
  const title = usePositionTitle()
  const price = (v: string | null) => format.price(v, row.priceDecimals)
  return (
    <article
      aria-label={title(row)}
      data-slot="position-card"
      data-side={row.side}
      data-copied={row.copied || undefined}
      className="flex flex-col gap-3 px-4 py-3"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <Heading row={row} />
          {row.copied && (
            <p className="text-muted flex items-center gap-1 text-xs">
              <span className="border-primary-ink/60 text-primary-ink rounded border px-1 font-medium">
                {t('position.copied')}
              </span>
              {t('position.copiedHint')}
            </p>
          )}
        </div>
        <div className="flex flex-col items-end">
          <span className="text-muted text-xs">{t('position.pnl')}</span>
          <PnlText value={row.pnl} className="text-base font-semibold whitespace-nowrap">
            {format.signed(row.pnl, row.quoteScale, row.quote)}
          </PnlText>
          <PnlText value={row.pnlPercent} className="text-xs">
            {format.percent(row.pnlPercent, true)}
          </PnlText>
        </div>
      </div>
      <Figures
        items={[
          { id: 'lots', label: t('position.lots'), value: row.lots },
          { id: 'entry', label: t('position.entry'), value: price(row.price) },
          { id: 'mark', label: t('position.mark'), value: price(row.mark) },
          {
            id: 'liquidation',
            label: t('position.liquidation'),
            value: price(row.liquidationPrice),
          },
          {
            id: 'margin',
            label: t('position.margin'),
            value: format.money(row.margin, row.quoteScale, row.quote),
          },
          {
            id: 'stops',
            label: t('position.stops'),
            value: t('position.stopsValue', {
              takeProfit: price(row.takeProfit),
              stopLoss: price(row.stopLoss),
            }),
          },
        ]}
      />
      {!row.copied && (
        <div className="flex gap-2 *:flex-1">
          <Button
            size="sm"
            variant="secondary"
            disabled={!row.canEditStops}
            aria-label={`${t('position.stops')} ${title(row)}`}
            onClick={() => onEditStops(row.id)}
          >
            {t('position.stops')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!row.canClose}
            aria-label={`${t('position.close')} ${title(row)}`}
            onClick={() => onClose(row.id)}
          >
            {t('position.close')}
          </Button>
        </div>
      )}
    </article>
  )
}

export interface PendingCardProps {
  row: PendingRowView
  onCancel: (id: number) => void
}

/** A pending limit opening: its price, lots and what it holds; Cancel refunds it. */
export function PendingCard({ row, onCancel }: PendingCardProps) {
  const { t } = useTranslation('positions')
  const format = usePositionFormat()
  const name = t('pending.title', {
    symbol: row.symbol,
    side: t(`position.side.${row.side}`),
    multiple: row.multiple,
  })
  return (
    <article aria-label={name} data-slot="pending-card" className="flex flex-col gap-3 px-4 py-3">
      <div className="flex items-center justify-between gap-2">
        <Heading row={row} />
        <Button
          size="sm"
          variant="secondary"
          disabled={!row.canCancel}
          aria-label={`${t('pending.cancel')} ${name}`}
          onClick={() => onCancel(row.id)}
        >
          {t('pending.cancel')}
        </Button>
      </div>
      <Figures
        items={[
          {
            id: 'price',
            label: t('pending.price'),
            value: format.price(row.price, row.priceDecimals),
          },
          { id: 'lots', label: t('pending.lots'), value: row.lots },
          {
            id: 'held',
            label: t('pending.held'),
            value: format.money(row.held, row.quoteScale, row.quote),
          },
        ]}
      />
    </article>
  )
}
