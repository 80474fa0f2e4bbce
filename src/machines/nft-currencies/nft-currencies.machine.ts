/**
 * The currencies NFTs are priced in (api-reference §19.2 getNftCurrency), for the market's
 * currency filter. Without them the filter offers "All" only; `currencies.retry` asks again.
 *
 * loading → ready | failed (currencies.retry → loading)
 */
import { assign, fromPromise, setup } from 'xstate'
import type { NftCurrency } from '@/api/contract/nft'
import type { ErrorCode } from '@/api/errors'
import { nftApi } from '@/api/nft'
import { withError, withOutput } from '../keyed-submission'
import type { LoadTag } from '../load-status'
import { ownErrorCode } from '../own-error'

export interface NftCurrenciesContext {
  currencies: NftCurrency[]
  error: ErrorCode | null
}

export const nftCurrenciesMachine = setup({
  types: {
    context: {} as NftCurrenciesContext,
    events: {} as { type: 'currencies.retry' },
    tags: {} as LoadTag,
  },
  actors: {
    loadCurrencies: fromPromise<NftCurrency[]>(({ signal }) => nftApi.currencies({ signal })),
  },
  actions: {
    takeCurrencies: assign((_, { output }: { output: NftCurrency[] }) => ({
      currencies: output,
      error: null,
    })),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error: ownErrorCode(error) })),
  },
}).createMachine({
  id: 'nftCurrencies',
  context: { currencies: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        src: 'loadCurrencies',
        onDone: { target: 'ready', actions: withOutput('takeCurrencies') },
        onError: { target: 'failed', actions: withError('rememberError') },
      },
    },
    ready: {},
    failed: { tags: ['failed'], on: { 'currencies.retry': 'loading' } },
  },
})
