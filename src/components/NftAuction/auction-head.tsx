import { useTranslation } from 'react-i18next'
import { NftMedia } from '@/components/NftMedia/NftMedia'
import { formatCoinAsWritten } from '@/lib/wallet-format'
import type { NftAuctionView } from '@/machines/nft-auction/nft-auction.view'
import { clockOf, daysOf } from '../NftPayOrder/countdown'

type HeadProps = Pick<NftAuctionView, 'status' | 'secondsLeft'> & {
  item: NonNullable<NftAuctionView['item']>
  figures: NonNullable<NftAuctionView['figures']>
}

/** The item (thumb and name), the countdown, and the round's figures. */
export function AuctionHead({ item, figures: f, status, secondsLeft }: HeadProps) {
  const { t, i18n } = useTranslation('nftAuction')
  const coin = (value: string, currency = f.currencyName) =>
    t('amount', { amount: formatCoinAsWritten(value, i18n.language), currency })
  const days = daysOf(secondsLeft)
  const left =
    days > 0 ? t('pay.days', { count: days, clock: clockOf(secondsLeft) }) : clockOf(secondsLeft)
  const when =
    status === 'upcoming'
      ? t('head.startsIn', { left })
      : status === 'open'
        ? t('head.endsIn', { left })
        : status === 'closing'
          ? t('head.closing')
          : t('head.ended')
  const rows = [
    {
      id: 'price',
      label: t(f.bidCount > 0 ? 'head.price' : 'head.startPrice'),
      value: coin(f.price),
    },
    { id: 'increment', label: t('head.increment'), value: coin(f.perIncrease) },
    { id: 'deposit', label: t('head.deposit'), value: coin(f.deposit, 'USDT') },
  ]
  return (
    <section
      aria-labelledby="nft-auction-name"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <div className="flex gap-3">
        <NftMedia
          type={item.mediaType}
          image={item.image}
          media={item.media}
          name={item.name}
          className="size-20 shrink-0 overflow-hidden rounded-lg"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 id="nft-auction-name" className="text-ink truncate text-lg font-semibold">
            {item.name}
          </h1>
          <p className="text-muted text-xs">{t('head.bids', { count: f.bidCount })}</p>
          <p
            role={status === 'open' || status === 'upcoming' ? 'timer' : undefined}
            className="text-ink text-sm font-medium tabular-nums"
          >
            {when}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {rows.map((r) => (
          <div
            key={r.id}
            data-row={r.id}
            className="bg-raised/60 flex flex-col gap-0.5 rounded-lg p-2"
          >
            <dt className="text-muted text-xs">{r.label}</dt>
            <dd className="text-ink text-sm font-semibold tabular-nums">{r.value}</dd>
          </div>
        ))}
      </dl>
      <p data-slot="deposit-state" className="text-muted text-xs">
        {f.depositHeld
          ? t('deposit.held', { deposit: coin(f.deposit, 'USDT') })
          : t('deposit.rule', { deposit: coin(f.deposit, 'USDT') })}
      </p>
    </section>
  )
}
