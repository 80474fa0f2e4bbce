import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { expect, waitFor } from 'storybook/test'
import { MockBtcQuote, MockEthQuote } from '@/api/contract/market.fixtures'
import { StaleMarker } from '@/components/StaleMarker/StaleMarker'
import { EmptyState } from '@/components/ui/EmptyState/EmptyState'
import { ErrorState } from '@/components/ui/ErrorState/ErrorState'
import { useErrorText } from '@/i18n/use-error-text'
import type { QuoteStore } from '@/lib/quote-store'
import { useQuote, useStale, useSymbols } from '@/lib/use-quote'
import { toConnectionView } from '@/machines/connection/connection.view'
import {
  marketOf,
  marketSocketLoader,
  withMarketSocket,
  type MarketHarness,
  type MarketSocketParameter,
} from '@sb/decorators/withMarketSocket'
import { QuoteRow } from './QuoteRow'

function LiveRow({ store, symbol }: { store: QuoteStore; symbol: string }) {
  const quote = useQuote(store, symbol)
  const stale = useStale(store)
  return quote ? (
    <QuoteRow quote={quote} stale={stale} href={`#/pages/market/detail?symbol=${symbol}`} />
  ) : null
}

/** Rows wired the way a market screen wires them: the store per row, the marker from the machine. */
function LiveQuotes({ market }: { market: MarketHarness }) {
  const errorText = useErrorText()
  const view = useSelector(market.connection, toConnectionView)
  const symbols = useSymbols(market.store)
  return (
    <div className="flex flex-col">
      <div className="flex justify-end px-4 pb-2">
        <StaleMarker
          status={view.status}
          onRetry={() => market.connection.send({ type: 'connection.retry' })}
        />
      </div>
      {symbols.map((symbol) => (
        <LiveRow key={symbol} store={market.store} symbol={symbol} />
      ))}
      {symbols.length === 0 && view.status === 'live' && <EmptyState />}
      {symbols.length === 0 && view.error && <ErrorState description={errorText(view.error)} />}
    </div>
  )
}

const meta = {
  decorators: [withMarketSocket],
  loaders: [marketSocketLoader],
  render: (_, { loaded }) => <LiveQuotes market={marketOf(loaded)} />,
  parameters: {
    marketSocket: { snapshot: [MockBtcQuote, MockEthQuote] } satisfies MarketSocketParameter,
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const market = (param: MarketSocketParameter) => ({ marketSocket: param })

/** A released frame moves the BTC row, and only when the play function says so. */
export const Live: Story = {
  play: async ({ canvas, loaded, loaded: { i18n } }) => {
    await expect(canvas.getByText(/41.251.65/)).toBeInTheDocument()
    await marketOf(loaded).release({ now_price: '41302.10', close: '41302.10', change: '+1.35' })
    await waitFor(() => expect(canvas.getByText(/41.302.10/)).toBeInTheDocument())
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.live'))
  },
}

/** The socket drops: the marker says stale at once and the prices dim. */
export const Stale: Story = {
  play: async ({ canvas, loaded, loaded: { i18n } }) => {
    await marketOf(loaded).release({ now_price: '41302.10', change: '+1.35' })
    await marketOf(loaded).drop()
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.stale')),
    )
    await expect(canvas.getByText(/41.302.10/)).toHaveAttribute('data-stale', 'true')
  },
}

/** A missed `seq` makes the feed fetch a new snapshot; here it never answers. */
export const Resyncing: Story = {
  parameters: market({ snapshot: [MockBtcQuote, MockEthQuote], resnapshot: 'pending' }),
  play: async ({ canvas, loaded, loaded: { i18n } }) => {
    await marketOf(loaded).release({ seq: 43 })
    await marketOf(loaded).release({ seq: 45, now_price: '41310.00' })
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.resyncing')),
    )
  },
}

export const Connecting: Story = {
  parameters: market({ snapshot: [MockBtcQuote], open: false }),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.connecting'))
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
  },
}

export const Offline: Story = {
  parameters: market({ snapshot: [MockBtcQuote], online: false }),
  play: async ({ canvas, loaded: { i18n } }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.offline'))
    await expect(canvas.getByRole('button', { name: i18n.t('staleMarker.retry') })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: market({ snapshot: [] }),
  play: async ({ canvas, loaded: { i18n } }) => {
    await waitFor(() => expect(canvas.getByText(i18n.t('emptyState.title'))).toBeInTheDocument())
  },
}

/** The snapshot request fails; the machine retries later, the list says why it is empty. */
export const Error: Story = {
  parameters: market({ snapshot: [MockBtcQuote], resnapshot: 'error' }),
  play: async ({ canvas, loaded: { i18n } }) => {
    await waitFor(() => expect(canvas.getByText(i18n.t('errors:unknown'))).toBeInTheDocument())
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('staleMarker.connecting'))
  },
}
