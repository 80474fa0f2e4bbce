import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CoinMark } from './CoinMark'

const meta = {
  component: CoinMark,
  args: { name: 'BTC' },
  render: (args) => (
    <div className="flex items-center gap-3">
      {['BTC', 'ETH', 'USDT', 'DOGE'].map((name) => (
        <CoinMark key={name} {...args} name={name} />
      ))}
    </div>
  ),
} satisfies Meta<typeof CoinMark>

export default meta
type Story = StoryObj<typeof meta>

/** The wallet's three coins in their colours, and an unknown one in a neutral tone. */
export const Coins: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('[data-slot=coin-mark]')
    await expect([...marks].map((m) => m.textContent)).toEqual(['B', 'E', 'U', 'D'])
    await expect(marks[0]).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Small: Story = { args: { size: 'sm' } }
