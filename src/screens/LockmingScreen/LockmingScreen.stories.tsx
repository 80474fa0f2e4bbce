import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { createLockmingMock, lockmingScenarios } from '@/api/msw/lockming'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { LockmingScreen } from './LockmingScreen'

const meta = {
  component: LockmingScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: '/pages/lockming/lockming',
    session: { token: null },
    msw: { handlers: { lockming: createLockmingMock().list } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof LockmingScreen>

export default meta
type Story = StoryObj<typeof meta>

const location = (canvas: HTMLElement) => within(canvas).getByTestId('story-location')

/** A visitor: the locked products; DeFi writes `?type=defi`; Locked takes it away again. */
export const Products: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('article', { name: 'USDT · 5 days' })).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(5)
    await userEvent.click(canvas.getByRole('tab', { name: 'DeFi mining' }))
    await expect(await canvas.findByRole('article', { name: 'ETH · 10 days' })).toBeVisible()
    await expect(location(canvasElement)).toHaveTextContent('/pages/lockming/lockming?type=defi')
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('tab', { name: 'Locked mining' }))
    await expect(await canvas.findByRole('article', { name: 'BTC · 30 days' })).toBeVisible()
    await expect(location(canvasElement)).toHaveTextContent(/^\/pages\/lockming\/lockming$/)
  },
}

/** The home tile's cloud mining: `?type=cloud` opens its tab. */
export const CloudTile: Story = {
  parameters: { route: '/pages/lockming/lockming?type=cloud' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'USDT · 90 days' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: 'Cloud mining' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

/** A visitor's Lock opens the buy page, which asks for a login first. */
export const LockNeedsLogin: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const usdt = await canvas.findByRole('article', { name: 'USDT · 5 days' })
    await userEvent.click(within(usdt).getByRole('link', { name: 'Lock USDT for 5 days' }))
    // the buy page needs a session: it says so, then the session sends the visitor to log in
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 3000 }),
    ).toBeVisible()
    await expect(location(canvasElement)).toHaveTextContent('/pages/common/login')
  },
}

export const LoggedIn: Story = {
  parameters: { session: { token: MockToken, user: MockUser } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'ETH · 15 days' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { lockming: [lockmingScenarios.configsPending] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the products')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  parameters: { msw: { handlers: { lockming: [lockmingScenarios.configsDown] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { lockming: [lockmingScenarios.configsEmpty] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products of this kind yet')).toBeVisible()
  },
}
