import { useMachine, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { href, paths } from '@/app/paths'
import { SessionContext, useToast } from '@/app/services'
import { AreaPickerSheet } from '@/components/AreaPicker/AreaPicker'
import { LoginForm } from '@/components/LoginForm/LoginForm'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import type { CodeButtonRef } from '@/machines/code-button/code-button.machine'
import { loginMachine } from '@/machines/login/login.machine'
import { toLoginView } from '@/machines/login/login.view'
import { useAreaPicker, usePreferredArea } from '../AreaScreen/use-area-picker'
import { accountFromSearch, accountSearch } from './account-params'

export interface LoginScreenProps {
  /** The login logic; stories pass `loginMachine.provide(...)`. @default loginMachine */
  machine?: typeof loginMachine
  /** Seconds before a new code may be requested (stories shorten it). */
  cooldownSeconds?: number
}

/**
 * Spec §2 /pages/common/login: e-mail or phone, with password or code. `?account=` or
 * `?phone=&area=&iso=` pre-fills the account (after registering or resetting the password).
 */
/**
 * What a screen may hand the login screen: `endSession` ends the current session once login shows;
 * `back` is the in-app path (with its query) to return to once logged in (home by default).
 */
export interface LoginLocationState {
  endSession?: boolean
  back?: string
}

export function LoginScreen({ machine = loginMachine, cooldownSeconds }: LoginScreenProps) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const location = useLocation()
  const session = SessionContext.useActorRef()
  const state = location.state as LoginLocationState | null
  const endSession = state?.endSession === true
  // only a path of this app (never another origin)
  const back =
    state?.back?.startsWith('/') && !state.back.startsWith('//') ? state.back : paths.home
  useEffect(() => {
    if (endSession) session.send({ type: 'session.logout' })
  }, [endSession, session])
  const toast = useToast()
  const area = usePreferredArea()
  const [snapshot, send, actorRef] = useMachine(machine, {
    input: { ...accountFromSearch(params, area), cooldownSeconds },
  })
  const picker = useAreaPicker((choice) => send({ type: 'area.change', area: choice }))
  // the get-code child lives as long as the form; its ref outlives the final state
  const [codeRef] = useState(() => actorRef.getSnapshot().children.codeButton as CodeButtonRef)
  const code = useSelector(codeRef, (s) => s)
  const view = toLoginView(snapshot, code)
  // "forgot password?" carries what was typed, so it need not be typed twice
  const forgetAccount =
    view.channel === 'email'
      ? { channel: view.channel, email: view.account.trim() }
      : {
          channel: view.channel,
          phone: view.account.trim(),
          area: { areaCode: view.areaCode, iso: view.areaIso },
        }

  useEffect(() => {
    if (snapshot.status !== 'done') return
    session.send({ type: 'session.start', token: snapshot.output })
    toast({ tone: 'success', key: 'auth:login.success' })
    navigate(back, { replace: true })
  }, [snapshot.status, snapshot.output, session, toast, navigate, back])

  return (
    <>
      <NavBar title={t('login.title')} onBack={() => navigate(paths.home)} />
      <main className="px-4 py-6">
        <LoginForm
          {...view}
          registerHref={href(paths.register)}
          forgetHref={href(
            `${paths.forget}${view.account.trim() ? accountSearch(forgetAccount) : ''}`,
          )}
          onModeChange={(mode) => send({ type: 'mode.change', mode })}
          onChannelChange={(channel) => send({ type: 'channel.change', channel })}
          onPickArea={() => picker.open({ areaCode: view.areaCode, iso: view.areaIso })}
          onAccountChange={(value) => send({ type: 'account.change', value })}
          onPasswordChange={(value) => send({ type: 'password.change', value })}
          onCodeChange={(value) => send({ type: 'code.change', value })}
          onRequestCode={() => send({ type: 'code.request' })}
          onSubmit={() => send({ type: 'form.submit' })}
        />
      </main>
      <AreaPickerSheet {...picker.sheet} />
    </>
  )
}
