import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { engineTickSnapshots } from '@/machines/engine-tick/engine-tick.fixtures'
import { toEngineTickView } from '@/machines/engine-tick/engine-tick.view'
import { snapshotViews } from '@sb/story-helpers'
import { EngineTickBanner } from './EngineTickBanner'

const view = snapshotViews(engineTickSnapshots, toEngineTickView)
/** MockBtcTick's second, 2025-01-01 11:58:30 UTC (Intl may put a narrow space before AM). */
const WHEN = /Jan 1, 2025, 11:58:30\sAM/

const meta = {
  component: EngineTickBanner,
  args: {
    ...view('ready'),
    quote: 'USDT',
    liveHref: '#/pages/transaction/index2?symbol=BTC%2FUSDT',
    onRetry: fn(),
    timeZone: 'UTC',
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof EngineTickBanner>

export default meta
type Story = StoryObj<typeof meta>

/** The engine's price at the second, and the way back to the live chart. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Engine tick of BTC/USDT' })
    await expect(banner).toHaveTextContent(
      /Engine tick at Jan 1, 2025, 11:58:30\sAM: 41,245.26 USDT/,
    )
    await expect(canvas.getByRole('link', { name: 'Back to the live chart' })).toHaveAttribute(
      'href',
      '#/pages/transaction/index2?symbol=BTC%2FUSDT',
    )
  },
}

export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(WHEN)
  },
}

export const Failed: Story = {
  args: view('failed'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(WHEN)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** A second still to come (a hand-made link): the refusal in words. */
export const NotYet: Story = {
  args: view('notYet'),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('errors:tickNotYet'))
  },
}

/** Portuguese, the default: the date, time and price in pt-BR. */
export const Portuguese: Story = { globals: { locale: 'pt' } }
