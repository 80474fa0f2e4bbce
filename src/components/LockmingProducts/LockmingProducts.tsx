import { useTranslation } from 'react-i18next'
import type { LockKind } from '@/api/contract/lockming'
import { ListFooter } from '@/components/WalletRecords/list-footer'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { LockmingListView } from '@/machines/lockming-list/lockming-list.view'
import { ProductCard } from './product-card'

/** The kinds, in the tabs' order (contract `lockKinds`). */
const lockKinds: readonly LockKind[] = ['lock', 'defi', 'cloud']

export interface LockmingProductsProps extends LockmingListView {
  /** Locking in product `id` (`lockmingBuyHref`). */
  buyHref: (id: number) => string
  /** My locks (`href(paths.lockmingOrders)`). */
  ordersHref: string
  /** How it works (`href(paths.lockmingWelcome)`). */
  welcomeHref: string
  onKindChange: (kind: LockKind) => void
  onRetry: () => void
  onLoadMore: () => void
}

/**
 * The lock mining products (spec §2 lockming/lockming, issue 16): links to My locks and How it
 * works, the kinds as tabs (locked, DeFi, cloud mining), then each product of the kind as a card
 * with Lock, paged with "load more".
 */
export function LockmingProducts(props: LockmingProductsProps) {
  const { t } = useTranslation('lockming')
  const errorText = useErrorText()
  return (
    <div data-slot="lockming-products" className="flex flex-col gap-3 px-4">
      <nav aria-label={t('links.label')} className="grid grid-cols-2 gap-2">
        <TileLink href={props.ordersHref} label={t('links.orders')} />
        <TileLink href={props.welcomeHref} label={t('links.welcome')} />
      </nav>
      <Tabs
        aria-label={t('kinds.label')}
        layout="fill"
        items={lockKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        value={props.kind}
        onValueChange={props.onKindChange}
      >
        <div
          data-state={props.status}
          aria-busy={props.status === 'loading' || undefined}
          className="flex flex-col gap-3 pt-3"
        >
          <p className="text-muted text-xs">{t(`kinds.${props.kind}Hint`)}</p>
          {props.status === 'loading' && <Loader label={t('list.loading')} />}
          {props.status === 'failed' && (
            <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
          )}
          {props.status === 'empty' && (
            <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />
          )}
          {props.status === 'ready' && (
            <>
              <ul aria-label={t(`kinds.${props.kind}`)} className="flex flex-col gap-2">
                {props.products.map((p) => (
                  <li key={p.id}>
                    <ProductCard product={p} buyHref={props.buyHref(p.id)} />
                  </li>
                ))}
              </ul>
              <ListFooter
                hasMore={props.hasMore}
                isLoadingMore={props.isLoadingMore}
                moreFailed={props.moreError !== null}
                onLoadMore={props.onLoadMore}
              />
            </>
          )}
        </div>
      </Tabs>
    </div>
  )
}

function TileLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="bg-surface text-ink flex min-h-11 items-center justify-center rounded-xl px-3 text-center text-sm font-medium"
    >
      {label}
    </a>
  )
}
