import { useTranslation } from 'react-i18next'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { TraderApplicationView } from '@/machines/trader-application/trader-application.view'
import { ApplicationForm, type ApplicationFormProps } from './application-form'
import { PendingPanel } from './pending-panel'
import { TraderPanel } from './trader-panel'

export interface TraderApplicationProps
  extends TraderApplicationView, Omit<ApplicationFormProps, keyof TraderApplicationView> {
  onRetry: () => void
  /** Ask again whether the reviewer has decided. */
  onReload: () => void
  /** The caller's own trader page (null: the id is not known yet). */
  ownTraderHref: string | null
}

/**
 * Becoming a trader (issue 15): the conditions with the caller's progress and the form; once sent,
 * what was sent and when, waiting for review; once approved, what being a trader means and the
 * caller's own trader page; after a rejection, the reviewer's reason and the form again.
 */
export function TraderApplication(props: TraderApplicationProps) {
  const { t } = useTranslation('traderApply')
  const errorText = useErrorText()
  const { status } = props
  return (
    <div data-slot="trader-application" data-state={status} className="flex flex-col gap-6">
      {status === 'loading' && <Loader label={t('loading')} />}
      {status === 'failed' && <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />}
      {status === 'form' && <ApplicationForm {...props} />}
      {status === 'pending' && props.application && (
        <PendingPanel
          application={props.application}
          error={props.error}
          onReload={props.onReload}
          timeZone={props.timeZone}
        />
      )}
      {status === 'trader' && (
        <TraderPanel error={props.error} ownTraderHref={props.ownTraderHref} />
      )}
    </div>
  )
}
