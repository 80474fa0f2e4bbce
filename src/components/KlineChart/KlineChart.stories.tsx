import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { klineSnapshots, mockCandles } from '@/machines/kline/kline.fixtures'
import { toKlineView } from '@/machines/kline/kline.view'
import { KlineChart } from './KlineChart'

const meta = {
  component: KlineChart,
  args: {
    ...toKlineView(klineSnapshots.ready),
    tab: '1min',
    indicator: 'ma',
    precision: 2,
    onTabChange: fn(),
    onIndicatorChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof KlineChart>

export default meta
type Story = StoryObj<typeof meta>

/** Candles with volume and MA(5, 10, 30); the legend shows the last bar. */
export const Ready: Story = {
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(
      canvas.getByRole('tab', { name: i18n.t('symbol:chart.period.1min') }),
    ).toHaveAttribute('aria-selected', 'true')
    await expect(
      canvas.getByRole('button', { name: i18n.t('symbol:chart.indicator.ma') }),
    ).toHaveAttribute('aria-pressed', 'true')
    // the last fixture bar closes at 41,251.65 (pt: 41.251,65)
    await expect(canvas.getByText(/41.251.65/)).toBeVisible()
    await expect(canvas.getByText(i18n.t('symbol:chart.legend.ma', { period: 30 }))).toBeVisible()
  },
}

/** The time-sharing line (分时): one-minute closes as an area. */
export const Line: Story = { args: { tab: 'line', indicator: null } }

export const Ema: Story = { args: { indicator: 'ema' } }

export const Boll: Story = { args: { indicator: 'boll' } }

export const NoIndicator: Story = { args: { indicator: null } }

/** Daily bars: the time axis shows dates. */
export const Daily: Story = {
  args: { period: '1day', tab: '1day', candles: mockCandles({ period: '1day' }) },
}

/** A pair priced in eight decimals. */
export const SmallPrices: Story = {
  args: {
    symbol: 'SHIB/USDT',
    precision: 8,
    candles: mockCandles({ symbol: 'SHIB/USDT', close: '0.00000851', precision: 8 }),
  },
}

export const Loading: Story = { args: toKlineView(klineSnapshots.loading) }

/** A missed live update: the history is fetched again while the chart stays. */
export const Refreshing: Story = {
  args: toKlineView(klineSnapshots.refreshing),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('symbol:chart.refreshing'))
  },
}

export const RefreshFailed: Story = { args: toKlineView(klineSnapshots.refreshFailed) }

export const Empty: Story = {
  args: toKlineView(klineSnapshots.empty),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(i18n.t('symbol:chart.empty'))).toBeVisible()
  },
}

export const Failed: Story = {
  args: toKlineView(klineSnapshots.failed),
  play: async ({ canvas, args, userEvent, loaded: { i18n } }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('errors:network'))
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('errorState.retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const PairNotFound: Story = {
  args: toKlineView(klineSnapshots.pairNotFound),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('errors:pairNotFound'))
  },
}

/** Tabs and overlay toggles report the choice; tapping the active overlay turns it off. */
export const Choosing: Story = {
  play: async ({ canvas, args, userEvent, loaded: { i18n } }) => {
    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('symbol:chart.period.15min') }))
    await expect(args.onTabChange).toHaveBeenCalledWith('15min')
    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('symbol:chart.indicator.boll') }),
    )
    await expect(args.onIndicatorChange).toHaveBeenLastCalledWith('boll')
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('symbol:chart.indicator.ma') }))
    await expect(args.onIndicatorChange).toHaveBeenLastCalledWith(null)
  },
}

/** The crosshair over an earlier bar: the legend shows that bar instead of the last one. */
export const Crosshair: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    // the main pane's top canvas takes the mouse (lightweight-charts listens there)
    const pane = await waitFor(() => {
      const cells = [...canvasElement.querySelectorAll('[data-slot=kline-chart] td')]
      const widest = cells.sort((a, b) => b.clientWidth - a.clientWidth)[0]
      const el = widest?.querySelectorAll('canvas')[1]
      if (!el) throw new Error('chart not drawn yet')
      return el
    })
    const hover = () => {
      const box = pane.getBoundingClientRect()
      const at = { clientX: box.left + box.width * 0.5, clientY: box.top + box.height * 0.4 }
      pane.dispatchEvent(new MouseEvent('mouseenter', at))
      pane.dispatchEvent(new MouseEvent('mousemove', { ...at, bubbles: true }))
    }
    const frames = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r))
    }
    const last = args.candles.at(-1)
    const legend = canvasElement.querySelector('[data-slot=bar-legend]')
    await document.fonts.ready
    hover()
    await waitFor(() => expect(canvas.queryByText(/41.251.65/)).toBeNull())
    // the chart can still settle its scales after its first draw (the price axis takes the width
    // of its labels): the bar under the pointer is the one of the settled chart, the same twice
    let before: string | null = null
    await waitFor(async () => {
      hover()
      await frames(2)
      const now = legend?.textContent ?? ''
      const settled = now === before
      before = now
      if (!settled) throw new Error('the chart is still settling')
    })
    await expect(legend).not.toHaveTextContent(last?.close.replace('.', ',') ?? '')
  },
}

/** Opened at a moment (an option's settlement second): its bar is marked and scrolled into view. */
export const Moment: Story = {
  args: toKlineView(klineSnapshots.moment),
  play: async ({ args }) => {
    await expect(args.focusTime).toBe(args.candles.at(-31)?.time)
  },
}

/** The same moment on the time-sharing line. */
export const MomentLine: Story = {
  args: { ...toKlineView(klineSnapshots.moment), tab: 'line', indicator: null },
}

export const LightTheme: Story = { globals: { theme: 'light' } }
