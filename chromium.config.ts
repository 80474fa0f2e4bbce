/** Shared Chromium settings for Vitest browser mode, Playwright e2e and benchmarks (TOOLCHAIN §2). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // the last three keep screenshots byte-identical between runs
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
]
