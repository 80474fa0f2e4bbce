import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { MockSiteConfig } from '@/test/fixtures'
import { SiteHeader } from './SiteHeader'

const meta = {
  component: SiteHeader,
  args: { config: MockSiteConfig, onRetry: fn() },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sandbox Exchange' })).toBeVisible()
  },
}

export const NotLoadedYet: Story = { args: { config: null } }

export const Failed: Story = {
  args: { config: null, failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** A visitor: the account entry leads to the login page; no bell without a message centre. */
export const Visitor: Story = {
  args: { accountHref: '#/pages/common/login' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '#/pages/common/login',
    )
    await expect(canvas.queryByRole('link', { name: /Messages/ })).toBeNull()
  },
}

/** A user: the bell (nothing unread) and the account entry to the settings hub. */
export const User: Story = {
  args: {
    accountHref: '#/pages/setting/setting',
    isLoggedIn: true,
    messagesHref: '#/pages/other/mailMessage/mailMessage',
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Account and settings' })).toHaveAttribute(
      'href',
      '#/pages/setting/setting',
    )
    await expect(canvas.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '#/pages/other/mailMessage/mailMessage',
    )
  },
}

export const Unread: Story = {
  args: { ...User.args, unreadCount: 3 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Messages, 3 unread' })).toHaveTextContent('3')
  },
}

/** More than 99 unread: the badge and its label say 99+. */
export const ManyUnread: Story = {
  args: { ...User.args, unreadCount: 1250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /99\+/ })).toHaveTextContent('99+')
  },
}
