import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { MockDualNow } from '@/api/contract/dual.fixtures'
import { MockBtcQuote, MockEthQuote } from '@/api/contract/market.fixtures'
import { createDualMock, dualScenarios } from '@/api/msw/dual'
import { paths } from '@/app/paths'
import { injectProps } from '@sb/decorators/withInjectedProps'
import {
  marketSocketLoader,
  withMarketSocket,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { withRouter } from '@sb/decorators/withRouter'
import { withSession } from '@sb/decorators/withSession'
import { InvestScreen } from './InvestScreen'

const meta = {
  component: InvestScreen,
  decorators: [withRouter, withSession],
  parameters: {
    inject: injectProps<typeof InvestScreen>({ clock: () => MockDualNow }),
    frame: 'screen',
    route: `${paths.invest}?coin=1&type=call`,
    session: { token: null },
    marketSocket: { snapshot: [MockBtcQuote, MockEthQuote] } satisfies MarketSocketParameter,
    msw: { handlers: { dual: createDualMock().list } },
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof InvestScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The market feed with BTC's and ETH's quotes: the price now. */
const live = { decorators: [withMarketSocket], loaders: [marketSocketLoader] } satisfies Story

const location = (canvas: HTMLElement) => within(canvas).getByTestId('story-location')
const strikes = async (canvas: HTMLElement) =>
  (await within(canvas).findAllByRole('article')).map(
    (a) => within(a).getAllByText(/USDT$/)[0]!.textContent,
  )

/** BTC "sell high" with BTC's live price; the tabs and chips change the list and the address. */
export const Products: Story = {
  ...live,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await strikes(canvasElement)).toEqual(['70,000 USDT', '72,000 USDT'])
    await expect(canvas.getByText('BTC price now').nextElementSibling).toHaveTextContent(
      '41,251.65 USDT',
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'Buy low' }))
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent(`${paths.invest}?coin=1&type=put`),
    )
    await waitFor(async () =>
      expect(await strikes(canvasElement)).toEqual(['64,000 USDT', '62,000 USDT']),
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'Sell high' }))
    await userEvent.click(canvas.getByRole('button', { name: 'ETH' }))
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent(`${paths.invest}?coin=2&type=call`),
    )
    await waitFor(async () => expect(await strikes(canvasElement)).toEqual(['3,800 USDT']))
    await expect(canvas.getByText('ETH price now')).toBeVisible()
  },
}

/** Opened from a link: ETH "buy low". */
export const FromAddress: Story = {
  ...live,
  parameters: { route: `${paths.invest}?coin=2&type=put` },
  play: async ({ canvas, canvasElement }) => {
    await expect(await strikes(canvasElement)).toEqual(['3,300 USDT'])
    await expect(canvas.getByRole('tab', { name: 'Buy low' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('link', { name: /^Buy at 3,300 USDT/ })).toHaveAttribute(
      'href',
      '#/pages/invest/purchase?id=6',
    )
  },
}

export const Loading: Story = {
  ...live,
  parameters: { msw: { handlers: { dual: [dualScenarios.productsPending] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading products')).toBeInTheDocument()
  },
}

export const Failed: Story = {
  ...live,
  parameters: { msw: { handlers: { dual: [dualScenarios.productsDown] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}
