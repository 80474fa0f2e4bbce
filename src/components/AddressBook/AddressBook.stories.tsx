import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withScreenLayer } from '@/components/ui/Dialog/screen-layer.decorator'
import { addressBookSnapshots } from '@/machines/address-book/address-book.fixtures'
import { toAddressBookView } from '@/machines/address-book/address-book.view'
import { snapshotViews } from '@sb/story-helpers'
import { AddressBook } from './AddressBook'

const view = snapshotViews(addressBookSnapshots, toAddressBookView)

const meta = {
  component: AddressBook,
  args: {
    ...view('ready'),
    addHref: '#/pages/setting/addWallet',
    onRetry: fn(),
    onDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AddressBook>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading')
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

export const Empty: Story = {
  args: view('empty'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No saved addresses')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add address' })).toHaveAttribute(
      'href',
      '#/pages/setting/addWallet',
    )
  },
}

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Saved addresses' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByText('3 of 20 saved')).toBeVisible()
    await expect(canvas.getByText('USDT · TRC20')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Exchange deposit' }))
    await expect(args.onDelete).toHaveBeenCalledWith(32)
  },
}

export const Full: Story = {
  args: view('full'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Add address' })).toBeNull()
    await expect(canvas.getByText('You can save up to 20 addresses')).toBeVisible()
  },
}

export const ConfirmingDelete: Story = {
  args: view('confirmingDelete'),
  decorators: [withScreenLayer],
  parameters: { frame: 'screen' },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Delete this address?' })
    await expect(dialog).toHaveTextContent('Exchange deposit (USDT · TRC20) will be removed')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancelDelete).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onConfirmDelete).toHaveBeenCalledOnce()
  },
}

export const Deleting: Story = {
  args: view('deleting'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Delete Exchange deposit/ })).toBeDisabled()
  },
}

/** The default language, and a long one. */
export const Portuguese: Story = { globals: { locale: 'pt' } }
export const Thai: Story = { args: view('empty'), globals: { locale: 'th' } }
