import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { spotTicketSnapshots } from '@/machines/spot-ticket/spot-ticket.fixtures'
import { toSpotTicketView } from '@/machines/spot-ticket/spot-ticket.view'
import { snapshotViews } from '@sb/story-helpers'
import { OrderConfirmSheet } from './OrderConfirmSheet'

const view = snapshotViews(spotTicketSnapshots, toSpotTicketView)

const meta = {
  component: OrderConfirmSheet,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { ...view('confirming'), onConfirm: fn(), onCancel: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof OrderConfirmSheet>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) => within(within(canvas).getByRole('dialog'))
const figures = (canvas: HTMLElement) =>
  sheet(canvas)
    .getAllByRole('term')
    .map((d) => `${d.textContent}=${d.nextElementSibling?.textContent}`)

export const Confirming: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(figures(canvasElement)).toEqual([
      'Side=Buy',
      'Type=Limit',
      'Price=41,000.00 USDT',
      'Amount=0.1000 BTC',
      'Total=4,100.0000 USDT',
      'Fee (0.2%)=0.00020000 BTC',
      'You receive=0.09980000 BTC',
    ])
    await userEvent.click(sheet(canvasElement).getByRole('button', { name: 'Confirm buy' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(sheet(canvasElement).getByRole('button', { name: 'Back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const ConfirmingSell: Story = {
  args: view('confirmingSell'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: 'Confirm sell' })).toBeVisible()
  },
}

/** A market buy: figures against the book now, and what the fill at execution may and may not do. */
export const ConfirmingMarket: Story = {
  args: view('confirmingMarket'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByText(/never spends more than/)).toHaveTextContent(
      '12,500.5000 USDT',
    )
  },
}

export const ConfirmingMarketSell: Story = { args: view('confirmingMarketSell') }

export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(sheet(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Keying: Story = { args: view('keying') }

/** In flight: a second tap sends nothing. */
export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: /Confirm/ })).toBeDisabled()
  },
}

/** Portuguese, the default language. */
export const ConfirmingPortuguese: Story = {
  args: view('confirmingMarket'),
  globals: { locale: 'pt' },
}
