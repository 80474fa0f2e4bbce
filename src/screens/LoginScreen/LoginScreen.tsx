import { useMachine, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { SessionContext, useToast } from '@/app/services'
import { LoginForm } from '@/components/LoginForm/LoginForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { CodeButtonRef } from '@/machines/code-button/code-button.machine'
import { loginMachine } from '@/machines/login/login.machine'
import { toLoginView } from '@/machines/login/login.view'

export interface LoginScreenProps {
  /** The login logic; stories pass `loginMachine.provide(...)`. @default loginMachine */
  machine?: typeof loginMachine
  /** Seconds before a new code may be requested (stories shorten it). */
  cooldownSeconds?: number
}

/** Spec §2 /pages/common/login: e-mail with password or code; `?account=` pre-fills the e-mail. */
export function LoginScreen({ machine = loginMachine, cooldownSeconds }: LoginScreenProps) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const session = SessionContext.useActorRef()
  const toast = useToast()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { account: params.get('account') ?? '', cooldownSeconds },
  })
  // the get-code child lives as long as the form; its ref outlives the final state
  const [codeRef] = useState(() => actorRef.getSnapshot().children.codeButton as CodeButtonRef)
  const code = useSelector(codeRef, (s) => s)

  useEffect(() => {
    if (snapshot.status !== 'done') return
    session.send({ type: 'session.start', token: snapshot.output })
    toast({ tone: 'success', key: 'auth:login.success' })
    navigate(paths.home, { replace: true })
  }, [snapshot.status, snapshot.output, session, toast, navigate])

  return (
    <>
      <NavBar title={t('login.title')} onBack={() => navigate(paths.home)} />
      <main className="px-4 py-6">
        <LoginForm
          {...toLoginView(snapshot, code)}
          registerHref={href(paths.register)}
          onModeChange={(mode) => send({ type: 'mode.change', mode })}
          onAccountChange={(value) => send({ type: 'account.change', value })}
          onPasswordChange={(value) => send({ type: 'password.change', value })}
          onCodeChange={(value) => send({ type: 'code.change', value })}
          onRequestCode={() => send({ type: 'code.request' })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      </main>
    </>
  )
}
