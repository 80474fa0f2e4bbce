/**
 * MSW handlers for the currency-rate service (contract/fiat.ts): plain JSON, no envelope, at the
 * app's default address `<api>/fiat/rates`.
 */
import { delay, http, HttpResponse } from 'msw'
import { MockFiatRates } from '@/api/contract/fiat.fixtures'

const rates = '*/api/fiat/rates'

export const fiatHandlers = {
  rates: http.get(rates, () => HttpResponse.json(MockFiatRates)),
}

export const fiatScenarios = {
  ratesPending: http.get(rates, async () => {
    await delay('infinite')
    return HttpResponse.json(MockFiatRates)
  }),
  ratesDown: http.get(rates, () => HttpResponse.error()),
  ratesBroken: http.get(rates, () => HttpResponse.json({ base: 'EUR', rates: {} })),
  ratesHttpError: http.get(rates, () => new HttpResponse(null, { status: 503 })),
}

export const fiatHandlerList = Object.values(fiatHandlers)
