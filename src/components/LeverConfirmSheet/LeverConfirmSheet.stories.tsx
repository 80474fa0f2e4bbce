import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { leverTicketSnapshots } from '@/machines/lever-ticket/lever-ticket.fixtures'
import { toLeverTicketView } from '@/machines/lever-ticket/lever-ticket.view'
import { snapshotViews } from '@sb/story-helpers'
import { LeverConfirmSheet } from './LeverConfirmSheet'

const view = snapshotViews(leverTicketSnapshots, toLeverTicketView)

const meta = {
  component: LeverConfirmSheet,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { ...view('confirming'), onConfirm: fn(), onCancel: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof LeverConfirmSheet>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) => within(within(canvas).getByRole('dialog'))
const figures = (canvas: HTMLElement) =>
  sheet(canvas)
    .getAllByRole('term')
    .map((d) => `${d.textContent}=${d.nextElementSibling?.textContent}`)

/** A 10× market long of 10 lots: every figure of the preview, then confirm or back. */
export const Confirming: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(figures(canvasElement)).toEqual([
      'Position=Long · 10× · Market',
      'Lots=10 (0.010 BTC)',
      'Entry price=41,251.65 USDT',
      'Position value=412.5165 USDT',
      'Margin=41.2517 USDT',
      'Fee (0.1%)=0.4126 USDT',
      'Margin + fee=41.6643 USDT',
      'Est. liquidation price=None',
      'Risk rate=2,572.54% → 1,711.19%',
    ])
    await userEvent.click(sheet(canvasElement).getByRole('button', { name: 'Confirm long' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(sheet(canvasElement).getByRole('button', { name: 'Back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** The disclosure under the notice: the whole account is liquidated at the burst rate. */
export const LiquidationRule: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(sheet(canvasElement).getByText('How liquidation works'))
    await expect(sheet(canvasElement).getByText(/risk rate falls to 10%/)).toBeVisible()
  },
}

export const ConfirmingShort: Story = {
  args: view('confirmingShort'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('button', { name: 'Confirm short' })).toBeVisible()
    await expect(figures(canvasElement)).toContain('Est. liquidation price=111,129.42 USDT')
  },
}

/** A limit long: the price it waits for, and that margin and fee are held until it opens. */
export const ConfirmingLimit: Story = {
  args: view('confirmingLimit'),
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement)).toContain('Entry price=40,000.00 USDT')
    await expect(
      sheet(canvasElement).getByText(/Opens when the price reaches 40,000.00/),
    ).toBeVisible()
  },
}

/** A disclosed spread: its own line between the market price and the entry. */
export const ConfirmingSpread: Story = {
  args: view('confirmingSpread'),
  play: async ({ canvasElement }) => {
    await expect(figures(canvasElement).slice(2, 5)).toEqual([
      'Market price=41,251.65 USDT',
      'Spread=+5.00 USDT',
      'Entry price=41,256.65 USDT',
    ])
  },
}

/** 100 lots at 100× on 150 USDT: the liquidation estimate sits close to the price. */
export const ConfirmingHighRisk: Story = { args: view('confirmingHighRisk') }

export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement, userEvent, args }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(sheet(canvasElement).getByRole('button', { name: 'Try again' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Refused: Story = {
  args: view('refused'),
  play: async ({ canvasElement }) => {
    await expect(sheet(canvasElement).getByRole('alert')).toBeVisible()
    await expect(sheet(canvasElement).getByRole('button', { name: 'Confirm long' })).toBeEnabled()
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
  args: view('confirmingShort'),
  globals: { locale: 'pt' },
}
