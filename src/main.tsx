/// <reference types="vite-plugin-pwa/client" />
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { credentials } from '@/api/credentials'
import { createMarketServices, MarketProvider } from '@/app/market'
import { createAppRouter, namespacesAt } from '@/app/router'
import { AppServices } from '@/app/services'
import { createI18n, LANGUAGE_STORAGE_KEY, storedLanguage } from '@/i18n/i18n'
import { tagToCode } from '@/i18n/languages'
import { migrateStorage } from '@/lib/storage-version'
import { TOKEN_KEY } from '@/machines/session/session.machine'
import '@/styles/app.css'

/** Resolves once the router has loaded the first location's lazy routes (chunk and namespaces). */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

async function boot() {
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

  // everything the first screen needs starts now, side by side: the market feed and its first
  // snapshot (one feed for the whole app), the base namespaces with the first route's, and the
  // first route's chunk (the router starts loading its lazy routes when created)
  const market = createMarketServices()
  const i18nReady = createI18n({ lng, ns: namespacesAt(window.location.hash.slice(1) || '/') })
  const router = createAppRouter((ns) => i18nReady.then((i18n) => i18n.loadNamespaces([...ns])))
  const [i18n] = await Promise.all([i18nReady, routerReady(router)])
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
              <RouterProvider router={router} />
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
  void import('virtual:pwa-register').then(({ registerSW }) => registerSW())
}
