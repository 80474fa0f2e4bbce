import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import type { RequestHandler } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { manyMessages } from '@/api/contract/message.fixtures'
import { marketHandlers } from '@/api/msw/market'
import { createMessageMock, messageScenarios } from '@/api/msw/message'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { MessageListScreen } from './MessageListScreen'

const msw = (mock: RequestHandler[], ...message: RequestHandler[]) => ({
  msw: { handlers: { message: [...message, ...mock], market: [marketHandlers.favourites] } },
})
const fourteen = manyMessages(14)

const meta = {
  component: MessageListScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: '/pages/other/mailMessageList',
    session: { token: MockToken, user: MockUser },
    ...msw(createMessageMock().list),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MessageListScreen>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-slot=message-list] li')

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'System messages' }),
    ).toBeVisible()
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(4))
    await expect(canvas.getByText('2 unread')).toBeVisible()
  },
}

/** "Mark all as read": the dots go, a toast says how many. */
export const MarkAllRead: Story = {
  parameters: msw(createMessageMock().list),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark all as read' }))
    await expect(await canvas.findByText('2 messages marked as read')).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot=unread-dot]')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull()
  },
}

export const MarkAllReadFailed: Story = {
  parameters: msw(createMessageMock().list, messageScenarios.readAllDown),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark all as read' }))
    await expect(
      await canvas.findByText('Could not mark the messages as read. Try again.'),
    ).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-slot=unread-dot]')).toHaveLength(2)
  },
}

export const Loading: Story = {
  parameters: {
    ...msw(createMessageMock().list, messageScenarios.listPending),
    loadingIndicator: 'immediate',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading messages')).toBeInTheDocument()
    await loadingOverlayShown(canvasElement)
  },
}

export const Failed: Story = {
  parameters: msw(createMessageMock().list, messageScenarios.listDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Empty: Story = {
  parameters: msw(createMessageMock([]).list),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No messages yet')).toBeVisible()
  },
}

export const LoadMore: Story = {
  parameters: msw(createMessageMock(fourteen).list),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(14))
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

export const LoadMoreFailed: Story = {
  parameters: msw(createMessageMock(fourteen).list, messageScenarios.morePagesDown(fourteen)),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load more messages')
    await expect(rows(canvasElement)).toHaveLength(10)
  },
}
