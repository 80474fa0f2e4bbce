import { useMachine, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { AreaPickerSheet } from '@/components/AreaPicker/AreaPicker'
import { ForgetPasswordForm } from '@/components/ForgetPasswordForm/ForgetPasswordForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { CodeButtonRef } from '@/machines/code-button/code-button.machine'
import { forgetPasswordMachine } from '@/machines/forget-password/forget-password.machine'
import { toForgetPasswordView } from '@/machines/forget-password/forget-password.view'
import { useAreaPicker, usePreferredArea } from '../AreaScreen/use-area-picker'
import { accountFromSearch, accountSearch } from '../LoginScreen/account-params'

export interface ForgetPasswordScreenProps {
  /** @default forgetPasswordMachine */
  machine?: typeof forgetPasswordMachine
  cooldownSeconds?: number
}

/**
 * Spec §2 /pages/common/forget: a new login password with a code to the account's e-mail or
 * phone. The server ends every session of the account; the login form opens with it filled in.
 * The account may arrive as `?account=` or `?phone=&area=&iso=` (from the login form).
 */
export function ForgetPasswordScreen({
  machine = forgetPasswordMachine,
  cooldownSeconds,
}: ForgetPasswordScreenProps) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const toast = useToast()
  const area = usePreferredArea()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { ...accountFromSearch(params, area), cooldownSeconds },
  })
  const [codeRef] = useState(() => actorRef.getSnapshot().children.codeButton as CodeButtonRef)
  const code = useSelector(codeRef, (s) => s)
  const picker = useAreaPicker((choice) => send({ type: 'area.change', area: choice }))
  const view = toForgetPasswordView(snapshot, code)

  useEffect(() => {
    if (snapshot.status !== 'done') return
    toast({ tone: 'success', key: 'auth:forget.success' })
    navigate(`${paths.login}${accountSearch(snapshot.output)}`, { replace: true })
  }, [snapshot.status, snapshot.output, toast, navigate])

  return (
    <>
      <NavBar title={t('forget.submit')} onBack={() => navigate(paths.login)} />
      <main className="px-4 py-6">
        <ForgetPasswordForm
          {...view}
          loginHref={href(paths.login)}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onChannelChange={(channel) => send({ type: 'channel.change', channel })}
          onPickArea={() => picker.open({ areaCode: view.areaCode, iso: view.areaIso })}
          onRequestCode={() => send({ type: 'code.request' })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      </main>
      <AreaPickerSheet {...picker.sheet} />
    </>
  )
}
