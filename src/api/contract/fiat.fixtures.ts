/**
 * The rate table in the shape the sandbox sends (contract/fiat.ts), for MSW handlers, stories and
 * unit tests. The figures are the sandbox's fixed reference rates (server/src/routes/fiat.ts;
 * server/test/fiat.test.ts keeps the two equal), not live market rates.
 */
import type { FiatRatesWire } from './fiat'

/** 2025-07-01T00:00:00Z, the date the reference table stands for. */
export const MOCK_FIAT_UPDATED_AT = 1751328000000

export const MockFiatRates: FiatRatesWire = {
  base: 'USD',
  rates: {
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
  },
  updated_at: MOCK_FIAT_UPDATED_AT,
}

/** A public service's answer (open.er-api.com style): `base_code`, numbers, many more codes. */
export const MockPublicFiatRates = {
  result: 'success',
  base_code: 'USD',
  time_last_update_unix: 1751328000,
  rates: { USD: 1, AUD: 1.52, CNY: 7.1636, EUR: 0.8478, GBP: 0.729, JPY: 144.05, VND: 26125 },
}
