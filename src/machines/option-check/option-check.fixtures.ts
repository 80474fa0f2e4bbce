import type { Tick } from '@/api/contract/market'
import type { PublicTicks } from '@/api/contract/micro-check'
import {
  MicroCheckAnswer,
  type MicroCheckWire,
  type MicroOrderWire,
  type OptionCheck,
} from '@/api/contract/micro'
import {
  MockClosedMicroOrders,
  MockOpenMicroOrders,
  mockMicroCheck,
} from '@/api/contract/micro.fixtures'
import { optionCheckMachine, type OptionCheckContext } from './option-check.machine'

const byId = (id: number) =>
  [...MockOpenMicroOrders, ...MockClosedMicroOrders].find((o) => o.id === id)!

/** `verify`'s answer for fixture order `id` (108 open; 106 win, 105 loss, 104 tie, 103 ETH fall). */
export const mockCheckWire = (
  id: number,
  change: Partial<MicroCheckWire> = {},
): MicroCheckWire => ({
  ...mockMicroCheck(byId(id)),
  ...change,
})
export const mockCheck = (id: number, change: Partial<MicroCheckWire> = {}): OptionCheck =>
  MicroCheckAnswer.parse(mockCheckWire(id, change))

/** The engine's public price of `order`'s seconds, as `market/tick` answers (the honest engine). */
export function mockTickWires(order: MicroOrderWire): Tick[] {
  const open = { symbol: order.symbol_name, time: order.open_tick / 1000, price: order.open_price }
  if (order.end_price === null) return [open]
  return [
    open,
    { symbol: order.symbol_name, time: order.settle_tick / 1000, price: order.end_price },
  ]
}

/** The public ticks of fixture order `id`; `open` / `settle` replace a price (a rigged record). */
export function mockPublicTicks(id: number, prices: { open?: string; settle?: string } = {}) {
  const [open, settle] = mockTickWires(byId(id))
  const ticks: PublicTicks = {
    open: { ...open!, price: prices.open ?? open!.price },
    settle: settle ? { ...settle, price: prices.settle ?? settle.price } : null,
  }
  return ticks
}

const base: OptionCheckContext = {
  id: 106,
  entry: '',
  entryIssue: null,
  order: null,
  ticks: null,
  error: null,
}

const at = (id: number, change: Partial<MicroCheckWire> = {}, ticks = mockPublicTicks(id)) => ({
  ...base,
  id,
  order: mockCheck(id, change),
  ticks,
})

const resolve = (
  value: Parameters<typeof optionCheckMachine.resolveState>[0]['value'],
  context: OptionCheckContext,
) => optionCheckMachine.resolveState({ value, context })

const ticks106 = mockPublicTicks(106)
const late106 = byId(106).settle_tick + 1000

/** One snapshot per state of the check, and each outcome and kind of mismatch. */
export const optionCheckSnapshots = {
  idle: resolve('idle', { ...base, id: null }),
  idleTyped: resolve('idle', { ...base, id: null, entry: '10106' }),
  idleInvalid: resolve('idle', { ...base, id: null, entry: '106', entryIssue: 'invalid' }),
  loadingOrder: resolve({ loading: 'order' }, base),
  loadingTicks: resolve({ loading: 'ticks' }, { ...base, order: mockCheck(106) }),
  /** #108, a 30 s rise still running: its open second checks out. */
  open: resolve('open', at(108)),
  /** #106, a 30 s rise that won. */
  verified: resolve('verified', at(106)),
  /** #105, a 60 s rise that lost. */
  verifiedLoss: resolve('verified', at(105)),
  /** #104, a 30 s fall at an unchanged price: a tie. */
  verifiedTie: resolve('verified', at(104)),
  /** #103, an ETH fall that won. */
  verifiedFall: resolve('verified', at(103)),
  /** #106's recorded open price is not the engine's price of its open second. */
  mismatch: resolve('mismatch', at(106, {}, mockPublicTicks(106, { open: '41199.99' }))),
  /** #106 settled one second late (31 s for a 30 s option), at the same price. */
  mismatchDuration: resolve(
    'mismatch',
    at(
      106,
      { settle_tick: late106 },
      { ...ticks106, settle: { ...ticks106.settle!, time: late106 / 1000 } },
    ),
  ),
  /** #106's recorded settlement price differs, and so the recorded result. */
  mismatchSettle: resolve(
    'mismatch',
    at(106, { end_price: '41190.00', profit_result: -1 }, mockPublicTicks(106)),
  ),
  /** #106 recorded as a loss although the public prices make it a win. */
  mismatchOutcome: resolve('mismatch', at(106, { profit_result: -1 })),
  notFound: resolve('notFound', { ...base, id: 404 }),
  failed: resolve('failed', { ...base, error: 'network' }),
}
