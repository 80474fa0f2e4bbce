import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { MarketSort, SortKey } from '@/machines/market-list/market-list.order'

export interface SortHeaderProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The list's sort, from the market-list view. */
  sort: MarketSort
  /** A tap cycles the column: descending → ascending → the feed's order. */
  onSortToggle: (key: SortKey) => void
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/**
 * The column heads over a markets list, lined up with QuoteRow: pair and volume, last price,
 * 24 h change. Each is a button; the sorted one says so with `aria-sort` and a filled arrow.
 */
export function SortHeader({ sort, onSortToggle, className, ...props }: SortHeaderProps) {
  const { t } = useTranslation('markets')
  const column = (key: SortKey, label: string, align: string) => {
    const direction = sort.key === key ? sort.direction : null
    return (
      <div
        role="columnheader"
        aria-sort={direction ? ARIA_SORT[direction] : 'none'}
        className={cn('flex', align)}
      >
        <button
          type="button"
          data-state={direction ?? 'none'}
          onClick={() => onSortToggle(key)}
          className="text-muted data-[state=asc]:text-ink data-[state=desc]:text-ink inline-flex h-9 items-center gap-0.5 text-xs whitespace-nowrap"
        >
          {label}
          <SortArrows direction={direction} />
        </button>
      </div>
    )
  }
  return (
    <div
      role="table"
      aria-label={t('sortHeader.label')}
      data-slot="sort-header"
      className={cn('border-line border-b', className)}
      {...props}
    >
      {/* the end padding keeps the columns over the row's figures, clear of its star */}
      <div role="row" className="flex items-center gap-2 ps-4 pe-14">
        {column('volume', t('sortHeader.volume'), 'flex-1 justify-start')}
        {column('price', t('sortHeader.price'), 'justify-end')}
        {column('change', t('sortHeader.change'), 'w-20 shrink-0 justify-end')}
      </div>
    </div>
  )
}

function SortArrows({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 8 12" className="h-3 w-2 shrink-0">
      <path
        d="M4 1 7 5H1Z"
        className={direction === 'asc' ? 'fill-primary-ink' : 'fill-current opacity-50'}
      />
      <path
        d="M4 11 1 7h6Z"
        className={direction === 'desc' ? 'fill-primary-ink' : 'fill-current opacity-50'}
      />
    </svg>
  )
}
