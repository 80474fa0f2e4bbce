import { useTranslation } from 'react-i18next'
import { NftStanding } from '@/components/MyNftDetail/nft-standing'
import { NftMedia } from '@/components/NftMedia/NftMedia'
import { cn } from '@/lib/cn'
import { formatCoin, formatDateTime } from '@/lib/wallet-format'
import type { MineRowView } from '@/machines/nft-mine/nft-mine.view'

export interface MineRowProps {
  row: MineRowView
  itemHref: (id: number) => string
  bidHref: (code: string) => string
  timeZone?: string
}

/** ms → "20:59:58" (the payment window is 24 h, so hours never pass 24). */
export const clockOf = (ms: number) => {
  const total = Math.floor(ms / 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}

/** Prices on these rows have the wire's decimals (4 for USDT, 8 for ETH). */
const scaleOf = (value: string) => value.split('.')[1]?.length ?? 0

const card = 'bg-surface flex gap-3 rounded-xl p-3'
const thumb = 'size-16 shrink-0 overflow-hidden rounded-lg'

/** One row of a "mine" tab: an owned NFT, a bid, or a won auction to pay. */
export function MineRow({ row, itemHref, bidHref, timeZone }: MineRowProps) {
  const { t, i18n } = useTranslation('nftMine')
  const lang = i18n.language
  const coin = (value: string, currency: string, scale = scaleOf(value)) =>
    t('amount', { amount: formatCoin(value, scale, lang), coin: currency })
  if (row.kind === 'owned') {
    const item = row.item
    return (
      <a href={itemHref(item.id)} className={cn(card, 'active:opacity-80')}>
        <NftMedia type={item.mediaType} image={item.image} name={item.name} className={thumb} />
        <span className="flex min-w-0 flex-col items-start gap-1">
          <span className="text-ink truncate font-medium">{item.name}</span>
          <NftStanding standing={row.standing} />
          <span className="text-muted text-sm tabular-nums">
            {coin(item.price, item.currencyName, item.scale)}
          </span>
        </span>
      </a>
    )
  }
  if (row.kind === 'bid') {
    const bid = row.bid
    const state = bid.closed ? 'closed' : bid.highest ? 'highest' : 'outbid'
    return (
      <a href={bidHref(bid.code)} className={cn(card, 'active:opacity-80')}>
        <NftMedia type="image" image={bid.image} name={bid.name} className={thumb} />
        <span className="flex min-w-0 flex-col items-start gap-1">
          <span className="text-ink truncate font-medium">{bid.name}</span>
          <span
            data-state={state}
            className={cn(
              'border-line rounded border px-2 py-0.5 text-xs font-medium',
              state === 'highest' ? 'text-up' : state === 'outbid' ? 'text-down' : 'text-muted',
            )}
          >
            {t(`bid.${state}`)}
          </span>
          <span className="text-ink text-sm tabular-nums">
            {t('bid.total', { amount: coin(bid.total, bid.currencyName) })}
          </span>
          <span className="text-muted text-xs">
            {t('bid.placed', { date: formatDateTime(bid.createdAt, lang, timeZone) })}
          </span>
        </span>
      </a>
    )
  }
  const o = row.order
  const deposit = coin(o.deposit, 'USDT', 4)
  return (
    <article aria-label={o.name} className={cn(card, 'flex-col')}>
      <div className="flex gap-3">
        <NftMedia type="image" image={o.image} name={o.name} className={thumb} />
        <div className="flex min-w-0 flex-col items-start gap-1">
          <h2 className="text-ink truncate font-medium">{o.name}</h2>
          <span
            data-state={o.state}
            className={cn(
              'border-line rounded border px-2 py-0.5 text-xs font-medium',
              o.state === 'awaitingPayment'
                ? 'text-warning'
                : o.state === 'paid'
                  ? 'text-up'
                  : 'text-muted',
            )}
          >
            {t(`order.state.${o.state}`)}
          </span>
          <span className="text-ink text-sm tabular-nums">
            {t('order.price', { amount: coin(o.price, o.currencyName) })}
          </span>
        </div>
      </div>
      {row.remainingMs === 0 && <p className="text-muted text-sm">{t('order.overdue')}</p>}
      {o.state === 'awaitingPayment' && !!row.remainingMs && (
        <p className="text-ink text-sm">
          <span className="text-warning font-semibold tabular-nums" role="timer">
            {t('order.left', { clock: clockOf(row.remainingMs) })}
          </span>{' '}
          <span className="text-muted">
            {t('order.deadline', { date: formatDateTime(o.deadline, lang, timeZone) })}
          </span>
        </p>
      )}
      {o.state === 'paid' && o.paidAt !== null && (
        <p className="text-muted text-sm">
          {t('order.paidAt', { date: formatDateTime(o.paidAt, lang, timeZone) })}
        </p>
      )}
      <p className="text-muted text-xs">
        {t(`order.deposit.${o.depositFate}`, { amount: deposit })}
      </p>
      {o.state === 'awaitingPayment' && !!row.remainingMs && (
        <a
          href={bidHref(o.code)}
          className="bg-primary flex h-11 w-full items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
        >
          {t('order.pay')}
        </a>
      )}
    </article>
  )
}
