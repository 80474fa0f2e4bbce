import { useMachine } from '@xstate/react'
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { useConnectionView, useMarket } from '@/app/market'
import { articleHref, href, paths, symbolHref } from '@/app/paths'
import { SessionContext, useAppStorage, useToast } from '@/app/services'
import { AccountCard } from '@/components/AccountCard/AccountCard'
import { AnnouncementTicker } from '@/components/AnnouncementTicker/AnnouncementTicker'
import { BannerCarousel } from '@/components/BannerCarousel/BannerCarousel'
import { HomeMarkets } from '@/components/HomeMarkets/HomeMarkets'
import { MenuGrid } from '@/components/MenuGrid/MenuGrid'
import { SiteHeader } from '@/components/SiteHeader/SiteHeader'
import { useChatUnread, useUnreadMessages } from '@/app/messages'
import { MENU_DOWNLOAD_URL } from '@/api/contract/content'
import { homeContentMachine } from '@/machines/home-content/home-content.machine'
import { supportMachine } from '@/machines/messages/support.machine'
import { toSupportView } from '@/machines/messages/support.view'
import { useSymbols } from '@/lib/use-quote'
import { toHomeContentView } from '@/machines/home-content/home-content.view'
import { toSessionView } from '@/machines/session/session.view'
import { siteMachine } from '@/machines/site/site.machine'

// most visits have no new notice: its dialog and the HTML sanitiser load only when one comes
const AnnouncementPopup = lazy(async () => ({
  default: (await import('@/components/AnnouncementPopup/AnnouncementPopup')).AnnouncementPopup,
}))

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

/** How many pairs the home page previews. */
const HOME_MARKETS_SIZE = 8

/** What a screen may hand home: `endSession` ends the current session once home shows. */
export interface HomeLocationState {
  endSession?: boolean
}

export interface HomeScreenProps {
  /** Whether a path opens a screen (router.tsx `isRouted`): only those tiles are links. */
  isRouted: (path: string) => boolean
  /** @default siteMachine */
  siteLogic?: typeof siteMachine
  /** Banners, announcements, tiles and the pop-up; stories freeze its rotation. @default homeContentMachine */
  contentLogic?: typeof homeContentMachine
  /** Reads the download tile's address (apk_download_url). @default supportMachine */
  downloadLogic?: typeof supportMachine
}

/**
 * The home tab (spec §2 pages/index/index): the site header, banners, the announcement ticker,
 * the home tiles, a live preview of the markets, the account, and the pop-up notice once per notice. The content follows the
 * interface language. The bell's badge is everything unread behind it: system messages plus the
 * support chat's answers (the latter live, from the user's room).
 */
