/**
 * The positions panel's doors to the network (api-reference §7.2 lever/dealall, deal, setstop,
 * close, batch_close, cancel). Tests and stories replace them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import {
  LEVER_PAGE_MAX,
  type LeverBatchResult,
  type LeverPosition,
  type LeverSetStopRequest,
} from '@/api/contract/lever'
import { leverApi } from '@/api/lever'
import type { SheetRequest } from './lever-positions.logic'
import type { LeverMarket, LeverPair, LeverPositionsData } from './lever-positions.types'

/** Pages of 50 read at most per status (2,500 positions): beyond that the list stops. */
const MAX_PAGES = 50

/** Every page of the account's open (1) or pending (0) positions, and the account's balance. */
async function allPositions(pair: LeverPair, status: 0 | 1, signal: AbortSignal) {
  const ask = (page: number) =>
    leverApi.positions(
      { currency_id: pair.currencyId, legal_id: pair.legalId, status, page, limit: LEVER_PAGE_MAX },
      { signal },
    )
  const first = await ask(1)
  const items = [...first.page.items]
  for (let page = 2; page <= Math.min(first.page.pages, MAX_PAGES); page += 1)
    items.push(...(await ask(page)).page.items)
  const seen = new Set<number>()
  return {
    balance: first.balance,
    items: items.filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id))),
  }
}

/** The rules and last price of each pair, read with lever/deal. */
async function marketsOf(pairs: readonly LeverPair[], signal: AbortSignal) {
  const read = await Promise.all(
    pairs.map(async (p) => {
      const deal = await leverApi.deal(
        { currency_id: p.currencyId, legal_id: p.legalId },
        { signal },
      )
      return [p.symbol, { rules: deal.rules, lastPrice: deal.lastPrice }] as const
    }),
  )
  return Object.fromEntries(read) as Record<string, LeverMarket>
}

const pairOf = (p: LeverPosition): LeverPair => ({
  symbol: p.symbol,
  currencyId: p.currencyId,
  legalId: p.legalId,
})

export const loadPositions = fromPromise<LeverPositionsData, { pair: LeverPair }>(
  async ({ input, signal }) => {
    const [open, pending] = await Promise.all([
      allPositions(input.pair, 1, signal),
      allPositions(input.pair, 0, signal),
    ])
    const pairs = new Map<string, LeverPair>([[input.pair.symbol, input.pair]])
    for (const p of [...open.items, ...pending.items]) pairs.set(p.symbol, pairOf(p))
    const markets = await marketsOf([...pairs.values()], signal)
    return { balance: open.balance, open: open.items, pending: pending.items, markets }
  },
)

export const saveStops = fromPromise<LeverPosition | null, LeverSetStopRequest>(
  ({ input, signal }) => leverApi.setStop(input, { signal }),
)

/** A sheet's request with its key, as keyed-submission.ts sends it. */
export type KeyedSheetRequest = SheetRequest & { idempotency_key: string }

const idOf = (r: KeyedSheetRequest) => ({
  id: 'id' in r ? r.id : 0,
  idempotency_key: r.idempotency_key,
})

export const closePosition = fromPromise<LeverPosition | null, KeyedSheetRequest>(
  ({ input, signal }) => leverApi.close(idOf(input), { signal }),
)

export const cancelOpening = fromPromise<LeverPosition | null, KeyedSheetRequest>(
  ({ input, signal }) => leverApi.cancel(idOf(input), { signal }),
)

export const closeAll = fromPromise<LeverBatchResult | null, KeyedSheetRequest>(
  ({ input, signal }) => {
    if (input.action !== 'closeAll') throw new Error('closeAll without its scope')
    const { action: _, ...wire } = input
    return leverApi.closeAll(wire, { signal })
  },
)
