import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { bankCardSnapshots } from '@/machines/bank-card/bank-card.fixtures'
import { toBankCardView } from '@/machines/bank-card/bank-card.view'
import { snapshotViews } from '@sb/story-helpers'
import { BankCardForm } from './BankCardForm'

const view = snapshotViews(bankCardSnapshots, toBankCardView)

const meta = {
  component: BankCardForm,
  args: {
    ...view('empty'),
    switchHref: '#/pages/setting/bank_international',
    onFieldChange: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof BankCardForm>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: view('loading') }

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '6')
    await expect(args.onFieldChange).toHaveBeenCalledWith('cardNumber', '6')
    await expect(canvas.queryByRole('button', { name: 'Delete card' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await expect(
      canvas.getByRole('link', { name: 'Use an international card instead' }),
    ).toBeVisible()
  },
}

export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'City of account' })).toHaveValue('São Paulo')
    await expect(canvas.getByRole('button', { name: 'Delete card' })).toBeEnabled()
  },
}

/** Spec §5: every field is required, each with its own message. */
export const Required: Story = {
  args: view('required'),
  play: async ({ canvas }) => {
    const messages = {
      'Real name': 'Please enter the real name',
      'Card number': 'Please enter the card number',
      'Bank name': 'Please enter the bank name',
      Branch: 'Please enter the branch',
      'City of account': 'Please enter the city of account',
    }
    for (const [label, message] of Object.entries(messages)) {
      await expect(canvas.getByRole('textbox', { name: label })).toHaveAccessibleDescription(
        message,
      )
    }
  },
}

export const Invalid: Story = {
  args: view('invalid'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Real name' })).toHaveAccessibleDescription(
      'Special characters are not allowed',
    )
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      'Please enter a valid card number (8 to 30 digits)',
    )
  },
}

export const Saving: Story = {
  args: view('saving'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save card/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Delete card' })).toBeDisabled()
  },
}

export const SaveFailed: Story = {
  args: view('saveFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Saved: Story = {
  args: view('saved'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your card is saved')
  },
}

export const ConfirmingDelete: Story = {
  args: view('confirmingDelete'),
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Delete this card?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirmDelete).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancelDelete).toHaveBeenCalledOnce()
  },
}

export const Deleting: Story = {
  args: view('deleting'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Delete card/ })).toBeDisabled()
  },
}

export const InternationalEmpty: Story = {
  args: { ...view('internationalEmpty'), switchHref: '#/pages/setting/bank' },
  play: async ({ canvas }) => {
    for (const label of [
      'Card or account number',
      'Bank network',
      'SWIFT code',
      'ABA number',
      'Phone',
      'Cardholder address',
    ]) {
      await expect(canvas.getByRole('textbox', { name: label })).toBeVisible()
    }
  },
}

export const InternationalFilled: Story = {
  args: { ...view('internationalFilled'), switchHref: '#/pages/setting/bank' },
}

export const InternationalInvalid: Story = {
  args: { ...view('internationalInvalid'), switchHref: '#/pages/setting/bank' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'ABA number' })).toHaveAccessibleDescription(
      'Please enter a valid 9-digit ABA routing number',
    )
  },
}

export const Portuguese: Story = { args: view('required'), globals: { locale: 'pt' } }
export const Thai: Story = { args: view('internationalInvalid'), globals: { locale: 'th' } }
