import { useMachine } from '@xstate/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useFiat, useFiatView } from '@/app/fiat'
import { href, paths } from '@/app/paths'
import { SessionContext, useToast } from '@/app/services'
import { useBack } from '@/app/use-back'
import { SettingsMenu, type SettingsLinks } from '@/components/SettingsMenu/SettingsMenu'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { NavBar } from '@/components/ui/NavBar/NavBar'
import { isLanguageTag } from '@/i18n/i18n'
import { languageOptions } from '@/i18n/languages'
import { toSessionView } from '@/machines/session/session.view'
import type { HomeLocationState } from '@/screens/HomeScreen/HomeScreen'
import { settingsMachine } from '@/machines/settings/settings.machine'
import { toSettingsView, toVipSummary } from '@/machines/settings/settings.view'

/** The app's version (spec §1: 0.8.0, version code 80). */
export const APP_VERSION = '0.8.0'

const links: SettingsLinks = {
  profile: href(paths.userInfo),
  security: href(paths.security),
  verification: href(paths.verification),
  bank: href(paths.bank),
  addresses: href(paths.wallet),
  invite: href(paths.share),
  coupons: href(paths.coupon),
  about: href(paths.aboutUs),
  faq: href(paths.faq),
  contact: href(paths.contactUs),
  compliance: href(paths.compliance),
}

export interface SettingsScreenProps {
  /** The hub's logic; stories pass `settingsMachine.provide(...)`. @default settingsMachine */
  machine?: typeof settingsMachine
}

/**
 * Spec §2 /pages/setting/setting: the settings hub. A chosen language applies at once (i18n
 * stores it on this device); a chosen fiat currency goes to the app-wide fiat actor, which
 * stores it; logging out returns home, which ends the session and says so.
 */
export function SettingsScreen({ machine = settingsMachine }: SettingsScreenProps) {
  const { t, i18n } = useTranslation('settings')
  const navigate = useNavigate()
  const toast = useToast()
  const session = SessionContext.useActorRef()
  const { user, isLoadingUser, isLoggingOut } = SessionContext.useSelector(toSessionView)
  const [snapshot, send, actor] = useMachine(machine)
  const fiat = useFiat()
  const { rate: _rate, ...fiatView } = useFiatView()
  const view = toSettingsView(snapshot)

  useEffect(() => {
    const subscriptions = [
      actor.on('language.chosen', (e) => void i18n.changeLanguage(e.tag)),
      actor.on('fiat.chosen', (e) => fiat.choose(e.code)),
      actor.on(
        'logout',
        () =>
          // home ends the session once this protected screen is gone, then announces it
          void navigate(paths.home, {
            replace: true,
            state: { endSession: true } satisfies HomeLocationState,
          }),
      ),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [actor, i18n, fiat, navigate])

  const copyUid = (uid: number) =>
    // no clipboard outside a secure context (plain http on another host): say it did not copy
    (navigator.clipboard?.writeText(String(uid)) ?? Promise.reject(new Error('no clipboard'))).then(
      () => toast({ tone: 'success', key: 'settings:hub.copied' }),
      () => toast({ tone: 'info', key: 'settings:hub.copyFailed' }),
    )
  const back = useBack(paths.home)
  const language = isLanguageTag(i18n.language) ? i18n.language : 'en'

  return (
    <>
      <NavBar title={t('hub.title')} onBack={back} />
      <main className="px-4 pb-8">
        {user ? (
          <SettingsMenu
            {...view}
            user={{
              name: user.nickname || user.email || user.phone || user.account_number,
              uid: user.id,
              avatar: user.head_portrait || null,
              vip: toVipSummary(user.vip),
            }}
            links={links}
            version={APP_VERSION}
            languages={languageOptions}
            language={language}
            fiat={fiatView}
            isLoggingOut={isLoggingOut}
            onOpenLanguage={() => send({ type: 'language.open' })}
            onOpenFiat={() => send({ type: 'fiat.open' })}
            onLogout={() => send({ type: 'logout.open' })}
            onClosePanel={() => send({ type: 'panel.close' })}
            onCopyUid={() => void copyUid(user.id)}
            onRetryVerification={() => send({ type: 'verification.retry' })}
            onChooseLanguage={(tag) => send({ type: 'language.choose', tag })}
            onChooseFiat={(code) => send({ type: 'fiat.choose', code })}
            onRetryFiat={fiat.retry}
            onConfirmLogout={() => send({ type: 'logout.confirm' })}
          />
        ) : isLoadingUser ? (
          <Loader />
        ) : (
          <ErrorState
            title={t('profile.user.failed')}
            onRetry={() => session.send({ type: 'user.refresh' })}
          />
        )}
      </main>
    </>
  )
}
