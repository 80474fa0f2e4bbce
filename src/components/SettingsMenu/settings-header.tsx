import { useTranslation } from 'react-i18next'
import type { VipSummary } from '@/machines/settings/settings.view'
import { UserAvatar } from '@/components/UserAvatar/UserAvatar'
import { VipBadge } from '@/components/VipBadge/VipBadge'

export interface SettingsUser {
  /** Nickname, else the account. */
  name: string
  uid: number
  /** The avatar's picture; null for none. */
  avatar: string | null
  vip: VipSummary
}

export interface SettingsHeaderProps {
  user: SettingsUser
  profileHref: string
  onCopyUid: () => void
}

/** Who is signed in: avatar, name, VIP level and UID (copyable); the name leads to the profile. */
export function SettingsHeader({ user, profileHref, onCopyUid }: SettingsHeaderProps) {
  const { t } = useTranslation('settings')
  return (
    <section
      data-slot="settings-header"
      className="bg-surface relative flex items-center gap-3 rounded-xl p-4"
    >
      <UserAvatar src={user.avatar} name={user.name} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="truncate text-lg font-semibold">
            <a href={profileHref} className="text-ink no-underline">
              <span className="absolute inset-0" aria-hidden="true" />
              {user.name}
            </a>
          </h2>
          <VipBadge level={user.vip.level} />
        </div>
        <p className="text-muted flex items-center gap-1 text-sm">
          <span className="font-mono">{t('hub.uid', { uid: user.uid })}</span>
          <button
            type="button"
            onClick={onCopyUid}
            aria-label={t('hub.copyUid', { uid: user.uid })}
            className="relative z-10 -my-2 flex size-9 items-center justify-center rounded-lg"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="9" y="9" width="11" height="11" rx="2" />
              <path d="M5 15V5a1 1 0 0 1 1-1h9" />
            </svg>
          </button>
        </p>
      </div>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="text-muted size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="m9 6 6 6-6 6" />
      </svg>
    </section>
  )
}
