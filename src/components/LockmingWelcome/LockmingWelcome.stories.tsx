import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { welcomeExample } from '@/machines/lockming-list/lockming-welcome'
import { LockmingWelcome } from './LockmingWelcome'

const meta = {
  component: LockmingWelcome,
  args: {
    example: welcomeExample(),
    productsHref: '#/pages/lockming/lockming',
    ordersHref: '#/pages/lockming/order',
  },
  globals: { locale: 'en' },
  render: (args) => (
    <div className="bg-page px-4 py-4">
      <LockmingWelcome {...args} />
    </div>
  ),
} satisfies Meta<typeof LockmingWelcome>

export default meta
type Story = StoryObj<typeof meta>

/** The four steps, the spec's example (0.4 % × 3 × 1,000 = 12, from lockming-math), the kinds. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await expect(
      canvas.getByText('Example: 0.4% × 3 days × 1,000 = 12 penalty; 988 comes back.'),
    ).toBeVisible()
    await expect(canvas.getByText('Cloud mining')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the products' })).toHaveAttribute(
      'href',
      '#/pages/lockming/lockming',
    )
    await expect(canvas.getByRole('link', { name: 'My locks' })).toHaveAttribute(
      'href',
      '#/pages/lockming/order',
    )
  },
}

export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/0,4% × 3 dias × 1.000 = 12 de multa/)).toBeVisible()
  },
}
