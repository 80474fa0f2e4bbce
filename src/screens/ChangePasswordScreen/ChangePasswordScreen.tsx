import { useMachine, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { SecurityInfo } from '@/api/contract/auth-security'
import { paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { ForgetPasswordForm } from '@/components/ForgetPasswordForm/ForgetPasswordForm'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { useErrorText } from '@/i18n/use-error-text'
import type { AccountInput } from '@/machines/account-fields'
import type { CodeButtonRef } from '@/machines/code-button/code-button.machine'
import { forgetPasswordMachine } from '@/machines/forget-password/forget-password.machine'
import { toForgetPasswordView } from '@/machines/forget-password/forget-password.view'
import { securityMachine } from '@/machines/security/security.machine'
import { toSecurityView } from '@/machines/security/security.view'
import { accountSearch } from '../LoginScreen/account-params'
import type { LoginLocationState } from '../LoginScreen/LoginScreen'

export interface ChangePasswordScreenProps {
  /** @default securityMachine (reads which account the code goes to) */
  securityLogic?: typeof securityMachine
  /** @default forgetPasswordMachine */
  machine?: typeof forgetPasswordMachine
  cooldownSeconds?: number
}

/** The user's own account: the bound e-mail, else the phone. */
function ownAccount(info: SecurityInfo): AccountInput {
  if (info.email) return { channel: 'email', email: info.email }
  const areaCode = info.area_code
  return {
    channel: 'mobile',
    phone: info.phone.slice(areaCode.length + 1),
    area: { areaCode, iso: '' },
  }
}

/**
 * Spec §2 /pages/setting/password: a new login password with a code to the user's own e-mail (or
 * phone), through user/forget. Every session ends, this one too: the user logs in again.
 */
export function ChangePasswordScreen({
  securityLogic = securityMachine,
  machine = forgetPasswordMachine,
  cooldownSeconds,
}: ChangePasswordScreenProps) {
  const { t } = useTranslation('security')
  const navigate = useNavigate()
  const errorText = useErrorText()
  const [security, sendSecurity] = useMachine(securityLogic)
  const status = toSecurityView(security)
  const info = security.context.info
  return (
    <>
      <NavBar title={t('password.title')} onBack={() => navigate(paths.security)} />
      <main className="px-4 py-6">
        {status.status === 'failed' && (
          <ErrorState
            title={errorText(status.error)}
            onRetry={() => sendSecurity({ type: 'info.retry' })}
          />
        )}
        {status.status === 'loading' && <Loader />}
        {status.status === 'ready' && info && (
          <ChangePasswordForm
            account={ownAccount(info)}
            machine={machine}
            cooldownSeconds={cooldownSeconds}
          />
        )}
      </main>
    </>
  )
}

function ChangePasswordForm({
  account,
  machine,
  cooldownSeconds,
}: {
  account: AccountInput
  machine: typeof forgetPasswordMachine
  cooldownSeconds?: number
}) {
  const navigate = useNavigate()
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { ...account, locked: true, cooldownSeconds },
  })
  const [codeRef] = useState(() => actorRef.getSnapshot().children.codeButton as CodeButtonRef)
  const code = useSelector(codeRef, (s) => s)

  useEffect(() => {
    if (snapshot.status !== 'done') return
    toast({ tone: 'success', key: 'security:password.success' })
    // the server has ended every session; the login screen ends this one once it is shown, so
    // this protected screen's guard never sees a logged-out session ("please log in first")
    navigate(`${paths.login}${accountSearch(snapshot.output)}`, {
      replace: true,
      state: { endSession: true } satisfies LoginLocationState,
    })
  }, [snapshot.status, snapshot.output, toast, navigate])

  return (
    <ForgetPasswordForm
      {...toForgetPasswordView(snapshot, code)}
      onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
      onChannelChange={() => undefined}
      onPickArea={() => undefined}
      onRequestCode={() => send({ type: 'code.request' })}
      onSubmit={() => send({ type: 'form.submit' })}
    />
  )
}
