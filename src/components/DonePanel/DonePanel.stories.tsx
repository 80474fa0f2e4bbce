import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DonePanel } from './DonePanel'

const meta = {
  component: DonePanel,
  args: {
    title: 'Lock created',
    children: (
      <p className="text-muted text-sm">
        1,000.00 USDT locked for 30 days, earning 1.50 USDT a day; it matures on 12 Jun 2025 (UTC).
      </p>
    ),
    primary: { href: '#/lockming/orders', label: 'My locks' },
    secondary: { href: '#/lockming', label: 'More products' },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof DonePanel>

export default meta
type Story = StoryObj<typeof meta>

/** The heading names the panel; the tick is decoration; the next step comes first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Lock created' })).toBeVisible()
    const links = canvas.getAllByRole('link')
    await expect(links.map((a) => a.textContent)).toEqual(['My locks', 'More products'])
    await expect(links[0]).toHaveAttribute('href', '#/lockming/orders')
    await expect(links[1]).toHaveAttribute('href', '#/lockming')
  },
}

/** Two sentences of figures (a dual order: what was invested, when it settles). */
export const TwoParagraphs: Story = {
  args: {
    title: 'Order placed',
    children: (
      <>
        <p className="text-muted text-sm tabular-nums">2 shares of BTC Up 30 000 for 200 USDT</p>
        <p className="text-muted text-sm">Settles on 12 Jun 2025, 08:00 (UTC)</p>
      </>
    ),
    primary: { href: '#/dual/orders', label: 'My dual orders' },
    secondary: { href: '#/dual', label: 'More products' },
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Order placed' })
    await expect(panel.querySelectorAll('p')).toHaveLength(2)
  },
}

/** A long title wraps inside the panel; the buttons keep the full width. */
export const LongTitle: Story = {
  args: { title: 'You now follow CryptoQueen_2024 with the terms you chose' },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('link')
    const panel = canvas.getByRole('region')
    await expect(first!.getBoundingClientRect().width).toBeGreaterThan(
      panel.getBoundingClientRect().width / 2,
    )
  },
}
