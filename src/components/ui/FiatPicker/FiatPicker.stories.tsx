import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fiatSnapshots } from '@/machines/fiat/fiat.fixtures'
import { toFiatView } from '@/machines/fiat/fiat.view'
import { FiatPicker, type FiatPickerView } from './FiatPicker'

/** The picker's part of the fiat machine's view, for the fixture `name`. */
function view(name: keyof typeof fiatSnapshots): FiatPickerView {
  const { rate: _rate, ...rest } = toFiatView(fiatSnapshots[name])
  return rest
}

const meta = {
  component: FiatPicker,
  args: { ...view('ready'), onChoose: fn(), onRetry: fn() },
} satisfies Meta<typeof FiatPicker>

export default meta
type Story = StoryObj<typeof meta>

/** Rates loaded, US dollars (the default) checked; each row says what one USDT is worth. */
export const Ready: Story = {
  play: async ({ canvas, args, loaded: { i18n } }) => {
    const group = canvas.getByRole('group', { name: i18n.t('fiat:picker.title') })
    const radios = within(group).getAllByRole('radio')
    await expect(radios).toHaveLength(11)
    await expect(radios[0]).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: /EUR|euro/i }))
    await expect(args.onChoose).toHaveBeenCalledWith('EUR')
  },
}

export const ReadyEuro: Story = {
  args: view('readyEuro'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /euro/i })).toBeChecked()
  },
}

/** Arrow keys move the choice, as native radios do. */
export const KeyboardChoice: Story = {
  args: view('readyYen'),
  play: async ({ canvas, args }) => {
    const yen = canvas.getByRole('radio', { name: /iene|yen/i })
    yen.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(args.onChoose).toHaveBeenCalledWith('EUR')
  },
}

/** First start: the rates are on their way; every currency is listed. */
export const Loading: Story = {
  args: view('loading'),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('fiat:picker.loading'))
  },
}

/** The stored table is past 24 h: the old figures stay while new ones load. */
export const Refreshing: Story = { args: view('refreshing') }

/** GBP was chosen before any rate had loaded; it applies when the table arrives. */
export const Waiting: Story = {
  args: view('waiting'),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(i18n.t('fiat:picker.pending'))).toBeVisible()
  },
}

/** Nothing known and the service failed: figures are in US dollars, and the picker says so. */
export const FailedFallback: Story = {
  args: view('failedFallback'),
  play: async ({ canvas, args, loaded: { i18n } }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(i18n.t('fiat:picker.fallback'))
    await expect(alert).toHaveTextContent(i18n.t('errors:network'))
    await userEvent.click(within(alert).getByRole('button', { name: i18n.t('fiat:picker.retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The refresh failed: the two-day-old rates stay in use, with their date. */
export const FailedStale: Story = {
  args: view('failedStale'),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('errors:timeout'))
    await expect(canvas.getByRole('radio', { name: /euro/i })).toBeChecked()
  },
}

export const English: Story = {
  args: view('readyEuro'),
  globals: { locale: 'en' },
}

export const Thai: Story = {
  args: view('failedStale'),
  globals: { locale: 'th' },
}

export const Light: Story = {
  args: view('readyEuro'),
  globals: { theme: 'light' },
}
