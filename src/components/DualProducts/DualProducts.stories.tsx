import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { dualProductsSnapshots } from '@/machines/dual-products/dual-products.fixtures'
import { toDualProductsView } from '@/machines/dual-products/dual-products.view'
import { snapshotViews } from '@sb/story-helpers'
import { DualProducts } from './DualProducts'

const view = snapshotViews(dualProductsSnapshots, toDualProductsView)

const meta = {
  component: DualProducts,
  parameters: { frame: 'screen' },
  args: {
    ...view('ready'),
    price: '68250.5',
    purchaseHref: (id: number) => `#/pages/invest/purchase?id=${id}`,
    mineHref: '#/pages/invest/mine',
    helpHref: '#/pages/invest/help',
    onCoinChange: fn(),
    onDirectionChange: fn(),
    onRetry: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-3">
      <DualProducts {...args} />
    </div>
  ),
} satisfies Meta<typeof DualProducts>

export default meta
type Story = StoryObj<typeof meta>

const products = (canvas: HTMLElement) => within(canvas).getAllByRole('article')

/** BTC "sell high": the price now, two open products, one sold out, one closed. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText('BTC price now').nextElementSibling).toHaveTextContent(
      '68,250.5 USDT',
    )
    await expect(canvas.getByRole('tab', { name: 'Sell high' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByText(/^Invest BTC\. At or above the strike/)).toBeVisible()
    const [first, , soldOut, closed] = products(canvasElement)
    const row = within(first!)
    await expect(row.getByText('70,000 USDT')).toBeVisible()
    await expect(row.getByText('36.5%')).toBeVisible()
    await expect(row.getByText('3 days')).toBeVisible()
    await expect(row.getByText('Mar 4, 2025, 8:00 AM UTC')).toBeVisible()
    await expect(row.getByText('880 / 1,000 × 0.1 BTC')).toBeVisible()
    await expect(row.getByRole('link', { name: 'Buy at 70,000 USDT, 3 days' })).toHaveAttribute(
      'href',
      '#/pages/invest/purchase?id=1',
    )
    await expect(within(soldOut!).getByText('Sold out')).toBeVisible()
    await expect(within(soldOut!).queryByRole('link')).toBeNull()
    await expect(within(closed!).getByText('Closed')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'ETH' }))
    await expect(args.onCoinChange).toHaveBeenCalledWith(2)
    await userEvent.click(canvas.getByRole('tab', { name: 'Buy low' }))
    await expect(args.onDirectionChange).toHaveBeenCalledWith('put')
    await expect(canvas.getByRole('link', { name: 'My dual orders' })).toHaveAttribute(
      'href',
      '#/pages/invest/mine',
    )
    await expect(canvas.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '#/pages/invest/help',
    )
  },
}

/** BTC "buy low": USDT is invested, in shares of 100 USDT. */
export const Put: Story = {
  args: view('put'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^Invest USDT\. At or below the strike/)).toBeVisible()
    await expect(
      within(products(canvasElement)[0]!).getByText('960 / 1,000 × 100 USDT'),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...view('loading'), price: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading products')).toBeInTheDocument()
    await expect(canvas.getByText('BTC price now').nextElementSibling).toHaveTextContent('--')
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** No ETH "sell high" product open. */
export const Empty: Story = {
  args: { ...view('empty'), price: '3520.25' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products right now')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'ETH' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}
