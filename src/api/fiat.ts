/**
 * The currency-rate service (spec §7, contract/fiat.ts). A third-party service in production, so
 * it does not go through the platform client (client.ts): no token, no `lang`, no envelope, no
 * loading indicator (the rates load in the background). `VITE_FIAT_RATES_URL` points it at a
 * public service; by default it is the sandbox's `<VITE_API_BASE or /api>/fiat/rates`.
 */
import axios, { isAxiosError, isCancel } from 'axios'
import { safeParse } from 'zod/mini'
import { API_TIMEOUT_MS, type RequestOptions } from './client'
import { FiatRatesResponse, type FiatRates } from './contract/fiat'
import { ApiError } from './errors'

export const FIAT_RATES_URL: string =
  import.meta.env.VITE_FIAT_RATES_URL ?? `${import.meta.env.VITE_API_BASE ?? '/api'}/fiat/rates`

function toApiError(error: unknown): unknown {
  if (isCancel(error) || !isAxiosError(error)) return error
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError('timeout')
  if (error.response) return new ApiError('http', { status: error.response.status })
  return new ApiError('network', { status: 0 })
}

async function rates(opts: RequestOptions & { url?: string } = {}): Promise<FiatRates> {
  let body: unknown
  try {
    const res = await axios.get<unknown>(opts.url ?? FIAT_RATES_URL, {
      signal: opts.signal,
      timeout: API_TIMEOUT_MS,
      responseType: 'json',
      validateStatus: (status) => status === 200,
    })
    body = res.data
  } catch (error) {
    throw toApiError(error)
  }
  const parsed = safeParse(FiatRatesResponse, body)
  if (!parsed.success) throw new ApiError('invalidResponse')
  return parsed.data
}

export const fiatApi = {
  /** GET the rate table: how many of each kept currency one US dollar buys. */
  rates,
}
