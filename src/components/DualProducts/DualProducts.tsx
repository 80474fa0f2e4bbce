import { useTranslation } from 'react-i18next'
import type { DualDirection } from '@/api/contract/dual'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { DualProductsView } from '@/machines/dual-products/dual-products.view'
import { ProductRow } from './product-row'

export interface DualProductsProps extends DualProductsView {
  /** The coin's engine price now (live), USDT; null until the feed has it. */
  price: string | null
  /** A product's purchase page. */
  purchaseHref: (id: number) => string
  /** My dual orders. */
  mineHref: string
  /** How dual investment works. */
  helpHref: string
  onCoinChange: (coinId: number) => void
  onDirectionChange: (direction: DualDirection) => void
  onRetry: () => void
}

const link = 'text-primary-ink flex min-h-11 items-center text-sm font-medium'

/**
 * Dual investment products (spec §2 invest/invest, issue 16): the coin's price now, the coin chips,
 * "sell high" (call: invest the coin) or "buy low" (put: invest USDT) with one line each, then each
 * product with its strike, APR, term and settlement, shares left and Buy.
 */
export function DualProducts(props: DualProductsProps) {
  const { t, i18n } = useTranslation('dual')
  const errorText = useErrorText()
  return (
    <div className="flex flex-col gap-3">
      <div className="bg-surface flex items-center justify-between gap-3 rounded-xl px-4 py-3">
        <span className="text-muted text-sm">{t('priceNow', { coin: props.coin })}</span>
        <span className="text-ink text-lg font-semibold tabular-nums" data-slot="price-now">
          {props.price
            ? t('amount', { amount: formatCoinAsWritten(props.price, i18n.language), coin: 'USDT' })
            : '--'}
        </span>
      </div>
      <div role="group" aria-label={t('coinLabel')} className="flex gap-2">
        {props.coins.map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={c.id === props.coinId}
            onClick={() => props.onCoinChange(c.id)}
            className={cn(
              'h-11 min-w-16 rounded-full border px-4 text-sm font-medium',
              c.id === props.coinId
                ? 'border-primary bg-primary/10 text-ink'
                : 'border-line text-muted',
            )}
          >
            {c.name}
          </button>
        ))}
      </div>
      <Tabs
        aria-label={t('directionLabel')}
        items={props.directions.map((d) => ({ value: d, label: t(`direction.${d}`) }))}
        value={props.direction}
        onValueChange={props.onDirectionChange}
      />
      <p className="text-muted text-sm">
        {t(`direction.${props.direction}Hint`, { coin: props.coin })}
      </p>
      <nav aria-label={t('links')} className="flex justify-between gap-3">
        <a href={props.mineHref} className={link}>
          {t('mine')}
        </a>
        <a href={props.helpHref} className={link}>
          {t('help')}
        </a>
      </nav>
      {props.status === 'loading' && <Loader label={t('loading')} />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && (
        <EmptyState title={t('empty.title')} description={t('empty.hint', { coin: props.coin })} />
      )}
      {props.status === 'ready' && (
        <ul className="flex flex-col gap-3" aria-label={t('list', { coin: props.coin })}>
          {props.rows.map((row) => (
            <li key={row.id}>
              <ProductRow row={row} href={props.purchaseHref(row.id)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
