import { useMachine, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/app/paths'
import { SessionContext, useToast } from '@/app/services'
import { AreaPickerSheet } from '@/components/AreaPicker/AreaPicker'
import { BindTargetForm } from '@/components/BindTargetForm/BindTargetForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { Channel } from '@/machines/account-fields'
import { bindTargetMachine } from '@/machines/bind-target/bind-target.machine'
import { toBindTargetView } from '@/machines/bind-target/bind-target.view'
import type { CodeButtonRef } from '@/machines/code-button/code-button.machine'
import { useAreaPicker, usePreferredArea } from '../AreaScreen/use-area-picker'

export interface BindTargetScreenProps {
  kind: Channel
  /** @default bindTargetMachine */
  machine?: typeof bindTargetMachine
  cooldownSeconds?: number
}

/**
 * Binding an e-mail or phone, shown by the security screen at `?bind=email|mobile` (spec §2 has
 * no page of its own for it). Done: a toast, the session's profile refreshed, back to security.
 */
export function BindTargetScreen({
  kind,
  machine = bindTargetMachine,
  cooldownSeconds,
}: BindTargetScreenProps) {
  const { t } = useTranslation('security')
  const navigate = useNavigate()
  const toast = useToast()
  const session = SessionContext.useActorRef()
  const area = usePreferredArea()
  const [snapshot, send, actorRef] = useMachine(machine, { input: { kind, area, cooldownSeconds } })
  const [codeRef] = useState(() => actorRef.getSnapshot().children.codeButton as CodeButtonRef)
  const code = useSelector(codeRef, (s) => s)
  const picker = useAreaPicker((choice) => send({ type: 'area.change', area: choice }))
  const view = toBindTargetView(snapshot, code)

  useEffect(() => {
    if (snapshot.status !== 'done') return
    toast({
      tone: 'success',
      key: kind === 'email' ? 'security:bind.success.email' : 'security:bind.success.mobile',
    })
    session.send({ type: 'user.refresh' })
    navigate(paths.security, { replace: true })
  }, [snapshot.status, kind, toast, session, navigate])

  return (
    <>
      <NavBar
        title={kind === 'email' ? t('bind.email.title') : t('bind.phone.title')}
        onBack={() => navigate(paths.security, { replace: true })}
      />
      <main className="px-4 py-6">
        <BindTargetForm
          {...view}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onPickArea={() => picker.open({ areaCode: view.areaCode, iso: view.areaIso })}
          onRequestCode={() => send({ type: 'code.request' })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      </main>
      <AreaPickerSheet {...picker.sheet} />
    </>
  )
}
