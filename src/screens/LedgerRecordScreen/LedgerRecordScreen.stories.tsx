import type { Meta, StoryObj } from '@storybook/react-vite'
import { loadingOverlayShown } from '@sb/story-helpers'
import type { RequestHandler } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { marketHandlers } from '@/api/msw/market'
import { createWalletMock, walletScenarios } from '@/api/msw/wallet'
import { MockToken, MockUser } from '@/test/fixtures'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { LedgerRecordScreen } from './LedgerRecordScreen'

const msw = (...wallet: RequestHandler[]) => ({
  msw: {
    handlers: {
      wallet: [...wallet, ...createWalletMock().list],
      market: [marketHandlers.favourites],
    },
  },
})

const meta = {
  component: LedgerRecordScreen,
  decorators: [withRouter, withSession],
  args: { timeZone: 'UTC' },
  parameters: {
    frame: 'screen',
    route: '/pages/fund/assets_record',
    session: { token: MockToken, user: MockUser },
    ...msw(),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof LedgerRecordScreen>

export default meta
type Story = StoryObj<typeof meta>

const entries = async (canvas: HTMLElement) =>
  within(await within(canvas).findByRole('list', { name: 'Balance changes' })).getAllByRole(
    'listitem',
  )

/** The whole ledger; then filtered over HTTP to the contract account. */
export const Filter: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Account history' }),
    ).toBeVisible()
    await expect(await entries(canvasElement)).toHaveLength(6)
    await userEvent.selectOptions(canvas.getByLabelText('Account'), 'Contract')
    await waitFor(async () => expect(await entries(canvasElement)).toHaveLength(1))
    await expect((await entries(canvasElement))[0]).toHaveTextContent('Transfer in')
  },
}

/** The overview's "account history" opens the ledger of one account. */
export const OneAccount: Story = {
  parameters: { route: '/pages/fund/assets_record?account=change&type=convertFee' },
  play: async ({ canvasElement, canvas }) => {
    await expect(await entries(canvasElement)).toHaveLength(1)
    await expect(canvas.getByLabelText('Account')).toHaveValue('change')
    await expect(canvas.getByLabelText('Type')).toHaveValue('convertFee')
  },
}

export const NothingMatches: Story = {
  parameters: { route: '/pages/fund/assets_record?currency=2&account=micro' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing matches these filters')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: msw(walletScenarios.ledgerDown),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error')
  },
}

export const Loading: Story = {
  parameters: { ...msw(walletScenarios.ledgerPending), loadingIndicator: 'immediate' },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('status'))[0]).toBeVisible()
    await loadingOverlayShown(canvasElement)
  },
}

/** setting/bill: the same ledger under the bills' title, filtered by type and coin. */
export const Bill: Story = {
  args: { page: 'bill' },
  parameters: { route: '/pages/setting/bill' },
  play: async ({ canvasElement, canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bills' })).toBeVisible()
    await expect(await entries(canvasElement)).toHaveLength(6)
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'convertFee')
    await waitFor(async () => expect(await entries(canvasElement)).toHaveLength(1))
  },
}

/** fund/assets_all_record: every account's rows. */
export const AllRecords: Story = {
  args: { page: 'allRecords' },
  parameters: { route: '/pages/fund/assets_all_record' },
  play: async ({ canvasElement, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'All records' }),
    ).toBeVisible()
    await expect(await entries(canvasElement)).toHaveLength(6)
    await expect(canvas.getByLabelText('Account')).toHaveValue('')
  },
}
