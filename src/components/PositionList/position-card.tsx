import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import type { PositionRowView } from '@/machines/lever-positions/lever-positions.view'
import { Figures, Heading } from './card-parts'
import { PnlText, usePositionFormat, usePositionTitle } from './position-format'

export interface PositionCardProps {
  row: PositionRowView
  onEditStops: (id: number) => void
  onClose: (id: number) => void
  /** My copy trading, linked from a copy (where it can be taken over). */
  copyTradingHref?: string
}

/**
 * An open position: pair, side and leverage, unrealised P/L (and % of its margin) at the mark,
 * lots, entry, mark, the liquidation estimate, margin, take-profit and stop-loss; TP/SL and Close.
 * A copy of a trader is marked and has neither button (it closes with the trader).
 */
export function PositionCard({ row, onEditStops, onClose, copyTradingHref }: PositionCardProps) {
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
            <p className="text-muted flex flex-wrap items-center gap-1 text-xs">
              <span className="border-primary-ink/60 text-primary-ink rounded border px-1 font-medium">
                {t('position.copied')}
              </span>
              {t('position.copiedHint')}
              {copyTradingHref && (
                <a href={copyTradingHref} className="text-primary-ink underline">
                  {t('position.copiedLink')}
                </a>
              )}
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
            label: t('position.stopsLabel'),
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
