/**
 * The spot ticket's doors to the network (api-reference §9 coin/info, coin/trade; §5 wallet/detail
 * of the change account). Tests and stories replace them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { SpotOrder, SpotOrderRequest, SpotPairRules } from '@/api/contract/spot'
import { spotApi } from '@/api/spot'
import { walletApi } from '@/api/wallet'
import type { SpotBalances, SpotPair } from './spot-ticket.rules'

type PairIds = Pick<SpotPair, 'currencyId' | 'legalId'>

/** The change-account balances of the pair's base and quote. */
export async function readBalances(p: PairIds, signal?: AbortSignal): Promise<SpotBalances> {
  const [base, quote] = await Promise.all([
    walletApi.detail({ currency: p.currencyId, type: 'change' }, { signal }),
    walletApi.detail({ currency: p.legalId, type: 'change' }, { signal }),
  ])
  return { base: base.available, quote: quote.available }
}

export interface SpotTicketTerms {
  rules: SpotPairRules
  balances: SpotBalances
}

/** The pair's rules and the user's balances of its two coins. */
export const loadTerms = fromPromise<SpotTicketTerms, PairIds>(async ({ input, signal }) => {
  const [rules, balances] = await Promise.all([
    spotApi.rules({ currency_id: input.currencyId, legal_id: input.legalId }, { signal }),
    readBalances(input, signal),
  ])
  return { rules, balances }
})

export const loadBalances = fromPromise<SpotBalances, PairIds>(({ input, signal }) =>
  readBalances(input, signal),
)

export const placeOrder = fromPromise<SpotOrder | null, SpotOrderRequest>(({ input, signal }) =>
  spotApi.place(input, { signal }),
)
