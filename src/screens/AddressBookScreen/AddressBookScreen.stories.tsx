import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { marketHandlers } from '@/api/msw/market'
import { createPayoutMock, payoutScenarios } from '@/api/msw/payout'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { AddressBookScreen } from './AddressBookScreen'

/** The shell's favourites ask for `optional/list` on every logged-in screen. */
const msw = (...payout: RequestHandler[]) => ({
  msw: {
    handlers: {
      payout: [...payout, ...createPayoutMock().list],
      market: [marketHandlers.favourites],
    },
  },
})

const meta = {
  component: AddressBookScreen,
  decorators: [withRouter, withSession],
  parameters: {
    frame: 'screen',
    route: '/pages/setting/wallet',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof AddressBookScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Withdrawal addresses' }),
    ).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Saved addresses' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Loading: Story = {
  parameters: { ...msw(payoutScenarios.addressesPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

export const Failed: Story = {
  parameters: msw(payoutScenarios.addressesDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        payout: createPayoutMock({ addresses: [] }).list,
        market: [marketHandlers.favourites],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No saved addresses')).toBeVisible()
  },
}

/** Delete with confirmation, over HTTP: the row goes and a toast says so. */
export const DeleteAddress: Story = {
  parameters: msw(), // its own address book: this story changes it
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Exchange deposit' }))
    const dialog = canvas.getByRole('dialog', { name: 'Delete this address?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(await canvas.findByText('Address deleted')).toBeVisible()
    await waitFor(() => expect(canvas.queryByText('Exchange deposit')).toBeNull())
    await expect(canvas.getByText('2 of 20 saved')).toBeVisible()
  },
}

export const DeleteFailed: Story = {
  parameters: msw(payoutScenarios.deleteAddressDown),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Exchange deposit' }))
    await userEvent.click(
      within(canvas.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    )
    await expect(await canvas.findByText(/Network error/)).toBeVisible()
    await expect(canvas.getByText('Exchange deposit')).toBeVisible()
  },
}
