import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { kycSnapshots } from '@/machines/kyc/kyc.fixtures'
import { toKycView } from '@/machines/kyc/kyc.view'
import { snapshotViews } from '@sb/story-helpers'
import { KycBasicForm } from './KycBasicForm'

const view = snapshotViews(kycSnapshots, ({ kyc }) => toKycView(kyc).basic)

const meta = {
  component: KycBasicForm,
  args: {
    ...view('basicEmpty'),
    onIdTypeChange: fn(),
    onNameChange: fn(),
    onCardIdChange: fn(),
    onSubmit: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof KycBasicForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Passport' }))
    await expect(args.onIdTypeChange).toHaveBeenCalledWith('1')
    await userEvent.type(canvas.getByLabelText('Full name'), 'A')
    await expect(args.onNameChange).toHaveBeenCalledWith('A')
    await userEvent.type(canvas.getByLabelText('Document number'), '9')
    await expect(args.onCardIdChange).toHaveBeenCalledWith('9')
  },
}

export const Filled: Story = {
  args: view('basicFilled'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Passport' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const InvalidName: Story = {
  args: view('basicInvalidName'),
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText('Full name')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Special characters are not allowed')
  },
}

export const NoDocumentType: Story = {
  args: view('basicNoIdType'),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Document type' })
    await expect(group).toHaveAccessibleDescription('Please choose a document type')
  },
}

export const CardTaken: Story = {
  args: view('basicCardTaken'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Document number')).toHaveAccessibleDescription(
      'This ID number is already used by another account',
    )
  },
}

export const NetworkError: Story = {
  args: view('basicNetworkError'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Submitting: Story = {
  args: view('basicSubmitting'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Submit for review/ })).toBeDisabled()
  },
}

/** pt, the default language. */
export const Portuguese: Story = { args: view('basicFilled'), globals: { locale: 'pt' } }
export const Japanese: Story = { args: view('basicInvalidName'), globals: { locale: 'ja' } }
