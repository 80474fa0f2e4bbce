import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { SupportView } from '@/machines/messages/support.view'

export interface SupportEntryProps extends SupportView {
  onRetry: () => void
}

/**
 * Customer service (spec §2 other/kefu/index; api-reference §3.5 `support_url`, §16.7): a link
 * that opens the operator's channel in a new tab (third-party pages are never framed), or a
 * plain statement that none is configured.
 */
export function SupportEntry(props: SupportEntryProps) {
  const { t } = useTranslation('message')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('support.loading')} />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  if (props.status === 'unconfigured' || !props.url) {
    return (
      <EmptyState
        data-slot="support-entry"
        data-state="unconfigured"
        icon={<HeadsetIcon />}
        title={t('support.unconfigured.title')}
        description={t('support.unconfigured.description')}
      />
    )
  }
  return (
    <section
      data-slot="support-entry"
      data-state="ready"
      aria-labelledby="support-heading"
      className="bg-surface flex flex-col items-center gap-3 rounded-xl px-5 py-8 text-center"
    >
      <span className="text-up">
        <HeadsetIcon />
      </span>
      <h2 id="support-heading" className="text-lg font-semibold">
        {t('support.heading')}
      </h2>
      <p className="text-muted text-sm">{t('support.description')}</p>
      <a
        href={props.url}
        target="_blank"
        rel="noopener noreferrer"
        className="bg-primary mt-2 inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg px-5 font-medium text-white no-underline"
      >
        {t('support.open')}
        <span className="sr-only">{t('support.newTab')}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </svg>
      </a>
      <p className="text-muted text-xs">{t('support.opensIn', { host: props.host })}</p>
      <p className="border-line text-muted mt-2 border-t pt-3 text-xs">{t('support.safety')}</p>
    </section>
  )
}

function HeadsetIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-16"
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
