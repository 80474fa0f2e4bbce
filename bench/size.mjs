#!/usr/bin/env node
/**
 * `npm run bench:size`: JS and CSS the first route downloads, from the Vite build manifest, raw,
 * gzip -9 and brotli (quality 11):
 * - the entry chunk plus its static imports: what every route downloads first (each screen,
 *   home included, is its own chunk, loaded beside it);
 * - the home and markets routes (markets is the one Lighthouse measures): that, plus the screen's
 *   chunk and its static imports, plus the namespaces it loads at start-up in the default
 *   language (pt).
 * Goal (issue 10): the first route's JS ≤ 160 KiB brotli, for home and for markets.
 * Run after `npm run build`.
 */
import { readFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const GOAL_KIB = 160
const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'))
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) throw new Error('no entry in dist/.vite/manifest.json; run npm run build first')
const base = ['common', 'errors']
const MARKETS = [
  'src/screens/MarketsScreen/MarketsScreen.tsx',
  ...[...base, 'markets'].map((ns) => `locales/pt/${ns}.json`),
]
const HOME = [
  'src/screens/HomeScreen/HomeScreen.tsx',
  ...[...base, 'auth', 'home', 'markets', 'settings'].map((ns) => `locales/pt/${ns}.json`),
]

/** The files of `keys` and their static imports. */
function files(keys) {
  const js = new Set()
  const css = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest`)
    if (js.has(chunk.file)) return
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  keys.forEach(visit)
  return { js, css }
}

const measure = (names) =>
  [...names].reduce(
    (sum, file) => {
      const bytes = readFileSync(`${dist}${file}`)
      return {
        raw: sum.raw + bytes.length,
        gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length,
        brotli:
          sum.brotli +
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      }
    },
    { raw: 0, gzip: 0, brotli: 0 },
  )

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`
const ENTRY = [entryKey]
const home = files(ENTRY)
const markets = files([...ENTRY, ...MARKETS])
const j = measure(home.js)
const c = measure(home.css)
const m = measure(markets.js)
const homeRoute = files([...ENTRY, ...HOME])
const h = measure(homeRoute.js)
console.info(
  `entry (${entryKey}, every route): ${home.js.size} JS file(s), ${home.css.size} CSS file(s)`,
)
console.info(`JS   raw ${kib(j.raw)}  gzip ${kib(j.gzip)}  brotli ${kib(j.brotli)}`)
console.info(`CSS  raw ${kib(c.raw)}  gzip ${kib(c.gzip)}  brotli ${kib(c.brotli)}`)
console.info(
  `home route: ${homeRoute.js.size} JS file(s) with its chunk and pt namespaces, raw ${kib(h.raw)}  brotli ${kib(h.brotli)}`,
)
console.info(
  `markets route: ${markets.js.size} JS file(s) with its chunk and pt namespaces, raw ${kib(m.raw)}  brotli ${kib(m.brotli)}`,
)
const first = Math.max(h.brotli, m.brotli)
console.info(
  `first route (the larger): ${kib(first)} brotli, goal ≤ ${GOAL_KIB} KiB: ${first <= GOAL_KIB * 1024 ? 'within goal' : 'OVER GOAL'}`,
)
