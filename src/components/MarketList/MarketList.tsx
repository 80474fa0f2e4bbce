import {
  elementScroll,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { memo, useCallback, useRef, useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { ErrorCode } from '@/api/errors'
import { QuoteRow } from '@/components/QuoteRow/QuoteRow'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { useCountInSteps } from '@/lib/use-count-in-steps'
import type { QuoteStore } from '@/lib/quote-store'
import { useQuote } from '@/lib/use-quote'
import { MarketListEmpty, MarketListSkeleton } from './MarketListStates'

/** Every row is exactly this tall, so the virtualiser never measures (no layout reads on scroll). */
export const MARKET_ROW_HEIGHT = 64
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 5
/** The first rows are drawn this many per task (`useCountInSteps`), top first. */
const ROWS_PER_STEP = 5

const initialRect = () =>
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight }

type Size = { width: number; height: number }

/**
 * The list's size, told by a ResizeObserver only. The library's own observer also reads the
 * element's size at once, when the list mounts: that read forces the page's whole first layout
 * inside the first render's task (measured at 4× CPU: the longest task of a cold load, ~40 % of
 * it layout). The observer's first report comes after that layout, before the frame paints, so
 * the picture is the same; until then `initialRect` holds the window's size.
 */
const observeRectAfterLayout = (
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: Size) => void,
) => {
  const element = instance.scrollElement
  const ResizeObserverOf = instance.targetWindow?.ResizeObserver
  if (!element || !ResizeObserverOf) return observeElementRect(instance, cb)
  return watchSize(ResizeObserverOf, element, cb)
}

/** Tells `onSize` the element's inner size after each layout that changed it; returns the stop. */
function watchSize(
  ResizeObserverOf: typeof ResizeObserver,
  element: Element,
  onSize: (size: Size) => void,
): () => void {
  const observer = new ResizeObserverOf(() =>
    onSize({ width: element.clientWidth, height: element.clientHeight }),
  )
  observer.observe(element, { box: 'content-box' })
  return () => observer.disconnect()
}

/** The lists whose element has had its first scroll write (see `scrollAfterMount`). */
const written = new WeakSet<Element>()

/**
 * Scroll writes, less the one the library makes when a list element mounts: it restores the
 * initial offset, 0 here, where a new element already is, and the write forces the page's first
 * layout inside the first render's task like a size read would. Every later write goes through.
 */
const scrollAfterMount: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement
  if (element && !written.has(element)) {
    written.add(element)
    if (offset === 0 && !options.adjustments) return
  }
  elementScroll(offset, options, instance)
}

/** Who is asking about favourites (the app's `useFavourites()` fits). */
export interface MarketListFavourites {
  isFavourite(currencyId: number): boolean
  isPending(currencyId: number): boolean
  toggle(currencyId: number): void
}

export interface MarketListProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Where each row reads its own figures. */
  store: QuoteStore
  /** The symbols to show, in order (the market-list machine's decision). */
  symbols: readonly string[]
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready'
  error?: ErrorCode | null
  onRetry?: () => void
  /** What an empty list says. @default 'markets' */
  empty?: 'markets' | 'favourites' | 'favouritesVisitor' | 'search'
  /** The keyword a `search` list found nothing for. */
  keyword?: string
  /** The login link of the visitor's favourites tab. */
  loginHref?: string
  /** The "browse all markets" action of an empty favourites tab. */
  onShowAll?: () => void
  favourites: MarketListFavourites
  /** The feed is not live: every row dims its figures. @default false */
  stale?: boolean
  hrefOf: (symbol: string) => string
  /** A row's link was followed. */
  onOpen?: (symbol: string) => void
}

/**
 * A markets list, virtualised: only the rows in view (plus a few) exist, each subscribed to its
 * own symbol in the store, so a price tick re-renders one row and never the list.
 */
