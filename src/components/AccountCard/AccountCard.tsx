import { useTranslation } from 'react-i18next'
import type { UserInfo } from '@/api/contract/auth'
import { Button } from '@/components/ui/Button/Button'
import { ListCell } from '@/components/ui/ListCell/ListCell'

export interface AccountCardProps {
  /** `visitor` has no token; `loading` has a token but no profile yet. */
  state: 'visitor' | 'loading' | 'user'
  user: UserInfo | null
  isLoggingOut?: boolean
  loginHref: string
  registerHref: string
  onLogout: () => void
  /** The user's account security page (setting/security); no row without it. */
  securityHref?: string
  /** The identity verification page (setting/real_mark); no row without it. */
  verificationHref?: string
}

/**
 * The home page's account block: log in / register for visitors; for users, who they are and the
 * way to their account security and identity verification.
 */
export function AccountCard({
  state,
  user,
  isLoggingOut = false,
  loginHref,
  registerHref,
  onLogout,
  securityHref,
  verificationHref,
}: AccountCardProps) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('settings')
  if (state === 'visitor') {
    return (
      <section
        data-slot="account-card"
        data-state={state}
        className="bg-surface flex flex-col gap-4 rounded-xl p-5"
      >
        <h2 className="text-xl font-semibold">{t('home.visitor.title')}</h2>
        <p className="text-muted text-sm">{t('home.visitor.description')}</p>
        <div className="flex gap-3">
          <a
            href={loginHref}
            className="bg-primary flex h-11 flex-1 items-center justify-center rounded-lg font-medium text-white"
          >
            {t('home.visitor.login')}
          </a>
          <a
            href={registerHref}
            className="bg-raised text-ink flex h-11 flex-1 items-center justify-center rounded-lg font-medium"
          >
            {t('home.visitor.register')}
          </a>
        </div>
      </section>
    )
  }
  const name = user?.nickname || user?.email || ''
  return (
    <section
      data-slot="account-card"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      className="bg-surface flex flex-col gap-4 rounded-xl p-5"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="bg-primary flex size-12 items-center justify-center rounded-full text-xl font-semibold text-white uppercase"
        >
          {name.slice(0, 1) || '·'}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold">
            {state === 'loading' ? t('home.user.loading') : t('home.user.greeting', { name })}
          </h2>
          {user && <p className="text-muted truncate text-sm">{user.email}</p>}
        </div>
      </div>
      {user && (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted">{t('home.user.uid')}</dt>
          <dd className="text-right font-mono">{user.id}</dd>
          <dt className="text-muted">{t('home.user.inviteCode')}</dt>
          <dd className="text-right font-mono">{user.extension_code}</dd>
        </dl>
      )}
      {user && (securityHref || verificationHref) && (
        <ul className="divide-line border-line -mx-5 flex flex-col divide-y border-y">
          {securityHref && (
            <li>
              <ListCell href={securityHref} title={ts('home.account.security')} className="px-5" />
            </li>
          )}
          {verificationHref && (
            <li>
              <ListCell
                href={verificationHref}
                title={ts('home.account.verification')}
                className="px-5"
              />
            </li>
          )}
        </ul>
      )}
      <Button variant="secondary" block busy={isLoggingOut} onClick={onLogout}>
        {t('home.user.logout')}
      </Button>
    </section>
  )
}
