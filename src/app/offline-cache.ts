/**
 * What the service worker keeps for a repeat visit offline (vite.config.ts `installable`).
 *
 * It precaches only the shell (index.html and the icons). Every hashed file of the build (the
 * entry, each screen's chunk, each locale's namespaces, the stylesheet) is cached the first time
 * the app uses it, by a cache-first route for `HASHED_ASSET`; the files a first visit loaded
 * before the worker was installed are handed to it once it is (`cacheLoadedAssets`). Precaching
 * every chunk instead made each first visit download the whole app (650 files) in its first
 * seconds, beside the live prices: on two cores, 5–6 % of frames missed their vsync in
 * `bench:ticks` against 2 % without a worker.
 *
 * Imported by vite.config.ts, so relative imports only and nothing of the browser at load.
 */

/**
 * A hashed file of the build: `…/assets/<name>-<8-character hash>.js` or `.css` (not a source
 * map), never under the API's or the uploads' paths.
 */
export const HASHED_ASSET =
  /^(?!.*\/(?:api|uploads?|socket\.io)\/)[^?#]*\/assets\/[^/?#]+-[\w-]{8}\.(?:js|css)(?:$|\?)/

/** The runtime cache those files go to; bounded, as old builds' files stay behind. */
export const ASSET_CACHE = { name: 'assets', maxEntries: 1000 } as const

/**
 * Tells the worker which hashed files this page loaded before the worker controlled it (a first
 * visit): Workbox's `CACHE_URLS` message, which its cache-first route answers by caching each.
 * Nothing to do on a page the worker already controls: those loads went through it.
 */
export async function cacheLoadedAssets(
  serviceWorker: ServiceWorkerContainer = navigator.serviceWorker,
  resources: readonly { name: string }[] = performance.getEntriesByType('resource'),
): Promise<string[]> {
  if (serviceWorker.controller) return []
  const { active } = await serviceWorker.ready
  const urlsToCache = resources.map((entry) => entry.name).filter((url) => HASHED_ASSET.test(url))
  if (active && urlsToCache.length > 0)
    active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
  return urlsToCache
}
