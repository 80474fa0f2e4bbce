/**
 * The currency-rate service (spec §7, contract/fiat.ts). A third-party service in production, so
 * it does not go through the platform's instance (client.ts): its own axios instance with no
 * token, no `lang`, no envelope, no cookies and no loading indicator (the rates load in the
 * background), but the same transport rules (`exchange`: 200 only, 60 s time-out, error codes).
 * `VITE_FIAT_RATES_URL` points it at a public service; by default it is the sandbox's
 * `<VITE_API_BASE or /api>/fiat/rates`.
 */
import axios from 'axios'
import { safeParse } from 'zod/mini'
import { abandoned, API_BASE, exchange, type RequestOptions } from './client'
import { FiatRatesResponse, type FiatRates } from './contract/fiat'
import { ApiError } from './errors'

export const FIAT_RATES_URL: string =
  import.meta.env.VITE_FIAT_RATES_URL ?? `${API_BASE}/fiat/rates`

const rateService = axios.create({ validateStatus: (status) => status === 200 })

async function rates(opts: RequestOptions & { url?: string } = {}): Promise<FiatRates> {
  let body: unknown
  try {
    body = (await exchange(rateService, { url: opts.url ?? FIAT_RATES_URL, signal: opts.signal }))
      .data
  } catch (error) {
    if (opts.signal?.aborted) return abandoned()
    throw error
  }
  const parsed = safeParse(FiatRatesResponse, body)
  if (!parsed.success) throw new ApiError('invalidResponse')
  return parsed.data
}

export const fiatApi = {
  /** GET the rate table: how many of each kept currency one US dollar buys. */
  rates,
}
