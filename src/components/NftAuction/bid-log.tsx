import { useTranslation } from 'react-i18next'
import type { NftBid } from '@/api/contract/nft-auction'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'

/** The round's last bids, newest first, as the room brings them. */
export function BidLog({ bids, timeZone }: { bids: NftBid[]; timeZone?: string }) {
  const { t, i18n } = useTranslation('nftAuction')
  return (
    <section
      aria-labelledby="nft-bid-log"
      className="bg-surface flex flex-col gap-2 rounded-xl p-4"
    >
      <h2 id="nft-bid-log" className="text-ink text-base font-semibold">
        {t('log.title')}
      </h2>
      {bids.length === 0 ? (
        <p className="text-muted text-sm">{t('log.empty')}</p>
      ) : (
        <ol aria-live="polite" className="flex flex-col">
          {bids.map((b) => (
            <li
              key={b.id}
              data-state={b.highest ? 'highest' : 'outbid'}
              className="border-line flex items-center justify-between gap-3 border-b py-2 last:border-b-0"
            >
              <div className="flex min-w-0 flex-col">
                <span className="text-ink truncate text-sm">
                  {b.mine ? t('log.you', { name: b.bidder }) : b.bidder}
                </span>
                <span className="text-muted text-xs tabular-nums">
                  {formatDateTime(b.createdAt, i18n.language, timeZone, 'second')}
                </span>
              </div>
              <div className="flex flex-col items-end">
                <span
                  className={cn(
                    'text-sm font-semibold tabular-nums',
                    b.highest ? 'text-up' : 'text-muted',
                  )}
                >
                  {t('amount', {
                    amount: formatCoinAsWritten(b.total, i18n.language),
                    currency: b.currencyName,
                  })}
                </span>
                <span className="text-muted text-xs">
                  {t(b.highest ? 'log.highest' : 'log.outbid')}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
