import { useTranslation } from 'react-i18next'

const reasons = ['engine', 'published', 'noChoice', 'seed'] as const

/** Why no one can pick a result (issue 14; what api-reference §17.1–5 describes is never built). */
export function WhyFair() {
  const { t } = useTranslation('optionCheck')
  return (
    <section aria-labelledby="why-fair" className="flex flex-col gap-2">
      <h2 id="why-fair" className="text-ink text-base font-semibold">
        {t('why.title')}
      </h2>
      <ul className="text-muted flex list-disc flex-col gap-1.5 ps-5 text-sm">
        {reasons.map((reason) => (
          <li key={reason}>{t(`why.${reason}`)}</li>
        ))}
      </ul>
    </section>
  )
}
