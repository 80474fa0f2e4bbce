import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { VipLevel } from '@/api/contract/profile'
import { cn } from '@/lib/cn'
import type { VipSummary } from '@/machines/settings/settings.view'
import { CrownIcon } from './VipBadge'

export interface VipLevelCardProps extends VipSummary {
  className?: string
}

/**
 * The VIP level card of the settings hub (api-reference §15): the user's level among the three,
 * what it is for, and that it is set by the platform. There is nothing to buy.
 */
export function VipLevelCard({ level, levels, canBorrow, className }: VipLevelCardProps) {
  const { t } = useTranslation('settings')
  const titleId = useId()
  const name = (l: VipLevel) => (l === 0 ? t('vip.badge.standard') : t('vip.badge', { level: l }))
  return (
    <section
      data-slot="vip-level-card"
      data-level={level}
      aria-labelledby={titleId}
      className={cn('bg-surface flex flex-col gap-3 rounded-xl p-4', className)}
    >
      <h2 id={titleId} className="text-muted text-sm">
        {t('vip.card.title')}
      </h2>
      <ol aria-label={t('vip.card.steps')} className="flex items-center gap-1">
        {levels.map((l) => (
          <li
            key={l}
            aria-current={l === level ? 'step' : undefined}
            className="flex flex-1 flex-col items-center gap-1.5"
          >
            <span
              aria-hidden="true"
              className={cn('h-1.5 w-full rounded-full', l <= level ? 'bg-[#f0b90b]' : 'bg-raised')}
            />
            <span
              className={cn(
                'flex items-center gap-1 text-xs',
                l === level ? 'text-ink font-semibold' : 'text-muted',
              )}
            >
              {l === level && l > 0 && <CrownIcon className="size-3 text-[#f0b90b]" />}
              {name(l)}
            </span>
          </li>
        ))}
      </ol>
      <div className="text-muted flex flex-col gap-1 text-sm">
        <p>{t('vip.card.note')}</p>
        <p>{canBorrow ? t('vip.card.borrowing.eligible') : t('vip.card.borrowing')}</p>
      </div>
    </section>
  )
}
