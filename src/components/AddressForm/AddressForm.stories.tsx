import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { addressFormSnapshots } from '@/machines/address-book/address-form.fixtures'
import { toAddressFormView } from '@/machines/address-book/address-form.view'
import { snapshotViews } from '@sb/story-helpers'
import { AddressForm } from './AddressForm'

const view = snapshotViews(addressFormSnapshots, toAddressFormView)

const meta = {
  component: AddressForm,
  args: {
    ...view('empty'),
    onNetworkChange: fn(),
    onNameChange: fn(),
    onAddressChange: fn(),
    onSubmit: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AddressForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /USDT Network TRC20/ }))
    await expect(args.onNetworkChange).toHaveBeenCalledWith('USDT-TRC20')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'L')
    await expect(args.onNameChange).toHaveBeenCalledWith('L')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), 'T')
    await expect(args.onAddressChange).toHaveBeenCalledWith('T')
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const Filled: Story = {
  args: view('filled'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /USDT Network TRC20/ })).toBeChecked()
  },
}

export const Required: Story = {
  args: view('required'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter a name',
    )
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Please enter the address',
    )
    await expect(canvas.getByRole('radio', { name: /BTC/ })).toHaveAccessibleDescription(
      'Please choose a coin and network',
    )
  },
}

export const WrongNetwork: Story = {
  args: view('wrongNetwork'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'This address does not match the selected network',
    )
  },
}

export const Duplicate: Story = {
  args: view('duplicate'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This address is already in your address book',
    )
  },
}

export const SaveFailed: Story = {
  args: view('saveFailed'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Saving: Story = {
  args: view('saving'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save address/ })).toBeDisabled()
  },
}

export const Saved: Story = { args: view('saved') }

export const Portuguese: Story = { args: view('required'), globals: { locale: 'pt' } }
export const Japanese: Story = { args: view('filled'), globals: { locale: 'ja' } }
