import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { paths } from '@/app/paths'
import { SupportEntry } from '@/components/SupportEntry/SupportEntry'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { supportMachine } from '@/machines/messages/support.machine'
import { toSupportView } from '@/machines/messages/support.view'

export interface SupportScreenProps {
  /** Stories pass `supportMachine.provide(...)`. @default supportMachine */
  machine?: typeof supportMachine
}

/**
 * Spec §2 /pages/other/kefu/index: customer service. The operator's `support_url` opens in a new
 * tab (a third-party page is never framed); visitors may reach it too.
 */
export function SupportScreen({ machine = supportMachine }: SupportScreenProps) {
  const { t } = useTranslation('message')
  const navigate = useNavigate()
  const location = useLocation()
  const [snapshot, send] = useMachine(machine)
  const back = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1))
  return (
    <>
      <NavBar title={t('support.title')} onBack={back} />
      <main className="px-4 py-4">
        <SupportEntry
          {...toSupportView(snapshot)}
          onRetry={() => send({ type: 'support.retry' })}
        />
      </main>
    </>
  )
}
