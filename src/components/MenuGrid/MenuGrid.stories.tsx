import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { homeContentSnapshots, mockMenu } from '@/machines/home-content/home-content.fixtures'
import { toHomeContentView } from '@/machines/home-content/home-content.view'
import { MenuGrid } from './MenuGrid'

const menu = (snapshot: keyof typeof homeContentSnapshots) =>
  toHomeContentView(homeContentSnapshots[snapshot]).menu

const meta = {
  component: MenuGrid,
  args: {
    ...menu('loaded'),
    availablePaths: new Set(['/pages/fund/transfer', '/pages/fund/select']),
    hrefOf: (url) => `#${url}`,
    onUnavailable: fn(),
    onRetry: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MenuGrid>

export default meta
type Story = StoryObj<typeof meta>

const iconsLoaded = (root: HTMLElement) =>
  waitFor(
    () => {
      for (const img of root.querySelectorAll('img'))
        expect(img.complete && img.naturalWidth > 0).toBe(true)
    },
    { timeout: 5000 },
  )

export const Loading: Story = {
  args: menu('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading services')
  },
}

/** Two pages of eight. Tiles whose screen exists are links; the others report the tap. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await iconsLoaded(canvasElement)
    await expect(canvas.getByRole('navigation', { name: 'Services' })).toBeVisible()
    const first = canvas.getByRole('list', { name: 'Page 1 of 2' })
    await expect(first.querySelectorAll('li')).toHaveLength(8)
    await expect(canvas.getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '#/pages/fund/transfer',
    )
    // the query string does not matter, the path does
    await expect(canvas.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '#/pages/fund/select?url=receive',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Copy trade' }))
    await expect(args.onUnavailable).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'copytrade' }),
    )
  },
}

/** A swipe to the second page moves the page marker. */
export const SecondPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await iconsLoaded(canvasElement)
    const second = canvas.getByRole('list', { name: 'Page 2 of 2' })
    second.parentElement!.scrollTo({ left: second.offsetLeft, behavior: 'instant' })
    await waitFor(() => expect(canvas.getByRole('button', { name: 'NFT' })).toBeVisible())
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-hidden] > :last-child')).toHaveClass(
        'bg-primary-ink',
      ),
    )
  },
}

/** A tile the app cannot name shows the server's title as it is. */
export const UnknownTile: Story = {
  args: {
    items: [
      ...mockMenu.slice(0, 3),
      { ...mockMenu[3]!, id: 99, title: 'Stock', key: null, url: '/pages/stock/stock' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await iconsLoaded(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Stock' })).toBeVisible()
    await expect(canvasElement.querySelector('[aria-hidden]')).toBeNull()
  },
}

/** No tiles: nothing is shown. */
export const Empty: Story = {
  args: menu('empty'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="menu-grid"]')).toBeNull()
  },
}

export const Failed: Story = {
  args: menu('menuFailed'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Couldn’t load the services.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The download tile is no page: it opens the operator's app download in a new tab. */
export const DownloadTile: Story = {
  args: {
    ...menu('loaded'),
    items: [
      ...menu('loaded').items.slice(0, 3),
      {
        id: 25,
        title: 'download',
        key: 'download',
        icon: 'download.svg',
        iconUrl: '/content/menu/download.svg',
        url: 'download',
        open_type: 'navigate',
        show: 1,
        sort: 25,
      },
    ],
    externalHrefs: { download: 'https://example.com/download/sandbox.apk' },
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Download app' })
    await expect(link).toHaveAttribute('href', 'https://example.com/download/sandbox.apk')
    await expect(link).toHaveAttribute('target', '_blank')
    await iconsLoaded(canvasElement)
  },
}
