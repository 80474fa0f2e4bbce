import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import type { TimelineStep } from '@/api/contract/wallet'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/wallet-format'

/** What the final, positive step is called for this kind of request. */
export type TimelineOutcome = 'approved' | 'credited' | 'completed'

export interface StatusTimelineProps extends Omit<ComponentProps<'ol'>, 'children'> {
  /** The request's steps as the contract gives them (`timeline` of a withdrawal or a claim). */
  steps: readonly TimelineStep[]
  /** A deposit is credited, a withdrawal approved, a transfer or conversion completed. @default 'approved' */
  outcome?: TimelineOutcome
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

type StepState = 'done' | 'current' | 'rejected' | 'upcoming'

interface DrawnStep {
  key: string
  state: StepState
  label: string
  time: number | null
  reason: string
}

/**
 * A request's status over time (issue 5): submitted → under review → approved / credited, or
 * rejected with the reviewer's reason; each step with its time. While the request waits, the step
 * it waits for is drawn ahead, greyed, so the user sees what comes next. For every money request:
 * deposit claims, withdrawals, transfers, conversions.
 */
export function StatusTimeline({
  steps,
  outcome = 'approved',
  timeZone,
  className,
  ...props
}: StatusTimelineProps) {
  const { t, i18n } = useTranslation('wallet')
  const outcomeLabel = t(`timeline.${outcome}`)
  const drawn: DrawnStep[] = steps.map((s, i) => ({
    key: `${s.step}-${i}`,
    state: s.step === 'rejected' ? 'rejected' : s.time === null ? 'current' : 'done',
    label: s.step === 'approved' ? outcomeLabel : t(`timeline.${s.step}`),
    time: s.time,
    reason: s.reason,
  }))
  if (steps.at(-1)?.step === 'reviewing') {
    drawn.push({ key: 'upcoming', state: 'upcoming', label: outcomeLabel, time: null, reason: '' })
  }

  return (
    <ol
      data-slot="status-timeline"
      aria-label={t('timeline.label')}
      className={cn('flex flex-col', className)}
      {...props}
    >
      {drawn.map((step, i) => (
        <li
          key={step.key}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          {i < drawn.length - 1 && (
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-5 bottom-0 left-[9px] w-0.5',
                drawn[i + 1]!.state === 'upcoming' || drawn[i + 1]!.state === 'current'
                  ? 'bg-line'
                  : 'bg-success',
              )}
            />
          )}
          <Marker state={step.state} />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className={cn('text-sm font-medium', markText[step.state])}>
              {step.label}
              {step.state === 'current' && (
                <span className="sr-only"> ({t('timeline.inProgress')})</span>
              )}
              {step.state === 'upcoming' && (
                <span className="sr-only"> ({t('timeline.notYet')})</span>
              )}
            </span>
            {step.time !== null && (
              <time
                dateTime={new Date(step.time).toISOString()}
                className="text-muted text-xs tabular-nums"
              >
                {formatDateTime(step.time, i18n.language, timeZone)}
              </time>
            )}
            {step.state === 'current' && (
              <span className="text-muted text-xs">{t('timeline.waiting')}</span>
            )}
            {step.state === 'rejected' && step.reason && (
              <p className="text-ink bg-raised mt-1 rounded-md px-2 py-1.5 text-sm">
                {t('timeline.reason', { reason: step.reason })}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}

const markText: Record<StepState, string> = {
  done: 'text-ink',
  current: 'text-warning',
  rejected: 'text-error',
  upcoming: 'text-muted',
}

function Marker({ state }: { state: StepState }) {
  const ring = {
    done: 'bg-success text-black',
    current: 'border-warning border-2 bg-transparent',
    rejected: 'bg-error text-black',
    upcoming: 'border-line border-2 bg-transparent',
  }[state]
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative z-10 mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
        ring,
      )}
    >
      {state === 'done' && (
        <svg
          viewBox="0 0 16 16"
          className="size-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="m3.5 8.5 3 3 6-7" />
        </svg>
      )}
      {state === 'rejected' && (
        <svg
          viewBox="0 0 16 16"
          className="size-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="m4.5 4.5 7 7M11.5 4.5l-7 7" />
        </svg>
      )}
      {state === 'current' && <span className="bg-warning size-2 rounded-full" />}
    </span>
  )
}