export function MarketList({
  store,
  symbols,
  status = 'ready',
  error = null,
  onRetry,
  empty = 'markets',
  keyword = '',
  loginHref,
  onShowAll,
  favourites,
  stale = false,
  hrefOf,
  onOpen,
  className,
  ...props
}: MarketListProps) {
  const { t } = useTranslation('markets')
  const errorText = useErrorText()
  const scrollRef = useRef<HTMLDivElement>(null)
  // read once: the window's size, read on every render, would force a layout each time
  const [firstRect] = useState(initialRect)
  // the frame's size while the skeleton holds its place (told by a ResizeObserver, after layout):
  // the rows' first render then holds the rows that fit, not a window's worth
  const frameRect = useRef<Size | null>(null)
  const stopFrameWatch = useRef<(() => void) | null>(null)
  const measureFrame = useCallback((frame: HTMLDivElement | null) => {
    stopFrameWatch.current?.()
    stopFrameWatch.current = null
    if (!frame || typeof ResizeObserver === 'undefined') return
    stopFrameWatch.current = watchSize(ResizeObserver, frame, (size) => (frameRect.current = size))
  }, [])
  const hasRows = status === 'ready' && symbols.length > 0
  // The app does not run the React Compiler, and nothing memoised receives the virtualiser's
  // functions: rows get plain values (symbol, offset), so no row can be left stale.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: symbols.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => MARKET_ROW_HEIGHT,
    getItemKey: (index) => symbols[index] ?? index,
    overscan: OVERSCAN,
    // off while the list has no rows, so its size is taken when they come (`initialRect`)
    enabled: hasRows,
    // until the list is measured: the frame the skeleton held, else the window's size, so the
    // first render already holds the rows in view instead of none and then all of them in one
    // synchronous re-render after the commit
    initialRect: frameRect.current ?? firstRect,
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollAfterMount,
  })
  const items = virtualizer.getVirtualItems()
  // the first rows with their overscan are some 15: a few per task, so no task is that long
  const drawn = useCountInSteps(items.length, ROWS_PER_STEP, hasRows)
  // only the list scrolls; the states in its place hold nothing to scroll to
  const frame = cn('min-h-0 flex-1 overflow-hidden', className)

  if (status === 'loading')
    return (
      <MarketListSkeleton
        ref={measureFrame}
        rowHeight={MARKET_ROW_HEIGHT}
        className={frame}
        {...props}
      />
    )
  if (status === 'error')
    return (
      <div className={frame} {...props}>
        <ErrorState description={errorText(error)} onRetry={onRetry} />
      </div>
    )
  if (symbols.length === 0)
    return (
      <div className={frame} {...props}>
        <MarketListEmpty
          empty={empty}
          keyword={keyword}
          loginHref={loginHref}
          onShowAll={onShowAll}
        />
      </div>
    )
  return (
    <div
      ref={scrollRef}
      data-slot="market-list"
      className={cn(frame, 'overflow-y-auto')}
      {...props}
    >
      <div
        role="list"
        aria-label={t('marketList.label')}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.slice(0, drawn).map((item) => {
          const symbol = symbols[item.index]!
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={symbols.length}
              aria-posinset={item.index + 1}
              className="absolute inset-x-0 top-0"
              style={{ height: MARKET_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <MarketRow
                store={store}
                symbol={symbol}
                stale={stale}
                favourites={favourites}
                href={hrefOf(symbol)}
                onOpen={onOpen}
              />
            </div>
          )
        })}
      </div>
    </div>
  )
}

interface MarketRowProps {
  store: QuoteStore
  symbol: string
  stale: boolean
  favourites: MarketListFavourites
  href: string
  onOpen?: (symbol: string) => void
}

/** One row: subscribes to its own symbol; memoised so scrolling re-renders only new rows. */
const MarketRow = memo(function MarketRow({
  store,
  symbol,
  stale,
  favourites,
  href,
  onOpen,
}: MarketRowProps) {
  const quote = useQuote(store, symbol)
  if (!quote) return null
  const id = quote.currency_id
  return (
    <QuoteRow
      quote={quote}
      href={href}
      stale={stale}
      favourite={favourites.isFavourite(id)}
      aria-busy={favourites.isPending(id) || undefined}
      onFavouriteToggle={() => favourites.toggle(id)}
      onOpen={onOpen && (() => onOpen(symbol))}
      className="h-full"
    />
  )
})
