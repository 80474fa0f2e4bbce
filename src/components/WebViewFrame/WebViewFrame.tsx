import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { WebViewView } from '@/machines/web-view/web-view.view'

export interface WebViewFrameProps extends WebViewView {
  /** The address the frame loads (the page itself; stories point it at a local file). */
  frameSrc?: (url: string) => string
  onRetry: () => void
}

/**
 * Spec §2 common/webView: an allowed external page in a sandboxed frame, with a link that opens
 * it in a new tab for a site that refuses to be framed (the app cannot see that refusal, so the
 * link is always there). A page of any other site is refused and never loaded.
 */
export function WebViewFrame({ frameSrc = (u) => u, ...props }: WebViewFrameProps) {
  const { t } = useTranslation('location')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('webView.loading')} />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  if (props.status !== 'allowed' || !props.url)
    return (
      <EmptyState
        data-slot="web-view"
        data-state={props.status}
        role="alert"
        title={props.status === 'missing' ? t('webView.missing') : t('webView.refused')}
        description={
          props.status === 'missing'
            ? t('webView.missingDescription')
            : t('webView.refusedDescription', { host: props.host })
        }
      />
    )
  return (
    <div data-slot="web-view" data-state="allowed" className="flex h-[calc(100dvh-3rem)] flex-col">
      <p className="bg-surface text-muted flex items-center gap-2 px-4 py-2 text-xs">
        <span className="min-w-0 flex-1">{t('webView.blank', { host: props.host })}</span>
        <a
          href={props.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary-ink shrink-0 font-medium"
        >
          {t('webView.newTab')}
        </a>
      </p>
      <iframe
        title={t('webView.frame', { host: props.host })}
        src={frameSrc(props.url)}
        // no allow-same-origin: the page keeps an opaque origin, away from the app's storage
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        className="w-full flex-1 border-0 bg-white"
      />
    </div>
  )
}
