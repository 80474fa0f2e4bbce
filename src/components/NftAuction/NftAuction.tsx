import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { NftAuctionView } from '@/machines/nft-auction/nft-auction.view'
import { AuctionHead } from './auction-head'
import { BidForm } from './bid-form'
import { BidLog } from './bid-log'

export interface NftAuctionProps extends NftAuctionView {
  /** The winner's payment (the screen's connected NftPayOrder), shown when won. */
  payment?: ReactNode
  /** The marketplace (not found). */
  marketHref: string
  /** The bid log's and deadline's time zone (stories fix it). @default the device's */
  timeZone?: string
  onRetry: () => void
  onAmountChange: (value: string) => void
  onAmountBlur: () => void
  onMinimum: () => void
  onSubmit: () => void
  onConfirm: () => void
  onCancel: () => void
}

/**
 * Bidding on an auctioned NFT (spec §2 nft/purchase, issue 17): the item, the price, the minimum
 * step and the deposit, the countdown, the bid form with its confirm sheet, the live bid log; once
 * closed, the winner's payment or what became of a losing bidder's deposit.
 */
export function NftAuction(props: NftAuctionProps) {
  const { t, i18n } = useTranslation('nftAuction')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('loading')} />
  if (props.status === 'loadFailed')
    return (
      <ErrorState title={errorText(props.error, props.serverMessage)} onRetry={props.onRetry} />
    )
  if (props.status === 'notFound' || !props.item || !props.figures)
    return (
      <EmptyState
        title={t('notFound')}
        action={
          <a
            href={props.marketHref}
            className="text-primary-ink flex min-h-11 items-center font-medium"
          >
            {t('toMarket')}
          </a>
        }
      />
    )
  const f = props.figures
  const coin = (value: string, currency = f.currencyName) =>
    t('amount', { amount: formatCoinAsWritten(value, i18n.language), currency })
  return (
    <div
      data-slot="nft-auction"
      data-state={props.status}
      aria-busy={props.isRefreshing || undefined}
      className="flex flex-col gap-4"
    >
      <AuctionHead
        item={props.item}
        figures={f}
        status={props.status}
        secondsLeft={props.secondsLeft}
      />
      {props.status === 'open' && <BidForm {...props} figures={f} />}
      {props.status === 'upcoming' && (
        <p className="bg-surface text-ink rounded-xl p-4 text-sm">{t('outcome.upcoming')}</p>
      )}
      {props.status === 'won' && props.payment}
      {(props.status === 'lost' || props.status === 'ended') && (
        <section
          data-slot="outcome"
          data-state={props.status}
          className="bg-surface flex flex-col gap-1 rounded-xl p-4"
        >
          <h2 className="text-ink text-base font-semibold">{t(`outcome.${props.status}.title`)}</h2>
          <p className="text-ink text-sm">
            {t(`outcome.${props.status}.text`, {
              price: coin(f.price),
              deposit: coin(f.deposit, 'USDT'),
            })}
          </p>
        </section>
      )}
      <BidLog bids={props.bids} timeZone={props.timeZone} />
    </div>
  )
}
