import type { Decorator } from '@storybook/react-vite'

/**
 * Story-only: `contain: paint` makes the story frame the containing block of `fixed` layers
 * (modals, overlays, toasts), so they land inside the screenshotted frame instead of the viewport.
 */
export const withScreenLayer: Decorator = (Story) => (
  <div className="absolute inset-0 [contain:paint]">
    <p className="p-4">Page content behind the layer.</p>
    <Story />
  </div>
)
