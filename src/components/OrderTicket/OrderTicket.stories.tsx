import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { spotTicketSnapshots } from '@/machines/spot-ticket/spot-ticket.fixtures'
import { toSpotTicketView } from '@/machines/spot-ticket/spot-ticket.view'
import { snapshotViews } from '@sb/story-helpers'
import { OrderTicket } from './OrderTicket'

const view = snapshotViews(spotTicketSnapshots, toSpotTicketView)

/** The ticket takes about 58 % of the phone's width on the Trade screen, beside a compact book. */
const meta = {
  component: OrderTicket,
  parameters: { frame: 'screen' },
  args: {
    ...view('editing'),
    onSideChange: fn(),
    onKindChange: fn(),
    onPriceChange: fn(),
    onAmountChange: fn(),
    onPercent: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 flex gap-2 overflow-y-auto p-3">
      <div className="w-[58%]">
        <OrderTicket {...args} />
      </div>
      <div aria-hidden="true" className="bg-surface flex-1 rounded-lg" />
    </div>
  ),
} satisfies Meta<typeof OrderTicket>

export default meta
type Story = StoryObj<typeof meta>

const figures = (canvas: { getAllByRole: (role: 'term') => HTMLElement[] }) =>
  canvas.getAllByRole('term').map((d) => `${d.textContent}=${d.nextElementSibling?.textContent}`)

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the order form' })).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Editing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Buy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByLabelText('Price')).toHaveAccessibleDescription(
      'Between 37,126.49 and 45,376.81',
    )
    await userEvent.type(canvas.getByLabelText('Price'), '4')
    await expect(args.onPriceChange).toHaveBeenCalledWith('4')
    await userEvent.type(canvas.getByLabelText('Amount'), '1')
    await expect(args.onAmountChange).toHaveBeenCalledWith('1')
    await userEvent.click(canvas.getByRole('button', { name: '50% of available' }))
    await expect(args.onPercent).toHaveBeenCalledWith(50)
    await userEvent.click(canvas.getByRole('button', { name: 'Sell' }))
    await expect(args.onSideChange).toHaveBeenCalledWith('sell')
    await userEvent.click(canvas.getByRole('tab', { name: 'Market' }))
    await expect(args.onKindChange).toHaveBeenCalledWith('market')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy BTC' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** Before the first market update: no band yet (the server checks it). */
export const NoMarket: Story = { args: view('noMarket') }

export const LimitBuy: Story = {
  args: view('limitBuy'),
  play: async ({ canvas }) => {
    await expect(figures(canvas)).toEqual([
      'Available=12,500.5000 USDT',
      'Total=4,100.0000 USDT',
      'Fee (0.2%)=0.00020000 BTC',
      'You receive=0.09980000 BTC',
    ])
  },
}

export const LimitSell: Story = {
  args: view('limitSell'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sell BTC' })).toBeVisible()
    await expect(figures(canvas)[0]).toBe('Available=0.52340000 BTC')
  },
}

export const MarketBuy: Story = {
  args: view('marketBuy'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Price')).toBeNull()
    await expect(canvas.getByText('Market price')).toBeVisible()
  },
}

export const MarketSell: Story = { args: view('marketSell') }

export const Refreshing: Story = { args: view('refreshing') }

export const PriceRequired: Story = {
  args: view('priceRequired'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const PriceOutOfBand: Story = { args: view('priceOutOfBand') }

export const AmountTooPrecise: Story = {
  args: view('amountTooPrecise'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const InsufficientBalance: Story = {
  args: view('insufficientBalance'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

export const InsufficientLiquidity: Story = { args: view('insufficientLiquidity') }

export const BelowMinimum: Story = { args: view('belowMinimum') }

export const PairClosed: Story = { args: view('pairClosed') }

export const Placed: Story = {
  args: view('placed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Order placed')
  },
}

/** Portuguese, the default language. */
export const LimitBuyPortuguese: Story = { args: view('limitBuy'), globals: { locale: 'pt' } }
