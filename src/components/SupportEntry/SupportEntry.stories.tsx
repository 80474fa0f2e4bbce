import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { supportSnapshots } from '@/machines/messages/support.fixtures'
import { toSupportView } from '@/machines/messages/support.view'
import { snapshotViews } from '@sb/story-helpers'
import { SupportEntry } from './SupportEntry'

const view = snapshotViews(supportSnapshots, toSupportView)

const meta = {
  component: SupportEntry,
  args: { ...view('ready'), onRetry: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof SupportEntry>

export default meta
type Story = StoryObj<typeof meta>

/** The operator's channel, opened in a new tab, never framed. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: /Contact customer service/ })
    await expect(link).toHaveAttribute('href', 'https://example.com/support')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAccessibleName('Contact customer service (opens in a new tab)')
    await expect(canvas.getByText('Opens example.com in a new tab')).toBeVisible()
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

export const Unconfigured: Story = {
  args: view('unconfigured'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No support channel is configured')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading customer service')
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const ChineseTraditional: Story = { globals: { locale: 'zh-HK' } }
