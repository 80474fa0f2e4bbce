import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { Tabs, type TabsProps } from './Tabs'

type Market = 'favourites' | 'spot' | 'futures'

const items = [
  { value: 'favourites', label: 'Favourites' },
  { value: 'spot', label: 'Spot' },
  { value: 'futures', label: 'Futures' },
] as const

/** Holds the selection like a parent would, so clicks and arrow keys visibly move it. */
function StatefulTabs(args: TabsProps<Market>) {
  const [value, setValue] = useState(args.value)
  return (
    <Tabs
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        args.onValueChange(next)
      }}
    >
      {items.find((item) => item.value === value)?.label} list
    </Tabs>
  )
}

const meta = {
  component: Tabs<Market>,
  render: StatefulTabs,
  args: { items, value: 'favourites', 'aria-label': 'Markets', onValueChange: fn() },
} satisfies Meta<typeof Tabs<Market>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Favourites' })
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(tab).toHaveAttribute('data-state', 'active')
    await expect(canvas.getByRole('tabpanel', { name: 'Favourites' })).toBeVisible()
  },
}

export const SecondSelected: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Futures' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('futures')
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Favourites' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await userEvent.keyboard('{ArrowLeft}')
    const spot = canvas.getByRole('tab', { name: 'Spot' })
    await expect(spot).toHaveFocus()
    await expect(spot).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByRole('tab', { name: 'Futures' })).toHaveAttribute(
      'data-state',
      'inactive',
    )
    await expect(canvas.getByRole('tabpanel', { name: 'Spot' })).toHaveTextContent('Spot list')
  },
}
