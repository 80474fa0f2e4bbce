/**
 * The sandbox's quick-buy reference data (issue 18; the rules are in
 * src/api/contract/quick-buy-math.ts): each fiat's rate and the beneficiary account the user
 * transfers to.
 *
 * Rates: the app's fixed reference table (routes/fiat.ts: units of the fiat one US dollar buys) ×
 * 1, since USD:USDT is 1:1 (spec §9); the sandbox's rates never move, an order still stores the
 * rate it was made at.
 *
 * Beneficiaries: SANDBOX ONLY and deliberately invalid on every real network: the IBANs use the
 * country code "XX" (assigned to no country) with check digits "00" (never valid: real IBAN
 * check digits are 02–98), and the SWIFT/BIC codes' country is "XX" too; no bank would accept a
 * transfer to them, as the wallet's sandbox deposit addresses can receive nothing.
 */
import type { QuickBuyBeneficiaryWire } from '../../../src/api/contract/quick-buy'
import { type QuickBuyFiat, quickBuyFiats } from '../../../src/api/contract/quick-buy-math'
import { REFERENCE_FIAT_RATES } from '../routes/fiat'

/** Fiat per USDT: the reference rate per US dollar (USD:USDT 1:1). */
export const quickBuyRate = (fiat: QuickBuyFiat): string => REFERENCE_FIAT_RATES[fiat]

const beneficiary = (currency: QuickBuyFiat, n: string): QuickBuyBeneficiaryWire => ({
  currency,
  account_name: 'Sandbox Quick Buy Desk (test only, not a real account)',
  iban: `XX00 SBOX 0000 0000 0000 ${n}`,
  country: 'Sandbox (XX, no real country)',
  swift: `SBOXXX${n.slice(-2)}`,
  bank_name: 'Sandbox Bank (not a real bank)',
})

/** The account to transfer each fiat to. */
export const QUICK_BUY_BENEFICIARIES: Record<QuickBuyFiat, QuickBuyBeneficiaryWire> =
  Object.fromEntries(
    quickBuyFiats.map((f, i) => [f, beneficiary(f, String(i + 1).padStart(4, '0'))]),
  ) as Record<QuickBuyFiat, QuickBuyBeneficiaryWire>
