import { useTranslation } from 'react-i18next'
import { FavouriteToggle } from '@/components/FavouriteToggle/FavouriteToggle'
import { NftMedia } from '@/components/NftMedia/NftMedia'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin } from '@/lib/wallet-format'
import type { NftArtworkView } from '@/machines/nft-artwork/nft-artwork.view'
import { ArtworkAction } from './artwork-action'
import { BlindBoxOdds } from './blind-box-odds'
import { SaleCountdown } from './sale-countdown'

export interface NftArtworkDetailProps extends NftArtworkView {
  /** purchase_one for this item (fixed price, blind box). */
  buyHref: string
  /** nft/purchase for this item (auction). */
  bidHref: string
  /** The author's page. */
  artistHref: string
  /** The market (an item not found). */
  marketHref: string
  onRetry: () => void
  onToggleFavourite: () => void
}

/**
 * An NFT (spec §2 nft/artworkDetail, artworkDetail_video): its media, price, sale type and
 * window, rarity, author and owner, favourite, description, and the sale type's action; a blind
 * box shows its published odds and commitment before it is bought.
 */
export function NftArtworkDetail(props: NftArtworkDetailProps) {
  const { t, i18n } = useTranslation('nftBuy')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('detail.loading')} />
  if (props.status === 'failed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  const item = props.item
  if (props.status === 'notFound' || !item)
    return (
      <EmptyState
        title={t('detail.notFound')}
        action={
          <a href={props.marketHref} className="text-primary-ink flex min-h-11 items-center">
            {t('detail.toMarket')}
          </a>
        }
      />
    )
  const money = (v: string) => `${formatCoin(v, item.scale, i18n.language)} ${item.currencyName}`
  return (
    <article className="flex flex-col gap-4" aria-labelledby="nft-name">
      <NftMedia
        type={item.mediaType}
        image={item.image}
        media={item.media}
        name={item.name}
        variant="full"
        className="rounded-xl"
      />
      <section className="bg-surface flex flex-col gap-2 rounded-xl p-4">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h2 id="nft-name" className="text-ink text-lg font-semibold">
              {item.name}
            </h2>
            <p className="text-muted text-sm">
              {t(`payType.${item.payType}`)}
              {' · '}
              {item.rarity ? t(`rarity.${item.rarity}`) : t('rarity.hidden')}
            </p>
          </div>
          {props.canCollect && (
            <div className="flex flex-col items-center">
              <FavouriteToggle
                symbol={item.name}
                pressed={item.collected}
                pending={props.isSavingFavourite}
                onToggle={props.onToggleFavourite}
              />
              <span className="text-muted text-xs tabular-nums">{props.collectNumber}</span>
            </div>
          )}
        </div>
        {props.favouriteError && (
          <p role="alert" className="text-down text-sm">
            {errorText(props.favouriteError)}
          </p>
        )}
        <p className="text-ink text-2xl font-semibold tabular-nums">
          <span className="sr-only">
            {t(item.payType === 'auction' ? 'price.current' : 'price.label')}{' '}
          </span>
          {money(item.price)}
        </p>
        <SaleCountdown phase={props.phase} secondsLeft={props.secondsLeft} />
      </section>
      {props.box && <BlindBoxOdds box={props.box} />}
      <ArtworkAction {...props} item={item} money={money} />
      <section className="bg-surface flex flex-col gap-2 rounded-xl p-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted">{t('detail.author')}</dt>
          <dd className="text-right">
            <a href={props.artistHref} className="text-primary-ink font-medium">
              {item.authorName}
            </a>
          </dd>
          <dt className="text-muted">{t('detail.owner')}</dt>
          <dd className="text-ink text-right">{item.mine ? t('detail.you') : item.ownerName}</dd>
          <dt className="text-muted">{t('detail.code')}</dt>
          <dd className="text-ink text-right font-mono text-xs">{item.code}</dd>
          <dt className="text-muted">{t('detail.chain')}</dt>
          <dd className="text-ink text-right">{item.chain}</dd>
        </dl>
        {item.description && (
          <>
            <h2 className="text-ink mt-2 font-semibold">{t('detail.description')}</h2>
            <p className="text-ink text-sm">{item.description}</p>
          </>
        )}
        {item.authorDescription && <p className="text-muted text-sm">{item.authorDescription}</p>}
      </section>
    </article>
  )
}
