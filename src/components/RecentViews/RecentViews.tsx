import { useId, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

export interface RecentViewsProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The last opened pairs, most recent first (the market-list view's `recent`). */
  symbols: readonly string[]
  hrefOf: (symbol: string) => string
  onOpen?: (symbol: string) => void
  onClear: () => void
}

/** Recent views: the pairs the user opened last, as chips, with a button that forgets them. */
export function RecentViews({
  symbols,
  hrefOf,
  onOpen,
  onClear,
  className,
  ...props
}: RecentViewsProps) {
  const { t } = useTranslation('markets')
  const headingId = useId()
  if (symbols.length === 0) return null
  return (
    <section
      aria-labelledby={headingId}
      data-slot="recent-views"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-ink text-base font-semibold">
          {t('recentViews.title')}
        </h2>
        <button
          type="button"
          aria-label={t('recentViews.clear')}
          onClick={onClear}
          className="text-muted -me-2 flex size-11 items-center justify-center"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          >
            <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
          </svg>
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {symbols.map((symbol) => (
          <li key={symbol}>
            <a
              href={hrefOf(symbol)}
              onClick={onOpen && (() => onOpen(symbol))}
              className="bg-raised text-ink inline-flex h-8 items-center rounded-full px-3 text-sm no-underline"
            >
              {symbol}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
