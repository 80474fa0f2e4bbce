import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { FIAT_LIST_KEY, FIAT_RECORD_KEY } from '@/api/contract/fiat'
import { MockFiatRates } from '@/api/contract/fiat.fixtures'
import { fiatScenarios } from '@/api/msw/fiat'
import { FiatPicker } from '@/components/ui/FiatPicker/FiatPicker'
import { FiatValue } from '@/components/ui/FiatValue/FiatValue'
import { withSession } from '@sb/decorators/withSession'
import { useFiat, useFiatView } from './fiat'

/** The app-wide fiat actor wired to the picker and a converted figure, over MSW. */
function FiatDemo() {
  const fiat = useFiat()
  const { rate: _rate, ...view } = useFiatView()
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-baseline justify-between px-4">
        <span className="text-ink text-lg font-semibold tabular-nums">1,234.56 USDT</span>
        <FiatValue
          data-testid="converted"
          value={fiat.format('1234.56')}
          isFallback={fiat.isFallback}
        />
      </p>
      <div className="max-h-[600px] overflow-y-auto">
        <FiatPicker {...view} onChoose={fiat.choose} onRetry={fiat.retry} />
      </div>
    </div>
  )
}

const meta = {
  component: FiatDemo,
  decorators: [withSession],
  parameters: { session: { token: null } },
  globals: { locale: 'en' },
} satisfies Meta<typeof FiatDemo>

export default meta
type Story = StoryObj<typeof meta>

/** First start: the rates load from the service, then choosing EUR converts at once. */
export const ChooseEuro: Story = {
  play: async ({ canvas }) => {
    const converted = canvas.getByTestId('converted')
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull())
    await expect(converted).toHaveTextContent('≈ $1,234.56')
    await userEvent.click(canvas.getByRole('radio', { name: /euro/i }))
    await expect(converted).toHaveTextContent('≈ €1,046.66')
    await expect(canvas.getByRole('radio', { name: /euro/i })).toBeChecked()
  },
}

/** A table fetched an hour ago is used as it is: no request (MSW would refuse one). */
export const CachedYen: Story = {
  parameters: {
    msw: { handlers: { fiat: [fiatScenarios.ratesDown] } },
    session: {
      token: null,
      storage: {
        [FIAT_LIST_KEY]: JSON.stringify({
          rates: MockFiatRates.rates,
          updated_at: MockFiatRates.updated_at,
          // an hour old whenever the story runs; nothing on screen depends on the time itself
          saveTime: Date.now() - 3_600_000,
        }),
        [FIAT_RECORD_KEY]: JSON.stringify({ currency_code: 'JPY', rate: '144.05', saveTime: 0 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('converted')).toHaveTextContent('≈ ¥177,838')
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** The service is down and nothing is stored: figures stay in US dollars and say so. */
export const ServiceDown: Story = {
  parameters: { msw: { handlers: { fiat: [fiatScenarios.ratesDown] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible()
    await expect(canvas.getByTestId('converted')).toHaveTextContent('USD 1,234.56')
  },
}
