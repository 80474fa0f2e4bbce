import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ListCell } from '@/components/ui/ListCell/ListCell'
import type { UnreadView } from '@/machines/messages/unread.view'

export interface MessageCentreMenuProps {
  /** The unread system messages (useUnreadMessages). */
  unread: UnreadView
  /** Customer service (other/kefu/index). */
  supportHref: string
  /** The desk's unread answers in the chat (useChatUnread); none shown when absent. */
  supportUnread?: UnreadView
  /** System messages (other/mailMessageList). */
  systemHref: string
  /** Platform announcements (other/ggList). */
  announcementsHref: string
}

/** Badges stop counting here: "99+". */
const BADGE_MAX = 99

/**
 * The message centre (spec §2 other/mailMessage, api-reference §16.5): customer service with the
 * desk's unread answers, system messages with their unread count, and platform announcements.
 */
export function MessageCentreMenu({
  unread,
  supportHref,
  supportUnread,
  systemHref,
  announcementsHref,
}: MessageCentreMenuProps) {
  const { t } = useTranslation('message')
  const count = unread.count
  const hasUnread = count !== null && count > 0
  const answers = supportUnread?.count ?? null
  const hasAnswers = answers !== null && answers > 0
  return (
    <ul
      data-slot="message-centre-menu"
      aria-label={t('centre.label')}
      className="bg-surface divide-line flex flex-col divide-y rounded-xl"
    >
      <li>
        <ListCell
          href={supportHref}
          data-state={hasAnswers ? 'unread' : 'read'}
          leading={<Avatar tone="text-up">{headset}</Avatar>}
          title={t('centre.support.title')}
          subtitle={
            hasAnswers
              ? t('centre.support.unread', { count: answers })
              : t('centre.support.description')
          }
          value={hasAnswers ? <Badge count={answers} /> : undefined}
        />
      </li>
      <li>
        <ListCell
          href={systemHref}
          data-state={hasUnread ? 'unread' : 'read'}
          leading={<Avatar tone="text-primary-ink">{bell}</Avatar>}
          title={t('centre.system.title')}
          subtitle={
            hasUnread ? t('centre.system.unread', { count }) : t('centre.system.description')
          }
          value={hasUnread ? <Badge count={count} /> : undefined}
        />
      </li>
      <li>
        <ListCell
          href={announcementsHref}
          leading={<Avatar tone="text-warning">{megaphone}</Avatar>}
          title={t('centre.announcements.title')}
          subtitle={t('centre.announcements.description')}
        />
      </li>
    </ul>
  )
}

function Badge({ count }: { count: number }) {
  const { t } = useTranslation('message')
  return (
    <span
      data-slot="unread-badge"
      className="bg-down inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold text-black"
    >
      {count > BADGE_MAX ? t('centre.badge.overflow', { count: BADGE_MAX }) : count}
    </span>
  )
}

function Avatar({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      className={`bg-raised flex size-8 items-center justify-center rounded-full ${tone}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </span>
  )
}

const headset = (
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <path d="M4 14h3v5H5a1 1 0 0 1-1-1v-4ZM20 14h-3v5h2a1 1 0 0 0 1-1v-4Z" />
    <path d="M17 19a4 4 0 0 1-4 3h-1" />
  </>
)
const bell = (
  <>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Z" />
    <path d="M10 21h4" />
  </>
)
const megaphone = (
  <>
    <path d="M3 10v4h4l8 5V5L7 10H3Z" />
    <path d="M18 9a4 4 0 0 1 0 6" />
  </>
)
