import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { ListCell } from './ListCell'

const shield = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
  </svg>
)

const meta = {
  component: ListCell,
  args: {
    title: 'Security',
    subtitle: 'Password, payment password',
    leading: shield,
    onClick: fn(),
  },
} satisfies Meta<typeof ListCell>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Security/ }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const WithValue: Story = {
  args: { title: 'Language', subtitle: undefined, value: 'Português', chevron: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Language/ })).toHaveTextContent('Português')
  },
}

export const Link: Story = {
  args: { href: '#/setting/security' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Security/ })).toHaveAttribute(
      'href',
      '#/setting/security',
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const row = canvas.getByRole('button', { name: /Security/ })
    await expect(row).toBeDisabled()
    await userEvent.click(row)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Static: Story = {
  args: {
    title: 'UID',
    subtitle: undefined,
    leading: undefined,
    value: '10023841',
    onClick: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    await expect(canvas.getByText('10023841')).toBeVisible()
  },
}
