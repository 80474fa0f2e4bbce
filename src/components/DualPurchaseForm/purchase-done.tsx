import { useTranslation } from 'react-i18next'
import type { DualOrder } from '@/api/contract/dual'
import { settleTimeUtc } from '@/components/DualPayoff/DualPayoff'
import { formatCoinAsWritten } from '@/lib/wallet-format'

export interface PurchaseDoneProps {
  order: DualOrder
  mineHref: string
  productsHref: string
}

/** The order is placed: what was invested, when it settles, and where to follow it. */
export function PurchaseDone({ order, mineHref, productsHref }: PurchaseDoneProps) {
  const { t, i18n } = useTranslation('dual')
  const lang = i18n.language
  return (
    <section
      aria-labelledby="dual-done-title"
      className="bg-surface flex flex-col items-center gap-3 rounded-xl px-4 py-8 text-center"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="text-up size-12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="m7 12.5 3.2 3.2L17 9" />
      </svg>
      <h2 id="dual-done-title" className="text-ink text-lg font-semibold">
        {t('done.title')}
      </h2>
      <p className="text-muted text-sm tabular-nums">
        {t('done.summary', {
          count: order.shares,
          name: order.name,
          principal: t('amount', {
            amount: formatCoinAsWritten(order.principal, lang),
            coin: order.investCurrency,
          }),
        })}
      </p>
      <p className="text-muted text-sm">
        {t('done.settles', { time: settleTimeUtc(order.settleTick, lang) })}
      </p>
      <div className="mt-2 flex w-full flex-col gap-2">
        <a
          href={mineHref}
          className="bg-primary flex h-11 w-full items-center justify-center rounded-lg font-semibold text-white active:opacity-80"
        >
          {t('mine')}
        </a>
        <a
          href={productsHref}
          className="bg-raised text-ink flex h-11 w-full items-center justify-center rounded-lg font-medium active:opacity-80"
        >
          {t('done.more')}
        </a>
      </div>
    </section>
  )
}
