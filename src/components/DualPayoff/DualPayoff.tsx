import { useTranslation } from 'react-i18next'
import type { DualDirection } from '@/api/contract/dual'
import type { DualScales, DualTerms } from '@/api/contract/dual-math'
import { formatCoin, formatCoinAsWritten, formatDateTime } from '@/lib/wallet-format'

export interface DualPayoffProps {
  direction: DualDirection
  /** The product's coin ("BTC"). */
  coin: string
  strike: string
  /** APR in percent. */
  rate: string
  /** The settlement second (08:00 UTC of the end date), ms; none in a worked example. */
  settleAt?: number
  scales: DualScales
  /** dual-math dualTerms for the shares. */
  terms: DualTerms
  /** Names the card (several on one page). */
  id: string
}

/** The settlement moment, always in UTC (the product's rule is written in UTC). */
export const settleTimeUtc = (ms: number, lang: string) => formatDateTime(ms, lang, 'UTC')

/**
 * Both outcomes of a dual product in numbers, before buying (issue 16): which branch the
 * settlement price takes against the strike (dual-math: a call pays the coin below the strike and
 * USDT at or above it; a put pays the coin at or below it and USDT above it), what each pays, the
 * yield factor f = 1 + APR ÷ 100 × days ÷ 365 in words, and the risk of the other currency.
 */
export function DualPayoff({
  direction,
  coin,
  strike,
  rate,
  settleAt,
  scales,
  terms,
  id,
}: DualPayoffProps) {
  const { t, i18n } = useTranslation('dual')
  const lang = i18n.language
  const investCurrency = direction === 'call' ? coin : 'USDT'
  const values = {
    strike: formatCoinAsWritten(strike, lang),
    principal: formatCoinAsWritten(terms.principal, lang),
    coin,
    invest: investCurrency,
  }
  const outcomes = [
    {
      key: 'coin' as const,
      amount: t('amount', { amount: formatCoin(terms.coin, scales.coin, lang), coin }),
    },
    {
      key: 'usdt' as const,
      amount: t('amount', { amount: formatCoin(terms.usdt, scales.usdt, lang), coin: 'USDT' }),
    },
  ]
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-slot="dual-payoff"
      className="bg-surface flex flex-col gap-3 rounded-xl p-4"
    >
      <h3 id={`${id}-title`} className="text-ink font-semibold">
        {t('payoff.title', { principal: values.principal, invest: investCurrency })}
      </h3>
      <dl className="flex flex-col gap-3">
        {outcomes.map((o) => (
          <div
            key={o.key}
            data-outcome={o.key}
            className="bg-raised/60 grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1 rounded-lg p-3"
          >
            <dt className="text-ink text-sm">{t(`payoff.${direction}.${o.key}`, values)}</dt>
            <dd className="text-ink text-right font-semibold tabular-nums">{o.amount}</dd>
            <dd className="text-muted col-span-2 text-xs tabular-nums">
              {t(`payoff.${direction}.${o.key}Formula`, values)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-muted text-xs tabular-nums">
        {t('payoff.factor', {
          rate: formatCoinAsWritten(rate, lang),
          days: terms.days,
          factor: formatCoinAsWritten(terms.factor, lang),
        })}
      </p>
      {settleAt !== undefined && (
        <p className="text-muted text-xs">
          {t('payoff.settles', { time: settleTimeUtc(settleAt, lang) })}
        </p>
      )}
      <p role="note" className="border-warning/60 text-ink rounded-lg border px-3 py-2 text-xs">
        {t('payoff.risk', { invest: investCurrency, other: direction === 'call' ? 'USDT' : coin })}
      </p>
    </section>
  )
}
