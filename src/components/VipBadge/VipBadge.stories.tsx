import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { VipBadge } from './VipBadge'
import { toVipSummary } from '@/machines/settings/settings.view'
import { VipLevelCard } from './vip-level-card'

const meta = {
  component: VipBadge,
  args: { level: 0 },
  globals: { locale: 'en' },
} satisfies Meta<typeof VipBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Standard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP level: Standard')).toBeInTheDocument()
  },
}

export const Vip1: Story = { args: { level: 1 } }

export const Vip2: Story = {
  args: { level: 2, size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('VIP level: VIP 2')).toBeInTheDocument()
  },
}

/** The hub's level card: where the user stands among the three levels. */
export const LevelCardStandard: Story = {
  render: () => <VipLevelCard {...toVipSummary(0)} />,
  play: async ({ canvas }) => {
    const steps = canvas.getByRole('list', { name: 'VIP levels' })
    await expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Standard')
    await expect(canvas.getByText(/VIP 2 and above can apply for OTC borrowing/)).toBeVisible()
  },
}

export const LevelCardVip2: Story = {
  render: () => <VipLevelCard {...toVipSummary(2)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your level can apply for OTC borrowing/)).toBeVisible()
  },
}

/** Portuguese, the default language. */
export const LevelCardPortuguese: Story = {
  render: () => <VipLevelCard {...toVipSummary(1)} />,
  globals: { locale: 'pt' },
}
