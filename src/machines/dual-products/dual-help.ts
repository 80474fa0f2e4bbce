/**
 * The worked examples of How it works (spec §2 invest/help, issue 16): dual-math's own (its
 * header: a BTC call of 3 shares at 65,000 and a put of 2 shares at 50,000, 36.5 % APR, 7 days),
 * computed with dualTerms so the page can never show a figure the sandbox would not pay.
 */
import type { DualDirection } from '@/api/contract/dual'
import { dualTerms, type DualScales, type DualTerms } from '@/api/contract/dual-math'

export interface DualHelpExample {
  direction: DualDirection
  coin: string
  shares: number
  strike: string
  rate: string
  days: number
  scales: DualScales
  terms: DualTerms
}

const base = { coin: 'BTC', rate: '36.5', days: 7, scales: { coin: 8, usdt: 4 } }

function example(direction: DualDirection, shares: number, strike: string): DualHelpExample {
  return {
    ...base,
    direction,
    shares,
    strike,
    terms: dualTerms({ direction, shares, strike, ...base }),
  }
}

export const dualHelpExamples: Record<DualDirection, DualHelpExample> = {
  call: example('call', 3, '65000'),
  put: example('put', 2, '50000'),
}
