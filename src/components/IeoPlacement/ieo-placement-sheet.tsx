import { useTranslation } from 'react-i18next'
import { ConfirmSheet } from '@/components/ConfirmSheet/ConfirmSheet'
import { useErrorText } from '@/i18n/use-error-text'
import type { IeoPlacementView } from '@/machines/ieo-placement/ieo-placement.view'
import { useIeoAmounts } from '../IeoSubscribe/use-ieo-amounts'

export interface IeoPlacementSheetProps extends IeoPlacementView {
  onConfirm: () => void
  onCancel: () => void
}

/** Codes after which confirming again sends the same request again. */
const retryable = new Set(['network', 'timeout', 'http', 'unknown'])

/** The placement as it will be made: the tokens, the price, the exact cost, the balance after. */
export function IeoPlacementSheet(props: IeoPlacementSheetProps) {
  const { t } = useTranslation('ieo')
  const errorText = useErrorText()
  const p = props.project
  const { pay, tokens: tokensOf } = useIeoAmounts(p)
  const tokens = tokensOf(props.quote?.tokens ?? '0')
  return (
    <ConfirmSheet
      open={props.isConfirmOpen}
      title={t('placement.confirmTitle')}
      rows={[
        { id: 'project', label: t('confirm.project'), value: `${p.tokenName} · ${p.title}` },
        { id: 'tokens', label: t('placement.tokens'), value: tokens },
        { id: 'price', label: t('figures.price'), value: pay(p.price) },
        ...(props.quote
          ? [
              {
                id: 'cost',
                label: t('placement.cost'),
                value: pay(props.quote.cost),
                emphasis: true,
              },
              {
                id: 'balance',
                label: t('preview.balanceAfter'),
                value: pay(props.quote.balanceAfter),
              },
            ]
          : []),
      ]}
      notice={t('placement.confirmNotice', { tokens })}
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
