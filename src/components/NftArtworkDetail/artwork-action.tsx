import { useTranslation } from 'react-i18next'
import type { NftItem } from '@/api/contract/nft'
import { formatCoin } from '@/lib/wallet-format'
import type { NftArtworkView } from '@/machines/nft-artwork/nft-artwork.view'

export interface ArtworkActionProps extends Pick<NftArtworkView, 'action' | 'canAct' | 'phase'> {
  item: NftItem
  buyHref: string
  bidHref: string
  /** An amount in the item's currency, formatted. */
  money: (value: string) => string
}

const linkClass =
  'bg-primary text-white flex min-h-11 w-full items-center justify-center rounded-lg font-medium'

/** The sale type's action: buy (fixed, blind box), bid (auction, with its terms), or none (own). */
export function ArtworkAction({
  action,
  canAct,
  phase,
  item,
  buyHref,
  bidHref,
  money,
}: ArtworkActionProps) {
  const { t, i18n } = useTranslation('nftBuy')
  if (action === 'mine')
    return <p className="bg-surface text-muted rounded-xl p-4 text-sm">{t('action.mine')}</p>
  const closed = t(
    phase === 'notStarted'
      ? 'action.notStarted'
      : phase === 'notOnSale'
        ? 'action.notOnSale'
        : 'action.ended',
  )
  return (
    <section className="bg-surface flex flex-col gap-3 rounded-xl p-4">
      {action === 'bid' && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{t('auction.current')}</dt>
          <dd className="text-ink text-right tabular-nums">{money(item.price)}</dd>
          <dt className="text-muted">{t('auction.increment')}</dt>
          <dd className="text-ink text-right tabular-nums">{money(item.perIncrease)}</dd>
          <dt className="text-muted">{t('auction.deposit')}</dt>
          <dd className="text-ink text-right tabular-nums">
            {`${formatCoin(item.margin, 4, i18n.language)} USDT`}
          </dd>
          <dt className="text-muted">{t('auction.bids')}</dt>
          <dd className="text-ink text-right tabular-nums">{item.bidCount}</dd>
        </dl>
      )}
      {canAct ? (
        <a href={action === 'bid' ? bidHref : buyHref} className={linkClass}>
          {t(
            action === 'bid'
              ? 'action.bid'
              : item.payType === 'blindBox'
                ? 'action.buyBox'
                : 'action.buy',
          )}
        </a>
      ) : (
        <p className="text-muted text-center text-sm">{closed}</p>
      )}
    </section>
  )
}
