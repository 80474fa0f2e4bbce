import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { MockNoInternationalCard } from '@/api/contract/payout.fixtures'
import { marketHandlers } from '@/api/msw/market'
import { createPayoutMock, payoutScenarios, type PayoutMockState } from '@/api/msw/payout'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { BankCardScreen } from './BankCardScreen'

const msw = (state: PayoutMockState = {}, ...payout: RequestHandler[]) => ({
  msw: {
    handlers: {
      payout: [...payout, ...createPayoutMock(state).list],
      market: [marketHandlers.favourites],
    },
  },
})
const international = { route: '/pages/setting/bank_international' }

const meta = {
  component: BankCardScreen,
  decorators: [withRouter, withSession],
  args: { kind: 'domestic' },
  parameters: {
    frame: 'screen',
    route: '/pages/setting/bank',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof BankCardScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Domestic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bank card' })).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: 'Card number' })).toHaveValue(
      '6222021234567890123',
    )
  },
}

export const Loading: Story = {
  parameters: { ...msw({}, payoutScenarios.cardPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const LoadFailed: Story = {
  parameters: msw({}, payoutScenarios.cardDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

/** Spec §5: with no card saved, an empty submit names every required field. */
export const Required: Story = {
  parameters: msw({ domestic: null }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save card' }))
    await expect(canvas.getByRole('textbox', { name: 'Real name' })).toHaveAccessibleDescription(
      'Please enter the real name',
    )
    await expect(
      canvas.getByRole('textbox', { name: 'City of account' }),
    ).toHaveAccessibleDescription('Please enter the city of account')
    await expect(canvas.queryByRole('button', { name: 'Delete card' })).toBeNull()
  },
}

/** Saved over HTTP: a toast and the saved status; the values stay in the form. */
export const Save: Story = {
  parameters: msw(),
  play: async ({ canvas, userEvent }) => {
    const bank = await canvas.findByRole('textbox', { name: 'Bank name' })
    await userEvent.clear(bank)
    await userEvent.type(bank, 'Banco Inter')
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }))
    await expect(await canvas.findByText('Card saved')).toBeVisible()
    await expect(canvas.getByText(/Your card is saved/)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Bank name' })).toHaveValue('Banco Inter')
  },
}

export const SaveFailed: Story = {
  parameters: msw({}, payoutScenarios.saveCardDown),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save card' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const DeleteCard: Story = {
  parameters: msw(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete card' }))
    await userEvent.click(
      within(canvas.getByRole('dialog', { name: 'Delete this card?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await expect(await canvas.findByText('Card deleted')).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue(''),
    )
  },
}

export const International: Story = {
  args: { kind: 'international' },
  parameters: international,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'International bank card' }),
    ).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: 'SWIFT code' })).toHaveValue('NWBKGB2L')
    await expect(canvas.getByRole('link', { name: 'Use a domestic card instead' })).toHaveAttribute(
      'href',
      '#/pages/setting/bank',
    )
  },
}

export const InternationalInvalid: Story = {
  args: { kind: 'international' },
  parameters: { ...international, ...msw({ international: MockNoInternationalCard }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'SWIFT code' }), 'NWBK GB')
    await userEvent.type(canvas.getByRole('textbox', { name: 'ABA number' }), '021000022')
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }))
    await expect(canvas.getByRole('textbox', { name: 'SWIFT code' })).toHaveAccessibleDescription(
      'Please enter a valid SWIFT code (8 or 11 characters)',
    )
    await expect(canvas.getByRole('textbox', { name: 'ABA number' })).toHaveAccessibleDescription(
      'Please enter a valid 9-digit ABA routing number',
    )
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Please enter the phone number',
    )
  },
}
