import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { spotOrdersSnapshots } from '@/machines/spot-orders/spot-orders.fixtures'
import { toSpotOrdersView } from '@/machines/spot-orders/spot-orders.view'
import { snapshotViews } from '@sb/story-helpers'
import { SpotOrderDetail } from './SpotOrderDetail'

const view = snapshotViews(spotOrdersSnapshots, toSpotOrdersView)
const detailOf = (key: 'detail' | 'filledDetail') => ({ order: view(key).detail })

const meta = {
  component: SpotOrderDetail,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { ...detailOf('detail'), timeZone: 'UTC', onClose: fn(), onCancel: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof SpotOrderDetail>

export default meta
type Story = StoryObj<typeof meta>

const figures = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('term')
    .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)

/** An open limit buy: what it holds, and Cancel (which asks first). */
export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Order details' })
    await expect(figures(sheet)).toEqual([
      'Price=39,062.50 USDT',
      'Amount=0.0064 BTC',
      'Total=250 USDT',
      'Fee rate=0.2%',
      'Market price when placed=41,251.65 USDT',
      'Held=250.0000 USDT',
      'Placed=Mar 1, 2025, 11:50 AM',
    ])
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel order' }))
    await expect(args.onCancel).toHaveBeenCalledWith(1)
  },
}

/** A filled buy: spent, fee, received, and the engine tick that filled it. */
export const Filled: Story = {
  args: detailOf('filledDetail'),
  play: async ({ canvas, userEvent, args }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Order details' })
    await expect(within(sheet).queryByRole('button', { name: 'Cancel order' })).toBeNull()
    await expect(
      within(sheet).getByText(
        'Filled at 40,000.00 USDT when the market price was 39,998.12 USDT at Mar 1, 2025, 11:25 AM.',
      ),
    ).toBeVisible()
    await expect(figures(sheet)).toContain('Received=0.04990000 BTC')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalledOnce()
  },
}

export const FilledThai: Story = { args: detailOf('filledDetail'), globals: { locale: 'th' } }
