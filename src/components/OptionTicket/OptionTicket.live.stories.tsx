import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ApiError } from '@/api/errors'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { MockPlacedOption } from '@/machines/option-ticket/option-ticket.fixtures'
import { LiveOptionTicket } from './option-ticket.stories-helpers'

/** The real options ticket machine behind OptionTicket and OptionConfirmSheet: what a tap does. */
const meta = {
  component: LiveOptionTicket,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto p-3">
      <LiveOptionTicket {...args} />
    </div>
  ),
} satisfies Meta<typeof LiveOptionTicket>

export default meta
type Story = StoryObj<typeof meta>

const outcomes = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('dialog'))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

/** A preset fills the stake and the fee follows; a longer duration pays more. */
export const PresetAndDuration: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stake 500 USDT' }))
    await expect(canvas.getByLabelText('Stake')).toHaveValue('500')
    await userEvent.click(canvas.getByRole('button', { name: '300 s · 90%' }))
    await expect(canvas.getByRole('button', { name: 'Rise Pays 90%' })).toBeVisible()
  },
}

/** Max: the largest stake whose stake + fee fits the 150.25 USDT balance. */
export const MaxStake: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Max:/ }))
    await expect(canvas.getByLabelText('Stake')).toHaveValue('148.7623')
    await expect(canvas.getByText('Fee 1% · 1.4877 USDT on top')).toBeVisible()
  },
}

/** 500 USDT costs more than the balance: the reason shows and Rise opens nothing. */
export const RefusedStake: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stake 500 USDT' }))
    await expect(canvas.getByLabelText('Stake')).toHaveAccessibleDescription(/Insufficient balance/)
    await userEvent.click(canvas.getByRole('button', { name: /^Rise/ }))
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** Rise → the confirm sheet with the cost and the three outcomes in numbers. */
export const RiseOpensSheet: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stake 100 USDT' }))
    await userEvent.click(canvas.getByRole('button', { name: /^Rise/ }))
    const sheet = within(await canvas.findByRole('dialog'))
    await expect(sheet.getByRole('button', { name: 'Confirm Rise' })).toBeVisible()
    await expect(outcomes(canvasElement)).toEqual([
      'If it settles above the open price (Rise wins): you receive 180.0000 USDT — net +79.0000 USDT',
      'If it settles at the open price (tie): your stake is returned, the 1.0000 USDT fee is kept — net -1.0000 USDT',
      'If it settles below the open price (Rise loses): you receive nothing — net -101.0000 USDT',
    ])
  },
}

/** Confirm → placed: the receipt, the stake kept for the next one. */
export const ConfirmPlaces: Story = {
  args: { submit: async () => MockPlacedOption },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stake 100 USDT' }))
    await userEvent.click(canvas.getByRole('button', { name: /^Rise/ }))
    const sheet = within(await canvas.findByRole('dialog'))
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm Rise' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Option placed')
    await expect(canvas.getByLabelText('Stake')).toHaveValue('100')
  },
}

/** A lost answer: the sheet stays with everything kept, and offers to try again. */
export const NetworkErrorKeepsInput: Story = {
  args: {
    submit: async () => {
      throw new ApiError('network')
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Stake 50 USDT' }))
    await userEvent.click(canvas.getByRole('button', { name: /^Fall/ }))
    const sheet = within(await canvas.findByRole('dialog'))
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm Fall' }))
    await expect(await sheet.findByRole('alert')).toBeVisible()
    await expect(sheet.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await userEvent.click(sheet.getByRole('button', { name: 'Back' }))
    await expect(canvas.getByLabelText('Stake')).toHaveValue('50')
  },
}
