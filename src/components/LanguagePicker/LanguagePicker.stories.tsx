import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { languageOptions } from '@/i18n/languages'
import { LanguagePicker } from './LanguagePicker'

const meta = {
  component: LanguagePicker,
  args: { options: languageOptions, value: 'pt', onChoose: fn() },
} satisfies Meta<typeof LanguagePicker>

export default meta
type Story = StoryObj<typeof meta>

/** Portuguese, the default: every language under its own name. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: /Português/ })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: /日本語/ }))
    await expect(args.onChoose).toHaveBeenCalledWith('ja')
  },
}

/** In Thai: the languages' names below their own follow the interface. */
export const InThai: Story = {
  args: { value: 'th' },
  globals: { locale: 'th' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /ไทย/ })).toBeChecked()
  },
}
