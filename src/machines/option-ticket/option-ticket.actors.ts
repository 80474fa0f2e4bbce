/**
 * The seconds-options ticket's doors to the network (api-reference §8.2 microtrade/bind_seconds,
 * payable_currencies, submit). Tests and stories replace them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { MicroSubmitRequest, OptionOrder, PayableCurrency } from '@/api/contract/micro'
import { USDT_ID } from '@/api/contract/wallet'
import { ApiError } from '@/api/errors'
import { microApi } from '@/api/micro'
import type { OptionTicketTerms } from './option-ticket.rules'

/** The stake currency: USDT (id 3) as the platform's client picks it, else the first offered. */
export function stakeCurrencyOf(list: PayableCurrency[]): PayableCurrency {
  const currency = list.find((c) => c.id === USDT_ID) ?? list[0]
  if (!currency) throw new ApiError('currencyNotSupported')
  return currency
}

const readCurrency = async (signal: AbortSignal) =>
  stakeCurrencyOf(await microApi.currencies({ signal }))

/** The pair's durations and the stake currency with the options balance, in parallel. */
export const loadTerms = fromPromise<OptionTicketTerms, { matchId: number }>(
  async ({ input, signal }) => {
    const [durations, currency] = await Promise.all([
      microApi.pairDurations({ currency_match_id: input.matchId }, { signal }),
      readCurrency(signal),
    ])
    return { durations, currency }
  },
)

/** The stake currency again: the options balance after a placement or a settlement. */
export const loadCurrency = fromPromise<PayableCurrency>(({ signal }) => readCurrency(signal))

export const placeOption = fromPromise<OptionOrder, MicroSubmitRequest>(({ input, signal }) =>
  microApi.submit(input, { signal }),
)
