import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { SafeHtml } from '@/components/ui/SafeHtml/SafeHtml'
import { useErrorText } from '@/i18n/use-error-text'
import type { MessageDetailView } from '@/machines/messages/message-detail.view'

export interface MessageDetailProps extends MessageDetailView {
  /** What is being read: names the not-found page and its way back. */
  kind: 'message' | 'announcement'
  /** Where "not found" leads: the list it came from. */
  listHref: string
  onRetry: () => void
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * One system message or announcement (spec §2 other/ggDetail, §3 messages: title, time,
 * content): its title, when it was sent, who signed it, and its HTML through SafeHtml only.
 */
export function MessageDetail(props: MessageDetailProps) {
  const { t, i18n } = useTranslation('message')
  const errorText = useErrorText()

  if (props.status === 'loading') {
    return (
      <output
        data-slot="message-detail"
        data-state="loading"
        aria-label={t(`${props.kind}.loading`)}
        className="flex flex-col gap-3"
      >
        <span className="bg-raised h-6 w-4/5 animate-pulse rounded" />
        <span className="bg-raised h-3 w-2/5 animate-pulse rounded" />
        {[100, 92, 96, 70].map((width) => (
          <span
            key={width}
            className="bg-raised h-3 animate-pulse rounded"
            style={{ width: `${width}%` }}
          />
        ))}
      </output>
    )
  }
  if (props.status === 'failed') {
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  }
  if (props.status === 'notFound') {
    return (
      <EmptyState
        data-slot="message-detail"
        data-state="notFound"
        title={t(`${props.kind}.notFound.title`)}
        description={t(`${props.kind}.notFound.description`)}
        action={
          <a
            href={props.listHref}
            className="bg-primary inline-flex h-11 items-center rounded-lg px-5 font-medium text-white"
          >
            {t(`${props.kind}.notFound.back`)}
          </a>
        }
      />
    )
  }

  const date =
    props.time === null
      ? ''
      : new Intl.DateTimeFormat(i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: props.timeZone,
        }).format(props.time * 1000)
  return (
    <article data-slot="message-detail" data-state="ready" className="flex flex-col gap-3">
      <h2 className="text-xl leading-snug font-semibold">{props.title}</h2>
      <p className="text-muted text-sm">
        {props.author ? t('detail.byline', { author: props.author, date }) : date}
      </p>
      <SafeHtml html={props.content} />
    </article>
  )
}
