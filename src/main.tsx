/// <reference types="vite-plugin-pwa/client" />
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { HashRouter } from 'react-router-dom'
import { credentials } from '@/api/credentials'
import { createMarketServices, MarketProvider } from '@/app/market'
import { cacheLoadedAssets } from '@/app/offline-cache'
import { AppRoutes, createRoutes, namespacesAt, preloadScreen } from '@/app/router'
import { AppServices } from '@/app/services'
import { createI18n, LANGUAGE_STORAGE_KEY, storedLanguage } from '@/i18n/i18n'
import { tagToCode } from '@/i18n/languages'
import { warmClassMerge } from '@/lib/cn'
import { warmNumberFormat } from '@/lib/format'
import { migrateStorage } from '@/lib/storage-version'
import { TOKEN_KEY } from '@/machines/session/session.machine'
import '@/styles/app.css'

/**
 * Ends the current task, so the browser can paint and answer input before the next step. The
 * boot is a few steps of a few milliseconds each (four times that on a slow phone); in one task
 * they would block the page that long after its first paint.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * Calls `then` in a task of its own once the first render's effects have run (they start the
 * screens' machines, together, in one task after the first paint).
 */
function AfterFirstEffects({ then }: { then: () => void }) {
  useEffect(() => {
    const later = setTimeout(then)
    return () => clearTimeout(later)
  }, [then])
  return null
}

async function boot() {
  // the entry's modules have just run, in one task of their own
  await nextTask()
  migrateStorage(localStorage)
  const lng = storedLanguage(localStorage)
  const applyLanguage = (tag: string) => {
    credentials.setLang(tagToCode(tag))
    document.documentElement.lang = tag
    localStorage.setItem(LANGUAGE_STORAGE_KEY, tag)
  }
  applyLanguage(lng)
  // the stored token goes to the client before any request or render: screens' machines start in
  // effects, which React runs before the session provider's own effect starts the session (whose
  // entry publishes it), and a first request without the token would end the session (999)
  credentials.setToken(localStorage.getItem(TOKEN_KEY))

  // everything the first screen needs starts now, side by side: the base namespaces with the first
  // route's and the first route's chunk, then the market feed and its first snapshot (one feed for
  // the whole app), so the first render shows the whole first screen
  const firstPath = window.location.hash.slice(1) || '/'
  const i18nReady = createI18n({ lng, ns: namespacesAt(firstPath) })
  const routes = createRoutes((ns) => i18nReady.then((i18n) => i18n.loadNamespaces([...ns])))
  const ready = Promise.all([i18nReady, preloadScreen(routes, firstPath)])
  await nextTask()
  // the first snapshot's rows render after the rest of the first screen and after its effects
  // (which start the list's machine), in a task of their own
  let firstRendered = () => {}
  const market = createMarketServices(new Promise<void>((done) => (firstRendered = done)))
  // each in a task of its own while those files load, not in the first render's
  setTimeout(() => warmNumberFormat(lng))
  setTimeout(warmClassMerge)
  const [i18n] = await ready
  i18n.on('languageChanged', applyLanguage)

  // the first render replaces index.html's static shell with the whole first screen; as a
  // transition, React renders it in slices that yield to the browser (input, paint) instead of one
  // long task, and commits it whole
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppServices storage={localStorage}>
            <MarketProvider services={market}>
              <HashRouter>
                <AppRoutes table={routes} />
                <AfterFirstEffects then={firstRendered} />
              </HashRouter>
            </MarketProvider>
          </AppServices>
        </I18nextProvider>
      </StrictMode>,
    ),
  )
}

void boot()

// the offline shell (vite.config.ts `installable`): production builds only, so `npm run dev` and
// Storybook never serve from a stale cache; registered after the page's load event
if (import.meta.env.PROD) {
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({ onRegisteredSW: () => void cacheLoadedAssets() }),
  )
}
