/// <reference types="vite-plugin-pwa/client" />
import { credentials } from '@/api/credentials'
import { cacheLoadedAssets } from '@/app/offline-cache'
import { createI18n, LANGUAGE_STORAGE_KEY, storedLanguage } from '@/i18n/i18n'
import { tagToCode } from '@/i18n/languages'
import { warmClassMerge } from '@/lib/cn'
import { warmNumberFormat } from '@/lib/format'
import { migrateStorage } from '@/lib/storage-version'
import { TOKEN_KEY } from '@/machines/session/token-key'
import '@/styles/app.css'

// Imported on their own, one after the other, so each is evaluated in a task of its own rather
// than all in the entry's (their files load together: the build preloads them with the entry's,
// vite.config.ts `entryAfterFirstPaint`): the market feed, first the contract's schemas (zod),
// then the HTTP client, XState and the socket (market-services.ts); then the React tree, the
// router and the route table (root.tsx), whose graph shares those modules.
const feed = import('@/api/contract/market').then(() => import('@/app/market-services'))
const app = feed.then(() => import('@/app/root'))

/**
 * Ends the current task, so the browser can paint and answer input before the next step. The
 * boot is a few steps of a few milliseconds each (four times that on a slow phone); in one task
 * they would block the page that long after its first paint.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

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

  // everything the first screen needs starts now, side by side: the base namespaces, the market
  // feed and its first snapshot (one feed for the whole app); the first route's chunk and
  // namespaces as soon as the route table is there. So the first render shows the whole screen.
  const i18nReady = createI18n({ lng, ns: [] })
  await nextTask()
  // the first snapshot's rows render after the rest of the first screen and after its effects
  // (which start the list's machine), in a task of their own
  let firstRendered = () => {}
  const { createMarketServices } = await feed
  const market = createMarketServices(new Promise<void>((done) => (firstRendered = done)))
  // each in a task of its own while those files load, not in the first render's
  setTimeout(() => warmNumberFormat(lng))
  setTimeout(warmClassMerge)

  const { createRoutes, preloadScreen, renderApp } = await app
  const routes = createRoutes((ns) => i18nReady.then((i18n) => i18n.loadNamespaces([...ns])))
  const firstPath = window.location.hash.slice(1) || '/'
  const [i18n] = await Promise.all([i18nReady, preloadScreen(routes, firstPath)])
  i18n.on('languageChanged', applyLanguage)
  renderApp(document.getElementById('root')!, {
    i18n,
    market,
    routes,
    afterFirstEffects: firstRendered,
  })
}

void boot()

// the offline shell (vite.config.ts `installable`): production builds only, so `npm run dev` and
// Storybook never serve from a stale cache; registered after the page's load event
if (import.meta.env.PROD) {
  void import('virtual:pwa-register').then(({ registerSW }) =>
    registerSW({ onRegisteredSW: () => void cacheLoadedAssets() }),
  )
}
