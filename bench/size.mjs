#!/usr/bin/env node
/**
 * `npm run bench:size`: JS and CSS the first route (home) downloads, from the Vite build manifest:
 * the entry chunk plus its static imports, raw, gzip -9 and brotli (quality 11).
 * Goal (issue 3): ≤ 160 KiB brotli JS for the home/markets route. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'

const GOAL_KIB = 160
const dist = fileURLToPath(new URL('../dist/', import.meta.url))
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'))
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) throw new Error('no entry in dist/.vite/manifest.json; run npm run build first')

const js = new Set()
const css = new Set()
const visit = (key) => {
  const chunk = manifest[key]
  if (!chunk || js.has(chunk.file)) return
  js.add(chunk.file)
  for (const file of chunk.css ?? []) css.add(file)
  for (const dep of chunk.imports ?? []) visit(dep)
}
visit(entryKey)

const measure = (files) =>
  [...files].reduce(
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
const j = measure(js)
const c = measure(css)
console.info(`first route (${entryKey}): ${js.size} JS file(s), ${css.size} CSS file(s)`)
console.info(`JS   raw ${kib(j.raw)}  gzip ${kib(j.gzip)}  brotli ${kib(j.brotli)}  (goal ≤ ${GOAL_KIB} KiB brotli)`)
console.info(`CSS  raw ${kib(c.raw)}  gzip ${kib(c.gzip)}  brotli ${kib(c.brotli)}`)
console.info(j.brotli <= GOAL_KIB * 1024 ? 'within goal' : 'OVER GOAL')
