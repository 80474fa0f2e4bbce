import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Contact us: the online customer-service page, which opens outside the app. */
export function SupportCard({ url }: { url: string }) {
  const { t } = useTranslation('settings')
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="bg-surface flex flex-col gap-3 rounded-xl p-4">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-base font-semibold">
          {t('info.contact.online.title')}
        </h2>
        <p className="text-muted text-sm">{t('info.contact.online.description')}</p>
      </div>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('info.contact.online.newTab')}
        className="bg-primary flex h-11 items-center justify-center gap-2 rounded-lg font-medium text-white"
      >
        {t('info.contact.online.open')}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
        </svg>
      </a>
    </section>
  )
}
