/**
 * The app's React tree: providers, router and the route table. main.tsx imports this module on
 * its own (`import()`), so the browser evaluates it in a task of its own after the boot's first
 * steps have started the requests, instead of in the one long task that evaluated the whole
 * entry graph before (index.html preloads its files with the entry's).
 */
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { HashRouter, type RouteObject } from 'react-router-dom'
import { MarketProvider } from './market'
import type { MarketServices } from './market-services'
import { BootStages, Staged, StagesRoot } from './boot-stages'
import { AppRoutes } from './router'
import { AppServices } from './services'

export { createRoutes, preloadScreen } from './router'

export interface AppParts {
  i18n: I18n
  market: MarketServices
  routes: RouteObject[]
  /**
   * Called in a task of its own once the first screen is on screen (after the frame that first
   * showed it) and its effects have run.
   */
  afterFirstEffects: () => void
}

/** Calls `then` in a task after the next frame (or soon, in a hidden page, which draws none). */
function afterNextFrame(then: () => void) {
  let called = false
  const once = () => {
    if (called) return
    called = true
    then()
  }
  requestAnimationFrame(() => setTimeout(once))
  setTimeout(once, HIDDEN_PAGE_FALLBACK_MS)
}
const HIDDEN_PAGE_FALLBACK_MS = 250

/**
 * The first render draws the whole first screen out of sight, a part per task (boot-stages.tsx),
 * while index.html's static shell stays on screen; then it takes the static shell's place in one
 * go. Hidden by `visibility`, not `display`: each part is styled and laid out in the frame after
 * its task, so the swap is a repaint, not the whole screen's first style and layout in one task.
 * Under React (the dev server), each part also renders as a transition.
 */
export function renderApp(container: HTMLElement, parts: AppParts): void {
  const stage = document.createElement('div')
  // laid out (so the list measures its frame) but not painted, over the static shell
  stage.style.cssText = 'position:absolute;inset:0;visibility:hidden'
  container.append(stage)
  const stages = new BootStages(() =>
    setTimeout(() => {
      for (const node of [...container.childNodes]) if (node !== stage) node.remove()
      // one repaint: the tree was styled and laid out while it was drawn
      stage.style.removeProperty('visibility')
      // the rows then render in a task of their own
      afterNextFrame(parts.afterFirstEffects)
    }),
  )
  const root = createRoot(stage)
  startTransition(() =>
    root.render(
      <StrictMode>
        <StagesRoot stages={stages}>
          <I18nextProvider i18n={parts.i18n}>
            <AppServices storage={localStorage}>
              <MarketProvider services={parts.market}>
                <HashRouter>
                  <Staged>
                    <AppRoutes table={parts.routes} />
                  </Staged>
                </HashRouter>
              </MarketProvider>
            </AppServices>
          </I18nextProvider>
        </StagesRoot>
      </StrictMode>,
    ),
  )
}
