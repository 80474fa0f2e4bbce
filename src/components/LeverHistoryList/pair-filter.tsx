import { useTranslation } from 'react-i18next'
import type { LeverPair } from '@/machines/contract-orders/contract-orders.logic'

export interface PairFilterProps {
  /** The one pair offered beside all pairs. */
  pair: LeverPair
  /** The list shows only `pair`. */
  selected: boolean
  onChange: (pair: LeverPair | null) => void
}

const chip =
  'border-line text-muted aria-pressed:border-primary-ink aria-pressed:text-primary-ink rounded-full border px-3 py-1 text-sm'

/** Two chips: all pairs, or the current pair only. */
export function PairFilter({ pair, selected, onChange }: PairFilterProps) {
  const { t } = useTranslation('contractOrders')
  return (
    <div role="group" aria-label={t('list.pairs')} className="flex gap-2 pb-3">
      <button
        type="button"
        aria-pressed={!selected}
        className={chip}
        onClick={() => selected && onChange(null)}
      >
        {t('list.pair.all')}
      </button>
      <button
        type="button"
        aria-pressed={selected}
        className={chip}
        onClick={() => !selected && onChange(pair)}
      >
        {pair.symbol}
      </button>
    </div>
  )
}
