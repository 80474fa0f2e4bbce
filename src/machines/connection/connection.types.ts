/** The connection machine's context, events, input and where its quotes go. */
import type { DayMarketEvent, Quote } from '@/api/contract/market'
import type { ErrorCode } from '@/api/errors'
import type { MarketSocket } from '@/api/socket'
import type { NetworkStatus } from './connection.actors'

/** Where quotes go: the quote store (lib/quote-store.ts) in the app. */
export interface QuoteSink {
  applySnapshot(quotes: readonly Quote[]): void
  applyFrame(items: readonly DayMarketEvent[]): void
  markStale(stale: boolean): void
}

export type ConnectionEvent =
  | { type: 'socket.open' }
  | { type: 'socket.closed'; reason: string }
  | { type: 'frame'; items: DayMarketEvent[] }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'connection.retry' }
  /** Raised `snapshotRefresh` after each snapshot; acted on only when frames have no `seq`. */
  | { type: 'snapshot.refresh' }

export type ConnectionEmitted = { type: 'quotes.snapshot'; quotes: Quote[] }

export interface ConnectionInput {
  socket: MarketSocket
  sink: QuoteSink
  /** A number in [0, 1) for the reconnect jitter. @default Math.random */
  random?: () => number
  network?: NetworkStatus
  /** @default MAX_RECONNECT_ATTEMPTS */
  maxAttempts?: number
}

export interface ConnectionContext {
  socket: MarketSocket
  sink: QuoteSink
  random: () => number
  network: NetworkStatus
  maxAttempts: number
  /** Failed or pending reconnects since the feed was last live. */
  attempts: number
  /** The jittered wait before the next reconnect (1–5 s). */
  reconnectInMs: number
  /** Last `seq` per symbol since the last snapshot; a jump means a missed update. */
  seqs: Record<string, number>
  /** A frame without `seq` arrived (the real platform): gaps cannot be seen. */
  unsequenced: boolean
  /** True once a snapshot reached the sink. */
  hasSnapshot: boolean
  error: ErrorCode | null
}
