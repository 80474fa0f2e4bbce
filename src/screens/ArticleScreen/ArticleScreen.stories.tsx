import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { contentHandlersWith, contentScenarios } from '@/api/msw/content'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { ArticleScreen } from './ArticleScreen'

const meta = {
  component: ArticleScreen,
  decorators: [withRouter, withSession],
  parameters: { frame: 'screen', route: '/pages/common/article?id=9', session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof ArticleScreen>

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

/** The maintenance notice: title, author and date, and its sanitised HTML. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Details' })).toBeVisible()
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
    await expect(await canvas.findByRole('status', { name: 'Loading the article' })).toBeVisible()
    // the app-wide indicator joins after its 800 ms grace: wait for it, for a stable picture
    await loadingOverlayShown(canvasElement)
  },
}

/** An id the server does not know. */
export const NotFound: Story = {
  parameters: { route: '/pages/common/article?id=404' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Article not found')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '#/')
  },
}

/** A link without a usable id never reaches the server. */
export const BadId: Story = {
  parameters: {
    route: '/pages/common/article?id=abc',
    msw: {
      handlers: {
        content: [
          http.post('*/api/news/detail', () => HttpResponse.json({ type: 'ok', message: null })),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Article not found')).toBeVisible()
  },
}

/** The request failed; Retry asks again. */
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Network error. Check your connection and try again',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /Scheduled maintenance/ }),
    ).toBeVisible()
    await imagesLoaded(canvasElement)
  },
}
