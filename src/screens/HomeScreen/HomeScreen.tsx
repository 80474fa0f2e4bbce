import { useMachine } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { href, paths } from '@/app/paths'
import { SessionContext, useAppStorage, useToast } from '@/app/services'
import { AccountCard } from '@/components/AccountCard/AccountCard'
import { SiteHeader } from '@/components/SiteHeader/SiteHeader'
import { toSessionView } from '@/machines/session/session.view'
import { siteMachine } from '@/machines/site/site.machine'

export interface HomeScreenProps {
  /** @default siteMachine */
  siteLogic?: typeof siteMachine
}

/**
 * The home tab (spec §2 pages/index/index). This slice shows the site and the account; banners,
 * announcements, tiles and live quotes arrive with the markets work.
 */
export function HomeScreen({ siteLogic = siteMachine }: HomeScreenProps) {
  const storage = useAppStorage()
  const session = SessionContext.useActorRef()
  const view = SessionContext.useSelector(toSessionView)
  const [site, sendSite] = useMachine(siteLogic, { input: { storage } })
  const toast = useToast()
  const wasLoggingOut = useRef(false)

  useEffect(() => {
    if (wasLoggingOut.current && !view.isLoggingOut && !view.isLoggedIn) {
      toast({ tone: 'success', key: 'auth:logout.success' })
    }
    wasLoggingOut.current = view.isLoggingOut
  }, [view.isLoggingOut, view.isLoggedIn, toast])

  return (
    <>
      <SiteHeader
        config={site.context.config}
        failed={site.matches('failed')}
        onRetry={() => sendSite({ type: 'site.retry' })}
      />
      <main className="flex flex-col gap-4 px-4 pb-6">
        <AccountCard
          state={!view.isLoggedIn && !view.isLoggingOut ? 'visitor' : view.user ? 'user' : 'loading'}
          user={view.user}
          isLoggingOut={view.isLoggingOut}
          loginHref={href(paths.login)}
          registerHref={href(paths.register)}
          onLogout={() => session.send({ type: 'session.logout' })}
        />
      </main>
    </>
  )
}
