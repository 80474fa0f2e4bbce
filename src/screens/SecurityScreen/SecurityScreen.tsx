import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { SecurityOverview } from '@/components/SecurityOverview/SecurityOverview'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { securityMachine } from '@/machines/security/security.machine'
import { toSecurityView } from '@/machines/security/security.view'
import { BindTargetScreen } from '../BindTargetScreen/BindTargetScreen'

export interface SecurityScreenProps {
  /** @default securityMachine */
  machine?: typeof securityMachine
}

/**
 * Spec §2 /pages/setting/security: the login and pay passwords and the bound e-mail and phone.
 * `?bind=email` or `?bind=mobile` shows the binding form instead.
 */
export function SecurityScreen({ machine = securityMachine }: SecurityScreenProps) {
  const [params] = useSearchParams()
  const bind = params.get('bind')
  if (bind === 'email' || bind === 'mobile') return <BindTargetScreen key={bind} kind={bind} />
  return <SecurityOverviewScreen machine={machine} />
}

function SecurityOverviewScreen({ machine }: { machine: typeof securityMachine }) {
  const { t } = useTranslation('security')
  const navigate = useNavigate()
  const [snapshot, send] = useMachine(machine)
  return (
    <>
      <NavBar title={t('overview.title')} onBack={() => navigate(paths.home)} />
      <main className="px-4 py-4">
        <SecurityOverview
          {...toSecurityView(snapshot)}
          passwordHref={href(paths.password)}
          payPasswordHref={href(paths.payPassword)}
          bindEmailHref={href(`${paths.security}?bind=email`)}
          bindPhoneHref={href(`${paths.security}?bind=mobile`)}
          onRetry={() => send({ type: 'info.retry' })}
        />
      </main>
    </>
  )
}
