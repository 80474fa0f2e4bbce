import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { leverPositionsSnapshots } from '@/machines/lever-positions/lever-positions.fixtures'
import { toLeverPositionsView } from '@/machines/lever-positions/lever-positions.view'
import { snapshotViews } from '@sb/story-helpers'
import { LeverAccountBar } from './LeverAccountBar'

const view = snapshotViews(leverPositionsSnapshots, toLeverPositionsView)
const bar = (key: Parameters<typeof view>[0]) => {
  const { account, status } = view(key)
  return { account, status }
}

const meta = {
  component: LeverAccountBar,
  args: { ...bar('live'), transferHref: '#/pages/fund/fundTransfer' },
  globals: { locale: 'en' },
} satisfies Meta<typeof LeverAccountBar>

export default meta
type Story = StoryObj<typeof meta>

const figure = (canvas: HTMLElement, term: string) =>
  [...canvas.querySelectorAll('dt')].find((d) => d.textContent === term)?.nextElementSibling
    ?.textContent

/** Balance, P/L across pairs at the live marks, risk rate far from the 10 % line. */
export const Live: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(figure(canvasElement, 'Available')).toBe('2,000.0000 USDT')
    await expect(figure(canvasElement, 'Unrealised P/L')).toBe('+23.4190 USDT')
    await expect(canvas.getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '#/pages/fund/fundTransfer',
    )
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}

export const Loading: Story = {
  args: bar('loading'),
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Available')).toBe('--')
  },
}

/** 25 % with liquidation at 10 %: the rate turns the warning colour and says so. */
export const AtRisk: Story = {
  args: bar('atRisk'),
  play: async ({ canvas, canvasElement }) => {
    await expect(figure(canvasElement, 'Risk rate')).toBe('25.00%')
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nearing liquidationLiquidation at 10.00%',
    )
  },
}

export const Danger: Story = {
  args: bar('danger'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Liquidation is close')
  },
}

export const NoPositions: Story = { args: bar('empty') }

export const Portuguese: Story = { args: bar('atRisk'), globals: { locale: 'pt' } }
