import type { Decorator } from '@storybook/react-vite'

/**
 * Screen stories whose final state shows a sheet, dialog or toast: `contain: paint` makes the
 * 375 × 667 phone frame the containing block of `fixed` layers, so a bottom sheet sits at the
 * bottom of the phone, as wide as it, instead of at the bottom of the (larger) test viewport.
 */
export const withContainedLayers: Decorator = (Story) => (
  <div className="absolute inset-0 [contain:paint]">
    <Story />
  </div>
)
