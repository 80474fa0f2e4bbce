import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  homeContentSnapshots,
  mockAnnouncements,
} from '@/machines/home-content/home-content.fixtures'
import { toHomeContentView } from '@/machines/home-content/home-content.view'
import { AnnouncementTicker } from './AnnouncementTicker'

const announcements = (snapshot: keyof typeof homeContentSnapshots) =>
  toHomeContentView(homeContentSnapshots[snapshot]).announcements

const meta = {
  component: AnnouncementTicker,
  args: {
    ...announcements('loaded'),
    hrefOf: (item) => `#/pages/common/article?id=${item.id}`,
    onSelect: fn(),
    onHold: fn(),
    onRelease: fn(),
    onTogglePlay: fn(),
    onRetry: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AnnouncementTicker>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: announcements('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading announcements')
  },
}

/** The pinned maintenance notice first; a tap opens its article. */
export const Playing: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const ticker = canvas.getByRole('region', { name: 'Announcements' })
    await expect(ticker).toHaveAttribute('data-state', 'playing')
    await expect(canvas.getAllByRole('link')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: /Scheduled maintenance/ })).toHaveAttribute(
      'href',
      '#/pages/common/article?id=9',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Pause announcements' }))
    await expect(args.onTogglePlay).toHaveBeenCalledOnce()
  },
}

export const Rotated: Story = {
  args: announcements('rotated'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /New listing/ })).toBeVisible()
  },
}

/** Hover or focus holds the rotation; focus brings the focused title into view. */
export const Held: Story = {
  args: announcements('held'),
  play: async ({ canvas, args, userEvent }) => {
    const ticker = canvas.getByRole('region', { name: 'Announcements' })
    await userEvent.hover(ticker)
    await expect(args.onHold).toHaveBeenCalled()
    await userEvent.unhover(ticker)
    await expect(args.onRelease).toHaveBeenCalled()
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: /New listing/ })).toHaveFocus()
    await expect(args.onSelect).toHaveBeenLastCalledWith(1)
  },
}

export const Paused: Story = {
  args: announcements('paused'),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play announcements' }))
    await expect(args.onTogglePlay).toHaveBeenCalledOnce()
  },
}

export const SingleAnnouncement: Story = {
  args: { items: mockAnnouncements.slice(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Risk warning/ })).toBeVisible()
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

/** Nothing to announce: the bar is not shown. */
export const Empty: Story = {
  args: announcements('empty'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="announcement-ticker"]')).toBeNull()
  },
}

export const Failed: Story = {
  args: announcements('announcementsFailed'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Couldn’t load the announcements.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
