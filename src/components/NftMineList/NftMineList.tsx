import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { Tabs } from '@/components/ui/Tabs/Tabs'
import { useErrorText } from '@/i18n/use-error-text'
import type { MineTab } from '@/machines/nft-mine/nft-mine.actors'
import type { NftMineView } from '@/machines/nft-mine/nft-mine.view'
import { MineRow } from './mine-rows'

export interface NftMineListProps extends NftMineView {
  /** An owned NFT's page (My NFT). */
  itemHref: (id: number) => string
  /** An auction's page, where bidding and paying a won auction happen. */
  bidHref: (code: string) => string
  /** The marketplace. */
  marketHref: string
  /** Dates are shown in this zone. @default the device's */
  timeZone?: string
  onTabChange: (tab: MineTab) => void
  onRetry: () => void
  onLoadMore: () => void
}

/** My NFTs (spec §2 nft/mine): tabs owned / my bids / won auctions to pay, each a paged list. */
export function NftMineList(props: NftMineListProps) {
  const { t } = useTranslation('nftMine')
  const errorText = useErrorText()
  const items = props.tabs.map((tab) => ({ value: tab, label: t(`mine.tab.${tab}`) }))
  return (
    <Tabs
      items={items}
      value={props.tab}
      onValueChange={props.onTabChange}
      aria-label={t('mine.tabs')}
      layout="fill"
    >
      <div
        data-slot="nft-mine-list"
        data-state={props.status}
        aria-busy={props.status === 'loading' || undefined}
        className="px-4 py-3"
      >
        {props.status === 'loading' && <Loader label={t('mine.loading')} />}
        {props.status === 'failed' && (
          <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
        )}
        {props.status === 'empty' && (
          <EmptyState
            title={t(`mine.empty.${props.tab}`)}
            action={
              <a
                href={props.marketHref}
                className="text-primary-ink flex min-h-11 items-center font-medium"
              >
                {t('mine.browse')}
              </a>
            }
          />
        )}
        {props.status === 'ready' && (
          <div className="flex flex-col gap-3">
            <ul className="flex flex-col gap-3">
              {props.rows.map((row) => (
                <li key={row.key}>
                  <MineRow
                    row={row}
                    itemHref={props.itemHref}
                    bidHref={props.bidHref}
                    timeZone={props.timeZone}
                  />
                </li>
              ))}
            </ul>
            {props.moreError && (
              <p role="alert" className="text-error text-center text-sm">
                {t('mine.loadMoreFailed')}
              </p>
            )}
            {props.hasMore ? (
              <Button
                variant="secondary"
                block
                busy={props.isLoadingMore}
                onClick={props.onLoadMore}
              >
                {t('mine.loadMore')}
              </Button>
            ) : (
              <p className="text-muted py-2 text-center text-xs">{t('mine.end')}</p>
            )}
          </div>
        )}
      </div>
    </Tabs>
  )
}
