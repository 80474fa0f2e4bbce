import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useBack } from '@/app/use-back'
import { KycSummary } from '@/components/KycSummary/KycSummary'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { kycStatusMachine } from '@/machines/kyc-status/kyc-status.machine'
import { toKycStatusView } from '@/machines/kyc-status/kyc-status.view'

export interface RealScreenProps {
  /** Stories pass `kycStatusMachine.provide(...)`. @default kycStatusMachine */
  machine?: typeof kycStatusMachine
}

/**
 * Spec §2 /pages/setting/real: the entry to identity verification. Shows the user's level and
 * where the review stands, and leads to the forms at setting/real_mark (spec §2 "Identity
 * verification is /pages/setting/real_mark").
 */
export function RealScreen({ machine = kycStatusMachine }: RealScreenProps) {
  const { t } = useTranslation('kyc')
  const navigate = useNavigate()
  const [snapshot, send] = useMachine(machine)
  const back = useBack(paths.settings)
  return (
    <>
      <NavBar title={t('summary.title')} onBack={back} />
      <main className="px-4 py-4">
        <KycSummary
          {...toKycStatusView(snapshot)}
          verifyHref={href(paths.verification)}
          onRetry={() => send({ type: 'status.retry' })}
          onRefresh={() => send({ type: 'status.refresh' })}
          onVerify={() => navigate(paths.verification)}
        />
      </main>
    </>
  )
}
