import { useTranslation } from 'react-i18next'
import type { FollowTerms, TraderDetail } from '@/api/contract/follow'
import { UserAvatar } from '@/components/UserAvatar/UserAvatar'

export interface TraderHeaderProps {
  trader: TraderDetail['trader']
  /** Real active followers (§17.9). */
  followers: number
  myFollow: FollowTerms | null
}

/** The trader: avatar, nickname, signature, real follower count, and the caller's follow. */
export function TraderHeader({ trader, followers, myFollow }: TraderHeaderProps) {
  const { t } = useTranslation('traderDetail')
  return (
    <section data-slot="trader-header" className="flex items-center gap-3">
      <UserAvatar src={trader.avatar || null} name={trader.nickname} />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="text-ink truncate text-lg font-semibold">{trader.nickname}</h2>
        {trader.signature && <p className="text-muted truncate text-sm">{trader.signature}</p>}
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-ink tabular-nums">
            {t('header.followers', { count: followers })}
          </span>
          {myFollow && (
            <span
              data-slot="my-follow"
              className="bg-raised text-ink rounded px-1.5 py-0.5 text-xs font-medium"
            >
              {myFollow.mode === 'ratio'
                ? t('header.followingRatio', { number: myFollow.number })
                : // lots mode: a whole count of lots (1–5), not money
                  t('header.followingLots', { count: Number(myFollow.number) })}
            </span>
          )}
        </p>
      </div>
    </section>
  )
}
