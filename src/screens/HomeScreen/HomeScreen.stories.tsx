import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'
import { authHandlerList } from '@/api/msw/auth'
import { commonScenarios } from '@/api/msw/common'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '../../../.storybook/decorators/withRouter'
import { withSession } from '../../../.storybook/decorators/withSession'
import { HomeScreen } from './HomeScreen'

const meta = {
  component: HomeScreen,
  decorators: [withRouter, withSession],
  parameters: { frame: 'screen', route: '/', session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sandbox Exchange' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#/pages/common/login')
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Markets, Trade and Assets arrive with their issues; until then a tap says so. */
export const TabInDevelopment: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Markets' }))
    await expect(await canvas.findByText('Function in development')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  },
}

export const LoggedIn: Story = {
  parameters: { session: { token: MockToken, user: MockUser } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Hi, ana' })).toBeVisible()
  },
}

/** A stored token whose profile is still on its way. */
export const LoadingUser: Story = {
  parameters: {
    session: { token: MockToken },
    msw: {
      handlers: {
        auth: [
          http.get('*/api/user/info', async () => {
            await delay('infinite')
            return HttpResponse.json({})
          }),
          ...authHandlerList,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your account…')).toBeVisible()
  },
}

export const LogOut: Story = {
  parameters: { session: { token: MockToken, user: MockUser } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out' }))
    await expect(await canvas.findByText('You are logged out')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible()
  },
}

/** Type 999 on user/info: "please log in first", then the login screen after the redirect delay. */
export const SessionExpired: Story = {
  parameters: {
    session: { token: MockToken },
    msw: {
      handlers: {
        auth: [
          http.get('*/api/user/info', () => HttpResponse.json({ type: '999', message: 'Token expired' })),
          ...authHandlerList,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please log in first')).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
  },
}

export const SiteConfigDown: Story = {
  parameters: { msw: { handlers: { common: [commonScenarios.siteConfigDown] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Exchange' })).toBeVisible()
  },
}
