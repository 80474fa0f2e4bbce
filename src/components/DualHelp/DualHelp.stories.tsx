import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { dualHelpExamples } from '@/machines/dual-products/dual-help'
import { DualHelp } from './DualHelp'

const meta = {
  component: DualHelp,
  parameters: { frame: 'screen' },
  args: {
    productsHref: '#/pages/invest/invest',
    mineHref: '#/pages/invest/mine',
    examples: dualHelpExamples,
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-3">
      <DualHelp {...args} />
    </div>
  ),
} satisfies Meta<typeof DualHelp>

export default meta
type Story = StoryObj<typeof meta>

const question = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-question="${id}"]`) as HTMLDetailsElement

/** "Sell high" open with its worked example, computed by dual-math (its header's figures). */
export const SellHigh: Story = {
  play: async ({ canvasElement }) => {
    const call = within(question(canvasElement, 'call'))
    await expect(call.getByText(/^Example: 3 shares of a BTC “sell high” product/)).toBeVisible()
    await expect(call.getByText('0.30210000 BTC')).toBeVisible()
    await expect(call.getByText('19,636.5000 USDT')).toBeVisible()
    await expect(question(canvasElement, 'put').open).toBe(false)
  },
}

/** "Buy low" opened: 200 USDT at 50,000. */
export const BuyLow: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByText('Sell high: what happens to my coin?'))
    await userEvent.click(canvas.getByText('Buy low: what happens to my USDT?'))
    const put = within(question(canvasElement, 'put'))
    await expect(put.getByText('0.00402800 BTC')).toBeVisible()
    await expect(put.getByText('201.4000 USDT')).toBeVisible()
    await expect(put.getByText('Settlement price at or below 50,000 USDT: you get')).toBeVisible()
  },
}

/** The settlement price: the engine's at 08:00 UTC, and where each order shows its tick. */
export const SettlementPrice: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Sell high: what happens to my coin?'))
    await userEvent.click(canvas.getByText('Which price settles my order?'))
    await expect(canvas.getByText(/at 08:00 UTC on the product’s end date/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'My dual orders' })).toHaveAttribute(
      'href',
      '#/pages/invest/mine',
    )
  },
}
