import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { ChatView } from '@/machines/chat/chat.view'
import { ChatBubble } from './chat-bubble'
import { ChatComposer } from './chat-composer'

export interface ChatConversationProps extends ChatView {
  /** Times are written in this zone (stories fix it); the device's otherwise. */
  timeZone?: string
  onRetry: () => void
  onOlder: () => void
  onDraftChange: (value: string) => void
  onSend: () => void
  onPickPicture: (file: File) => void
  onRetryMessage: (seq: number) => void
  onDiscardMessage: (seq: number) => void
}

/**
 * The customer-service conversation (spec §2 other/kefu/index, api-reference §16.7): the last 7
 * days with earlier pages on demand, each message with its time and how far it got, a failed one
 * kept with Retry, and the composer (text, or a picture through the app's upload).
 */
export function ChatConversation(props: ChatConversationProps) {
  const { t } = useTranslation('chat')
  const errorText = useErrorText()
  const end = useRef<HTMLDivElement>(null)
  const last = props.items.at(-1)?.key
  // a new last message (sent, answered, or the first load) comes into view; older pages do not move it
  useEffect(() => {
    if (last) end.current?.scrollIntoView?.({ block: 'end' })
  }, [last])

  if (props.status === 'loading') return <Loader label={t('conversation.loading')} />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  return (
    <div data-slot="chat-conversation" className="flex min-h-[calc(100dvh-3rem)] flex-col">
      <section aria-label={t('conversation.label')} className="flex flex-1 flex-col gap-3 p-4">
        {props.hasOlder || props.isLoadingOlder || props.olderError ? (
          <div className="flex flex-col items-center gap-1">
            {props.olderError && (
              <p role="alert" className="text-down text-xs">
                {t('conversation.olderFailed')}: {errorText(props.olderError)}
              </p>
            )}
            <Button variant="ghost" size="sm" busy={props.isLoadingOlder} onClick={props.onOlder}>
              {props.olderError ? t('conversation.olderRetry') : t('conversation.older')}
            </Button>
          </div>
        ) : (
          props.items.length > 0 && (
            <p className="text-muted text-center text-xs">{t('conversation.window')}</p>
          )
        )}
        {props.items.length === 0 ? (
          <EmptyState
            className="my-auto"
            icon={<HeadsetIcon />}
            title={t('conversation.empty.title')}
            description={t('conversation.empty.description')}
          />
        ) : (
          <div role="log" aria-live="polite">
            <ol className="flex flex-col gap-3">
              {props.items.map((item) => (
                <ChatBubble
                  key={item.key}
                  item={item}
                  timeZone={props.timeZone}
                  onRetry={props.onRetryMessage}
                  onDiscard={props.onDiscardMessage}
                />
              ))}
            </ol>
          </div>
        )}
        <div ref={end} />
      </section>
      <ChatComposer
        draft={props.draft}
        canSend={props.canSend}
        draftIssue={props.draftIssue}
        pictureError={props.pictureError}
        draftCount={props.draftCount}
        pictureAccept={props.pictureAccept}
        onDraftChange={props.onDraftChange}
        onSend={props.onSend}
        onPickPicture={props.onPickPicture}
      />
    </div>
  )
}

function HeadsetIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="text-up size-16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <path d="M4 14h3v5H5a1 1 0 0 1-1-1v-4ZM20 14h-3v5h2a1 1 0 0 0 1-1v-4Z" />
      <path d="M17 19a4 4 0 0 1-4 3h-1" />
    </svg>
  )
}
