import { useTranslation } from 'react-i18next'
import type { OptionCheck } from '@/api/contract/micro'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { useErrorText } from '@/i18n/use-error-text'
import { cn } from '@/lib/cn'
import type { OptionCheckView } from '@/machines/option-check/option-check.view'
import { CheckForm } from './check-form'
import { CheckSteps } from './check-steps'
import { CheckVerdict } from './check-verdict'
import { useCheckFormat } from './use-check-format'
import { WhyFair } from './why-fair'

export interface OptionCheckPanelProps extends OptionCheckView {
  onEntryChange: (value: string) => void
  /** Check the typed order number. */
  onSubmit: () => void
  /** Read again (a failed check, or an option still running). */
  onRetry: () => void
  /** The pair's K-line at one second (unix s): the screen's `symbolHref(symbol, { at })`. */
  klineHref: (symbol: string, at: number) => string
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

/**
 * The public check of one option (issue 14): the verdict, then the steps a non-expert can follow
 * (the open price against the engine's public price of that second, the settlement second exactly
 * the duration later and its public price, the outcome rule applied to the two), each fact marked
 * and each second linked to the chart; why no one can rig it; and the form for another number.
 */
export function OptionCheckPanel(props: OptionCheckPanelProps) {
  const { t } = useTranslation('optionCheck')
  const errorText = useErrorText()
  const { status, order, open, settle, outcome, timeZone } = props
  const shown = order && open && settle && ['open', 'verified', 'mismatch'].includes(status)
  return (
    <div data-slot="option-check-panel" data-state={status} className="flex flex-col gap-6">
      {status === 'idle' && <p className="text-muted text-sm">{t('intro')}</p>}
      {status === 'loading' && <Checking />}
      {status === 'failed' && <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />}
      {status === 'notFound' && (
        <EmptyState
          title={t('notFound.title', { number: props.number })}
          description={t('notFound.description')}
        />
      )}
      {shown && (
        <>
          <OrderHeader order={order} timeZone={timeZone} />
          <CheckVerdict {...props} />
          <CheckSteps
            order={order}
            open={open}
            settle={settle}
            outcome={outcome}
            klineHref={props.klineHref}
            timeZone={timeZone}
          />
        </>
      )}
      {status !== 'loading' && (
        <CheckForm
          entry={props.entry}
          entryIssue={props.entryIssue}
          another={status !== 'idle'}
          onEntryChange={props.onEntryChange}
          onSubmit={props.onSubmit}
        />
      )}
      <WhyFair />
    </div>
  )
}

function OrderHeader({ order, timeZone }: { order: OptionCheck; timeZone?: string }) {
  const { t } = useTranslation('optionCheck')
  const f = useCheckFormat(timeZone)
  const rise = order.direction === 'rise'
  return (
    <header className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-ink text-lg font-semibold">
          {t('order.number', { number: order.showId })}
        </span>
        <span className={cn('flex items-center gap-1 text-sm', rise ? 'text-up' : 'text-down')}>
          <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" fill="currentColor">
            <path d={rise ? 'M6 2 11 9H1z' : 'M6 10 1 3h10z'} />
          </svg>
          {t('order.terms', {
            symbol: order.symbol,
            direction: t(`direction.${order.direction}`),
            seconds: order.seconds,
          })}
        </span>
      </p>
      <p className="text-muted text-sm">
        {t('order.opened', { time: f.dateTime(order.openTick) })}
      </p>
    </header>
  )
}

function Checking() {
  const { t } = useTranslation('optionCheck')
  return (
    <output aria-label={t('loading')} className="flex flex-col gap-3">
      <span className="bg-raised h-6 w-2/5 animate-pulse rounded" />
      <span className="bg-raised h-16 animate-pulse rounded-xl" />
      {[92, 84, 96].map((width) => (
        <span
          key={width}
          className="bg-raised h-4 animate-pulse rounded"
          style={{ width: `${width}%` }}
        />
      ))}
    </output>
  )
}
