import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { supportSnapshots } from '@/machines/messages/support.fixtures'
import { toSupportView } from '@/machines/messages/support.view'
import { snapshotViews } from '@sb/story-helpers'
import { ContactLinks } from './ContactLinks'

const view = snapshotViews(supportSnapshots, toSupportView)

const meta = {
  component: ContactLinks,
  args: {
    support: view('ready'),
    chatHref: '#/pages/other/kefu/index',
    unreadCount: 2,
    onRetry: fn(),
  },
  parameters: { frame: 'screen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof ContactLinks>

export default meta
type Story = StoryObj<typeof meta>

/** The in-app chat with two unread answers, and the operator's channel in a new tab. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Chat with support/ })).toHaveAttribute(
      'href',
      '#/pages/other/kefu/index',
    )
    await expect(canvas.getByText('2 new')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Contact customer service/ })).toHaveAttribute(
      'target',
      '_blank',
    )
  },
}

/** Nothing unread (or a visitor, whose count is unknown): no badge. */
export const NothingUnread: Story = {
  args: { unreadCount: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/new$/)).toBeNull()
  },
}

/** No `support_url`: the chat is still there. */
export const Unconfigured: Story = {
  args: { support: view('unconfigured') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No support channel is configured')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Chat with support/ })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { support: view('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading customer service')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: { support: view('failed') },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
