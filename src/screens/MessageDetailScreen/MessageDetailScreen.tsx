import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { messagesChanged } from '@/app/messages'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { MessageDetail } from '@/components/MessageDetail/MessageDetail'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { messageDetailMachine } from '@/machines/messages/message-detail.machine'
import { toMessageDetailView } from '@/machines/messages/message-detail.view'

export interface MessageDetailScreenProps {
  /** Stories pass `messageDetailMachine.provide(...)`. @default messageDetailMachine */
  machine?: typeof messageDetailMachine
  /** Times are shown in this zone (stories fix it). @default the device's */
  timeZone?: string
}

/**
 * /pages/other/mailMessageDetail?id=<message id> (the message centre's reader, not a spec route):
 * one system message; reading it marks it read, and every unread count asks again.
 */
export function MessageDetailScreen({
  machine = messageDetailMachine,
  timeZone,
}: MessageDetailScreenProps) {
  const [params] = useSearchParams()
  const id = params.get('id')
  // another message's link keeps this route: a new id is a new message
  return <Reader key={id ?? ''} id={id} machine={machine} timeZone={timeZone} />
}

function Reader({
  id,
  machine,
  timeZone,
}: {
  id: string | null
  machine: typeof messageDetailMachine
  timeZone?: string
}) {
  const { t } = useTranslation('message')
  const [snapshot, send, actor] = useMachine(machine, { input: { id } })
  useEffect(() => {
    const subscription = actor.on('read', () => messagesChanged())
    return () => subscription.unsubscribe()
  }, [actor])
  const back = useBack(paths.messageList)
  const view = toMessageDetailView(snapshot)
  return (
    <>
      <NavBar title={t('message.title')} onBack={back} />
      <main className="px-4 pt-2 pb-8" aria-busy={view.status === 'loading' || undefined}>
        <MessageDetail
          {...view}
          kind="message"
          listHref={href(paths.messageList)}
          timeZone={timeZone}
          onRetry={() => send({ type: 'message.retry' })}
        />
      </main>
    </>
  )
}
