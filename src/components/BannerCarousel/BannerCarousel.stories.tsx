import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { homeContentSnapshots, mockBanners } from '@/machines/home-content/home-content.fixtures'
import { toHomeContentView } from '@/machines/home-content/home-content.view'
import { BannerCarousel } from './BannerCarousel'

const banners = (snapshot: keyof typeof homeContentSnapshots) =>
  toHomeContentView(homeContentSnapshots[snapshot]).banners

const meta = {
  component: BannerCarousel,
  args: {
    ...banners('loaded'),
    hrefOf: (item) => `#/pages/common/article?id=${item.id}`,
    onSelect: fn(),
    onHold: fn(),
    onRelease: fn(),
    onTogglePlay: fn(),
    onRetry: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof BannerCarousel>

export default meta
type Story = StoryObj<typeof meta>

/** The visible banner's picture decoded, so the screenshot never catches it half-loaded. */
const coversLoaded = (root: HTMLElement) =>
  waitFor(
    () => {
      for (const img of root.querySelectorAll('img'))
        expect(img.complete && img.naturalWidth > 0).toBe(true)
    },
    { timeout: 5000 },
  )

export const Loading: Story = {
  args: banners('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading promotions')
  },
}

/** Rotating: the first banner, a dot per banner, a pause button. */
export const Playing: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await coversLoaded(canvasElement)
    const carousel = canvas.getByRole('region', { name: 'Promotions' })
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(canvas.getByRole('link', { name: 'Live prices for 25 coins' })).toHaveAttribute(
      'href',
      '#/pages/common/article?id=1',
    )
    await expect(canvas.getByRole('button', { name: 'Show promotion 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Show promotion 3 of 3' }))
    await expect(args.onSelect).toHaveBeenCalledWith(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Pause promotions' }))
    await expect(args.onTogglePlay).toHaveBeenCalledOnce()
  },
}

export const Rotated: Story = {
  args: banners('rotated'),
  play: async ({ canvas, canvasElement }) => {
    await coversLoaded(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Show promotion 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
}

/** Pointing at the banners or tabbing into them holds the rotation; leaving lets it go on. */
export const Held: Story = {
  args: banners('held'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await coversLoaded(canvasElement)
    const carousel = canvas.getByRole('region', { name: 'Promotions' })
    await userEvent.hover(carousel)
    await expect(args.onHold).toHaveBeenCalled()
    await userEvent.unhover(carousel)
    await expect(args.onRelease).toHaveBeenCalled()
    await userEvent.tab()
    await userEvent.tab()
    // focus on the second banner's link brings it into view
    await expect(canvas.getByRole('link', { name: /Copy trading/ })).toHaveFocus()
    await expect(args.onSelect).toHaveBeenLastCalledWith(1)
  },
}

export const Paused: Story = {
  args: banners('paused'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await coversLoaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Play promotions' }))
    await expect(args.onTogglePlay).toHaveBeenCalledOnce()
  },
}

/** A swipe to the left shows the next banner and is not taken for a tap on the link. */
export const Swipe: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await coversLoaded(canvasElement)
    const link = canvas.getByRole('link', { name: 'Live prices for 25 coins' })
    const box = link.getBoundingClientRect()
    const y = box.top + box.height / 2
    let followed = false
    link.addEventListener('click', (e) => (followed = !e.defaultPrevented))
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: link, coords: { x: box.right - 20, y } },
      { target: link, coords: { x: box.left + 20, y } },
      { keys: '[/MouseLeft]', target: link, coords: { x: box.left + 20, y } },
    ])
    await expect(args.onSelect).toHaveBeenCalledWith(1)
    await expect(followed).toBe(false)
  },
}

export const SingleBanner: Story = {
  args: { items: mockBanners.slice(0, 1) },
  play: async ({ canvas, canvasElement }) => {
    await coversLoaded(canvasElement)
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** No banners: the home shows nothing in their place. */
export const Empty: Story = {
  args: banners('empty'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="banner-carousel"]')).toBeNull()
  },
}

export const Failed: Story = {
  args: banners('bannersFailed'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Couldn’t load the promotions.')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
