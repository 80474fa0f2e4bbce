import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { SafeHtml } from '@/components/ui/SafeHtml/SafeHtml'
import { useErrorText } from '@/i18n/use-error-text'
import type { InfoPageView } from '@/machines/settings/info-page.view'
import { SupportCard } from './support-card'

// the FAQ's questions are <details> elements: each summary a row with a chevron that turns open
const accordion = [
  '[&_details]:border-line [&_details]:border-b [&_details:last-child]:border-b-0',
  '[&_summary]:flex [&_summary]:min-h-12 [&_summary]:cursor-pointer [&_summary]:list-none [&_summary]:items-center [&_summary]:gap-3 [&_summary]:py-3 [&_summary]:font-medium',
  '[&_summary::-webkit-details-marker]:hidden',
  "[&_summary]:after:ml-auto [&_summary]:after:size-2 [&_summary]:after:shrink-0 [&_summary]:after:rotate-45 [&_summary]:after:border-r-2 [&_summary]:after:border-b-2 [&_summary]:after:border-current [&_summary]:after:content-['']",
  '[&_details[open]>summary]:after:-rotate-135',
  '[&_details>p]:text-muted [&_details>p]:mt-0 [&_details>p]:mb-4',
].join(' ')

export interface InfoPageProps extends InfoPageView {
  onRetry: () => void
  /** Contact us: the online customer-service address (getSiteConfig `support_url`), if any. */
  supportUrl?: string
}

/**
 * An information page (about us, FAQ, contact us, operational compliance): the platform's own
 * HTML in the reader's language, shown through SafeHtml, with when it was last updated. Contact
 * us adds the online customer-service link.
 */
export function InfoPage({
  page,
  status,
  content,
  language,
  error,
  onRetry,
  supportUrl,
}: InfoPageProps) {
  const { t, i18n } = useTranslation('settings')
  const errorText = useErrorText()

  if (status === 'loading') {
    return (
      <output aria-label={t('info.loading')} className="flex flex-col gap-3 py-2">
        {[60, 100, 92, 96, 40, 88, 70].map((width, i) => (
          <span
            key={i}
            className="bg-raised h-3 animate-pulse rounded"
            style={{ width: `${width}%` }}
          />
        ))}
      </output>
    )
  }
  if (status === 'failed') return <ErrorState title={errorText(error)} onRetry={onRetry} />
  const support = page === 'contact' && supportUrl ? <SupportCard url={supportUrl} /> : null
  if (status === 'empty' || !content) {
    return (
      <div className="flex flex-col gap-4">
        <EmptyState title={t('info.empty.title')} description={t('info.empty.description')} />
        {support}
      </div>
    )
  }
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    content.update_time * 1000,
  )
  return (
    <article data-slot="info-page" data-page={page} className="flex flex-col gap-4">
      {/* the page's own title, for the outline: the nav bar already shows the page's name */}
      <h2 className="sr-only">{content.title}</h2>
      {/* the page may be the English fallback of another interface language */}
      <SafeHtml
        html={content.content}
        lang={language ?? undefined}
        className={page === 'faq' ? accordion : undefined}
      />
      {support}
      <p className="text-muted text-xs">{t('info.updated', { date: updated })}</p>
    </article>
  )
}
