/**
 * What the screenshot baselines depend on outside the project: the Chromium build and the font
 * packages that draw the text. `visual-baselines/browser.json` records the fingerprint the
 * baselines were taken with (written by `npm run test:stories:update`); `npm test` compares it
 * with this machine's before the story run and says plainly when they differ.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
export const BROWSER_RECORD = `${root}visual-baselines/browser.json`

/** Debian packages whose version changes pixels: the browser, the fonts and the text shapers. */
export const RENDERING_PACKAGES = [
  'chromium',
  'fonts-liberation',
  'fonts-noto-cjk',
  'fonts-noto-color-emoji',
  'fonts-thai-tlwg',
  'fontconfig',
  'libfreetype6',
  'libharfbuzz0b',
]

/** `{ browser, packages }` of this machine; a package that is not installed reads 'missing'. */
export function browserFingerprint() {
  const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  // Debian's wrapper prints a harmless shell warning on stderr; the version is on stdout
  const version = spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout?.trim()
  const packages = {}
  for (const name of RENDERING_PACKAGES) {
    const r = spawnSync('dpkg-query', ['-W', '-f=${Version}', name], { encoding: 'utf8' })
    packages[name] = r.status === 0 && r.stdout ? r.stdout : 'missing'
  }
  return { browser: version || 'missing', packages }
}

/** The fingerprint the committed baselines were taken with, or null. */
export function recordedFingerprint() {
  if (!existsSync(BROWSER_RECORD)) return null
  return JSON.parse(readFileSync(BROWSER_RECORD, 'utf8'))
}

export function writeFingerprint(fingerprint = browserFingerprint()) {
  writeFileSync(BROWSER_RECORD, `${JSON.stringify(fingerprint, null, 2)}\n`)
}

/** Lines that say what differs between the recorded and the current fingerprint (empty: none). */
export function fingerprintDifferences(recorded, current) {
  if (!recorded) return ['no record of the browser the baselines were taken with']
  const lines = []
  if (recorded.browser !== current.browser)
    lines.push(`browser: baselines ${recorded.browser}, this machine ${current.browser}`)
  for (const name of new Set([
    ...Object.keys(recorded.packages),
    ...Object.keys(current.packages),
  ])) {
    const was = recorded.packages[name] ?? 'missing'
    const now = current.packages[name] ?? 'missing'
    if (was !== now) lines.push(`${name}: baselines ${was}, this machine ${now}`)
  }
  return lines
}

/** Prints a plain warning when the baselines were taken elsewhere; returns whether they match. */
export function checkFingerprint(log = console) {
  const differences = fingerprintDifferences(recordedFingerprint(), browserFingerprint())
  if (differences.length === 0) return true
  log.warn(
    [
      '',
      '⚠ The screenshot baselines were taken with another browser or font build:',
      ...differences.map((d) => `    ${d}`),
      '  Story screenshots may differ by pixels for that reason alone, not because of the code.',
      '  If the new build is the one to keep, re-take every baseline and commit them with the reason:',
      '    npm run test:stories:update && git add visual-baselines && git commit',
      '',
    ].join('\n'),
  )
  return false
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    writeFingerprint()
    console.info(`wrote ${BROWSER_RECORD.replace(root, '')}`)
  } else {
    process.exit(checkFingerprint() ? 0 : 1)
  }
}
