import { useTranslation } from 'react-i18next'
import type { DualProduct } from '@/api/contract/dual'
import type { ErrorCode } from '@/api/errors'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { settleTimeUtc } from '@/components/DualPayoff/DualPayoff'
import { formatNumber } from '@/lib/format'

export interface PurchaseConfirmProps {
  open: boolean
  busy: boolean
  product: DualProduct
  /** The shares as typed (a whole number by now). */
  shares: string
  /** The principal, already formatted with its currency. */
  principal: string
  /** The last refusal's code (a retryable one relabels the button) and its sentence. */
  error: ErrorCode | null
  errorText: string | undefined
  onConfirm: () => void
  onCancel: () => void
}

/** Codes after which confirming again sends the same request again. */
const retryable = new Set<ErrorCode>(['network', 'timeout', 'http', 'unknown'])

/** The last look before buying: product, direction, shares, principal, settlement, the risk. */
export function PurchaseConfirm({ product: p, ...props }: PurchaseConfirmProps) {
  const { t, i18n } = useTranslation('dual')
  const lang = i18n.language
  return (
    <ConfirmSheet
      open={props.open}
      title={t('confirm.title')}
      rows={[
        { id: 'product', label: t('confirm.product'), value: p.name },
        { id: 'direction', label: t('directionLabel'), value: t(`direction.${p.direction}`) },
        {
          id: 'shares',
          label: t('purchase.shares'),
          value: formatNumber(props.shares.trim() || '0', lang, { decimals: 0 }),
        },
        { id: 'principal', label: t('purchase.principal'), value: props.principal, emphasis: true },
        {
          id: 'settle',
          label: t('row.settle'),
          value: t('utc', { time: settleTimeUtc(p.settleAt, lang) }),
        },
      ]}
      notice={t('payoff.risk', {
        invest: p.investCurrency,
        other: p.direction === 'call' ? 'USDT' : p.coin,
      })}
      busy={props.busy}
      confirmLabel={
        props.error && retryable.has(props.error) ? t('confirm.retry') : t('purchase.submit')
      }
      error={props.errorText}
      onConfirm={props.onConfirm}
      onClose={props.onCancel}
    />
  )
}
