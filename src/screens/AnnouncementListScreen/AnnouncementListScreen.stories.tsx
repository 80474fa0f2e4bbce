import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import { http } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { MockAnnouncements, newsPage } from '@/api/contract/content.fixtures'
import { contentHandlersWith, contentScenarios } from '@/api/msw/content'
import { ok, readBody } from '@/api/msw/envelope'
import { credentials } from '@/api/credentials'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { AnnouncementListScreen } from './AnnouncementListScreen'

const content = (...overrides: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: { content: contentHandlersWith(...overrides) } },
})

/** Eighteen announcements: a second page after the first fifteen. */
const eighteen = Array.from({ length: 18 }, (_, i) => ({
  ...MockAnnouncements.en[i % 3]!,
  id: 100 + i,
  title: `${MockAnnouncements.en[i % 3]!.title} (${i + 1})`,
  sorts: 0,
}))
const longList = http.post('*/api/news/list', async ({ request }) => {
  const body = await readBody(request.clone())
  if (Number(body.c_id) !== 4) return undefined
  return ok(newsPage(eighteen, Number(body.page ?? 1), Number(body.limit ?? 15)))
})

const meta = {
  component: AnnouncementListScreen,
  decorators: [withRouter, withSession],
  parameters: { frame: 'screen', route: '/pages/other/ggList', session: { token: null } },
  globals: { locale: 'en' },
  // the news handlers answer in the request's language, which the app takes from i18n
  beforeEach: () => {
    credentials.setLang('en')
    return () => credentials.setLang('pt')
  },
} satisfies Meta<typeof AnnouncementListScreen>

export default meta
type Story = StoryObj<typeof meta>

/** A visitor reads the announcements too; the pinned one comes first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Announcements' }),
    ).toBeVisible()
    const first = await canvas.findByRole('link', { name: /Scheduled maintenance/ })
    await expect(first).toHaveAttribute('href', '#/pages/other/ggDetail?id=9')
    await expect(first).toHaveTextContent('Pinned')
  },
}

/** A row opens the announcement. */
export const OpensOne: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: /New listing: TON/ }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Announcement' }),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'New listing: TON/USDT spot trading is open',
      }),
    ).toBeVisible()
  },
}

export const LoadMore: Story = {
  parameters: content(longList),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /\(\d+\)/ })).toHaveLength(18))
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { ...content(contentScenarios.announcementsPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const Failed: Story = {
  parameters: content(contentScenarios.announcementsDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Empty: Story = {
  parameters: content(contentScenarios.announcementsEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No announcements yet')).toBeVisible()
  },
}

/** Portuguese rows from the server (the default language). */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  beforeEach: () => {
    credentials.setLang('pt')
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: /Manutenção programada/ }),
    ).toHaveTextContent('Fixado')
  },
}
