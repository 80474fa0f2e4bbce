import { useTranslation } from 'react-i18next'
import { KycLevelCard } from '@/components/KycLevelCard/KycLevelCard'
import { KycStatusBanner } from '@/components/KycStatusBanner/KycStatusBanner'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { useErrorText } from '@/i18n/use-error-text'
import type { KycStatusView } from '@/machines/kyc-status/kyc-status.view'

export interface KycSummaryProps extends KycStatusView {
  /** The verification forms (setting/real_mark). */
  verifyHref: string
  onRetry: () => void
  /** Ask the server again (a review may be done). */
  onRefresh: () => void
  /** Go to the forms to start, retry or continue a level. */
  onVerify: () => void
}

/**
 * Spec §2 setting/real: the user's verification level with what each level allows, where the
 * user stands (in review, refused with the reviewer's note, verified), and the way to the forms.
 */
export function KycSummary(props: KycSummaryProps) {
  const { t } = useTranslation('kyc')
  const errorText = useErrorText()
  if (props.status === 'loading') return <Loader label={t('summary.loading')} />
  if (props.status === 'failed')
    return <ErrorState title={errorText(props.error)} onRetry={props.onRetry} />
  const level = props.stage === 'advancedPending' || props.stage === 'advancedRejected'
  return (
    <div data-slot="kyc-summary" data-state={props.stage} className="flex flex-col gap-4">
      <KycLevelCard level={props.level} limits={props.limits} identity={props.identity} />
      {(!props.emailBound || !props.phoneBound) && props.stage !== 'lv2' && (
        <KycStatusBanner
          variant="contactsRequired"
          emailBound={props.emailBound}
          phoneBound={props.phoneBound}
        />
      )}
      {props.stage === 'unverified' && (
        <section className="bg-surface flex flex-col gap-3 rounded-xl p-4">
          <p className="text-muted text-sm">{t('summary.unverified')}</p>
          <a
            href={props.verifyHref}
            className="bg-primary inline-flex h-11 items-center justify-center rounded-lg font-medium text-white no-underline"
          >
            {t('summary.start')}
          </a>
        </section>
      )}
      {(props.stage === 'basicPending' || props.stage === 'advancedPending') && (
        <KycStatusBanner
          variant="inReview"
          level={level ? 'advanced' : 'basic'}
          onCheck={props.onRefresh}
        />
      )}
      {(props.stage === 'basicRejected' || props.stage === 'advancedRejected') && (
        <KycStatusBanner
          variant="rejected"
          level={level ? 'advanced' : 'basic'}
          failCode={props.failCode}
          failReason={props.failReason}
          onRetry={props.onVerify}
        />
      )}
      {props.stage === 'lv1' && (
        <KycStatusBanner variant="verified" level={1} onContinue={props.onVerify} />
      )}
      {props.stage === 'lv2' && <KycStatusBanner variant="verified" level={2} />}
    </div>
  )
}
