import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { bindTargetSnapshots } from '@/machines/bind-target/bind-target.fixtures'
import { toBindTargetView } from '@/machines/bind-target/bind-target.view'
import { snapshotViews } from '@sb/story-helpers'
import { BindTargetForm } from './BindTargetForm'

const view = snapshotViews(bindTargetSnapshots, ({ bind, code }) => toBindTargetView(bind, code))

const meta = {
  component: BindTargetForm,
  args: {
    ...view('emailEmpty'),
    onFieldChange: fn(),
    onPickArea: fn(),
    onRequestCode: fn(),
    onSubmit: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof BindTargetForm>

export default meta
type Story = StoryObj<typeof meta>

export const EmailEmpty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Bind e-mail' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('E-mail'), 'a')
    await expect(args.onFieldChange).toHaveBeenCalledWith('account', 'a')
  },
}

export const EmailInvalid: Story = { args: view('emailInvalid') }

export const EmailInUse: Story = {
  args: view('emailInUse'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'This e-mail address is already in use',
    )
  },
}

export const EmailCodeSent: Story = { args: view('emailCodeSent') }
export const EmailSubmitting: Story = { args: view('emailSubmitting') }

export const PhoneEmpty: Story = {
  args: view('phoneEmpty'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Bind phone' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Country or region: China, +86' }))
    await expect(args.onPickArea).toHaveBeenCalledOnce()
  },
}

export const PhoneInvalid: Story = { args: view('phoneInvalid') }

export const PhoneInUse: Story = {
  args: view('phoneInUse'),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'This phone number is already in use',
    )
  },
}

export const PhoneCodeSent: Story = { args: view('phoneCodeSent') }
export const PhoneCodeWrong: Story = { args: view('phoneCodeWrong') }
export const Bound: Story = { args: view('bound'), globals: { locale: 'ko' } }
