import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { AccountField } from './AccountField'

const meta = {
  component: AccountField,
  args: {
    channel: 'email',
    value: '',
    areaCode: '86',
    areaIso: 'CN',
    onChange: fn(),
    onPickArea: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AccountField>

export default meta
type Story = StoryObj<typeof meta>

export const Email: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'a')
    await expect(args.onChange).toHaveBeenCalledWith('a')
  },
}

export const EmailInvalid: Story = {
  args: { value: 'ana@', error: 'Please enter a valid e-mail address' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address',
    )
  },
}

export const Phone: Story = {
  args: { channel: 'mobile', value: '138 0013 8000' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute('type', 'tel')
    await userEvent.click(canvas.getByRole('button', { name: 'Country or region: China, +86' }))
    await expect(args.onPickArea).toHaveBeenCalledOnce()
  },
}

/** The area button names the region in the reader's language. */
export const PhoneOtherArea: Story = {
  args: { channel: 'mobile', value: '', areaCode: '81', areaIso: 'JP' },
  globals: { locale: 'ja' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '国・地域：日本、+81' })).toBeVisible()
  },
}

/** A dialling code without a known region (e.g. from a link): the code alone is named. */
export const PhoneUnknownRegion: Story = {
  args: { channel: 'mobile', value: '7700900123', areaCode: '44', areaIso: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Country or region: +44' })).toBeVisible()
  },
}

export const PhoneInvalid: Story = {
  args: { channel: 'mobile', value: '2380013800', error: 'Please enter a valid phone number' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Phone number')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Please enter a valid phone number')
  },
}
