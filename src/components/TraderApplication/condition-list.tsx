import { useTranslation } from 'react-i18next'
import type { TraderCondition } from '@/api/contract/follow'
import { cn } from '@/lib/cn'
import { textLinkClass } from './links'

export interface ConditionListProps {
  conditions: TraderCondition[]
  /** Where the caller verifies their identity (shown while that condition is not met). */
  verificationHref: string
}

/** What becoming a trader takes, each with the caller's progress and whether it is met. */
export function ConditionList({ conditions, verificationHref }: ConditionListProps) {
  const { t } = useTranslation('traderApply')
  return (
    <section aria-labelledby="apply-conditions" className="flex flex-col gap-2">
      <h2 id="apply-conditions" className="text-ink text-base font-semibold">
        {t('conditions.title')}
      </h2>
      <ul className="border-line divide-line bg-surface divide-y rounded-lg border">
        {conditions.map((c) => (
          <li
            key={c.key}
            data-met={c.met === true}
            className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                c.met ? 'bg-up text-black' : 'bg-down text-black',
              )}
            >
              {c.met ? '✓' : '✗'}
            </span>
            <span className="text-ink flex-1 text-sm">{t(`conditions.${c.key}`)}</span>
            <span className="text-ink text-sm tabular-nums">
              {c.key === 'kycVerified'
                ? t(c.met ? 'conditions.verified' : 'conditions.notVerified')
                : t('conditions.progress', { actual: c.actual ?? 0, required: c.required })}
            </span>
            <span className="sr-only">{t(c.met ? 'conditions.met' : 'conditions.notMet')}</span>
            {c.key === 'kycVerified' && !c.met && (
              <a href={verificationHref} className={cn(textLinkClass, 'basis-full pl-8 text-sm')}>
                {t('conditions.verify')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
