import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { UserInfo } from '@/api/contract/auth'
import { MockUser } from '@/test/fixtures'
import { AccountCard } from './AccountCard'

const user = UserInfo.parse(MockUser)

const meta = {
  component: AccountCard,
  args: {
    state: 'visitor',
    user: null,
    loginHref: '#/login',
    registerHref: '#/register',
    onLogout: fn(),
  },
} satisfies Meta<typeof AccountCard>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '#/login')
  },
}

export const Loading: Story = { args: { state: 'loading' } }

export const User: Story = {
  args: { state: 'user', user },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('K7Q2M9XA')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
}

export const LoggingOut: Story = {
  args: { state: 'user', user, isLoggingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sair/ })).toBeDisabled()
  },
}

export const UserEnglish: Story = { args: { state: 'user', user }, globals: { locale: 'en' } }

/** The home page's card: the way to account security and identity verification. */
export const UserWithLinks: Story = {
  args: {
    state: 'user',
    user,
    securityHref: '#/pages/setting/security',
    verificationHref: '#/pages/setting/real_mark',
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '#/pages/setting/security',
    )
    await expect(canvas.getByRole('link', { name: 'Identity verification' })).toHaveAttribute(
      'href',
      '#/pages/setting/real_mark',
    )
  },
}

/** Still loading the profile: the links wait for it. */
export const LoadingWithLinks: Story = {
  args: { state: 'loading', securityHref: '#/s', verificationHref: '#/v' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}