export function HomeScreen({
  isRouted,
  siteLogic = siteMachine,
  contentLogic = homeContentMachine,
  downloadLogic = supportMachine,
}: HomeScreenProps) {
  const { i18n } = useTranslation()
  const storage = useAppStorage()
  const session = SessionContext.useActorRef()
  const location = useLocation()
  const view = SessionContext.useSelector(toSessionView)
  const [site, sendSite] = useMachine(siteLogic, { input: { storage } })
  const [content, send] = useMachine(contentLogic, {
    input: { storage, lang: i18n.language, autoplay: !prefersReducedMotion() },
  })
  const home = toHomeContentView(content)
  // the download tile opens the operator's app download (site setting apk_download_url)
  const [download] = useMachine(downloadLogic, { input: { key: 'apk_download_url' } })
  const downloadUrl = toSupportView(download).url
  const externalHrefs = useMemo(
    (): Record<string, string> => (downloadUrl ? { [MENU_DOWNLOAD_URL]: downloadUrl } : {}),
    [downloadUrl],
  )
  const toast = useToast()
  const wasLoggingOut = useRef(false)
  const { store, connection } = useMarket()
  const feed = useConnectionView()
  // the bell counts what waits in the message centre: system messages and the desk's answers
  const unread = useUnreadMessages()
  const chatUnread = useChatUnread()
  const bellCount =
    unread.count === null && chatUnread.count === null
      ? undefined
      : (unread.count ?? 0) + (chatUnread.count ?? 0)
  const symbols = useSymbols(store)
  // a preview of the markets tab: the first pairs in the platform's listing order
  const homeSymbols = useMemo(() => symbols.slice(0, HOME_MARKETS_SIZE), [symbols])

  // a protected screen that logs out comes here first and lets home end the session: ended while
  // that screen was still mounted, its guard would see no session and send the user to log in
  const endSession = (location.state as HomeLocationState | null)?.endSession === true
  useEffect(() => {
    if (endSession) session.send({ type: 'session.logout' })
  }, [endSession, session])

  useEffect(() => {
    if (wasLoggingOut.current && !view.isLoggingOut && !view.isLoggedIn) {
      toast({ tone: 'success', key: 'auth:logout.success' })
    }
    wasLoggingOut.current = view.isLoggingOut
  }, [view.isLoggingOut, view.isLoggedIn, toast])

  useEffect(() => {
    send({ type: 'language.change', lang: i18n.language })
  }, [i18n.language, send])

  const availablePaths = useMemo(
    () => new Set(home.menu.items.map((item) => item.url.split('?')[0]!).filter(isRouted)),
    [home.menu.items, isRouted],
  )

  return (
    <>
      <SiteHeader
        config={site.context.config}
        failed={site.matches('failed')}
        onRetry={() => sendSite({ type: 'site.retry' })}
        accountHref={href(view.isLoggedIn ? paths.settings : paths.login)}
        isLoggedIn={view.isLoggedIn}
        messagesHref={view.isLoggedIn ? href(paths.messageCentre) : undefined}
        unreadCount={bellCount}
      />
      <main className="flex flex-col gap-4 px-4 pb-6">
        <BannerCarousel
          {...home.banners}
          hrefOf={(item) => articleHref(item.id)}
          onSelect={(index) => send({ type: 'banners.select', index })}
          onHold={() => send({ type: 'banners.hold' })}
          onRelease={() => send({ type: 'banners.release' })}
          onTogglePlay={() => send({ type: 'banners.toggle' })}
          onRetry={() => send({ type: 'banners.retry' })}
        />
        <AnnouncementTicker
          {...home.announcements}
          hrefOf={(item) => articleHref(item.id)}
          onSelect={(index) => send({ type: 'announcements.select', index })}
          onHold={() => send({ type: 'announcements.hold' })}
          onRelease={() => send({ type: 'announcements.release' })}
          onTogglePlay={() => send({ type: 'announcements.toggle' })}
          onRetry={() => send({ type: 'announcements.retry' })}
        />
        <MenuGrid
          {...home.menu}
          availablePaths={availablePaths}
          hrefOf={href}
          externalHrefs={externalHrefs}
          onUnavailable={() => toast({ tone: 'info', key: 'common:app.inDevelopment' })}
          onRetry={() => send({ type: 'menu.retry' })}
        />
        <HomeMarkets
          store={store}
          symbols={homeSymbols}
          status={feed.status}
          error={feed.error}
          onRetry={feed.canRetry ? () => connection.send({ type: 'connection.retry' }) : undefined}
          moreHref={href(paths.market)}
          hrefOf={symbolHref}
        />
        <AccountCard
          state={
            !view.isLoggedIn && !view.isLoggingOut ? 'visitor' : view.user ? 'user' : 'loading'
          }
          user={view.user}
          isLoggingOut={view.isLoggingOut}
          loginHref={href(paths.login)}
          registerHref={href(paths.register)}
          onLogout={() => session.send({ type: 'session.logout' })}
          securityHref={href(paths.security)}
          verificationHref={href(paths.verification)}
        />
      </main>
      {home.popup && (
        <Suspense fallback={null}>
          <AnnouncementPopup popup={home.popup} onDismiss={() => send({ type: 'popup.dismiss' })} />
        </Suspense>
      )}
    </>
  )
}
