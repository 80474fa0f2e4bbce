/**
 * What index.html's static shell shows before any script of the app has arrived: the first route's
 * real title and the tab bar's real labels, in the reader's language, written by one small inline
 * script that vite.config.ts (`bootShell`) builds from these lists and the locale files. So the
 * first paint already holds the page's heading (its largest text, the LCP element of the markets tab) instead of a grey bar, and the tab bar only where the app will draw one.
 *
 * Kept small on purpose (it travels in every first page): only the tab routes with a NavBar title,
 * and the four tab labels. The app's first render replaces the shell; the e2e journey
 * `markets.spec.ts` checks the shell's heading against the app's, word for word and box for box.
 *
 * Imported by vite.config.ts, so relative imports only (no `@/` alias) and nothing of the browser.
 */
import { DEFAULT_LANGUAGE, languageTags } from '../api/contract/languages'
import { STORAGE_VERSION, STORAGE_VERSION_KEY } from '../lib/storage-version'
import { paths } from './paths'

/**
 * Public tab routes whose screen opens with a NavBar title: its namespace and key (the screen's
 * own). Home draws the site header and trade no visible title; assets needs a session, and a
 * visitor lands on the login page instead, so its title would be the wrong one.
 */
export const bootTitles = [{ path: paths.market, ns: 'markets', key: 'markets.title' }] as const

/**
 * Routes whose first screen shows the price feed's StaleMarker under the header, and the words it
 * shows while the feed connects (namespace common). The shell draws them where the app will, in
 * the same type, so the app's first render paints no text larger than what the shell already
 * painted: Chromium would take such a text for the page's largest paint, at the time the scripts
 * had run.
 */
export const bootMarkers = [{ path: paths.market, key: 'staleMarker.connecting' }] as const

/** The tab bar's labels (TabBar, namespace common), in its order. */
export const bootTabLabels = ['tabBar.home', 'tabBar.market', 'tabBar.trade', 'tabBar.assets']

/** The routes that draw the tab bar (shell.tsx `tabOf`); index 0–3 is the tab they highlight. */
export const bootTabRoutes: ReadonlyArray<readonly [path: string, tab: number]> = [
  [paths.home, 0],
  [paths.homeAlias, 0],
  [paths.market, 1],
  [paths.trade, 2],
  [paths.assets, 3],
]

/** A namespace's texts in one language (locales/<lang>/<ns>.json). */
export type ReadTexts = (lang: string, ns: string) => Record<string, string>

/**
 * The inline script. It reads the language the app stores (key `lang`, default pt, and the
 * default too while the storage is older than the app's version, which the app then clears:
 * storage-version.ts) and the hash's path, then fills `#boot-title`, `#boot-marker` (or removes its row), the tab labels (`.boot-tabs span`), marks the current tab and
 * removes the tab bar where the route has none. Any failure leaves the shell as it was.
 */
export function bootScript(read: ReadTexts, storageKey: string): string {
  const text = (lang: string, ns: string, key: string) => {
    const value = read(lang, ns)[key]
    if (!value) throw new Error(`boot shell: ${lang}/${ns}.json has no "${key}"`)
    return value
  }
  const titles = Object.fromEntries(
    bootTitles.map((t) => [t.path, languageTags.map((lang) => text(lang, t.ns, t.key))]),
  )
  const markers = Object.fromEntries(
    bootMarkers.map((m) => [m.path, languageTags.map((lang) => text(lang, 'common', m.key))]),
  )
  const labels = languageTags.map((lang) => bootTabLabels.map((key) => text(lang, 'common', key)))
  const data = JSON.stringify({
    l: languageTags,
    d: languageTags.indexOf(DEFAULT_LANGUAGE),
    t: titles,
    m: markers,
    b: labels,
    r: Object.fromEntries(bootTabRoutes),
  })
  return `(function(){try{var s=${data},d=document,g=localStorage,i=Number(g.getItem(${JSON.stringify(STORAGE_VERSION_KEY)}))>=${STORAGE_VERSION}?s.l.indexOf(g.getItem(${JSON.stringify(storageKey)})):-1;if(i<0)i=s.d;var p=location.hash.slice(1).split("?")[0]||"/",t=s.t[p],h=d.getElementById("boot-title"),n=d.querySelector(".boot-tabs"),r=s.r[p];d.documentElement.lang=s.l[i];if(t&&h){h.textContent=t[i];h.className="boot-text"}var m=s.m[p],k=d.getElementById("boot-marker");if(k){if(m)k.textContent=m[i];else k.parentNode.remove()}if(n){if(r===void 0){n.remove()}else{n.querySelectorAll("span").forEach(function(e,k){e.textContent=s.b[i][k];if(k===r)e.parentNode.className="on"})}}}catch(e){}})()`
}
