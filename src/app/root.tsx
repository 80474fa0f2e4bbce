/**
 * The app's React tree: providers, router and the route table. main.tsx imports this module on
 * its own (`import()`), so the browser evaluates it in a task of its own after the boot's first
 * steps have started the requests, instead of in the one long task that evaluated the whole
 * entry graph before (index.html preloads its files with the entry's).
 */
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { HashRouter, type RouteObject } from 'react-router-dom'
import { MarketProvider } from './market'
import type { MarketServices } from './market-services'
import { AppRoutes } from './router'
import { AppServices } from './services'

export { createRoutes, preloadScreen } from './router'

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

export interface AppParts {
  i18n: I18n
  market: MarketServices
  routes: RouteObject[]
  /** Called in a task of its own once the first render's effects have run. */
  afterFirstEffects: () => void
}

/**
 * The first render replaces index.html's static shell with the whole first screen; as a
 * transition, React renders it in slices that yield to the browser (input, paint) instead of one
 * long task, and commits it whole (Preact, in the build, renders it at once).
 */
export function renderApp(container: HTMLElement, parts: AppParts): void {
  const root = createRoot(container)
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={parts.i18n}>
          <AppServices storage={localStorage}>
            <MarketProvider services={parts.market}>
              <HashRouter>
                <AppRoutes table={parts.routes} />
                <AfterFirstEffects then={parts.afterFirstEffects} />
              </HashRouter>
            </MarketProvider>
          </AppServices>
        </I18nextProvider>
      </StrictMode>,
    ),
  )
}
