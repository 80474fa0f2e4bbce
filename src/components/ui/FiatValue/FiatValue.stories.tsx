import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MockFiatRates } from '@/api/contract/fiat.fixtures'
import { formatFiat, toFiat } from '@/lib/fiat'
import { FiatValue } from './FiatValue'

const { rates } = MockFiatRates
/** What `useFiat().format` gives for 1,234.56 USDT in `code`, for `locale`. */
const shown = (code: keyof typeof rates, locale: string, usdt = '1234.56') =>
  formatFiat(toFiat(usdt, rates[code]), code, locale)

const meta = {
  component: FiatValue,
  args: { value: shown('EUR', 'en') },
} satisfies Meta<typeof FiatValue>

export default meta
type Story = StoryObj<typeof meta>

/** 1,234.56 USDT at 0.8478 EUR per dollar. */
export const Euro: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('≈ €1,046.66')).toBeVisible()
  },
}

/** The default currency in the default language (pt). */
export const Dollar: Story = { args: { value: shown('USD', 'pt') } }

/** No minor unit: JPY is shown in whole yen. */
export const Yen: Story = {
  args: { value: shown('JPY', 'ja') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('≈ ￥177,838')).toBeVisible()
  },
}

/** Large whole-number amounts (VND, 0 decimals). */
export const Dong: Story = { args: { value: shown('VND', 'en', '98765.43') } }

/** Rates are unavailable: the figure is in US dollars, written with its code, and says so. */
export const Fallback: Story = {
  args: { value: formatFiat('1234.56', 'USD', 'en', 'code'), isFallback: true },
  play: async ({ canvas, loaded: { i18n } }) => {
    const value = canvas.getByText(/USD/)
    await expect(value).toHaveAttribute('data-fallback', 'true')
    await expect(value).toHaveTextContent(i18n.t('fiat:value.fallback'))
  },
}

/** Inside a quote row's price column, where the lead will place it. */
export const BesidePrice: Story = {
  render: (args) => (
    <div className="flex w-32 flex-col items-end">
      <span className="text-ink text-base font-medium tabular-nums">41,251.65</span>
      <FiatValue {...args} />
    </div>
  ),
  args: { value: shown('EUR', 'en', '41251.65') },
}
