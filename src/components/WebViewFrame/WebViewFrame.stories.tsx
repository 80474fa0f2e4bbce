import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { webViewSnapshots } from '@/machines/web-view/web-view.fixtures'
import { toWebViewView } from '@/machines/web-view/web-view.view'
import { snapshotViews } from '@sb/story-helpers'
import { WebViewFrame } from './WebViewFrame'

const view = snapshotViews(webViewSnapshots, toWebViewView)

const meta = {
  component: WebViewFrame,
  // the frame loads an empty page, never the network
  args: { ...view('allowed'), frameSrc: () => 'about:blank', onRetry: fn() },
  parameters: { frame: 'screen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof WebViewFrame>

export default meta
type Story = StoryObj<typeof meta>

/** An allowed page, sandboxed, with the new-tab link for a site that refuses frames. */
export const Allowed: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Page of example.com')
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups')
    const link = canvas.getByRole('link', { name: 'Open in a new tab' })
    await expect(link).toHaveAttribute('href', 'https://example.com/support')
    await expect(link).toHaveAttribute('target', '_blank')
  },
}

/** Not an allowed site: said why, nothing loaded. */
export const Refused: Story = {
  args: view('refused'),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('phishing.example.net is not one')
    await expect(canvasElement.querySelector('iframe')).toBeNull()
  },
}

export const Missing: Story = {
  args: view('missing'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No page to show')).toBeVisible()
  },
}

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking the page')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
