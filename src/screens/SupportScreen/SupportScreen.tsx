import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { ChatMessageEvent } from '@/api/contract/chat'
import { href, paths } from '@/app/paths'
import { usePrivateEvent } from '@/app/private-events'
import { useBack } from '@/app/use-back'
import { ChatConversation } from '@/components/ChatConversation/ChatConversation'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { chatMachine } from '@/machines/chat/chat.machine'
import { toChatView } from '@/machines/chat/chat.view'

export interface SupportScreenProps {
  /** Stories pass `chatMachine.provide(...)`. @default chatMachine */
  machine?: typeof chatMachine
  /** Times are written in this zone (stories fix it); the device's otherwise. */
  timeZone?: string
}

/**
 * Spec §2 /pages/other/kefu/index: customer service, the in-app chat with the support desk
 * (api-reference §16.7). The desk's answers arrive live through the user's room (`chat_message`);
 * the operator's own channels (`support_url`) are one tap away in the header, on other/kf/kf.
 */
export function SupportScreen({ machine = chatMachine, timeZone }: SupportScreenProps) {
  const { t } = useTranslation('chat')
  const [snapshot, send] = useMachine(machine)
  const back = useBack(paths.home)

  usePrivateEvent('chat_message', ChatMessageEvent, ({ message }) =>
    send({ type: 'message.received', message }),
  )

  return (
    <>
      <NavBar
        title={t('screen.title')}
        onBack={back}
        actions={
          <a
            href={href(paths.contactLinks)}
            className="text-primary-ink flex h-11 items-center px-2 text-sm font-medium"
          >
            {t('screen.otherChannels')}
          </a>
        }
      />
      <main>
        <ChatConversation
          {...toChatView(snapshot)}
          timeZone={timeZone}
          onRetry={() => send({ type: 'chat.retry' })}
          onOlder={() => send({ type: 'history.more' })}
          onDraftChange={(value) => send({ type: 'draft.change', value })}
          onSend={() => send({ type: 'message.send' })}
          onPickPicture={(file) => send({ type: 'picture.pick', file })}
          onRetryMessage={(seq) => send({ type: 'message.retry', seq })}
          onDiscardMessage={(seq) => send({ type: 'message.discard', seq })}
        />
      </main>
    </>
  )
}
