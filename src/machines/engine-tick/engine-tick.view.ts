import type { SnapshotFrom } from 'xstate'
import type { ErrorCode } from '@/api/errors'
import { loadStatus, type LoadStatus } from '../load-status'
import type { engineTickMachine } from './engine-tick.machine'

export type EngineTickSnapshot = SnapshotFrom<typeof engineTickMachine>

export interface EngineTickView {
  status: LoadStatus
  symbol: string
  /** The second asked about (unix s). */
  time: number
  /** The engine's price at that second (`ready` only). */
  price: string | null
  /** Why it could not be read (`failed` only), e.g. `tickNotYet`. */
  error: ErrorCode | null
  canRetry: boolean
}

export function toEngineTickView(s: EngineTickSnapshot): EngineTickView {
  const status = loadStatus(s)
  const { symbol, time, tick, error } = s.context
  return {
    status,
    symbol,
    time,
    price: status === 'ready' ? (tick?.price ?? null) : null,
    error: status === 'failed' ? error : null,
    canRetry: s.can({ type: 'tick.retry' }),
  }
}
