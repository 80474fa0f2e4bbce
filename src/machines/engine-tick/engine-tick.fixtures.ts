import { Tick } from '@/api/contract/market'
import { MockBtcTick } from '@/api/contract/market.fixtures'
import { engineTickMachine, type EngineTickContext } from './engine-tick.machine'

export const mockTick = Tick.parse(MockBtcTick)

const base: EngineTickContext = {
  symbol: mockTick.symbol,
  time: mockTick.time,
  tick: null,
  error: null,
}
const resolve = (value: 'loading' | 'ready' | 'failed', context: Partial<EngineTickContext>) =>
  engineTickMachine.resolveState({ value, context: { ...base, ...context } })

/** One snapshot per state of the engine-tick machine (plus a second `failed` reason). */
export const engineTickSnapshots = {
  loading: resolve('loading', {}),
  ready: resolve('ready', { tick: mockTick }),
  failed: resolve('failed', { error: 'network' }),
  notYet: resolve('failed', { error: 'tickNotYet' }),
}
