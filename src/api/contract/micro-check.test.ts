/**
 * The public check (micro-check.ts), as properties: an honest record (both prices the engine's,
 * the outcome micro-math's) always checks out, and any one rigging of §17.1–5 (an offset open
 * price, a fabricated settlement price, a settlement second moved, a switched result) is named.
 */
import { Big } from 'big.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { OptionCheck } from './micro'
import { MicroCheckAnswer } from './micro'
import { recheckOption, type PublicTicks } from './micro-check'
import { outcomeOf } from './micro-math'
import { MockClosedMicroOrders, mockMicroCheck } from './micro.fixtures'

const price = fc
  .integer({ min: 1, max: 9_999_999 })
  .map((cents) => new Big(cents).div(100).toFixed(2))
const honest = fc
  .record({
    direction: fc.constantFrom('rise' as const, 'fall' as const),
    seconds: fc.constantFrom(30, 60, 120, 300),
    openSecond: fc.integer({ min: 1_704_067_200, max: 1_900_000_000 }),
    open: price,
    end: price,
  })
  .map(({ direction, seconds, openSecond, open, end }) => {
    const order: OptionCheck = {
      id: 1,
      showId: 10001,
      symbol: 'BTC/USDT',
      matchId: 1,
      direction,
      seconds,
      status: 'closed',
      openTick: openSecond * 1000,
      openPrice: open,
      settleTick: (openSecond + seconds) * 1000,
      endPrice: end,
      outcome: outcomeOf(direction, open, end),
    }
    const ticks: PublicTicks = {
      open: { symbol: order.symbol, time: openSecond, price: open },
      settle: { symbol: order.symbol, time: openSecond + seconds, price: end },
    }
    return { order, ticks }
  })
const cent = (value: string) => new Big(value).plus('0.01').toFixed(2)

describe('the public check of a settlement', () => {
  it('finds every fixture settlement as the public prices make it', () => {
    for (const wire of MockClosedMicroOrders) {
      const order = MicroCheckAnswer.parse(mockMicroCheck(wire))
      const ticks: PublicTicks = {
        open: { symbol: order.symbol, time: order.openTick / 1000, price: wire.open_price },
        settle: { symbol: order.symbol, time: order.settleTick / 1000, price: wire.end_price! },
      }
      expect(recheckOption(order, ticks).mismatches).toEqual([])
    }
  })

  it('passes an honest record and names each single rigging', () => {
    fc.assert(
      fc.property(honest, ({ order, ticks }) => {
        expect(recheckOption(order, ticks).mismatches).toEqual([])
        const offset = { ...order, openPrice: cent(order.openPrice) }
        expect(recheckOption(offset, ticks).mismatches).toEqual(['openPrice'])
        const fabricated = { ...order, endPrice: cent(order.endPrice!) }
        expect(recheckOption(fabricated, ticks).mismatches).toEqual(['settlePrice'])
        const late = { ...order, settleTick: order.settleTick + 1000 }
        const lateTicks = { ...ticks, settle: { ...ticks.settle!, time: ticks.settle!.time + 1 } }
        expect(recheckOption(late, lateTicks).mismatches).toEqual(['duration'])
        const switched: OptionCheck = {
          ...order,
          outcome: order.outcome === 'win' ? 'loss' : 'win',
        }
        expect(recheckOption(switched, ticks).mismatches).toEqual(['outcome'])
      }),
    )
  })

  it('checks the open second alone while the option runs', () => {
    fc.assert(
      fc.property(honest, ({ order, ticks }) => {
        const running = { ...order, status: 'open' as const, endPrice: null, outcome: null }
        const check = recheckOption(running, { open: ticks.open, settle: null })
        expect(check).toMatchObject({ settlePrice: null, outcome: null, mismatches: [] })
      }),
    )
  })
})
