import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { kycSnapshots } from '@/machines/kyc/kyc.fixtures'
import { toKycView } from '@/machines/kyc/kyc.view'
import { KycLevelCard } from './KycLevelCard'

const card = (key: keyof typeof kycSnapshots) => {
  const { level, limits, identity } = toKycView(kycSnapshots[key].kyc)
  return { level, limits, identity }
}

const meta = {
  component: KycLevelCard,
  args: card('basicEmpty'),
  globals: { locale: 'en' },
} satisfies Meta<typeof KycLevelCard>

export default meta
type Story = StoryObj<typeof meta>

/** Not verified: both levels' limits of spec §6, none reached. */
export const Unverified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not verified')).toBeVisible()
    const table = canvas.getByRole('table', { name: 'What each level allows' })
    const lv1 = within(table).getByRole('row', { name: /^Lv1/ })
    await expect(lv1).toHaveTextContent('200 BTC')
    await expect(lv1).toHaveTextContent('2,000 USDT')
    const lv2 = within(table).getByRole('row', { name: /^Lv2/ })
    await expect(lv2).toHaveTextContent('500 BTC')
    await expect(lv2).toHaveTextContent('1,000,000 USDT')
  },
}

/** Lv1 with the submitted identity, its number masked. */
export const Basic: Story = {
  args: card('lv1'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lv1 · Basic')).toBeVisible()
    await expect(canvas.getByText('AB*****67')).toBeVisible()
    await expect(canvas.getByRole('rowheader', { name: 'Lv1 (your level)' })).toBeVisible()
  },
}

export const Advanced: Story = { args: card('lv2') }

/** In review: the identity is shown, the level is still 0. */
export const InReview: Story = { args: card('basicReview') }

/** pt (the default): numbers grouped the Portuguese way. */
export const Portuguese: Story = {
  args: card('lv1'),
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^Lv2/ })).toHaveTextContent('1.000.000 USDT')
  },
}

export const Thai: Story = { args: card('lv2'), globals: { locale: 'th' } }
