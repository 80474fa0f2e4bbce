import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/Button/Button'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { MessageListView } from '@/machines/messages/message-list.view'

export interface MessageListProps extends MessageListView {
  /** The link of a message's detail page. */
  messageHref: (id: number) => string
  onRetry: () => void
  onLoadMore: () => void
  onReadAll: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * System messages (spec §2 other/mailMessageList; §3 messages: title, description, time,
 * avatar): newest first, unread ones dotted, "load more" while pages remain, "mark all as read".
 */
export function MessageList(props: MessageListProps) {
  const { t, i18n } = useTranslation('message')
  const errorText = useErrorText()
  const time = (seconds: number) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: props.timeZone,
    }).format(seconds * 1000)

  return (
    <section
      data-slot="message-list"
      data-state={props.status}
      aria-label={t('list.title')}
      aria-busy={props.status === 'loading' || undefined}
      className="flex flex-col gap-3"
    >
      {props.status === 'loading' && <Loader label={t('list.loading')} />}
      {props.status === 'failed' && (
        <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
      )}
      {props.status === 'empty' && (
        <EmptyState title={t('list.empty.title')} description={t('list.empty.description')} />
      )}
      {props.status === 'ready' && (
        <>
          {(props.canReadAll || props.isMarkingRead) && (
            <div className="flex items-center justify-between gap-3 px-1">
              <p className="text-muted text-sm">
                {t('list.unreadShown', { count: props.unreadShown })}
              </p>
              <Button
                variant="ghost"
                size="sm"
                busy={props.isMarkingRead}
                onClick={props.onReadAll}
              >
                {t('list.readAll')}
              </Button>
            </div>
          )}
          {props.readAllError && (
            <p role="alert" className="text-error px-1 text-sm">
              {t('list.readAllFailed')}
            </p>
          )}
          <ul className="bg-surface divide-line flex flex-col divide-y rounded-xl">
            {props.messages.map((m) => (
              <li key={m.id}>
                <a
                  href={props.messageHref(m.id)}
                  data-state={m.unread ? 'unread' : 'read'}
                  className="active:bg-raised flex gap-3 px-4 py-3 no-underline"
                >
                  <span className="relative shrink-0">
                    <span
                      aria-hidden="true"
                      className="bg-raised text-primary-ink flex size-10 items-center justify-center rounded-full"
                    >
                      <svg
                        viewBox="0 0 24 24"
                        className="size-5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      >
                        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Z" />
                        <path d="M10 21h4" />
                      </svg>
                    </span>
                    {m.unread && (
                      <span
                        data-slot="unread-dot"
                        className="bg-down ring-surface absolute top-0 right-0 size-2.5 rounded-full ring-2"
                      >
                        <span className="sr-only">{t('list.unread')}</span>
                      </span>
                    )}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span
                      className={cn('text-ink line-clamp-2 text-base', m.unread && 'font-semibold')}
                    >
                      {m.title}
                    </span>
                    {m.abstract && (
                      <span className="text-muted line-clamp-2 text-sm">{m.abstract}</span>
                    )}
                    <time
                      dateTime={new Date(m.time * 1000).toISOString()}
                      className="text-muted text-xs tabular-nums"
                    >
                      {time(m.time)}
                    </time>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {props.moreError && (
            <p role="alert" className="text-error text-center text-sm">
              {t('list.loadMoreFailed')}
            </p>
          )}
          {props.hasMore && (
            <Button variant="secondary" block busy={props.isLoadingMore} onClick={props.onLoadMore}>
              {t('list.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
