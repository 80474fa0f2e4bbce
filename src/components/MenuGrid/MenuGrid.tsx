import { useState, type UIEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuItem } from '@/api/contract/content'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { PartView } from '@/machines/home-content/home-content.view'

/** Tiles per page (api-reference §3.5: the client groups the menu into pages of 8). */
export const TILES_PER_PAGE = 8

export interface MenuGridProps extends PartView<MenuItem> {
  /** Paths (no query) that have a screen; a tile opening one of them is a link. */
  availablePaths: ReadonlySet<string>
  /** The link of an app route, e.g. `#/pages/fund/transfer`. */
  hrefOf: (url: string) => string
  /** Tile urls that are no route but a web address, opened in a new tab (`download`). */
  externalHrefs?: Readonly<Record<string, string>>
  /** A tile whose screen does not exist yet was tapped. */
  onUnavailable: (item: MenuItem) => void
  onRetry: () => void
}

const pathOf = (url: string) => url.split('?')[0]!

function pagesOf(items: MenuItem[]): MenuItem[][] {
  const pages: MenuItem[][] = []
  for (let i = 0; i < items.length; i += TILES_PER_PAGE)
    pages.push(items.slice(i, i + TILES_PER_PAGE))
  return pages
}

/**
 * The home tiles (GET menu), eight to a page, pages side by side with scroll snapping. A tile
 * whose screen exists is a link; the others say so through `onUnavailable`. Empty: nothing.
 */
export function MenuGrid({
  status,
  items,
  error,
  availablePaths,
  hrefOf,
  externalHrefs = {},
  onUnavailable,
  onRetry,
}: MenuGridProps) {
  const { t } = useTranslation(['home', 'common'])
  const errorText = useErrorText()
  const [page, setPage] = useState(0)

  if (status === 'loading') {
    return (
      <output data-slot="menu-grid" data-state="loading" className="grid grid-cols-4 gap-y-3 py-2">
        {Array.from({ length: TILES_PER_PAGE }, (_, i) => (
          <span key={i} className="flex flex-col items-center gap-2">
            <span className="bg-raised size-10 animate-pulse rounded-xl" />
            <span className="bg-raised h-2.5 w-12 animate-pulse rounded" />
          </span>
        ))}
        <span className="sr-only">{t('menuGrid.loading')}</span>
      </output>
    )
  }
  if (status === 'failed') {
    return (
      <div
        role="alert"
        data-slot="menu-grid"
        data-state="failed"
        className="bg-surface flex flex-col items-center gap-1 rounded-xl px-6 py-5 text-center"
      >
        <p className="font-medium">{t('menuGrid.error')}</p>
        <p className="text-muted text-sm">{errorText(error)}</p>
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t('common:errorState.retry')}
        </Button>
      </div>
    )
  }
  if (items.length === 0) return null

  const pages = pagesOf(items)
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const { scrollLeft, clientWidth } = e.currentTarget
    setPage(Math.round(scrollLeft / Math.max(1, clientWidth)))
  }
  const tile = 'flex w-full flex-col items-center gap-1.5 rounded-xl px-1 py-2 text-center'
  return (
    <nav aria-label={t('menuGrid.label')} data-slot="menu-grid" data-state="ready">
      <div
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {pages.map((tiles, p) => (
          <ul
            key={p}
            aria-label={t('menuGrid.page', { page: p + 1, pages: pages.length })}
            className="grid w-full shrink-0 snap-start grid-cols-4 content-start gap-y-1"
          >
            {tiles.map((item) => {
              const label = item.key ? t(`menuGrid.tile.${item.key}`) : item.title
              const inner = (
                <>
                  <img src={item.iconUrl} alt="" width={40} height={40} className="size-10" />
                  <span className="line-clamp-2 text-xs leading-tight">{label}</span>
                </>
              )
              return (
                <li key={item.id} className="flex">
                  {externalHrefs[item.url] ? (
                    <a
                      href={externalHrefs[item.url]}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={tile}
                    >
                      {inner}
                    </a>
                  ) : availablePaths.has(pathOf(item.url)) ? (
                    <a href={hrefOf(item.url)} className={tile}>
                      {inner}
                    </a>
                  ) : (
                    <button type="button" className={tile} onClick={() => onUnavailable(item)}>
                      {inner}
                    </button>
                  )}
                </li>
              )
            })}
          </ul>
        ))}
      </div>
      {pages.length > 1 && (
        <div aria-hidden="true" className="flex justify-center gap-1.5 pt-1">
          {pages.map((_, p) => (
            <span
              key={p}
              className={cn('bg-tab h-1 w-2 rounded-full', p === page && 'bg-primary-ink w-4')}
            />
          ))}
        </div>
      )}
    </nav>
  )
}
