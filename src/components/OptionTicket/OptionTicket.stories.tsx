import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { optionTicketSnapshots } from '@/machines/option-ticket/option-ticket.fixtures'
import { toOptionTicketView } from '@/machines/option-ticket/option-ticket.view'
import { snapshotViews } from '@sb/story-helpers'
import { OptionTicket } from './OptionTicket'

const view = snapshotViews(optionTicketSnapshots, toOptionTicketView)

/** Drawn full width: the Options screen gives the ticket the screen's width under the chart. */
const meta = {
  component: OptionTicket,
  parameters: { frame: 'screen' },
  args: {
    ...view('editing'),
    transferHref: '#/pages/fund/fundTransfer',
    onDurationChange: fn(),
    onStakeChange: fn(),
    onStakePreset: fn(),
    onStakeMax: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page absolute inset-0 overflow-y-auto p-3">
      <OptionTicket {...args} />
    </div>
  ),
} satisfies Meta<typeof OptionTicket>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('status', { name: 'Loading the options order form' }),
    ).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: view('loadFailed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The shortest duration chosen, no stake yet: the fee rate, the limits and the balance. */
export const Editing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: '30 s · 80%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: '120 s · 88%' }))
    await expect(args.onDurationChange).toHaveBeenCalledWith(120)
    await userEvent.click(canvas.getByRole('button', { name: 'Stake 100 USDT' }))
    await expect(args.onStakePreset).toHaveBeenCalledWith('100')
    await userEvent.click(canvas.getByRole('button', { name: /^Max: .*\(148\.7623 USDT\)$/ }))
    await expect(args.onStakeMax).toHaveBeenCalledOnce()
    await userEvent.type(canvas.getByLabelText('Stake'), '7')
    await expect(args.onStakeChange).toHaveBeenCalledWith('7')
    await expect(canvas.getByLabelText('Stake')).toHaveAccessibleDescription(
      'Stake 10 to 10,000 USDT',
    )
    await expect(canvas.getByText('Fee 1% on top of the stake')).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'Transfer funds to the Options account' }),
    ).toHaveAttribute('href', '#/pages/fund/fundTransfer')
    await userEvent.click(canvas.getByRole('button', { name: /^Rise/ }))
    await expect(args.onSubmit).toHaveBeenCalledWith('rise')
    await userEvent.click(canvas.getByRole('button', { name: /^Fall/ }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith('fall')
  },
}

/** 100 USDT on 30 s: the fee on top, each button with its payout. */
export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fee 1% · 1.0000 USDT on top')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Rise Pays 80%' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Fall Pays 80%' })).toBeVisible()
  },
}

/** 300 s has its own minimum (50), larger than the currency's. */
export const LongDuration: Story = {
  args: view('longDuration'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Stake')).toHaveAccessibleDescription(
      'Stake 50 to 10,000 USDT',
    )
  },
}

export const NoDurations: Story = {
  args: view('noDurations'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

export const Refreshing: Story = { args: view('refreshing') }

export const StakeRequired: Story = {
  args: view('stakeRequired'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Stake')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const StakeBelowMinimum: Story = {
  args: view('stakeBelowMinimum'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Stake')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const StakeAboveMaximum: Story = { args: view('stakeAboveMaximum') }

export const InsufficientBalance: Story = {
  args: view('insufficientBalance'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Stake')).toHaveAccessibleDescription(/Insufficient balance/)
  },
}

export const TooManyOpenOptions: Story = {
  args: view('tooManyOpenOptions'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible()
  },
}

export const RequestTooFrequent: Story = { args: view('requestTooFrequent') }

export const Placed: Story = {
  args: view('placed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Option placed: Rise · 30 s · 100.0000 USDT',
    )
    await expect(canvas.getByLabelText('Stake')).toHaveValue('100')
  },
}

/** Portuguese, the default language. */
export const FilledPortuguese: Story = { args: view('filled'), globals: { locale: 'pt' } }

/** Thai: the longest words on the chips. */
export const FilledThai: Story = { args: view('filled'), globals: { locale: 'th' } }
