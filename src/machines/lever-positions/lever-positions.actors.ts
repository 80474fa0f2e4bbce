/**
 * The positions panel's doors to the network (api-reference §7.2 lever/my_trade, deal, setstop,
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

/**
 * Every open (1) or pending (0) position of the account, all pairs. lever/my_trade is asked, not
 * lever/dealall: dealall's page is one pair's (api-reference §7.2), my_trade's pair is optional.
 */
async function allPositions(status: 0 | 1, signal: AbortSignal) {
  const ask = (page: number) =>
    leverApi.history({ status, page, limit: LEVER_PAGE_MAX }, { signal })
  const first = await ask(1)
  const items = [...first.page.items]
  for (let page = 2; page <= Math.min(first.page.pages, MAX_PAGES); page += 1)
    items.push(...(await ask(page)).page.items)
  const seen = new Set<number>()
  return items.filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)))
}

const pairOf = (p: LeverPosition): LeverPair => ({
  symbol: p.symbol,
  currencyId: p.currencyId,
  legalId: p.legalId,
})

/**
 * The account's open positions and pending openings (all pairs), then lever/deal of each pair they
 * are in and of the screen's pair: its rules, last price, and the lever balance.
 */
export const loadPositions = fromPromise<LeverPositionsData, { pair: LeverPair }>(
  async ({ input, signal }) => {
    const [open, pending] = await Promise.all([allPositions(1, signal), allPositions(0, signal)])
    const pairs = new Map<string, LeverPair>([[input.pair.symbol, input.pair]])
    for (const p of [...open, ...pending]) pairs.set(p.symbol, pairOf(p))
    const deals = await Promise.all(
      [...pairs.values()].map(async (p) => {
        const deal = await leverApi.deal(
          { currency_id: p.currencyId, legal_id: p.legalId },
          { signal },
        )
        return [p.symbol, deal] as const
      }),
    )
    const markets: Record<string, LeverMarket> = {}
    for (const [symbol, deal] of deals)
      markets[symbol] = { rules: deal.rules, lastPrice: deal.lastPrice }
    return { balance: deals[0]![1].balance, open, pending, markets }
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
