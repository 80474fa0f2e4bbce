import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import { formatCoinAsWritten, formatDateTime, signOf } from '@/lib/wallet-format'
import type { DualOrderState, DualOrderView } from '@/machines/dual-orders/dual-orders.view'

export interface DualOrderCardProps {
  order: DualOrderView
  /** The K-line of `coin`/USDT at the engine second `seconds`. */
  klineHref: (coin: string, seconds: number) => string
  /** Times are shown in this zone. @default the device's */
  timeZone?: string
}

const stateTones: Record<DualOrderState, string> = {
  holding: 'text-primary-ink border-primary-ink/60',
  settling: 'text-warning border-warning/60',
  settled: 'text-muted border-line',
}

/** Green for what came back, red for what went in; the sign is the non-colour cue. */
const tone = (value: string) => ({ 1: 'text-up', 0: 'text-ink', [-1]: 'text-down' })[signOf(value)]

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="text-ink text-right text-sm tabular-nums">{children}</dd>
    </div>
  )
}

/**
 * One dual investment order: the product (coin, sell high / buy low, strike), how it stands, what
 * went in, its rate, term and dates (settlement at 08:00 UTC of the end date, said in UTC). While
 * not settled, what each outcome would pay; once settled, what was paid, the settlement price and
 * the engine second that decided it (a link to that second on the K-line), and what came back
 * against what went in, per currency, with no conversion.
 */
export function DualOrderCard({ order: o, klineHref, timeZone }: DualOrderCardProps) {
  const { t, i18n } = useTranslation('dualOrders')
  const lang = i18n.language
  const amount = (value: string, coin: string, signed = false) =>
    t('amount', { amount: formatCoinAsWritten(value, lang, signed), coin })
  const strike = amount(o.strike, 'USDT')
  const title = t('card.title', { coin: o.coin, direction: t(`direction.${o.direction}`) })
  return (
    <article
      aria-label={t('card.label', { title, strike })}
      data-slot="dual-order-card"
      data-state={o.state}
      className="flex flex-col gap-3 px-4 py-3"
    >
      <header className="flex items-center gap-2">
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="text-ink font-semibold">{title}</span>
          <span className="text-muted truncate text-xs">{o.name}</span>
        </div>
        <span
          data-slot="dual-order-state"
          className={cn(
            'rounded border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
            stateTones[o.state],
          )}
        >
          {t(`state.${o.state}`)}
        </span>
      </header>
      <dl className="flex flex-col gap-1.5">
        <Figure label={t('card.invested')}>
          {t('card.investedValue', {
            amount: amount(o.principal, o.investCurrency),
            count: o.shares,
          })}
        </Figure>
        <Figure label={t('card.strike')}>{strike}</Figure>
        <Figure label={t('card.rate')}>{t('percent', { rate: o.rate })}</Figure>
        <Figure label={t('card.term')}>{t('card.days', { count: o.days })}</Figure>
        <Figure label={t('card.start')}>{formatDateTime(o.createdAt, lang, timeZone)}</Figure>
        <Figure label={t('card.settlement')}>
          {t('card.utc', { time: formatDateTime(o.settleTick, lang, 'UTC') })}
        </Figure>
      </dl>
      {o.outcomes && (
        <div className="border-line flex flex-col gap-1.5 rounded-lg border px-3 py-2">
          <p className="text-muted text-xs font-medium">{t('card.outcomes')}</p>
          <p className="text-ink text-sm">
            {t(`outcome.coin.${o.direction}`, {
              strike,
              amount: amount(o.outcomes.coin, o.coin),
            })}
          </p>
          <p className="text-ink text-sm">
            {t(`outcome.usdt.${o.direction}`, {
              strike,
              amount: amount(o.outcomes.usdt, 'USDT'),
            })}
          </p>
        </div>
      )}
      {o.state === 'settling' && <p className="text-warning text-sm">{t('card.settlingNote')}</p>}
      {o.result && o.payout !== null && o.payoutCurrency !== null && (
        <div className="border-line flex flex-col gap-1.5 rounded-lg border px-3 py-2">
          <p className="text-muted text-xs font-medium">{t('card.settledTitle')}</p>
          <p className="text-ink text-sm font-semibold">
            {t('card.received', { amount: amount(o.payout, o.payoutCurrency) })}
          </p>
          {o.settlePrice !== null && (
            <p className="text-ink text-sm">
              {t(`card.settledBy.${o.outcome === 'coin' ? 'coin' : 'usdt'}.${o.direction}`, {
                price: amount(o.settlePrice, 'USDT'),
                strike,
                time: formatDateTime(o.settleTick, lang, 'UTC', 'second'),
              })}
            </p>
          )}
          <a
            href={klineHref(o.coin, o.tickSeconds)}
            className="text-primary-ink flex min-h-11 items-center text-sm font-medium underline-offset-2 hover:underline"
          >
            {t('card.klineLink')}
          </a>
          <dl className="border-line flex flex-col gap-1 border-t pt-2">
            <dt className="text-muted text-xs">{t('card.result')}</dt>
            {o.result.map((line) => (
              <dd
                key={line.currency}
                className={cn('text-right text-sm font-semibold tabular-nums', tone(line.amount))}
              >
                {amount(line.amount, line.currency, true)}
              </dd>
            ))}
          </dl>
        </div>
      )}
    </article>
  )
}
