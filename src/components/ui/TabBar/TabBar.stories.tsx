import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TabBar } from './TabBar'

const meta = {
  component: TabBar,
  args: { active: 'home' },
} satisfies Meta<typeof TabBar>

export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = {
  play: async ({ canvas, loaded: { i18n } }) => {
    const links = canvas.getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#/',
      '#/market',
      '#/trade',
      '#/assets',
    ])
    await expect(canvas.getByRole('link', { name: i18n.t('tabBar.home') })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: i18n.t('tabBar.trade') })).not.toHaveAttribute(
      'aria-current',
    )
  },
}

export const Markets: Story = {
  args: { active: 'market' },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('link', { name: i18n.t('tabBar.market') })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const Trade: Story = {
  args: { active: 'trade' },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('link', { name: i18n.t('tabBar.trade') })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const Assets: Story = {
  args: { active: 'assets', hrefs: { assets: '#/fund/assets' } },
  play: async ({ canvas, loaded: { i18n } }) => {
    const link = canvas.getByRole('link', { name: i18n.t('tabBar.assets') })
    await expect(link).toHaveAttribute('aria-current', 'page')
    await expect(link).toHaveAttribute('href', '#/fund/assets')
  },
}
