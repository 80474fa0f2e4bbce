/**
 * GET /api/fiat/rates: the sandbox's stand-in for the third-party currency-rate service of spec §7
 * (contract/fiat.ts). The sandbox has no internet, so it answers FIXED REFERENCE RATES, not live
 * ones: approximate mid-market figures of 1 July 2025, written down once here. Plain JSON, no
 * envelope, as a public service answers; a deployment points the client's VITE_FIAT_RATES_URL at
 * a real service instead.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { FiatCode, FiatRatesWire } from '../../../src/api/contract/fiat'
import { routeModule } from '../plugins/routes'

/** Units of each currency one US dollar buys: fixed reference figures, never updated. */
export const REFERENCE_FIAT_RATES: Record<FiatCode, string> = {
  USD: '1',
  CNY: '7.1636',
  GBP: '0.7290',
  HKD: '7.8496',
  JPY: '144.05',
  EUR: '0.8478',
  AED: '3.6725',
  THB: '32.43',
  PHP: '56.29',
  SGD: '1.2722',
  VND: '26125',
}
/** 2025-07-01T00:00:00Z, the date the reference figures stand for. */
export const REFERENCE_FIAT_DATE = Date.UTC(2025, 6, 1)

export const fiatRoutes: FastifyPluginAsync = async (app) => {
  const body: FiatRatesWire = {
    base: 'USD',
    rates: REFERENCE_FIAT_RATES,
    updated_at: REFERENCE_FIAT_DATE,
  }
  app.get('/fiat/rates', async (_request, reply) => {
    // the figures never change; clients cache them for 24 h themselves (spec §9)
    void reply.header('cache-control', 'public, max-age=86400')
    return body
  })
}

export const routes = routeModule(fiatRoutes, { prefix: '/api' })
