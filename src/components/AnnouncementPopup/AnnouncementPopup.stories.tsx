import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { homeContentSnapshots } from '@/machines/home-content/home-content.fixtures'
import { toHomeContentView } from '@/machines/home-content/home-content.view'
import { AnnouncementPopup } from './AnnouncementPopup'

const popup = (snapshot: keyof typeof homeContentSnapshots) =>
  toHomeContentView(homeContentSnapshots[snapshot]).popup

const meta = {
  component: AnnouncementPopup,
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  args: { popup: popup('popupOpen'), onDismiss: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof AnnouncementPopup>

export default meta
type Story = StoryObj<typeof meta>

/** The notice with its cover and sanitised HTML; "Got it", Escape and the close button dismiss it. */
export const Open: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Welcome to the sandbox' })
    await expect(dialog).toHaveFocus()
    const link = await canvas.findByRole('link', { name: 'risk warning' })
    await expect(link).toHaveAttribute('href', '#/pages/common/article?id=15')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await waitFor(
      () => {
        for (const img of canvasElement.querySelectorAll('img'))
          expect(img.complete && img.naturalWidth > 0).toBe(true)
      },
      { timeout: 5000 },
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Got it' }))
    await expect(args.onDismiss).toHaveBeenCalledOnce()
    await userEvent.keyboard('{Escape}')
    await expect(args.onDismiss).toHaveBeenCalledTimes(2)
  },
}

/** No pop-up, or already seen: nothing is shown. */
export const Hidden: Story = {
  args: { popup: popup('loaded') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument()
  },
}
