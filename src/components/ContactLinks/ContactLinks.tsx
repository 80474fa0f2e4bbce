import { useTranslation } from 'react-i18next'
import { SupportEntry } from '@/components/SupportEntry/SupportEntry'
import type { SupportView } from '@/machines/messages/support.view'

export interface ContactLinksProps {
  /** The operator's channel (`support_url`). */
  support: SupportView
  /** The in-app chat (other/kefu/index). */
  chatHref: string
  /** The desk's unread answers; null when unknown (a visitor, not loaded yet). */
  unreadCount: number | null
  onRetry: () => void
}

/**
 * Spec §2 other/kf/kf (api-reference §16.7, the later client's contact page): the ways to reach
 * the platform, the in-app chat first (with its unread answers), then the operator's channel from
 * the site settings, which opens in a new tab.
 */
export function ContactLinks({ support, chatHref, unreadCount, onRetry }: ContactLinksProps) {
  const { t } = useTranslation('contact')
  return (
    <div data-slot="contact-links" className="flex flex-col gap-4">
      <a
        href={chatHref}
        className="bg-surface flex items-center gap-3 rounded-xl px-4 py-4 no-underline"
      >
        <span className="bg-primary flex size-11 shrink-0 items-center justify-center rounded-full text-white">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />
          </svg>
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium">{t('chat.title')}</span>
          <span className="text-muted text-sm">{t('chat.description')}</span>
        </span>
        {unreadCount !== null && unreadCount > 0 && (
          <span className="bg-down rounded-full px-2 py-0.5 text-xs font-medium text-black">
            {t('chat.unread', { count: unreadCount })}
          </span>
        )}
        <span aria-hidden="true" className="text-muted">
          ›
        </span>
      </a>
      <h2 className="text-muted px-1 text-sm font-medium">{t('channels.heading')}</h2>
      <SupportEntry {...support} onRetry={onRetry} />
    </div>
  )
}
