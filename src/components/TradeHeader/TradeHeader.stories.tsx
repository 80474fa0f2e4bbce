import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { TradeHeader } from './TradeHeader'

const meta = {
  component: TradeHeader,
  args: {
    products: ['spot'],
    active: 'spot',
    productHref: (p) => `#/trade/${p}`,
    symbol: 'BTC/USDT',
    lastPrice: '41251.65',
    change: '1.23',
    precision: 2,
    onSwitchPair: fn(),
    chartHref: '#/chart',
    ordersHref: '#/orders',
  },
  parameters: { frame: 'screen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof TradeHeader>

export default meta
type Story = StoryObj<typeof meta>

/** The Trade tab today: spot only; the pair opens the switcher. */
export const Spot: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Spot' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'BTC/USDT, switch pair' }))
    await expect(args.onSwitchPair).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '#/orders',
    )
    await expect(canvas.getByRole('link', { name: 'BTC/USDT chart' })).toHaveAttribute(
      'href',
      '#/chart',
    )
  },
}

/** The header as it will be once contract and options arrive: one link per product. */
export const ThreeProducts: Story = {
  args: { products: ['spot', 'contract', 'options'], active: 'contract' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contract' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Spot' })).not.toHaveAttribute('aria-current')
  },
}

/** Opened from another page: a way back. A falling pair is red. */
export const WithBack: Story = {
  args: { onBack: fn(), change: '-2.50', lastPrice: '40220.10' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

/** Before the feed has the pair: dashes, nothing guessed. */
export const NoQuote: Story = {
  args: { lastPrice: undefined, change: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('--')).toHaveLength(2)
  },
}

/** The feed is not live: figures dimmed. */
export const Stale: Story = { args: { stale: true } }
