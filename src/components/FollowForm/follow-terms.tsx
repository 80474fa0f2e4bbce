import { useTranslation } from 'react-i18next'

const items = ['price', 'manual', 'skip', 'limit'] as const

/** How copying works (issue 15), under the form and, `compact`, in the confirm step. */
export function FollowTerms({ limit, compact }: { limit: number; compact?: boolean }) {
  const { t } = useTranslation('followForm')
  const list = (
    <ul className="text-muted flex list-disc flex-col gap-1 ps-4 text-sm">
      {items.map((id) => (
        <li key={id}>{id === 'limit' ? t('terms.limit', { count: limit }) : t(`terms.${id}`)}</li>
      ))}
    </ul>
  )
  if (compact) return <div data-slot="follow-terms">{list}</div>
  return (
    <section
      aria-labelledby="follow-terms-title"
      data-slot="follow-terms"
      className="bg-surface flex flex-col gap-2 rounded-xl p-4"
    >
      <h2 id="follow-terms-title" className="text-ink text-base font-semibold">
        {t('terms.title')}
      </h2>
      {list}
    </section>
  )
}
