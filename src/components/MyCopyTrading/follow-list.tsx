import { useTranslation } from 'react-i18next'
import { UserAvatar } from '@/components/UserAvatar/UserAvatar'
import { Button } from '@/components/ui/Button/Button'
import { formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'
import type { FollowRowView } from '@/machines/my-copy/my-copy.view'
import { linkClass } from './links'

export interface FollowListProps {
  follows: readonly FollowRowView[]
  traderHref: (traderId: number) => string
  followHref: (traderId: number) => string
  onCancel: (traderId: number) => void
  timeZone?: string
}

/** The terms of a follow: "×2 the trader's lots" or "1 lot a copy". */
export function useFollowTerms() {
  const { t, i18n } = useTranslation('myCopy')
  return (f: Pick<FollowRowView, 'mode' | 'number'>) =>
    f.mode === 'lots'
      ? t('follow.terms.lots', {
          number: formatCoinAsWritten(f.number, i18n.language),
          // a whole number of lots (follow-math's followNumberIssue)
          count: Number.parseInt(f.number, 10),
        })
      : t('follow.terms.ratio', { number: formatCoinAsWritten(f.number, i18n.language) })
}

/** Active follows: the trader (to their page), the terms, since when; Edit and Cancel. */
export function FollowList({
  follows,
  traderHref,
  followHref,
  onCancel,
  timeZone,
}: FollowListProps) {
  const { t, i18n } = useTranslation('myCopy')
  const terms = useFollowTerms()
  return (
    <ul aria-label={t('following.label')} className="bg-surface flex flex-col rounded-xl">
      {follows.map((f) => (
        <li key={f.traderId} className="border-line border-t first:border-t-0">
          <article aria-label={f.nickname} className="flex flex-col gap-3 px-4 py-3">
            <a
              href={traderHref(f.traderId)}
              className="flex min-h-11 items-center gap-3 active:opacity-70"
            >
              <UserAvatar src={f.avatar || null} name={f.nickname} size="sm" />
              <span className="flex min-w-0 flex-col">
                <span className="text-ink truncate font-medium">{f.nickname}</span>
                <span className="text-muted text-xs">
                  {t('follow.since', {
                    date: formatDateTime(f.since, i18n.language, timeZone),
                  })}
                </span>
              </span>
              <span className="text-ink ms-auto text-sm whitespace-nowrap tabular-nums">
                {terms(f)}
              </span>
            </a>
            <div className="flex gap-2 *:flex-1">
              <a
                href={followHref(f.traderId)}
                aria-label={t('follow.editLabel', { nickname: f.nickname })}
                className={linkClass}
              >
                {t('follow.edit')}
              </a>
              <Button
                variant="secondary"
                aria-label={t('follow.cancelLabel', { nickname: f.nickname })}
                onClick={() => onCancel(f.traderId)}
              >
                {t('follow.cancel')}
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
