/**
 * The futures ticket's doors to the network (api-reference §7.2 lever/deal, lever/submit). Tests
 * and stories replace them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { LeverPosition, LeverSubmitRequest } from '@/api/contract/lever'
import { leverApi } from '@/api/lever'
import type { LeverPair, LeverTerms } from './lever-ticket.rules'

type PairIds = Pick<LeverPair, 'currencyId' | 'legalId'>

/** The pair's rules, last price, the lever balance and the account's open positions. */
export const loadDeal = fromPromise<LeverTerms, PairIds>(async ({ input, signal }) => {
  const deal = await leverApi.deal(
    { currency_id: input.currencyId, legal_id: input.legalId },
    { signal },
  )
  return {
    rules: deal.rules,
    open: deal.open,
    lastPrice: deal.lastPrice,
    balance: deal.balance,
    positions: deal.positions,
  }
})

export const openPosition = fromPromise<LeverPosition | null, LeverSubmitRequest>(
  ({ input, signal }) => leverApi.submit(input, { signal }),
)
