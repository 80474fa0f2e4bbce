import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { articleSnapshots } from '@/machines/article/article.fixtures'
import { toAnnouncementDetailView } from '@/machines/messages/announcement-detail.view'
import { messageDetailSnapshots } from '@/machines/messages/message-detail.fixtures'
import { toMessageDetailView } from '@/machines/messages/message-detail.view'
import { snapshotViews } from '@sb/story-helpers'
import { MessageDetail } from './MessageDetail'

const view = snapshotViews(messageDetailSnapshots, toMessageDetailView)

const meta = {
  component: MessageDetail,
  args: {
    ...view('ready'),
    kind: 'message',
    listHref: '#/pages/other/mailMessageList',
    timeZone: 'UTC',
    onRetry: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MessageDetail>

export default meta
type Story = StoryObj<typeof meta>

/** A system message: title, when it was sent, its sanitised HTML. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Scheduled maintenance on 15 March' }),
    ).toBeVisible()
    await expect(canvas.getByText('Mar 3, 2025, 3:30 AM')).toBeVisible()
    await expect(canvas.getByRole('list')).toHaveTextContent(
      'Deposits and withdrawals pause during the window.',
    )
  },
}

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the message' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: view('notFound'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Message not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '#/pages/other/mailMessageList',
    )
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** An announcement signs with its author. */
export const Announcement: Story = {
  args: {
    ...toAnnouncementDetailView(articleSnapshots.ready),
    kind: 'announcement',
    listHref: '#/pages/other/ggList',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sandbox Exchange · Jan 12, 2025, 9:00 AM')).toBeVisible()
  },
}

export const AnnouncementNotFound: Story = {
  args: {
    ...toAnnouncementDetailView(articleSnapshots.notFound),
    kind: 'announcement',
    listHref: '#/pages/other/ggList',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Announcement not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'All announcements' })).toBeVisible()
  },
}

export const Korean: Story = { globals: { locale: 'ko' }, args: view('notFound') }
