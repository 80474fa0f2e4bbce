import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { MockBtcQuote } from '@/api/contract/market.fixtures'
import { BTC_ID, USDT_ID } from '@/api/contract/wallet'
import { MockBalances } from '@/api/contract/wallet.fixtures'
import { borrowRefused, createBorrowMock } from '@/api/msw/borrow'
import { borrowApplyMachine } from '@/machines/borrow-apply/borrow-apply.machine'
import { borrowLoansMachine } from '@/machines/borrow-loans/borrow-loans.machine'
import { MockToken, MockUser } from '@/test/fixtures'
import { withContainedLayers } from '@sb/decorators/withContainedLayers'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { injectProps } from '@sb/decorators/withInjectedProps'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { fixedKey } from '@sb/story-helpers'
import { BorrowingScreen } from './BorrowingScreen'

/** A VIP `vip` without loans and with 20 BTC in the funds account. */
function borrowMock(vip = 2) {
  const balances = structuredClone(MockBalances)
  balances.change[BTC_ID] = { available: '20.00000000', locked: '0.00000000' }
  return createBorrowMock({ balances, loans: [], vip })
}

const meta = {
  component: BorrowingScreen,
  decorators: [withRouter, withSession, withContainedLayers],
  parameters: {
    inject: injectProps<typeof BorrowingScreen>({
      machine: fixedKey(borrowApplyMachine, 'story-borrow-key-1'),
      loansMachine: fixedKey(borrowLoansMachine, 'story-repay-key-1'),
    }),
    frame: 'screen',
    route: '/pages/common/borrowing',
    session: { token: MockToken, user: MockUser },
    msw: { handlers: { borrow: borrowMock().list } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof BorrowingScreen>

export default meta
type Story = StoryObj<typeof meta>

const applied = borrowMock()
/** A VIP 2 applies for 500,000 USDT against 18 BTC: the collateral is held, the loan pending. */
export const Apply: Story = {
  parameters: { msw: { handlers: { borrow: applied.list } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount to borrow (USDT)'), '500000')
    await userEvent.type(canvas.getByLabelText('Collateral amount (BTC)'), '18')
    await expect(canvasElement.querySelector('[data-row="risk"] dd')).toHaveTextContent('151.2')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for the loan' }))
    const sheet = within(await within(canvasElement).findByRole('dialog'))
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Apply for the loan' }))
    await expect(await canvas.findByRole('heading', { name: 'Application sent' })).toBeVisible()
    await expect(applied.loans()).toHaveLength(1)
    await expect(applied.balances().change[BTC_ID]!.locked).toBe('18.00000000')
  },
}

const approved = borrowMock()
/**
 * The application is under review when the desk approves it: the user's room says so
 * (`borrow_loan`) and the row turns running, with its repayment, without a reload.
 */
export const ApprovedLive: Story = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
  parameters: {
    marketSocket: { snapshot: [MockBtcQuote] } satisfies MarketSocketParameter,
    msw: { handlers: { borrow: approved.list } },
  },
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    await userEvent.type(await canvas.findByLabelText('Amount to borrow (USDT)'), '500000')
    await userEvent.type(canvas.getByLabelText('Collateral amount (BTC)'), '18')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for the loan' }))
    const sheet = within(await within(canvasElement).findByRole('dialog'))
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Apply for the loan' }))
    await expect(await canvas.findByText('Under review')).toBeVisible()
    const data = approved.approve(approved.loans()[0]!.id)
    marketOf(loaded).socket.emit('borrow_loan', {
      type: 'borrow_loan',
      to: 1,
      event: 'approved',
      data,
    })
    await expect(await canvas.findByText('Running')).toBeVisible()
    await expect(canvas.queryByText('Under review')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Repay' })).toBeVisible()
  },
}

/** VIP 1: the terms and why they cannot apply. */
export const NotVip: Story = {
  parameters: { msw: { handlers: { borrow: borrowMock(1).list } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Your level is VIP 1/)).toBeVisible()
    await expect(canvas.queryByLabelText('Amount to borrow (USDT)')).toBeNull()
  },
}

/** The sandbox finds the BTC short: said under the collateral, everything typed kept. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: {
        borrow: [borrowRefused('apply', 'insufficientBalance'), ...borrowMock().list],
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Amount to borrow (USDT)'), '500000')
    const collateral = canvas.getByLabelText('Collateral amount (BTC)')
    await userEvent.type(collateral, '18')
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for the loan' }))
    const sheet = within(await within(canvasElement).findByRole('dialog'))
    await userEvent.click(sheet.getByRole('button', { name: 'Apply for the loan' }))
    await waitFor(() => expect(canvas.getByLabelText('Collateral amount (BTC)')).toBeInvalid())
    await expect(canvas.getByLabelText('Collateral amount (BTC)')).toHaveValue('18')
  },
}

const repaid = createBorrowMock({
  balances: (() => {
    const b = structuredClone(MockBalances)
    b.change[USDT_ID] = { available: '2000000.0000', locked: '0.0000' }
    return b
  })(),
})
/** The running loan repaid after confirming (principal + interest), its collateral back. */
export const Repay: Story = {
  parameters: { msw: { handlers: { borrow: repaid.list } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Repay' }))
    const sheet = within(await within(canvasElement).findByRole('dialog'))
    await userEvent.dblClick(sheet.getByRole('button', { name: 'Repay' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(repaid.loans().find((l) => l.id === 5)!.status).toBe('repaid')
  },
}
