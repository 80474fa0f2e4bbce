import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { announcementsSnapshots } from '@/machines/messages/announcements.fixtures'
import { toAnnouncementsView } from '@/machines/messages/announcements.view'
import { snapshotViews } from '@sb/story-helpers'
import { AnnouncementList } from './AnnouncementList'

const view = snapshotViews(announcementsSnapshots, toAnnouncementsView)

const meta = {
  component: AnnouncementList,
  args: {
    ...view('ready'),
    announcementHref: (id: number) => `#/pages/other/ggDetail?id=${id}`,
    onRetry: fn(),
    onLoadMore: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AnnouncementList>

export default meta
type Story = StoryObj<typeof meta>

/** Pinned first; each row opens its announcement. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('link')
    await expect(rows).toHaveLength(3)
    await expect(rows[0]).toHaveAccessibleName(/Scheduled maintenance.*Pinned/)
    await expect(rows[0]).toHaveAttribute('href', '#/pages/other/ggDetail?id=9')
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading announcements')
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No announcements yet')).toBeVisible()
  },
}

export const HasMore: Story = {
  args: view('hasMore'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

export const LoadingMore: Story = {
  args: view('loadingMore'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Load more/ })).toBeDisabled()
  },
}

export const MoreFailed: Story = {
  args: view('moreFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more announcements')
  },
}

export const French: Story = { globals: { locale: 'fr' } }
