import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { depositSnapshots, MockSenderAddress } from '@/machines/deposit/deposit.fixtures'
import { toDepositView } from '@/machines/deposit/deposit.view'
import { DepositClaimForm } from './DepositClaimForm'

const claimOf = (key: keyof typeof depositSnapshots) => {
  const { coin, network, scale, claim } = toDepositView(depositSnapshots[key])
  return { coin, network, scale, claim }
}

const meta = {
  component: DepositClaimForm,
  args: {
    ...claimOf('editing'),
    recordsHref: '#/pages/fund/receive_withdraw_record?tab=deposit',
    timeZone: 'UTC',
    onAmountChange: fn(),
    onAccountChange: fn(),
    onReview: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onNewClaim: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof DepositClaimForm>

export default meta
type Story = StoryObj<typeof meta>

/** Typing reports each change; Continue asks the machine to check the claim. */
export const Editing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = canvas.getByRole('form', { name: 'Claim your deposit' })
    await expect(canvas.getByText('At most 4 decimals')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Amount sent (USDT)'), '5')
    await expect(args.onAmountChange).toHaveBeenCalledWith('5')
    await userEvent.type(canvas.getByLabelText('Your sending address, or a note'), 'T')
    await expect(args.onAccountChange).toHaveBeenCalledWith('T')
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    await expect(args.onReview).toHaveBeenCalledOnce()
  },
}

export const Filled: Story = { args: claimOf('filled') }

/** Checked before anything is sent: each message under its field. */
export const Invalid: Story = {
  args: claimOf('invalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount sent (USDT)')).toHaveAccessibleDescription(
      'USDT has at most 4 decimals',
    )
    await expect(
      canvas.getByLabelText('Your sending address, or a note'),
    ).toHaveAccessibleDescription(
      'Please enter the address you sent from, or a note (at most 128 characters)',
    )
  },
}

/** Refused for the whole form (not one field). */
export const Refused: Story = {
  args: claimOf('refused'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This coin is not available for this operation',
    )
  },
}

/** The sheet shows what will be credited: the amount itself, no bonus. */
export const Confirming: Story = {
  args: claimOf('confirming'),
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  play: async ({ canvas, userEvent, args }) => {
    const sheet = canvas.getByRole('dialog', { name: 'Confirm deposit claim' })
    const figures = within(sheet)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`)
    await expect(figures).toEqual([
      'Coin and network=USDT · TRC20',
      `From=${MockSenderAddress}`,
      'Amount sent=500.0000 USDT',
      'You will be credited=500.0000 USDT',
    ])
    await expect(sheet).toHaveTextContent('There is no fee and no bonus.')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Submit claim' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(within(sheet).getByRole('button', { name: 'Back' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const Submitting: Story = {
  args: claimOf('submitting'),
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Submit claim/ })).toBeDisabled()
  },
}

/** No answer: everything typed stays, and the sheet offers to try again (the same request). */
export const SubmitFailed: Story = {
  args: claimOf('submitFailed'),
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

/** The claim, pending, on its timeline; a link to the records. */
export const Done: Story = {
  args: claimOf('done'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Claim submitted' })).toBeVisible()
    await expect(canvas.getByText('CZ20250301000001')).toBeVisible()
    const steps = within(canvas.getByRole('list', { name: 'Status' })).getAllByRole('listitem')
    await expect(steps.map((s) => s.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'upcoming',
    ])
    await expect(canvas.getByRole('link', { name: 'View records' })).toHaveAttribute(
      'href',
      '#/pages/fund/receive_withdraw_record?tab=deposit',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'New claim' }))
    await expect(args.onNewClaim).toHaveBeenCalledOnce()
  },
}

export const Bitcoin: Story = {
  args: claimOf('btc'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount sent (BTC)')).toBeVisible()
    await expect(canvas.getByText('At most 8 decimals')).toBeVisible()
  },
}

export const Portuguese: Story = { args: claimOf('invalid'), globals: { locale: 'pt' } }
export const Thai: Story = { args: claimOf('done'), globals: { locale: 'th' } }
