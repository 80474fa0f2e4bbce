import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import { createChatMock } from '@/api/msw/chat'
import { commonHandlers } from '@/api/msw/common'
import { ok } from '@/api/msw/envelope'
import { paths } from '@/app/paths'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { ContactScreen } from './ContactScreen'

const supportUrl = (value: string) => ({
  common: [
    http.get('*/api/getSetting', ({ request }) =>
      new URL(request.url).searchParams.get('keyword') === 'support_url'
        ? ok({ key: 'support_url', value })
        : undefined,
    ),
    ...Object.values(commonHandlers),
  ],
})

const meta = {
  component: ContactScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: paths.contactLinks,
    session: { token: MockToken, user: MockUser },
    msw: {
      handlers: { ...supportUrl('https://t.me/sandbox_support'), chat: createChatMock().list },
    },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof ContactScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Logged in: the chat with its unread answer, then the operator's channel. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    await expect(await canvas.findByText('1 new')).toBeVisible()
    await expect(await canvas.findByText('Opens t.me in a new tab')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Chat with support/ })).toHaveAttribute(
      'href',
      `#${paths.support}`,
    )
  },
}

/** A visitor sees the page too; the chat asks them to log in first. */
export const Visitor: Story = {
  parameters: { session: { token: null } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Opens t.me in a new tab')).toBeVisible()
    await expect(canvas.queryByText(/new$/)).toBeNull()
  },
}

export const Unconfigured: Story = {
  parameters: { msw: { handlers: { ...supportUrl(''), chat: createChatMock().list } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No support channel is configured')).toBeVisible()
  },
}
