import { useTranslation } from 'react-i18next'
import type { IeoDetail } from '@/api/contract/ieo'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { useErrorText } from '@/i18n/use-error-text'
import { formatDateTime } from '@/lib/wallet-format'
import type { IeoSubscribeView } from '@/machines/ieo-subscribe/ieo-subscribe.view'
import { useIeoAmounts } from './use-ieo-amounts'

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
  const { pay, tokens } = useIeoAmounts(p)
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
          value: tokens(amount || '0'),
        },
        {
          id: 'price',
          label: t('figures.price'),
          value: pay(p.price),
        },
        ...(props.preview
          ? [
              {
                id: 'cost',
                label: t('preview.cost'),
                value: pay(props.preview.cost),
                emphasis: true,
              },
              {
                id: 'balance',
                label: t('preview.balanceAfter'),
                value: pay(props.preview.balanceAfter),
              },
            ]
          : []),
      ]}
      notice={t('preview.delivery', {
        amount: tokens(amount || '0'),
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
