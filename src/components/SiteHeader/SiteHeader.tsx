import { useTranslation } from 'react-i18next'
import type { SiteConfig } from '@/api/contract/common'
import { Button } from '@/components/ui/Button/Button'

export interface SiteHeaderProps {
  /** Null until the first site config arrives. */
  config: SiteConfig | null
  /** The config could not be loaded (a stored copy may still be shown). */
  failed?: boolean
  onRetry?: () => void
  /** The account entry: the settings hub for a user, the login page for a visitor. */
  accountHref?: string
  /** Names the account entry: "Account and settings", or "Account" (to log in) for a visitor. @default false */
  isLoggedIn?: boolean
  /** The message centre; the bell shows only when it is given. */
  messagesHref?: string
  /** Unread messages, drawn on the bell (99+ above 99); none or 0 draws no badge. */
  unreadCount?: number
}

const iconLink =
  'text-ink relative flex size-11 shrink-0 items-center justify-center rounded-lg no-underline'

/**
 * The home page header: the operator's logo and name from getSiteConfig (spec §7), the message
 * centre's bell with the unread count, and the account entry.
 */
export function SiteHeader({
  config,
  failed = false,
  onRetry,
  accountHref,
  isLoggedIn = false,
  messagesHref,
  unreadCount = 0,
}: SiteHeaderProps) {
  const { t } = useTranslation()
  const { t: ts } = useTranslation('settings')
  const unread = Math.max(0, Math.floor(unreadCount))
  return (
    <header data-slot="site-header" className="flex h-14 items-center gap-3 px-4">
      {config?.site_logo ? (
        <img src={config.site_logo} alt="" width={32} height={32} className="size-8 rounded-md" />
      ) : (
        <span aria-hidden="true" className="bg-raised size-8 rounded-md" />
      )}
      <h1 className="flex-1 truncate text-lg font-semibold">
        {config?.site_name ?? t('home.brand.fallback')}
      </h1>
      {failed && onRetry && (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          {t('errorState.retry')}
        </Button>
      )}
      {(messagesHref || accountHref) && (
        // the icons' touch targets reach into the padding, so the glyphs line up with the page
        <div className="-mr-3 flex items-center">
          {messagesHref && (
            <a
              href={messagesHref}
              data-slot="site-header-messages"
              aria-label={
                unread > 99
                  ? ts('home.messages.unreadMany')
                  : unread > 0
                    ? ts('home.messages.unread', { count: unread })
                    : ts('home.messages')
              }
              className={iconLink}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M6 17V11a6 6 0 1 1 12 0v6l1.5 2h-15zM10 21h4" />
              </svg>
              {unread > 0 && (
                <span
                  aria-hidden="true"
                  className="bg-down absolute top-1 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full px-1 text-[10px] leading-none font-semibold text-black"
                >
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
            </a>
          )}
          {accountHref && (
            <a
              href={accountHref}
              data-slot="site-header-account"
              data-state={isLoggedIn ? 'user' : 'visitor'}
              aria-label={isLoggedIn ? ts('home.account.settings') : ts('home.account.login')}
              className={iconLink}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <circle cx="12" cy="8" r="4" />
                <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
              </svg>
            </a>
          )}
        </div>
      )}
    </header>
  )
}
