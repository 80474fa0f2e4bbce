import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { marketHandlers } from '@/api/msw/market'
import { createWalletMock } from '@/api/msw/wallet'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { CoinSelectScreen } from './CoinSelectScreen'

const meta = {
  component: CoinSelectScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: '/pages/fund/select?url=receive',
    session: { token: MockToken, user: MockUser },
    msw: { handlers: { wallet: createWalletMock().list, market: [marketHandlers.favourites] } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof CoinSelectScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Choosing USDT on TRC20 opens its deposit screen. */
export const Deposit: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible()
    await userEvent.click(canvas.getByRole('link', { name: /^USDT TRC20/ }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Deposit USDT' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Send USDT on TRC20' })).toBeVisible()
  },
}

export const Withdraw: Story = {
  parameters: { route: '/pages/fund/select?url=withdraw' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^BTC BTC/ })).toHaveAttribute(
      'href',
      '#/pages/fund/withdraw?currency=1&network=BTC',
    )
  },
}
