import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { NftCurrency } from '@/api/contract/nft'
import { ApiError } from '@/api/errors'
import { uncoveredLeaves } from '@/test/state-coverage'
import { mockNftCurrencies, nftCurrenciesSnapshots } from './nft-currencies.fixtures'
import { nftCurrenciesMachine } from './nft-currencies.machine'
import { toNftCurrenciesView } from './nft-currencies.view'

describe('nft currencies', () => {
  it('loads the currencies; after a failure, asks again on retry', async () => {
    let fail = true
    const actor = createActor(
      nftCurrenciesMachine.provide({
        actors: {
          loadCurrencies: fromPromise<NftCurrency[]>(async () => {
            if (fail) {
              fail = false
              throw new ApiError('network')
            }
            return mockNftCurrencies
          }),
        },
      }),
    ).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(toNftCurrenciesView(actor.getSnapshot())).toEqual({ status: 'failed', currencies: [] })
    actor.send({ type: 'currencies.retry' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(toNftCurrenciesView(actor.getSnapshot()).currencies.map((c) => c.name)).toEqual([
      'ETH',
      'USDT',
    ])
  })

  it('has a fixture for every leaf state', () => {
    expect(uncoveredLeaves(nftCurrenciesMachine, nftCurrenciesSnapshots)).toEqual([])
  })
})
