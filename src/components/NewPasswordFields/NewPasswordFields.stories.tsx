import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { expect, fn } from 'storybook/test'
import { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields'

type Args = Pick<NewPasswordFieldsProps, 'password' | 'rePassword' | 'onChange'> & {
  /** Error codes (`errors` namespace), as the machines report them. */
  errorKeys: Partial<Record<'password' | 'rePassword', string>>
}

/** The fields with the registration form's labels, typed into for real. */
function Fields({ password, rePassword, onChange, errorKeys }: Args) {
  const { t } = useTranslation(['auth', 'errors'])
  const [values, setValues] = useState({ password, rePassword })
  return (
    <form noValidate className="flex flex-col gap-4" aria-label={t('register.title')}>
      <NewPasswordFields
        labels={{
          password: t('register.password.label'),
          passwordPlaceholder: t('register.password.placeholder'),
          hint: t('register.password.hint'),
          rePassword: t('register.rePassword.label'),
          rePasswordPlaceholder: t('register.rePassword.placeholder'),
        }}
        {...values}
        onChange={(field, value) => {
          setValues((v) => ({ ...v, [field]: value }))
          onChange(field, value)
        }}
        errors={{
          password: errorKeys.password && t(`errors:${errorKeys.password}` as never),
          rePassword: errorKeys.rePassword && t(`errors:${errorKeys.rePassword}` as never),
        }}
      />
    </form>
  )
}

const meta = {
  component: Fields,
  args: { password: '', rePassword: '', onChange: fn(), errorKeys: {} },
  globals: { locale: 'en' },
} satisfies Meta<typeof Fields>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    )
    await userEvent.type(canvas.getByLabelText('Confirm password', { selector: 'input' }), 'ab')
    await expect(args.onChange).toHaveBeenLastCalledWith('rePassword', 'ab')
  },
}

export const Revealed: Story = {
  args: { password: 'sandbox42', rePassword: 'sandbox42' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Password', { selector: 'input' })
    await expect(field).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0]!)
    await expect(field).toHaveAttribute('type', 'text')
  },
}

export const Refused: Story = {
  args: {
    password: 'abc',
    rePassword: 'abd',
    errorKeys: { password: 'passwordLength', rePassword: 'passwordMismatch' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(canvas.getByLabelText('Confirm password', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(canvas.getByText('The two passwords are inconsistent')).toBeVisible()
  },
}
