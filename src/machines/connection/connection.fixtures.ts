import { createFakeMarketSocket } from '@/api/socket'
import { connectionMachine, type ConnectionContext } from './connection.machine'

const base: ConnectionContext = {
  socket: createFakeMarketSocket(),
  sink: { applySnapshot: () => {}, applyFrame: () => {}, markStale: () => {} },
  random: () => 0.5,
  network: { isOnline: () => true, subscribe: () => () => {} },
  maxAttempts: 5,
  attempts: 0,
  reconnectInMs: 0,
  seqs: {},
  unsequenced: false,
  hasSnapshot: true,
  error: null,
}
const first = { ...base, hasSnapshot: false }
const resolve = (
  value: string | Record<string, unknown>,
  context: Partial<ConnectionContext> = {},
) => connectionMachine.resolveState({ value: value as never, context: { ...base, ...context } })

/** One snapshot per leaf state of the connection machine. */
export const connectionSnapshots = {
  connecting: resolve({ online: { connecting: 'opening' } }, first),
  loadingSnapshot: resolve({ online: { connecting: 'loading' } }, first),
  snapshotFailed: resolve({ online: { connecting: 'retrying' } }, { ...first, error: 'network' }),
  live: resolve({ online: { live: 'fresh' } }, { seqs: { 'BTC/USDT': 42 } }),
  stale: resolve({ online: { stale: 'waiting' } }),
  reconnecting: resolve(
    { online: { stale: 'reconnecting' } },
    { attempts: 1, reconnectInMs: 3000 },
  ),
  reopening: resolve({ online: { stale: 'reopening' } }, { attempts: 1, reconnectInMs: 3000 }),
  resyncing: resolve({ online: { resyncing: 'fetching' } }),
  resyncFailed: resolve({ online: { resyncing: 'retrying' } }, { error: 'timeout' }),
  offline: resolve('offline', { attempts: 5 }),
}
