import { useTranslation } from 'react-i18next'
import { useChatUnread, useUnreadMessages } from '@/app/messages'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { MessageCentreMenu } from '@/components/MessageCentreMenu/MessageCentreMenu'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { unreadMachine } from '@/machines/messages/unread.machine'

export interface MessageCentreScreenProps {
  /** The unread-count logic; stories pass `unreadMachine.provide(...)`. @default unreadMachine */
  unreadLogic?: typeof unreadMachine
}

/**
 * Spec §2 /pages/other/mailMessage/mailMessage: the message centre. Customer service, system
 * messages (with the unread count), platform announcements; customer service with the desk's
 * unread answers (live from the user's room), the other half of the home bell's count.
 */
export function MessageCentreScreen({ unreadLogic }: MessageCentreScreenProps) {
  const { t } = useTranslation('message')
  const unread = useUnreadMessages(unreadLogic)
  const supportUnread = useChatUnread()
  const back = useBack(paths.home)
  return (
    <>
      <NavBar title={t('centre.title')} onBack={back} />
      <main className="px-4 py-2">
        <MessageCentreMenu
          unread={unread}
          supportUnread={supportUnread}
          supportHref={href(paths.support)}
          systemHref={href(paths.messageList)}
          announcementsHref={href(paths.announcements)}
        />
      </main>
    </>
  )
}
