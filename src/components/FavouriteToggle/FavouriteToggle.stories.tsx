import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FavouriteToggle } from './FavouriteToggle'

const meta = {
  component: FavouriteToggle,
  args: { symbol: 'BTC/USDT', pressed: false, onToggle: fn() },
} satisfies Meta<typeof FavouriteToggle>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ canvas, args, userEvent, loaded: { i18n } }) => {
    const star = canvas.getByRole('button', {
      name: i18n.t('symbol:favourite.label', { symbol: 'BTC/USDT' }),
    })
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(star)
    await expect(args.onToggle).toHaveBeenCalledOnce()
  },
}

export const On: Story = {
  args: { pressed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Saving: the star already shows the new state; taps wait until the server answers. */
export const Pending: Story = {
  args: { pressed: true, pending: true },
  play: async ({ canvas, args, userEvent, loaded: { i18n } }) => {
    const star = canvas.getByRole('button', {
      name: i18n.t('symbol:favourite.saving', { symbol: 'BTC/USDT' }),
    })
    await expect(star).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(star)
    await expect(args.onToggle).not.toHaveBeenCalled()
  },
}

export const LightTheme: Story = { args: { pressed: true }, globals: { theme: 'light' } }
