import { useTranslation } from 'react-i18next'

export interface FollowBarProps {
  /** The follow page of this trader (`followHref(id)`). */
  href: string
  nickname: string
  /** The caller already follows: the page edits the follow. */
  following: boolean
}

/**
 * The screen's sticky bottom action: Follow, or Edit follow. Shown to everyone: the detail does
 * not say who the viewer is, and the follow page's submit refuses following oneself
 * (`cannotFollowSelf`).
 */
export function FollowBar({ href, nickname, following }: FollowBarProps) {
  const { t } = useTranslation('traderDetail')
  return (
    <div
      data-slot="follow-bar"
      className="bg-page border-line sticky bottom-0 z-20 border-t px-4 py-3"
    >
      <a
        href={href}
        aria-label={t(following ? 'follow.editLabel' : 'follow.label', { name: nickname })}
        className="bg-primary flex h-11 w-full items-center justify-center rounded-lg text-base font-semibold text-white active:opacity-80"
      >
        {t(following ? 'follow.edit' : 'follow.follow')}
      </a>
    </div>
  )
}
