import { useTranslation } from 'react-i18next'
import { pnlTone } from '@/components/LeverHistoryList/history-row'
import { UserAvatar } from '@/components/UserAvatar/UserAvatar'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { formatCoinChange } from '@/lib/wallet-format'
import type { TraderCardView } from '@/machines/trader-list/trader-list.view'

/** USDT figures are shown with 2 decimals (rounded down, as the wallet's). */
const USDT_SCALE = 2

/**
 * One trader: rank, avatar, nickname, real follower count, the caller's follow and its terms;
 * total realised P/L (signed, green or red), win rate and closed positions. The whole card links
 * to the trader's page.
 */
export function TraderCard({ trader: tr, href }: { trader: TraderCardView; href: string }) {
  const { t, i18n } = useTranslation('traders')
  const lang = i18n.language
  const figures = [
    {
      id: 'totalPnl',
      label: t('card.totalPnl'),
      value: t('card.amount', { amount: formatCoinChange(tr.totalProfits, USDT_SCALE, lang) }),
      tone: cn('font-semibold', pnlTone(tr.totalProfits)),
    },
    {
      id: 'winRate',
      label: t('card.winRate'),
      value: t('card.percent', { value: formatNumber(tr.correctRate, lang, { decimals: 2 }) }),
    },
    {
      id: 'closed',
      label: t('card.closed'),
      value: formatNumber(tr.closedCount, lang, { decimals: 0 }),
    },
  ]
  return (
    <article
      aria-labelledby={`trader-${tr.id}-name`}
      data-slot="trader-card"
      data-followed={tr.followed}
    >
      <a href={href} className="bg-surface flex flex-col gap-3 rounded-xl p-4 active:opacity-80">
        <div className="flex items-center gap-3">
          <span className="text-muted w-7 shrink-0 text-center text-sm font-semibold tabular-nums">
            {t('card.rank', { rank: tr.rank })}
          </span>
          <UserAvatar src={tr.avatar || null} name={tr.nickname} size="sm" />
          <div className="flex min-w-0 flex-1 flex-col">
            <span id={`trader-${tr.id}-name`} className="text-ink truncate font-semibold">
              {tr.nickname}
            </span>
            <span className="text-muted text-xs tabular-nums">
              {t('card.followers', { count: tr.followers })}
            </span>
          </div>
          {tr.followed && (
            <span
              data-slot="following"
              className="bg-raised text-ink shrink-0 rounded px-1.5 py-0.5 text-xs font-medium"
            >
              {tr.myFollow === null
                ? t('card.following')
                : tr.myFollow.mode === 'ratio'
                  ? t('card.followingRatio', { number: tr.myFollow.number })
                  : // lots mode: a whole count of lots (1–5), not money
                    t('card.followingLots', { count: Number(tr.myFollow.number) })}
            </span>
          )}
        </div>
        <dl className="grid grid-cols-[1.3fr_1fr_1fr] gap-2">
          {figures.map((f, i) => (
            <div
              key={f.id}
              data-figure={f.id}
              className={cn('flex flex-col', i === 0 ? 'items-start' : 'items-end text-right')}
            >
              <dt className="text-muted text-xs">{f.label}</dt>
              <dd className={cn('text-ink mt-auto text-sm whitespace-nowrap tabular-nums', f.tone)}>
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
      </a>
    </article>
  )
}
