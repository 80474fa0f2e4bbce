import { useMachine, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { PayPasswordForm } from '@/components/PayPasswordForm/PayPasswordForm'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { useErrorText } from '@/i18n/use-error-text'
import type { CodeButtonRef } from '@/machines/code-button/code-button.machine'
import { payPasswordMachine } from '@/machines/pay-password/pay-password.machine'
import { toPayPasswordView } from '@/machines/pay-password/pay-password.view'
import { securityMachine } from '@/machines/security/security.machine'
import { toSecurityView } from '@/machines/security/security.view'

export interface PayPasswordScreenProps {
  /** @default securityMachine (whether a pay password exists, where the code goes) */
  securityLogic?: typeof securityMachine
  /** @default payPasswordMachine */
  machine?: typeof payPasswordMachine
  cooldownSeconds?: number
}

/** Spec §2 /pages/setting/payPassword: set or change the pay password with a code. */
export function PayPasswordScreen({
  securityLogic = securityMachine,
  machine = payPasswordMachine,
  cooldownSeconds,
}: PayPasswordScreenProps) {
  const { t } = useTranslation('security')
  const navigate = useNavigate()
  const errorText = useErrorText()
  const [security, sendSecurity] = useMachine(securityLogic)
  const info = toSecurityView(security)
  return (
    <>
      <NavBar title={t('overview.payPassword')} onBack={() => navigate(paths.security)} />
      <main className="px-4 py-6">
        {info.status === 'failed' && (
          <ErrorState
            title={errorText(info.error)}
            onRetry={() => sendSecurity({ type: 'info.retry' })}
          />
        )}
        {info.status === 'loading' && <Loader />}
        {info.status === 'ready' && (
          <PayPasswordFormScreen
            hasPayPassword={info.hasPayPassword}
            codeTarget={info.email ?? info.phone ?? ''}
            machine={machine}
            cooldownSeconds={cooldownSeconds}
          />
        )}
      </main>
    </>
  )
}

function PayPasswordFormScreen({
  hasPayPassword,
  codeTarget,
  machine,
  cooldownSeconds,
}: {
  hasPayPassword: boolean
  codeTarget: string
  machine: typeof payPasswordMachine
  cooldownSeconds?: number
}) {
  const navigate = useNavigate()
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { hasPayPassword, cooldownSeconds },
  })
  const [codeRef] = useState(() => actorRef.getSnapshot().children.codeButton as CodeButtonRef)
  const code = useSelector(codeRef, (s) => s)

  useEffect(() => {
    if (snapshot.status !== 'done') return
    toast({
      tone: 'success',
      key: hasPayPassword
        ? 'security:payPassword.success.change'
        : 'security:payPassword.success.set',
    })
    navigate(paths.security, { replace: true })
  }, [snapshot.status, hasPayPassword, toast, navigate])

  return (
    <PayPasswordForm
      {...toPayPasswordView(snapshot, code)}
      codeTarget={codeTarget}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onRequestCode={() => send({ type: 'code.request' })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  )
}
