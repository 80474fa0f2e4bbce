import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

/** Screenshot of every story that passed, compared pixel-for-pixel with its committed baseline. */
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') return
  await document.fonts.ready
  const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()
  await expect.element(page.getByTestId('story-canvas')).toMatchScreenshot(name)
})
