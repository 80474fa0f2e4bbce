import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { expect, waitFor } from 'storybook/test'
import { MockBtcQuote, MockEthQuote, MockShibQuote } from '@/api/contract/market.fixtures'
import { useSymbols } from '@/lib/use-quote'
import { toConnectionView } from '@/machines/connection/connection.view'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketHarness,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { HomeMarkets } from './HomeMarkets'

/** Wired as the home screen wires it: the store's pairs, the feed's state from the machine. */
function Wired({ market }: { market: MarketHarness }) {
  const view = useSelector(market.connection, toConnectionView)
  const symbols = useSymbols(market.store)
  return (
    <div className="px-4">
      <HomeMarkets
        store={market.store}
        symbols={symbols}
        status={view.status}
        error={view.error}
        onRetry={
          view.canRetry ? () => market.connection.send({ type: 'connection.retry' }) : undefined
        }
        moreHref="#/pages/market/market"
        hrefOf={(s) => `#/pages/transaction/index2?symbol=${encodeURIComponent(s)}`}
      />
    </div>
  )
}

const meta = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
  render: (_, { loaded }) => <Wired market={marketOf(loaded)} />,
  parameters: {
    marketSocket: {
      snapshot: [MockBtcQuote, MockEthQuote, MockShibQuote],
    } satisfies MarketSocketParameter,
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Live: a released frame moves the BTC row in place. */
export const Live: Story = {
  play: async ({ canvas, loaded, loaded: { i18n } }) => {
    await expect(
      canvas.getByRole('heading', { name: i18n.t('markets:homeMarkets.title') }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await marketOf(loaded).release({ now_price: '41302.10', close: '41302.10', change: '+1.35' })
    await waitFor(() => expect(canvas.getByText(/41.302.10/)).toBeInTheDocument())
    await expect(
      canvas.getByRole('link', { name: i18n.t('markets:homeMarkets.more') }),
    ).toHaveAttribute('href', '#/pages/market/market')
  },
}

/** The socket dropped: the marker says so and the figures dim. */
export const Stale: Story = {
  play: async ({ canvas, loaded, loaded: { i18n } }) => {
    await marketOf(loaded).drop()
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.stale')),
    )
  },
}

/** Before the first snapshot: a skeleton of rows, the marker connecting. */
export const Connecting: Story = {
  parameters: { marketSocket: { snapshot: [MockBtcQuote], open: false } },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(i18n.t('staleMarker.connecting'))).toBeInTheDocument()
  },
}

/** The snapshot cannot be loaded: the error in place of the rows (the feed retries by itself). */
export const Failed: Story = {
  parameters: { marketSocket: { snapshot: [], resnapshot: 'error' } },
  play: async ({ canvas, loaded: { i18n } }) => {
    await waitFor(() => expect(canvas.getByText(i18n.t('errorState.title'))).toBeVisible())
    await expect(canvas.queryByRole('button', { name: i18n.t('errorState.retry') })).toBeNull()
  },
}

/** The device is offline: the marker offers to try again. */
export const Offline: Story = {
  parameters: { marketSocket: { snapshot: [MockBtcQuote], online: false } },
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByText(i18n.t('staleMarker.offline'))).toBeInTheDocument()
  },
}
