import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { PayPasswordField } from './PayPasswordField'

const meta = {
  component: PayPasswordField,
  args: { hasPayPassword: true, value: '', onChange: fn(), setHref: '#/pages/setting/payPassword' },
  globals: { locale: 'en' },
} satisfies Meta<typeof PayPasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Pay password', { selector: 'input' })
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.type(input, '1')
    await expect(args.onChange).toHaveBeenCalledWith('1')
  },
}

export const Typed: Story = { args: { value: '123456' } }

export const Wrong: Story = {
  args: { error: 'The pay password is wrong' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByLabelText('Pay password', { selector: 'input' }),
    ).toHaveAccessibleDescription('The pay password is wrong')
  },
}

/** No pay password yet: where to set one, not a field that can only fail. */
export const NotSet: Story = {
  args: { hasPayPassword: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Pay password')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Set a pay password' })).toHaveAttribute(
      'href',
      '#/pages/setting/payPassword',
    )
  },
}
