import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { areaPickerSnapshots } from '@/machines/area-picker/area-picker.fixtures'
import { toAreaPickerView } from '@/machines/area-picker/area-picker.view'
import { AreaPicker, AreaPickerSheet } from './AreaPicker'

const view = (key: keyof typeof areaPickerSnapshots, locale = 'en') =>
  toAreaPickerView(areaPickerSnapshots[key], locale)

const meta = {
  component: AreaPicker,
  args: { ...view('ready'), onQueryChange: fn(), onSelect: fn(), onRetry: fn() },
  globals: { locale: 'en' },
} satisfies Meta<typeof AreaPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: view('loading') }

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Country or region' })
    await expect(within(list).getByRole('button', { name: /China/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await userEvent.click(within(list).getByRole('button', { name: /United Kingdom/ }))
    await expect(args.onSelect).toHaveBeenCalledWith({ areaCode: '44', iso: 'GB' })
    await userEvent.type(canvas.getByLabelText('Search'), 'b')
    await expect(args.onQueryChange).toHaveBeenCalledWith('b')
  },
}

/** Names and order follow the reader's language. */
export const ReadyInChinese: Story = { args: view('ready', 'zh-CN'), globals: { locale: 'zh-CN' } }

export const Searching: Story = {
  args: view('searching'),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1)
    await expect(canvas.getByRole('button', { name: /South Korea/ })).toBeVisible()
  },
}

export const SearchingByCode: Story = { args: view('searchingByCode') }

export const NoMatch: Story = {
  args: view('noMatch'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No country or region matches “Atlantis”')).toBeVisible()
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network error')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Closed, with the list kept from an earlier opening: nothing is drawn until it opens again. */
export const ClosedReady: Story = {
  args: view('closedReady'),
  render: (args) => <AreaPickerSheet {...args} open={false} onClose={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull()
  },
}

/** Over a form, in a bottom sheet. */
export const InSheet: Story = {
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  render: (args) => <AreaPickerSheet {...args} open onClose={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Country or region' })).toBeVisible()
  },
}
