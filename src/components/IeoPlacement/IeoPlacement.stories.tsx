import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { ieoPlacementSnapshots } from '@/machines/ieo-placement/ieo-placement.fixtures'
import { toIeoPlacementView } from '@/machines/ieo-placement/ieo-placement.view'
import { snapshotViews } from '@sb/story-helpers'
import { IeoPlacement } from './IeoPlacement'

const view = snapshotViews(ieoPlacementSnapshots, toIeoPlacementView)

const meta = {
  component: IeoPlacement,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: {
    ...view('typed'),
    timeZone: 'UTC',
    onAmountChange: fn(),
    onSubmit: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto px-4 py-4">
      <IeoPlacement {...args} />
    </div>
  ),
} satisfies Meta<typeof IeoPlacement>

export default meta
type Story = StoryObj<typeof meta>

const sheet = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog', { name: 'Confirm purchase' }))
const row = (canvas: HTMLElement, id: string) =>
  canvas.querySelector(`[data-row="${id}"] dd`) as HTMLElement

/** ORBT open: the unsold supply at the listing price, the balance; typing reports. */
export const Editing: Story = {
  args: view('editing'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/^5,000,000 ORBT were not subscribed/)).toBeVisible()
    await expect(canvas.getByText('Available 12,500.5000 USDT')).toBeVisible()
    await expect(canvas.queryByText('You receive')).toBeNull()
    await userEvent.type(canvas.getByLabelText('Amount to spend'), '5')
    await expect(args.onAmountChange).toHaveBeenCalledWith('5')
  },
}

/** 25.05 USDT buys 250.5 ORBT for exactly 25.0500 USDT. */
export const Typed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const quote = canvas
    await expect(quote.getByText('250.5 ORBT')).toBeVisible()
    await expect(quote.getByText('25.0500 USDT')).toBeVisible()
    await expect(quote.getByText('12,475.4500 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Buy' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Insufficient: Story = {
  args: view('insufficient'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Insufficient balance')).toBeVisible()
  },
}

/** NOVA ended, its placement opens at sell_begin (a day after the end). */
export const NotOpen: Story = {
  args: view('notOpen'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /^Placement at the listing price opens Mar 5, 2025/,
    )
    await expect(canvas.queryByRole('button', { name: 'Buy' })).toBeNull()
  },
}

/** The caller's placement, made: no form any more. */
export const Placed: Story = {
  args: view('placed'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your purchase at the listing price' }),
    ).toBeVisible()
    await expect(canvas.getByText(/^250\.5 ORBT bought for 25\.0500 USDT/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Buy' })).toBeNull()
  },
}

/** A refusal from the server (someone bought the rest): said for the form. */
export const Refused: Story = {
  args: view('refused'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This subscription is sold out')
  },
}

export const Confirming: Story = {
  args: view('confirming'),
  play: async ({ canvasElement, userEvent, args }) => {
    const s = sheet(canvasElement)
    await expect(row(canvasElement, 'tokens')).toHaveTextContent('250.5 ORBT')
    await expect(row(canvasElement, 'cost')).toHaveTextContent('25.0500 USDT')
    await userEvent.click(s.getByRole('button', { name: 'Confirm and pay' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The answer was lost: the sheet stays, confirming again retries with the same key. */
export const NetworkError: Story = {
  args: view('networkError'),
  play: async ({ canvasElement }) => {
    const s = sheet(canvasElement)
    await expect(s.getByRole('alert')).toBeVisible()
    await expect(s.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const Submitting: Story = {
  args: view('submitting'),
  play: async ({ canvasElement }) => {
    await expect(
      sheet(canvasElement).getByRole('button', { name: /Confirm and pay/ }),
    ).toBeDisabled()
  },
}

export const Done: Story = {
  args: view('done'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^250\.5 ORBT bought for 25\.0500 USDT/)).toBeVisible()
  },
}
