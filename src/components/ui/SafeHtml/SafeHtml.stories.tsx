import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { MockArticle } from '@/api/contract/content.fixtures'
import { SafeHtml } from './SafeHtml'

const meta = {
  component: SafeHtml,
  args: { html: String(MockArticle.content) },
} satisfies Meta<typeof SafeHtml>

export default meta
type Story = StoryObj<typeof meta>

/** Every image decoded, so the screenshot never catches one half-loaded. */
const imagesLoaded = (root: HTMLElement) =>
  waitFor(
    () => {
      for (const img of root.querySelectorAll('img')) {
        expect(img.complete && img.naturalWidth > 0, img.src).toBe(true)
      }
    },
    { timeout: 5000 },
  )

/** An announcement: a heading, a list and an image no wider than the text. */
export const Article: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'During the maintenance' }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await imagesLoaded(canvasElement)
    const img = canvas.getByRole('img', { name: 'Maintenance window from 02:00 to 04:00 UTC' })
    await expect(img.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.querySelector('[data-slot="safe-html"]')!.getBoundingClientRect().width,
    )
  },
}

/** Scripts, handlers, `javascript:` links, forms, frames and inline styles never get through. */
export const Sanitised: Story = {
  args: {
    html: [
      '<p style="color:#000;font-size:40px">Only this sentence stays.</p>',
      '<script>window.pwned = true</script>',
      '<img src="/content/menu/coupon.svg" alt="" width="48" height="48" onerror="window.pwned = true">',
      '<a href="javascript:window.pwned = true">A link that does nothing</a>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body { display: none }</style>',
    ].join(''),
  },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="safe-html"]')!
    await expect(canvas.getByText('Only this sentence stays.')).not.toHaveAttribute('style')
    await expect(root.querySelector('script, form, input, iframe, style, [onerror]')).toBeNull()
    await expect(canvas.getByText('A link that does nothing')).not.toHaveAttribute('href')
    await expect((window as { pwned?: boolean }).pwned).toBeUndefined()
  },
}

/** Links leave the app in a new tab without an opener; links into the app stay. */
export const Links: Story = {
  args: {
    html: '<p>Read the <a href="https://example.com/terms">terms</a> or open <a href="#/pages/market/market">Markets</a>.</p>',
  },
  play: async ({ canvas }) => {
    const external = canvas.getByRole('link', { name: 'terms' })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    const internal = canvas.getByRole('link', { name: 'Markets' })
    await expect(internal).not.toHaveAttribute('target')
    await expect(internal).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="safe-html"]')).toBeEmptyDOMElement()
  },
}
