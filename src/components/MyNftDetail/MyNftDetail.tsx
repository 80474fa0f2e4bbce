import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { NftMedia } from '@/components/NftMedia/NftMedia'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin, formatDateTime } from '@/lib/wallet-format'
import type { MyNftView } from '@/machines/my-nft/my-nft.view'
import { NftStanding } from './nft-standing'

export interface MyNftDetailProps extends MyNftView {
  /** My NFTs. */
  mineHref: string
  /** The resale form of this item. */
  resellHref: string
  /** The item's public page (its detail in the marketplace). */
  publicHref: string
  /** Dates are shown in this zone. @default the device's */
  timeZone?: string
  onRetry: () => void
  onCancelSale: () => void
  onConfirm: () => void
  onClose: () => void
}

/** Codes after which confirming again sends the same request again. */
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/**
 * One NFT of the user's (spec §2 nft/myNft): its media in full, its details, where it stands,
 * and what can be done: resell it, or take a listing without bids off sale (after confirming).
 */
export function MyNftDetail(props: MyNftDetailProps) {
  const { t, i18n } = useTranslation('nftMine')
  const errorText = useErrorText()
  const lang = i18n.language
  if (props.status === 'loading') return <Loader label={t('item.loading')} />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  if (props.status === 'notFound' || !props.item || !props.standing)
    return (
      <EmptyState
        title={t('item.notFound')}
        description={t('item.notFoundHint')}
        action={
          <a
            href={props.mineHref}
            className="text-primary-ink flex min-h-11 items-center font-medium"
          >
            {t('mine.title')}
          </a>
        }
      />
    )
  const item = props.item
  const standing = props.standing
  const coin = (value: string) =>
    t('amount', { amount: formatCoin(value, item.scale, lang), coin: item.currencyName })
  const when = (ms: number) => formatDateTime(ms, lang, props.timeZone)
  const listed = item.mine && item.listed
  const rows: { id: string; label: string; value: string }[] = [
    { id: 'artist', label: t('item.artist'), value: item.authorName },
    ...(item.mine ? [] : [{ id: 'owner', label: t('item.owner'), value: item.ownerName }]),
    ...(item.rarity ? [{ id: 'rarity', label: t('item.rarity'), value: item.rarity }] : []),
    {
      id: 'price',
      label: t(
        listed
          ? item.payType === 'auction'
            ? 'item.currentBid'
            : 'item.listPrice'
          : 'item.lastPrice',
      ),
      value: coin(item.price),
    },
    ...(listed && item.payType === 'auction'
      ? [{ id: 'bids', label: t('item.bids'), value: String(item.bidCount) }]
      : []),
    ...(listed
      ? [
          { id: 'starts', label: t('item.starts'), value: when(item.startTime) },
          { id: 'ends', label: t('item.ends'), value: when(item.endTime) },
        ]
      : []),
    { id: 'round', label: t('item.round'), value: String(item.round) },
    { id: 'chain', label: t('item.chain'), value: item.chain },
    { id: 'code', label: t('item.code'), value: item.code },
  ]
  const cancelText = errorText(props.cancelError, props.serverMessage)
  return (
    <article aria-labelledby="my-nft-name" className="flex flex-col gap-4">
      <NftMedia
        type={item.mediaType}
        image={item.image}
        media={item.media}
        name={item.name}
        variant="full"
        className="overflow-hidden rounded-xl"
      />
      <header className="flex flex-col items-start gap-1">
        <h2 id="my-nft-name" className="text-ink text-xl font-semibold">
          {item.name}
        </h2>
        <NftStanding standing={standing} />
      </header>
      {!item.mine && (
        <p className="text-muted text-sm">{t('item.notMine', { owner: item.ownerName })}</p>
      )}
      {standing === 'awaitingPayment' && (
        <p className="text-muted text-sm">{t('item.awaitingPayment')}</p>
      )}
      {props.hasBids && standing !== 'awaitingPayment' && (
        <p className="text-muted text-sm">{t('item.hasBids')}</p>
      )}
      {cancelText && !props.isConfirmOpen && (
        <p role="alert" className="text-error text-sm">
          {cancelText}
        </p>
      )}
      {(props.canResell || props.canCancel) && (
        <div className="flex flex-col gap-2">
          {props.canResell && (
            <a
              href={props.resellHref}
              className="bg-primary flex h-11 w-full items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
            >
              {t('item.resell')}
            </a>
          )}
          {props.canCancel && (
            <Button variant="secondary" block onClick={props.onCancelSale}>
              {t('item.cancel')}
            </Button>
          )}
        </div>
      )}
      <section aria-labelledby="my-nft-details" className="bg-surface rounded-xl p-4">
        <h3 id="my-nft-details" className="text-ink mb-2 font-semibold">
          {t('item.details')}
        </h3>
        <dl className="flex flex-col gap-2 text-sm">
          {rows.map((row) => (
            <div key={row.id} data-row={row.id} className="flex justify-between gap-3">
              <dt className="text-muted shrink-0">{row.label}</dt>
              <dd className="text-ink min-w-0 text-right break-all tabular-nums">{row.value}</dd>
            </div>
          ))}
        </dl>
        {item.description && <p className="text-muted mt-3 text-sm">{item.description}</p>}
      </section>
      <a
        href={props.publicHref}
        className="text-primary-ink flex min-h-11 items-center font-medium"
      >
        {t('item.publicPage')}
      </a>
      <ConfirmSheet
        open={props.isConfirmOpen}
        title={t('cancel.title')}
        rows={[
          { id: 'name', label: item.name, value: <NftStanding standing={standing} /> },
          { id: 'price', label: t('cancel.listing'), value: coin(item.price) },
        ]}
        notice={t('cancel.notice')}
        busy={props.isCancelling}
        confirmLabel={
          props.cancelError && retryable.has(props.cancelError)
            ? t('cancel.retry')
            : t('cancel.confirm')
        }
        error={props.isConfirmOpen ? cancelText : undefined}
        onConfirm={props.onConfirm}
        onClose={props.onClose}
      />
    </article>
  )
}
