import { useTranslation } from 'react-i18next'
import type { DualOrder } from '@/api/contract/dual'
import { DonePanel } from '@/components/DonePanel/DonePanel'
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
    <DonePanel
      title={t('done.title')}
      primary={{ href: mineHref, label: t('mine') }}
      secondary={{ href: productsHref, label: t('done.more') }}
    >
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
    </DonePanel>
  )
}
