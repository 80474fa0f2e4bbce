/**
 * Fiat display rates (spec §3 client settings "fiat currency record … list of fiats", §7 "GET a
 * third-party public currency-rate service once per 24 h, keeping USD, CNY, GBP, HKD, JPY, EUR,
 * AED, THB, PHP, SGD, VND", §9 cache 24 h, default USD at rate 1).
 *
 * Designed here where the spec is silent (the sandbox implements exactly this):
 * - `GET <rates URL>` answers `{ base: 'USD', rates: { USD: '1', EUR: '0.8600', … }, updated_at }`
 *   as plain JSON, not the platform envelope: it stands for a third-party service, and the client
 *   sends it neither token nor `lang`. `rates[X]` is how many X one US dollar buys, a decimal
 *   string; `updated_at` is when the table was compiled (unix ms).
 * - The client is lenient so a real deployment can point `VITE_FIAT_RATES_URL` at a public
 *   service: `base_code` is read when `base` is missing, rates may be JSON numbers, codes other
 *   than the kept eleven are dropped, and so is a kept code whose rate is not a positive decimal
 *   (that currency is then not offered). A base other than USD is refused (`invalidResponse`).
 */
import * as z from 'zod/mini'

/** The currencies the app offers, in the spec's order (§7). */
export const fiatCodes = [
  'USD',
  'CNY',
  'GBP',
  'HKD',
  'JPY',
  'EUR',
  'AED',
  'THB',
  'PHP',
  'SGD',
  'VND',
] as const
export type FiatCode = (typeof fiatCodes)[number]

export const isFiatCode = (value: unknown): value is FiatCode =>
  typeof value === 'string' && (fiatCodes as readonly string[]).includes(value)

/** Spec §9: the rate table is fetched at most once per 24 h. */
export const FIAT_CACHE_MS = 86_400_000
/** Spec §9: until a rate is known, figures are in US dollars at rate 1. */
export const DEFAULT_FIAT_CODE: FiatCode = 'USD'
export const DEFAULT_FIAT_RATE = '1'

/** A positive decimal in plain notation: "0.86", "26150". */
export const isPositiveDecimal = (value: string) =>
  /^\d+(\.\d+)?$/.test(value) && /[1-9]/.test(value)

/** A rate as a decimal string, or null (a JSON number is read as its shortest decimal text). */
function toRate(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  return typeof text === 'string' && isPositiveDecimal(text.trim()) ? text.trim() : null
}

/** The kept rates: USD is always 1; other codes only when the service sent a usable rate. */
export type FiatRateTable = Partial<Record<FiatCode, string>> & { USD: string }

/** Keeps the eleven codes with a usable rate (USD forced to 1), dropping everything else. */
export function keepFiatRates(raw: Record<string, unknown>): FiatRateTable {
  const rates: FiatRateTable = { USD: DEFAULT_FIAT_RATE }
  for (const code of fiatCodes) {
    const rate = code === 'USD' ? null : toRate(raw[code])
    if (rate) rates[code] = rate
  }
  return rates
}

/** The parsed answer of the rate service. */
export interface FiatRates {
  base: 'USD'
  rates: FiatRateTable
  /** When the service compiled the table (unix ms), if it says. */
  updated_at: number | null
}

/** What the sandbox sends (server/src/routes/fiat.ts). */
export interface FiatRatesWire {
  base: 'USD'
  rates: Record<FiatCode, string>
  updated_at: number
}

export const FiatRatesResponse = z.pipe(
  z
    .object({
      base: z.optional(z.string()),
      base_code: z.optional(z.string()),
      rates: z.record(z.string(), z.unknown()),
      updated_at: z.optional(z.nullable(z.number())),
    })
    .check(
      z.refine((v) => (v.base ?? v.base_code ?? '').toUpperCase() === 'USD', 'invalidResponse'),
    ),
  z.transform((v): FiatRates => ({
    base: 'USD',
    rates: keepFiatRates(v.rates),
    updated_at: v.updated_at ?? null,
  })),
)

/**
 * Client settings (spec §3), kept in the injected storage:
 * `fiat` = the record `{ currency_code, rate, saveTime }` (the chosen currency and its rate), and
 * `fiatList` = the whole rate table with the time it was fetched, so the user can switch currency
 * without a request while the table is younger than 24 h.
 */
export const FIAT_RECORD_KEY = 'fiat'
export const FIAT_LIST_KEY = 'fiatList'

const Rate = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v: string | number, ctx) => {
    const rate = toRate(v)
    if (rate) return rate
    ctx.issues.push({ code: 'custom', message: 'invalidResponse', input: v })
    return z.NEVER
  }),
)

export const FiatRecord = z.object({
  currency_code: z.string(),
  rate: Rate,
  /** When the rate was fetched (ms): the table's fetch time, not the time of the choice. */
  saveTime: z.number(),
})
export type FiatRecord = z.infer<typeof FiatRecord>

export const StoredFiatList = z.object({
  rates: z.pipe(z.record(z.string(), z.unknown()), z.transform(keepFiatRates)),
  updated_at: z.nullable(z.number()),
  saveTime: z.number(),
})
export type StoredFiatList = z.infer<typeof StoredFiatList>
