import { useTranslation } from 'react-i18next'
import { QuoteRow } from '@/components/QuoteRow/QuoteRow'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { Sheet } from '@/components/ui/Sheet/Sheet'
import { cn } from '@/lib/cn'
import type { QuoteStore } from '@/lib/quote-store'
import { useQuote, useStale, useSymbols } from '@/lib/use-quote'

function Row({
  store,
  symbol,
  current,
  hrefOf,
}: {
  store: QuoteStore
  symbol: string
  current: boolean
  hrefOf: (symbol: string) => string
}) {
  const quote = useQuote(store, symbol)
  const stale = useStale(store)
  if (!quote) return null
  return (
    <QuoteRow
      quote={quote}
      stale={stale}
      href={hrefOf(symbol)}
      aria-current={current || undefined}
      className={cn(current && 'bg-raised')}
    />
  )
}

export interface SymbolSwitcherProps {
  open: boolean
  onClose: () => void
  store: QuoteStore
  current: string
  /** Where a row leads: the pair's detail page, or its trade page. */
  hrefOf: (symbol: string) => string
}

/** A bottom sheet of every pair the feed knows, each row linking to its page (detail or trade). */
export function SymbolSwitcher({ open, onClose, store, current, hrefOf }: SymbolSwitcherProps) {
  const { t } = useTranslation('symbol')
  const symbols = useSymbols(store)
  return (
    <Sheet open={open} onClose={onClose} title={t('switcher.title')}>
      <div className="-mx-4">
        {symbols.map((s) => (
          <Row key={s} store={store} symbol={s} current={s === current} hrefOf={hrefOf} />
        ))}
        {symbols.length === 0 && <EmptyState />}
      </div>
    </Sheet>
  )
}
