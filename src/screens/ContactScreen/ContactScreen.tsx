import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useChatUnread } from '@/app/messages'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { ContactLinks } from '@/components/ContactLinks/ContactLinks'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { supportMachine } from '@/machines/messages/support.machine'
import { toSupportView } from '@/machines/messages/support.view'

export interface ContactScreenProps {
  /** Stories pass `supportMachine.provide(...)`. @default supportMachine */
  machine?: typeof supportMachine
}

/**
 * Spec §2 /pages/other/kf/kf: the contact page, open to visitors. The in-app chat (a session
 * screen: a visitor is asked to log in first) with the desk's unread answers, and the operator's
 * channel from the site settings (`support_url`), opened in a new tab, never framed.
 */
export function ContactScreen({ machine = supportMachine }: ContactScreenProps) {
  const { t } = useTranslation('contact')
  const [snapshot, send] = useMachine(machine, { input: {} })
  const unread = useChatUnread()
  const back = useBack(paths.home)
  return (
    <>
      <NavBar title={t('title')} onBack={back} />
      <main className="px-4 py-4">
        <ContactLinks
          support={toSupportView(snapshot)}
          chatHref={href(paths.support)}
          unreadCount={unread.count}
          onRetry={() => send({ type: 'support.retry' })}
        />
      </main>
    </>
  )
}
