import { useTranslation } from 'react-i18next'
import type { Follow } from '@/api/contract/follow'
import { formatCoinAsWritten } from '@/lib/wallet-format'

export interface FollowDoneProps {
  follow: Follow
  nickname: string
  isEdit: boolean
  mineHref: string
  traderHref: string
}

/** The follow is made (or changed): its terms, and where to go next. */
export function FollowDone({ follow, nickname, isEdit, mineHref, traderHref }: FollowDoneProps) {
  const { t, i18n } = useTranslation('followForm')
  const terms =
    follow.mode === 'ratio'
      ? t('terms.ratio', { number: formatCoinAsWritten(follow.number, i18n.language) })
      : t('lots', { count: Number.parseInt(follow.number, 10) })
  return (
    <section
      aria-labelledby="follow-done-title"
      className="bg-surface flex flex-col items-center gap-3 rounded-xl px-4 py-8 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="text-up size-12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7 12.5 3.2 3.2L17 9" />
      </svg>
      <h2 id="follow-done-title" className="text-ink text-lg font-semibold">
        {t(isEdit ? 'done.titleEdit' : 'done.title', { name: nickname })}
      </h2>
      <p className="text-muted text-sm">
        {t(`done.terms.${follow.mode}`, { name: nickname, terms })}
      </p>
      <div className="mt-2 flex w-full flex-col gap-2">
        <a
          href={mineHref}
          className="bg-primary flex h-11 w-full items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
        >
          {t('done.mine')}
        </a>
        <a
          href={traderHref}
          className="bg-raised text-ink flex h-11 w-full items-center justify-center rounded-lg font-medium active:opacity-80"
        >
          {t('done.trader', { name: nickname })}
        </a>
      </div>
    </section>
  )
}
