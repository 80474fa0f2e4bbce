import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { unreadSnapshots } from '@/machines/messages/unread.fixtures'
import { toUnreadView } from '@/machines/messages/unread.view'
import { MessageCentreMenu } from './MessageCentreMenu'

const unread = (key: keyof typeof unreadSnapshots) => toUnreadView(unreadSnapshots[key])

const meta = {
  component: MessageCentreMenu,
  args: {
    unread: unread('ready'),
    supportHref: '#/pages/other/kefu/index',
    systemHref: '#/pages/other/mailMessageList',
    announcementsHref: '#/pages/other/ggList',
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof MessageCentreMenu>

export default meta
type Story = StoryObj<typeof meta>

/** Two unread system messages: a badge and the count under the row's title. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const system = canvas.getByRole('link', { name: /System messages/ })
    await expect(system).toHaveAttribute('href', '#/pages/other/mailMessageList')
    await expect(system).toHaveTextContent('2 unread messages')
    await expect(system).toHaveAttribute('data-state', 'unread')
    await expect(canvas.getByRole('link', { name: /Customer service/ })).toHaveAttribute(
      'href',
      '#/pages/other/kefu/index',
    )
    await expect(canvas.getByRole('link', { name: /Platform announcements/ })).toHaveAttribute(
      'href',
      '#/pages/other/ggList',
    )
  },
}

/** The desk's answers wait in the chat: customer service has its own badge and count. */
export const SupportUnread: Story = {
  args: { unread: unread('none'), supportUnread: unread('ready') },
  play: async ({ canvas }) => {
    const support = canvas.getByRole('link', { name: /Customer service/ })
    await expect(support).toHaveAttribute('data-state', 'unread')
    await expect(support).toHaveTextContent('2 unread replies')
    await expect(canvas.getByRole('link', { name: /System messages/ })).toHaveAttribute(
      'data-state',
      'read',
    )
  },
}

/** Everything read: no badge, the row describes itself. */
export const AllRead: Story = {
  args: { unread: unread('none') },
  play: async ({ canvas }) => {
    const system = canvas.getByRole('link', { name: /System messages/ })
    await expect(system).toHaveTextContent('Account and security notices')
    await expect(system).toHaveAttribute('data-state', 'read')
  },
}

/** Past 99 the badge stops counting. */
export const Many: Story = {
  args: { unread: unread('many') },
  play: async ({ canvas }) => {
    const system = canvas.getByRole('link', { name: /System messages/ })
    await expect(system).toHaveTextContent('99+')
    await expect(system).toHaveTextContent('128 unread messages')
  },
}

/** The first count is on its way: the menu works, without a badge. */
export const Loading: Story = {
  args: { unread: unread('loading') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /System messages/ })).toHaveAttribute(
      'data-state',
      'read',
    )
  },
}

/** A refresh keeps the last count shown. */
export const Refreshing: Story = {
  args: { unread: unread('refreshing') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /System messages/ })).toHaveTextContent(
      '2 unread messages',
    )
  },
}

/** The count could not be loaded: the menu still leads everywhere. */
export const Failed: Story = { args: { unread: unread('failed') } }

/** A visitor has no count (the route asks them to log in first). */
export const Visitor: Story = {
  args: { unread: unread('visitor') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /System messages/ })).toHaveTextContent(
      'Account and security notices',
    )
  },
}

export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Thai: Story = { args: { unread: unread('many') }, globals: { locale: 'th' } }
