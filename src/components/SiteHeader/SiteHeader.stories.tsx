import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { MockSiteConfig } from '@/test/fixtures'
import { SiteHeader } from './SiteHeader'

const meta = {
  component: SiteHeader,
  args: { config: MockSiteConfig, onRetry: fn() },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sandbox Exchange' })).toBeVisible()
  },
}

export const NotLoadedYet: Story = { args: { config: null } }

export const Failed: Story = {
  args: { config: null, failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
