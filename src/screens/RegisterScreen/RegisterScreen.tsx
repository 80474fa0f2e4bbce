import { useMachine, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { useToast } from '@/app/services'
import { RegisterForm } from '@/components/RegisterForm/RegisterForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { CodeButtonRef } from '@/machines/code-button/code-button.machine'
import { registerMachine } from '@/machines/register/register.machine'
import { toRegisterView } from '@/machines/register/register.view'

export interface RegisterScreenProps {
  /** @default registerMachine */
  machine?: typeof registerMachine
  cooldownSeconds?: number
}

/** Spec §2 /pages/common/register; `?code=` carries the inviter's code from the share link. */
export function RegisterScreen({ machine = registerMachine, cooldownSeconds }: RegisterScreenProps) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { inviteCode: params.get('code') ?? undefined, cooldownSeconds },
  })
  const [codeRef] = useState(() => actorRef.getSnapshot().children.codeButton as CodeButtonRef)
  const code = useSelector(codeRef, (s) => s)

  useEffect(() => {
    if (snapshot.status !== 'done') return
    toast({ tone: 'success', key: 'auth:register.success' })
    navigate(`${paths.login}?account=${encodeURIComponent(snapshot.output.account)}`, { replace: true })
  }, [snapshot.status, snapshot.output, toast, navigate])

  return (
    <>
      <NavBar title={t('register.title')} onBack={() => navigate(paths.login)} />
      <main className="px-4 py-6">
        <RegisterForm
          {...toRegisterView(snapshot, code)}
          loginHref={href(paths.login)}
          onFieldChange={(field, value) => send({ type: 'field.change', field, value })}
          onRequestCode={() => send({ type: 'code.request' })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      </main>
    </>
  )
}
