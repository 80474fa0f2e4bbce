import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/wallet-format'
import type { ChatItemView } from '@/machines/chat/chat.view'

export interface ChatBubbleProps {
  item: ChatItemView
  /** Times are written in this zone (stories fix it); the device's otherwise. */
  timeZone?: string
  onRetry: (seq: number) => void
  onDiscard: (seq: number) => void
}

/** One message: the desk's on the left, the user's on the right with how far it got. */
export function ChatBubble({ item, timeZone, onRetry, onDiscard }: ChatBubbleProps) {
  const { t, i18n } = useTranslation('chat')
  const errorText = useErrorText()
  const who = item.mine ? t('message.you') : t('message.desk')
  return (
    <li
      data-slot="chat-message"
      data-state={item.state}
      className={cn('flex flex-col gap-1', item.mine ? 'items-end' : 'items-start')}
    >
      <span className="sr-only">{who}</span>
      {item.auto && <span className="text-muted text-xs">{t('message.auto')}</span>}
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          item.mine ? 'bg-primary rounded-br-sm text-white' : 'bg-surface rounded-bl-sm',
          item.state === 'failed' && 'ring-down ring-2',
        )}
      >
        {item.kind === 'text' ? (
          item.text
        ) : item.picture ? (
          <a href={item.picture} target="_blank" rel="noopener noreferrer">
            <img
              src={item.picture}
              alt={t('message.pictureBy', { who })}
              width={160}
              height={160}
              className="block size-40 rounded-lg object-cover"
            />
          </a>
        ) : (
          <span className="flex items-center gap-2">
            <PictureIcon />
            {t('message.picture')}
          </span>
        )}
      </div>
      <Status item={item} timeZone={timeZone} tag={i18n.language} />
      {item.state === 'failed' && item.seq !== null && (
        <div className="flex items-center gap-1">
          <span role="alert" className="text-down text-xs">
            {t('message.failed')}: {errorText(item.error)}
          </span>
          <Button variant="ghost" size="sm" onClick={() => onRetry(item.seq!)}>
            {t('message.retry')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDiscard(item.seq!)}>
            {t('message.discard')}
          </Button>
        </div>
      )}
    </li>
  )
}

function Status({ item, timeZone, tag }: { item: ChatItemView; timeZone?: string; tag: string }) {
  const { t } = useTranslation('chat')
  if (item.state === 'sending')
    return <span className="text-muted text-xs">{t('message.sending')}</span>
  if (item.at === null) return null
  const time = formatDateTime(item.at, tag, timeZone)
  return (
    <span className="text-muted text-xs">
      <time dateTime={new Date(item.at).toISOString()}>{time}</time>
      {item.state === 'read' && ` · ${t('message.read')}`}
      {item.state === 'sent' && ` · ${t('message.sent')}`}
    </span>
  )
}

function PictureIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  )
}
