import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { messageListSnapshots } from '@/machines/messages/message-list.fixtures'
import { toMessageListView } from '@/machines/messages/message-list.view'
import { snapshotViews } from '@sb/story-helpers'
import { MessageList } from './MessageList'

const view = snapshotViews(messageListSnapshots, toMessageListView)

const meta = {
  component: MessageList,
  args: {
    ...view('ready'),
    messageHref: (id: number) => `#/pages/other/mailMessageDetail?id=${id}`,
    timeZone: 'UTC',
    onRetry: fn(),
    onLoadMore: fn(),
    onReadAll: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MessageList>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages')
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull()
  },
}

/** Two unread (dotted, bold) above two read; each row opens its message. */
export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const rows = canvas.getAllByRole('link')
    await expect(rows).toHaveLength(4)
    await expect(rows[0]).toHaveAttribute('href', '#/pages/other/mailMessageDetail?id=41')
    await expect(rows[0]).toHaveAccessibleName(/^Unread Withdrawal address added/)
    await expect(rows[0]).toHaveAttribute('data-state', 'unread')
    await expect(within(rows[0]!).getByText('3/3/25, 8:30 AM')).toBeVisible()
    await expect(rows[2]).toHaveAttribute('data-state', 'read')
    await expect(canvas.getByText('2 unread')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }))
    await expect(args.onReadAll).toHaveBeenCalledOnce()
  },
}

export const MarkingRead: Story = {
  args: view('markingRead'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Mark all as read/ })).toBeDisabled()
  },
}

/** Marked read: no dots, no "mark all as read". */
export const AllRead: Story = {
  args: view('allRead'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull()
    for (const row of canvas.getAllByRole('link'))
      await expect(row).toHaveAttribute('data-state', 'read')
  },
}

export const ReadAllFailed: Story = {
  args: view('readAllFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not mark the messages as read')
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more messages')
    await expect(canvas.getAllByRole('link')).toHaveLength(10)
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Japanese: Story = { globals: { locale: 'ja' } }
