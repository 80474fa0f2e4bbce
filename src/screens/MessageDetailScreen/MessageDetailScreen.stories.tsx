import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect } from 'storybook/test'
import { marketHandlers } from '@/api/msw/market'
import { createMessageMock, messageScenarios } from '@/api/msw/message'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { MessageDetailScreen } from './MessageDetailScreen'

const msw = (...message: RequestHandler[]) => ({
  msw: {
    handlers: {
      message: [...message, ...createMessageMock().list],
      market: [marketHandlers.favourites],
    },
  },
})

const meta = {
  component: MessageDetailScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: '/pages/other/mailMessageDetail?id=37',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MessageDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Message' })).toBeVisible()
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Scheduled maintenance on 15 March' }),
    ).toBeVisible()
    await expect(canvas.getByText('Mar 3, 2025, 3:30 AM')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { ...msw(messageScenarios.detailPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the message' })).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

/** Another user's message (or none): the server says not found, and nothing is marked. */
export const NotFound: Story = {
  parameters: { route: '/pages/other/mailMessageDetail?id=404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Message not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '#/pages/other/mailMessageList',
    )
  },
}

/** A link without a usable id never reaches the server. */
export const BadId: Story = {
  parameters: {
    route: '/pages/other/mailMessageDetail?id=abc',
    ...msw(
      http.get('*/api/message/detail', () => HttpResponse.json({ type: 'ok', message: null })),
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Message not found')).toBeVisible()
  },
}

/** The request failed; Retry asks again. */
export const Failed: Story = {
  parameters: msw(http.get('*/api/message/detail', () => HttpResponse.error(), { once: true })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Scheduled maintenance on 15 March' }),
    ).toBeVisible()
  },
}
