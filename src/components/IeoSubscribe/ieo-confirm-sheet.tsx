import { useTranslation } from 'react-i18next'
import type { IeoDetail } from '@/api/contract/ieo'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { useErrorText } from '@/i18n/use-error-text'
import { formatCoin, formatDateTime, formatTokenAmount } from '@/lib/wallet-format'
import type { IeoSubscribeView } from '@/machines/ieo-subscribe/ieo-subscribe.view'

export interface IeoConfirmSheetProps extends IeoSubscribeView {
  project: IeoDetail
  timeZone?: string
  onConfirm: () => void
  onCancel: () => void
}

/** Codes after which confirming again sends the same request again. */
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/** The subscription as it will be made: tokens, price, cost, balance after, the delivery. */
export function IeoConfirmSheet(props: IeoConfirmSheetProps) {
  const { t, i18n } = useTranslation('ieo')
  const errorText = useErrorText()
  const p = props.project
  const tag = i18n.language
  const amount = props.amount.trim()
  return (
    <ConfirmSheet
      open={props.isConfirmOpen}
      title={t('confirm.title')}
      rows={[
        { id: 'project', label: t('confirm.project'), value: `${p.tokenName} · ${p.title}` },
        {
          id: 'amount',
          label: t('form.amount'),
          value: t('amount', {
            amount: formatTokenAmount(amount || '0', tag, p.tokenScale),
            coin: p.tokenName,
          }),
        },
        {
          id: 'price',
          label: t('figures.price'),
          value: t('amount', {
            amount: formatCoin(p.price, p.payScale, tag),
            coin: p.payCurrencyName,
          }),
        },
        ...(props.preview
          ? [
              {
                id: 'cost',
                label: t('preview.cost'),
                value: t('amount', {
                  amount: formatCoin(props.preview.cost, p.payScale, tag),
                  coin: p.payCurrencyName,
                }),
                emphasis: true,
              },
              {
                id: 'balance',
                label: t('preview.balanceAfter'),
                value: t('amount', {
                  amount: formatCoin(props.preview.balanceAfter, p.payScale, tag),
                  coin: p.payCurrencyName,
                }),
              },
            ]
          : []),
      ]}
      notice={t('preview.delivery', {
        amount: t('amount', {
          amount: formatTokenAmount(amount || '0', tag, p.tokenScale),
          coin: p.tokenName,
        }),
        end: formatDateTime(p.endAt, tag, props.timeZone),
      })}
      busy={props.isSubmitting}
      confirmLabel={
        props.error && retryable.has(props.error) ? t('confirm.retry') : t('confirm.submit')
      }
      error={
        props.error && !props.errorField ? errorText(props.error, props.serverMessage) : undefined
      }
      onConfirm={props.onConfirm}
      onClose={props.onCancel}
    />
  )
}
