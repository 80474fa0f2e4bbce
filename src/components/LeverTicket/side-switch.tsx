import { useTranslation } from 'react-i18next'
import type { PositionSide } from '@/api/contract/lever'
import { cn } from '@/lib/cn'

const sides = ['long', 'short'] as const

/** Long (up green) or Short (down red): a two-button segmented switch (toggle buttons). */
export function LeverSideSwitch({
  side,
  onChange,
}: {
  side: PositionSide
  onChange: (side: PositionSide) => void
}) {
  const { t } = useTranslation('contract')
  return (
    <div
      role="group"
      aria-label={t('ticket.side.label')}
      className="bg-raised grid grid-cols-2 gap-1 rounded-lg p-1"
    >
      {sides.map((s) => {
        const checked = s === side
        return (
          <button
            key={s}
            type="button"
            aria-pressed={checked}
            data-state={checked ? 'on' : 'off'}
            onClick={() => onChange(s)}
            className={cn(
              'text-muted h-8 rounded-md text-sm font-semibold',
              checked && (s === 'long' ? 'bg-up text-black' : 'bg-down text-black'),
            )}
          >
            {t(`ticket.side.${s}`)}
          </button>
        )
      })}
    </div>
  )
}
