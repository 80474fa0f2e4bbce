import { useTranslation } from 'react-i18next'
import type { IeoPhase } from '@/api/contract/ieo'
import { cn } from '@/lib/cn'

const DAY_S = 86_400

/** "03:15:20": hours, minutes and seconds of what is left of the day. */
function clockOf(seconds: number): string {
  const rest = seconds % DAY_S
  const parts = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
  return parts.map((n) => String(n).padStart(2, '0')).join(':')
}

const tones: Record<IeoPhase, string> = {
  notStarted: 'bg-warning/15 text-warning',
  inProgress: 'bg-up/15 text-up',
  ended: 'bg-raised text-muted',
}

/** A project's phase as a chip. */
export function IeoPhaseChip({ phase }: { phase: IeoPhase }) {
  const { t } = useTranslation('ieo')
  return (
    <span
      data-slot="ieo-phase"
      data-state={phase}
      className={cn('rounded-full px-2 py-0.5 text-xs font-medium', tones[phase])}
    >
      {t(`phase.${phase}`)}
    </span>
  )
}

/** "Starts in 2 days 03:15:20" / "Ends in 05:00:01" / "Ended", on the page's clock. */
export function IeoCountdown({
  phase,
  secondsLeft,
  className,
}: {
  phase: IeoPhase
  secondsLeft: number
  className?: string
}) {
  const { t } = useTranslation('ieo')
  if (phase === 'ended') return <span className={className}>{t('countdown.ended')}</span>
  const days = Math.floor(secondsLeft / DAY_S)
  const clock = clockOf(secondsLeft)
  const left = days > 0 ? t('countdown.days', { count: days, clock }) : clock
  return (
    <span className={cn('tabular-nums', className)}>
      {t(phase === 'notStarted' ? 'countdown.startsIn' : 'countdown.endsIn', { left })}
    </span>
  )
}
