import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import { MockUsdtAddress } from '@/api/contract/payout.fixtures'
import { marketHandlers } from '@/api/msw/market'
import { createPayoutMock, payoutScenarios } from '@/api/msw/payout'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { AddAddressScreen } from './AddAddressScreen'

const msw = (...payout: RequestHandler[]) => ({
  msw: {
    handlers: {
      payout: [...payout, ...createPayoutMock().list],
      market: [marketHandlers.favourites],
    },
  },
})

const meta = {
  component: AddAddressScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: '/pages/setting/addWallet',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AddAddressScreen>

export default meta
type Story = StoryObj<typeof meta>

const LEDGER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Add withdrawal address' }),
    ).toBeVisible()
    await expect(canvas.getByRole('radio', { name: /BTC/ })).not.toBeChecked()
  },
}

/** Spec §5: each empty field says what is missing. */
export const Required: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save address' }))
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter a name',
    )
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'Please enter the address',
    )
    await expect(canvas.getByText('Please choose a coin and network')).toBeVisible()
  },
}

/** Saved over HTTP: a toast, then the address book with the new address first. */
export const Saved: Story = {
  parameters: msw(), // its own address book: this story changes it
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /BTC/ }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ledger')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), LEDGER)
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(await canvas.findByText('Address saved')).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Saved addresses' })
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Ledger')
  },
}

export const WrongNetwork: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /ETH/ }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ledger')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), LEDGER)
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'This address does not match the selected network',
    )
  },
}

/** The server refuses an address already in the book, in its own words. */
export const Duplicate: Story = {
  parameters: { route: '/pages/setting/addWallet?network=USDT-TRC20' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('radio', { name: /USDT Network TRC20/ })).toBeChecked()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Again')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), MockUsdtAddress.address)
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This address is already in your address book',
    )
  },
}

export const NetworkFailure: Story = {
  parameters: msw(payoutScenarios.saveAddressDown),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /BTC/ }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ledger')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), LEDGER)
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue(LEDGER)
  },
}
