/**
 * The app frame: the page with its fade (spec §2: out ~200 ms, in after ~50 ms; reduced motion
 * honoured by app.css), the tab bar on tab pages, the toast layer and the loading indicator.
 * It is where the session's `notify` and `navigate` events become toasts and routes.
 */
import { Component, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { Loader } from '@/components/ui/Loader/Loader'
import { TabBar, type TabKey } from '@/components/ui/TabBar/TabBar'
import { Toaster } from '@/components/ui/Toaster/Toaster'
import { useErrorText } from '@/i18n/use-error-text'
import { Staged } from './boot-stages'
import { FavouritesProvider } from './favourites'
import type { LoginLocationState } from '@/screens/LoginScreen/LoginScreen'
import { ActivityContext, SessionContext, ToasterContext, useToast } from './services'
import { href, paths } from './paths'

const tabPaths: Record<TabKey, string> = {
  home: paths.home,
  market: paths.market,
  trade: paths.trade,
  assets: paths.assets,
}

function tabOf(pathname: string): TabKey | null {
  if (pathname === paths.homeAlias) return 'home'
  const entry = Object.entries(tabPaths).find(([, path]) => path === pathname)
  return entry ? (entry[0] as TabKey) : null
}

/** Turns the session's decisions (spec §8) into a toast and a route. */
function useSessionEffects() {
  const session = SessionContext.useActorRef()
  const navigate = useNavigate()
  const toast = useToast()
  useEffect(() => {
    const subscriptions = [
      session.on('notify', (e) =>
        toast({ tone: 'error', code: e.code, serverMessage: e.serverMessage }),
      ),
      session.on('navigate', (e) =>
        navigate(e.to === 'login' ? paths.login : paths.verification, {
          replace: true,
          // the protected screen that asked for a session: login returns there
          ...(e.back ? { state: { back: e.back } satisfies LoginLocationState } : {}),
        }),
      ),
    ]
    return () => subscriptions.forEach((s) => s.unsubscribe())
  }, [session, navigate, toast])
}

function ToastLayer() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const toasts = ToasterContext.useSelector((s) => s.context.toasts)
  const items = toasts.map((toast) => ({
    id: String(toast.id),
    tone: toast.tone,
    message:
      toast.tone === 'error'
        ? errorText(toast.code, toast.serverMessage)
        : t(toast.key as never, toast.values),
  }))
  return <Toaster toasts={items} className="absolute" />
}

function ActivityLayer() {
  const visible = ActivityContext.useSelector((s) => s.matches('visible'))
  return visible ? <Loader variant="overlay" className="absolute" /> : null
}

/**
 * A screen that fails to render says so with a retry (which renders it again) inside the app's
 * frame, instead of unmounting the whole app.
 */
class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? (
      <ErrorState onRetry={() => this.setState({ failed: false })} />
    ) : (
      this.props.children
    )
  }
}

export function AppShell() {
  const location = useLocation()
  // the fade is a transition between pages: the first page replaces index.html's static shell at
  // once (faded in, it would paint invisible, and its content would count as painted only when a
  // tick redrew it)
  const [firstPage] = useState(location.key)
  const fade = location.key !== firstPage
  useSessionEffects()
  const tab = tabOf(location.pathname)
  return (
    // favourites live here, inside the router and under the session, for every screen that stars
    <FavouritesProvider>
      <div className="bg-page text-ink relative mx-auto flex h-full max-w-[480px] flex-col overflow-hidden">
        <ScreenBoundary key={location.pathname}>
          <div className={cn('min-h-0 flex-1 overflow-y-auto', fade && 'animate-page-in')}>
            {/* the boot draws the screen a task after the frame (boot-stages.tsx) */}
            <Staged>
              <Outlet />
            </Staged>
          </div>
        </ScreenBoundary>
        {tab && (
          <TabBar
            active={tab}
            hrefs={{
              home: href(paths.home),
              market: href(paths.market),
              trade: href(paths.trade),
              assets: href(paths.assets),
            }}
          />
        )}
        <ToastLayer />
        <ActivityLayer />
      </div>
    </FavouritesProvider>
  )
}
