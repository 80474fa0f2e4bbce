import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Quote } from '@/api/contract/market'
import { MockBtcQuote, MockEthQuote, MockShibQuote } from '@/api/contract/market.fixtures'
import { SymbolStats } from './SymbolStats'

const meta = {
  component: SymbolStats,
  args: { quote: Quote.parse(MockBtcQuote) },
} satisfies Meta<typeof SymbolStats>

export default meta
type Story = StoryObj<typeof meta>

/** Up over 24 h: the last price is green with an up arrow. */
export const Up: Story = {
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(/41.251,65/)).toHaveAttribute('data-direction', 'up')
    await expect(canvas.getByText(i18n.t('symbol:stats.high'))).toBeVisible()
    await expect(canvas.getByText(/41.842,32/)).toBeVisible()
    await expect(canvas.getByText(/5,1K/)).toBeVisible()
  },
}

export const Down: Story = {
  args: { quote: Quote.parse(MockEthQuote) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/2.114,19/)).toHaveAttribute('data-direction', 'down')
  },
}

/** No change; eight decimals; volume in millions. */
export const Flat: Story = { args: { quote: Quote.parse(MockShibQuote) } }

/** The feed has not brought the pair yet. */
export const NoQuote: Story = {
  args: { quote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('--')).toHaveLength(4)
  },
}

export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(/41.251,65/)).toHaveAttribute('data-stale', 'true')
    await expect(canvas.getAllByText(i18n.t('priceText.stale'))[0]).toBeInTheDocument()
  },
}

export const English: Story = { globals: { locale: 'en' } }

export const LightTheme: Story = { globals: { theme: 'light' } }
