import { useMachine, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { AreaPickerSheet } from '@/components/AreaPicker/AreaPicker'
import { RegisterForm } from '@/components/RegisterForm/RegisterForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { CodeButtonRef } from '@/machines/code-button/code-button.machine'
import { registerMachine } from '@/machines/register/register.machine'
import { toRegisterView } from '@/machines/register/register.view'
import { useAreaPicker, usePreferredArea } from '../AreaScreen/use-area-picker'
import { accountSearch } from '../LoginScreen/account-params'

export interface RegisterScreenProps {
  /** @default registerMachine */
  machine?: typeof registerMachine
  cooldownSeconds?: number
}

/** Spec §2 /pages/common/register; `?code=` carries the inviter's code from the share link. */
export function RegisterScreen({
  machine = registerMachine,
  cooldownSeconds,
}: RegisterScreenProps) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const toast = useToast()
  const area = usePreferredArea()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { inviteCode: params.get('code') ?? undefined, area, cooldownSeconds },
  })
  const [codeRef] = useState(() => actorRef.getSnapshot().children.codeButton as CodeButtonRef)
  const code = useSelector(codeRef, (s) => s)
  const picker = useAreaPicker((choice) => send({ type: 'area.change', area: choice }))
  const view = toRegisterView(snapshot, code)

  useEffect(() => {
    if (snapshot.status !== 'done') return
    toast({ tone: 'success', key: 'auth:register.success' })
    navigate(`${paths.login}${accountSearch(snapshot.output)}`, { replace: true })
  }, [snapshot.status, snapshot.output, toast, navigate])

  return (
    <>
      <NavBar title={t('register.title')} onBack={() => navigate(paths.login)} />
      <main className="px-4 py-6">
        <RegisterForm
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
