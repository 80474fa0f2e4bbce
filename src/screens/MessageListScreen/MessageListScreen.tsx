import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { messagesChanged } from '@/app/messages'
import { messageHref, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { MessageList } from '@/components/MessageList/MessageList'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { messageListMachine } from '@/machines/messages/message-list.machine'
import { toMessageListView } from '@/machines/messages/message-list.view'

export interface MessageListScreenProps {
  /** Stories pass `messageListMachine.provide(...)`. @default messageListMachine */
  machine?: typeof messageListMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * Spec §2 /pages/other/mailMessageList: the system messages, newest first; a row opens the
 * message (other/mailMessageDetail), which marks it read. Coming back loads the list again.
 */
export function MessageListScreen({
  machine = messageListMachine,
  timeZone,
}: MessageListScreenProps) {
  const { t } = useTranslation('message')
  const toast = useToast()
  const [snapshot, send, actor] = useMachine(machine, { input: {} })
  useEffect(() => {
    const subscription = actor.on('allRead', ({ count }) => {
      messagesChanged()
      toast({ tone: 'success', key: 'message:list.readAllDone', values: { count } })
    })
    return () => subscription.unsubscribe()
  }, [actor, toast])
  const back = useBack(paths.messageCentre)

  return (
    <>
      <NavBar title={t('list.title')} onBack={back} />
      <main className="px-4 py-2 pb-8">
        <MessageList
          {...toMessageListView(snapshot)}
          messageHref={messageHref}
          timeZone={timeZone}
          onRetry={() => send({ type: 'list.retry' })}
          onLoadMore={() => send({ type: 'list.more' })}
          onReadAll={() => send({ type: 'list.readAll' })}
        />
      </main>
    </>
  )
}
