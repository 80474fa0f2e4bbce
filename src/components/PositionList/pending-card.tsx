import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import type { PendingRowView } from '@/machines/lever-positions/lever-positions.view'
import { Figures, Heading } from './card-parts'
import { usePositionFormat } from './position-format'

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
