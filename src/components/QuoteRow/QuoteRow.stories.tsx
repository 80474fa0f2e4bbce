import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Quote } from '@/api/contract/market'
import { MockBtcQuote, MockEthQuote, MockShibQuote } from '@/api/contract/market.fixtures'
import { QuoteRow } from './QuoteRow'

const btc = Quote.parse(MockBtcQuote)

const meta = {
  component: QuoteRow,
  args: { quote: btc, href: '#/pages/market/detail?symbol=BTC/USDT', onFavouriteToggle: fn() },
} satisfies Meta<typeof QuoteRow>

export default meta
type Story = StoryObj<typeof meta>

export const Up: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link')
    await expect(link).toHaveAttribute('href', '#/pages/market/detail?symbol=BTC/USDT')
    await expect(link).toHaveTextContent('BTC/USDT')
    await expect(canvas.getByText(/41.251.65/)).toHaveAttribute('data-direction', 'up')
  },
}

export const Down: Story = {
  args: { quote: Quote.parse(MockEthQuote) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/2.114.19/)).toHaveAttribute('data-direction', 'down')
  },
}

/** No change over 24 h; eight decimals and a volume in millions (spec §9 K/M). */
export const Flat: Story = {
  args: { quote: Quote.parse(MockShibQuote) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/0.00000851/)).toHaveAttribute('data-direction', 'flat')
    await expect(canvas.getByRole('link')).toHaveTextContent(/M/)
  },
}

export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(/41.251.65/)).toHaveClass('text-muted')
    await expect(canvas.getByRole('link')).toHaveTextContent(i18n.t('priceText.stale'))
  },
}

export const Favourite: Story = {
  args: { favourite: true },
  play: async ({ canvas, args, userEvent, loaded: { i18n } }) => {
    const star = canvas.getByRole('button', {
      name: i18n.t('quoteRow.favourite', { symbol: 'BTC/USDT' }),
    })
    await expect(star).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(star)
    await expect(args.onFavouriteToggle).toHaveBeenCalledOnce()
  },
}

export const NotFavourite: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'false')
  },
}

/** A visitor: no star. */
export const Visitor: Story = {
  args: { onFavouriteToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}
