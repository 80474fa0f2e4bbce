import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { contentHandlersWith, contentScenarios } from '@/api/msw/content'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { AnnouncementDetailScreen } from './AnnouncementDetailScreen'

const meta = {
  component: AnnouncementDetailScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: { frame: 'screen', route: '/pages/other/ggDetail?id=9', session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof AnnouncementDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

const imagesLoaded = (root: HTMLElement) =>
  waitFor(
    () => {
      for (const img of root.querySelectorAll('img'))
        expect(img.complete && img.naturalWidth > 0).toBe(true)
    },
    { timeout: 5000 },
  )

/** The maintenance notice: title, author and date, its sanitised HTML. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /Scheduled maintenance/ }),
    ).toBeVisible()
    await expect(canvas.getByText('Sandbox Exchange · Jan 12, 2025, 9:00 AM')).toBeVisible()
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'During the maintenance' }),
    ).toBeVisible()
    await imagesLoaded(canvasElement)
  },
}

export const Loading: Story = {
  parameters: {
    loadingIndicator: 'immediate',
    msw: { handlers: { content: contentHandlersWith(contentScenarios.articlePending) } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading the announcement' }),
    ).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const NotFound: Story = {
  parameters: { route: '/pages/other/ggDetail?id=404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Announcement not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'All announcements' })).toHaveAttribute(
      'href',
      '#/pages/other/ggList',
    )
  },
}

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: {
        content: contentHandlersWith(
          http.post('*/api/news/detail', () => HttpResponse.error(), { once: true }),
        ),
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /Scheduled maintenance/ }),
    ).toBeVisible()
    await imagesLoaded(canvasElement)
  },
}
