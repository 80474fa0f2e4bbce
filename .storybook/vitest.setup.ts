import { afterEach, beforeAll, expect } from 'vitest'
import { page } from 'vitest/browser'
import { configure } from 'storybook/test'

// findBy*/waitFor wait up to 5 s instead of 1 s: on a busy machine (CI shares its two cores) a
// screen's second request can take longer than a second; a passing story is not slowed by it
configure({ asyncUtilTimeout: 5_000 })

// anything that moves is frozen for snapshots (STYLE §3.1): no caret blink, no animations
beforeAll(() => {
  const style = document.createElement('style')
  style.textContent =
    '*, *::before, *::after { caret-color: transparent !important; animation: none !important; transition: none !important; }'
  document.head.append(style)
  // The test page carries <base target="_parent">: a link that no handler takes (one clicked just
  // as a re-render removed it) would navigate the runner's own page and end the whole run. Inside
  // a story a link may at most move this page's hash, which reloads nothing.
  document.querySelector('base[target]')?.setAttribute('target', '_self')
  window.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null
    const href = link?.getAttribute('href') ?? '#'
    if (e.defaultPrevented || href.startsWith('#') || link?.getAttribute('target') === '_blank')
      return
    e.preventDefault()
    console.error(`a story link to ${href} was not handled; the test page stays`)
  })
})

/** Screenshot of every story that passed, compared pixel-for-pixel with its committed baseline. */
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') return
  // focus rings depend on how focus arrived (and on disabled-while-busy buttons); leave them out
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  await document.fonts.ready
  await repaintFromScratch()
  const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()
  await expect.element(page.getByTestId('story-canvas')).toMatchScreenshot(name)
})

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/**
 * Paints the frame again in one piece. After a partial repaint (a blur, a caret), anti-aliased
 * rounded corners are blended over what was there before and can differ by a colour step from a
 * fresh paint; hiding and showing the canvas makes every screenshot a fresh paint.
 */
async function repaintFromScratch() {
  const canvas = document.querySelector<HTMLElement>('[data-testid="story-canvas"]')
  if (!canvas) return
  canvas.style.visibility = 'hidden'
  await frame()
  await frame()
  canvas.style.visibility = ''
  await frame()
  await frame()
}
