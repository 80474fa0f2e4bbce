import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { coinQuery, walletCoins } from '@/machines/wallet-coins'
import { CoinSelect } from './CoinSelect'

const meta = {
  component: CoinSelect,
  args: {
    purpose: 'receive',
    coins: walletCoins,
    hrefOf: (coin) => `#/pages/fund/receive?${coinQuery(coin)}`,
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof CoinSelect>

export default meta
type Story = StoryObj<typeof meta>

/** The four coin entries of spec §3, each naming its network. */
export const Deposit: Story = {
  play: async ({ canvas }) => {
    const links = within(canvas.getByRole('list', { name: 'Coins' })).getAllByRole('link')
    await expect(links.map((l) => l.textContent)).toEqual([
      'UUSDTTRC20Tether USD',
      'UUSDTERC20Tether USD',
      'EETHERC20Ethereum',
      'BBTCBTCBitcoin',
    ])
    await expect(links[0]).toHaveAttribute('href', '#/pages/fund/receive?currency=3&network=TRC20')
    await expect(links[3]).toHaveAttribute('href', '#/pages/fund/receive?currency=1&network=BTC')
  },
}

export const Withdraw: Story = {
  args: { purpose: 'withdraw', hrefOf: (coin) => `#/pages/fund/withdraw?${coinQuery(coin)}` },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Choose the coin and the network it should arrive on.'),
    ).toBeVisible()
  },
}

export const Chinese: Story = { globals: { locale: 'zh-CN' } }
